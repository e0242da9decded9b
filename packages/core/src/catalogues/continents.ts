import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/**
 * Continent ids (docs/rules/catalogues-places-companies.md "Continents"): 1 Europe, 2 Americas, 3 Africa, 4 Middle
 * East, 5 Oceania, 6 Antilles, 7 Asia.
 */
export type ContinentId = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Stable code names of the continents. */
export type ContinentCode = 'europe' | 'americas' | 'africa' | 'middle_east' | 'oceania' | 'antilles' | 'asia';

export interface Continent extends CatalogueEntry<ContinentId> {
  readonly code: ContinentCode;
}

/**
 * Continents used to group office countries. They are business areas, not strict geography: the Middle East and the
 * Antilles (the Caribbean islands) are areas of their own (see docs/rules/catalogues-places-companies.md).
 * @rule prospecting §3 · continents 1 Europe … 7 Asia
 */
export const CONTINENTS: readonly Continent[] = labelled<Continent>('continents', [
  { id: 1, code: 'europe' },
  { id: 2, code: 'americas' },
  { id: 3, code: 'africa' },
  { id: 4, code: 'middle_east' },
  { id: 5, code: 'oceania' },
  { id: 6, code: 'antilles' },
  { id: 7, code: 'asia' },
]);

/** Continent id by code. */
export const CONTINENT = {
  europe: 1,
  americas: 2,
  africa: 3,
  middle_east: 4,
  oceania: 5,
  antilles: 6,
  asia: 7,
} as const satisfies Record<ContinentCode, ContinentId>;

/** Whether a number is a continent id. */
export function isContinentId(id: number): id is ContinentId {
  return CONTINENTS.some((continent) => continent.id === id);
}
