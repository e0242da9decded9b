import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Hobby type codes (docs/rules/catalogues-places-companies.md "Hobbies"): arts, outings/travel, sports, others. */
export type HobbyTypeCode = 'arts' | 'outings_travel' | 'sports' | 'others';

/** Hobby type ids, 1 to 4 (designed here, in the spec's order). */
export type HobbyTypeId = 1 | 2 | 3 | 4;

export interface HobbyType extends CatalogueEntry<HobbyTypeId> {
  readonly code: HobbyTypeCode;
}

/**
 * The 4 hobby types, used to group hobbies for display.
 * @rule prospecting §3 · hobby types arts, outings/travel, sports, others
 */
export const HOBBY_TYPES: readonly HobbyType[] = labelled<HobbyType>('hobbyTypes', [
  { id: 1, code: 'arts' },
  { id: 2, code: 'outings_travel' },
  { id: 3, code: 'sports' },
  { id: 4, code: 'others' },
]);

/** Hobby id. */
export type HobbyId = number;

export interface Hobby extends CatalogueEntry<HobbyId> {
  readonly hobbyType: HobbyTypeCode;
}

/**
 * The 55 hobbies (person_hobby_id_list), grouped by type.
 * @rule prospecting §3 · about 55 hobbies, each of a hobby type
 */
export const HOBBIES: readonly Hobby[] = labelled<Hobby>('hobbies', [
  // Arts et culture
  { id: 1, hobbyType: 'arts' },
  { id: 2, hobbyType: 'arts' },
  { id: 3, hobbyType: 'arts' },
  { id: 4, hobbyType: 'arts' },
  { id: 5, hobbyType: 'arts' },
  { id: 6, hobbyType: 'arts' },
  { id: 7, hobbyType: 'arts' },
  { id: 8, hobbyType: 'arts' },
  { id: 9, hobbyType: 'arts' },
  { id: 10, hobbyType: 'arts' },
  { id: 11, hobbyType: 'arts' },
  { id: 12, hobbyType: 'arts' },
  { id: 13, hobbyType: 'arts' },
  { id: 14, hobbyType: 'arts' },
  { id: 15, hobbyType: 'arts' },
  // Sorties et voyages
  { id: 16, hobbyType: 'outings_travel' },
  { id: 17, hobbyType: 'outings_travel' },
  { id: 18, hobbyType: 'outings_travel' },
  { id: 19, hobbyType: 'outings_travel' },
  { id: 20, hobbyType: 'outings_travel' },
  { id: 21, hobbyType: 'outings_travel' },
  { id: 22, hobbyType: 'outings_travel' },
  { id: 23, hobbyType: 'outings_travel' },
  { id: 24, hobbyType: 'outings_travel' },
  // Sports
  { id: 25, hobbyType: 'sports' },
  { id: 26, hobbyType: 'sports' },
  { id: 27, hobbyType: 'sports' },
  { id: 28, hobbyType: 'sports' },
  { id: 29, hobbyType: 'sports' },
  { id: 30, hobbyType: 'sports' },
  { id: 31, hobbyType: 'sports' },
  { id: 32, hobbyType: 'sports' },
  { id: 33, hobbyType: 'sports' },
  { id: 34, hobbyType: 'sports' },
  { id: 35, hobbyType: 'sports' },
  { id: 36, hobbyType: 'sports' },
  { id: 37, hobbyType: 'sports' },
  { id: 38, hobbyType: 'sports' },
  { id: 39, hobbyType: 'sports' },
  { id: 40, hobbyType: 'sports' },
  { id: 41, hobbyType: 'sports' },
  { id: 42, hobbyType: 'sports' },
  { id: 43, hobbyType: 'sports' },
  { id: 44, hobbyType: 'sports' },
  { id: 45, hobbyType: 'sports' },
  { id: 46, hobbyType: 'sports' },
  { id: 47, hobbyType: 'sports' },
  // Autres
  { id: 48, hobbyType: 'others' },
  { id: 49, hobbyType: 'others' },
  { id: 50, hobbyType: 'others' },
  { id: 51, hobbyType: 'others' },
  { id: 52, hobbyType: 'others' },
  { id: 53, hobbyType: 'others' },
  { id: 54, hobbyType: 'others' },
  { id: 55, hobbyType: 'others' },
]);

/** The hobbies of a hobby type, in catalogue order. */
export function hobbiesOfType(hobbyType: HobbyTypeCode): readonly Hobby[] {
  return HOBBIES.filter((hobby) => hobby.hobbyType === hobbyType);
}
