import type { CatalogueEntry } from './catalogue-entry';

/** Hobby type codes (prospecting §3): arts, outings/travel, sports, others. */
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
export const HOBBY_TYPES: readonly HobbyType[] = [
  { id: 1, code: 'arts', label: 'Arts et culture', labelEn: 'Arts and culture' },
  { id: 2, code: 'outings_travel', label: 'Sorties et voyages', labelEn: 'Outings and travel' },
  { id: 3, code: 'sports', label: 'Sports', labelEn: 'Sports' },
  { id: 4, code: 'others', label: 'Autres', labelEn: 'Others' },
];

/** Hobby id. */
export type HobbyId = number;

export interface Hobby extends CatalogueEntry<HobbyId> {
  readonly hobbyType: HobbyTypeCode;
}

/**
 * The 55 hobbies (person_hobby_id_list), grouped by type.
 * @rule prospecting §3 · about 55 hobbies, each of a hobby type
 */
export const HOBBIES: readonly Hobby[] = [
  // Arts et culture
  { id: 1, hobbyType: 'arts', label: 'Cinéma', labelEn: 'Cinema' },
  { id: 2, hobbyType: 'arts', label: 'Théâtre', labelEn: 'Theatre' },
  { id: 3, hobbyType: 'arts', label: 'Musique', labelEn: 'Music' },
  { id: 4, hobbyType: 'arts', label: 'Pratique d’un instrument', labelEn: 'Playing an instrument' },
  { id: 5, hobbyType: 'arts', label: 'Peinture', labelEn: 'Painting' },
  { id: 6, hobbyType: 'arts', label: 'Dessin', labelEn: 'Drawing' },
  { id: 7, hobbyType: 'arts', label: 'Photographie', labelEn: 'Photography' },
  { id: 8, hobbyType: 'arts', label: 'Sculpture', labelEn: 'Sculpture' },
  { id: 9, hobbyType: 'arts', label: 'Lecture', labelEn: 'Reading' },
  { id: 10, hobbyType: 'arts', label: 'Écriture', labelEn: 'Writing' },
  { id: 11, hobbyType: 'arts', label: 'Danse', labelEn: 'Dance' },
  { id: 12, hobbyType: 'arts', label: 'Opéra', labelEn: 'Opera' },
  { id: 13, hobbyType: 'arts', label: 'Musées et expositions', labelEn: 'Museums and exhibitions' },
  { id: 14, hobbyType: 'arts', label: 'Architecture et design', labelEn: 'Architecture and design' },
  { id: 15, hobbyType: 'arts', label: 'Mode', labelEn: 'Fashion' },
  // Sorties et voyages
  { id: 16, hobbyType: 'outings_travel', label: 'Voyages', labelEn: 'Travel' },
  { id: 17, hobbyType: 'outings_travel', label: 'Gastronomie', labelEn: 'Gastronomy' },
  { id: 18, hobbyType: 'outings_travel', label: 'Œnologie', labelEn: 'Wine tasting' },
  { id: 19, hobbyType: 'outings_travel', label: 'Cuisine', labelEn: 'Cooking' },
  { id: 20, hobbyType: 'outings_travel', label: 'Concerts', labelEn: 'Concerts' },
  { id: 21, hobbyType: 'outings_travel', label: 'Festivals', labelEn: 'Festivals' },
  { id: 22, hobbyType: 'outings_travel', label: 'Brocantes et antiquités', labelEn: 'Flea markets and antiques' },
  { id: 23, hobbyType: 'outings_travel', label: 'Camping', labelEn: 'Camping' },
  { id: 24, hobbyType: 'outings_travel', label: 'Patrimoine et monuments', labelEn: 'Heritage and monuments' },
  // Sports
  { id: 25, hobbyType: 'sports', label: 'Football', labelEn: 'Football' },
  { id: 26, hobbyType: 'sports', label: 'Rugby', labelEn: 'Rugby' },
  { id: 27, hobbyType: 'sports', label: 'Tennis', labelEn: 'Tennis' },
  { id: 28, hobbyType: 'sports', label: 'Golf', labelEn: 'Golf' },
  { id: 29, hobbyType: 'sports', label: 'Course à pied', labelEn: 'Running' },
  { id: 30, hobbyType: 'sports', label: 'Trail', labelEn: 'Trail running' },
  { id: 31, hobbyType: 'sports', label: 'Cyclisme', labelEn: 'Cycling' },
  { id: 32, hobbyType: 'sports', label: 'Natation', labelEn: 'Swimming' },
  { id: 33, hobbyType: 'sports', label: 'Voile', labelEn: 'Sailing' },
  { id: 34, hobbyType: 'sports', label: 'Ski', labelEn: 'Skiing' },
  { id: 35, hobbyType: 'sports', label: 'Randonnée', labelEn: 'Hiking' },
  { id: 36, hobbyType: 'sports', label: 'Alpinisme', labelEn: 'Mountaineering' },
  { id: 37, hobbyType: 'sports', label: 'Escalade', labelEn: 'Climbing' },
  { id: 38, hobbyType: 'sports', label: 'Équitation', labelEn: 'Horse riding' },
  { id: 39, hobbyType: 'sports', label: 'Yoga', labelEn: 'Yoga' },
  { id: 40, hobbyType: 'sports', label: 'Boxe', labelEn: 'Boxing' },
  { id: 41, hobbyType: 'sports', label: 'Arts martiaux', labelEn: 'Martial arts' },
  { id: 42, hobbyType: 'sports', label: 'Basket-ball', labelEn: 'Basketball' },
  { id: 43, hobbyType: 'sports', label: 'Padel', labelEn: 'Padel' },
  { id: 44, hobbyType: 'sports', label: 'Triathlon', labelEn: 'Triathlon' },
  { id: 45, hobbyType: 'sports', label: 'Plongée sous-marine', labelEn: 'Scuba diving' },
  { id: 46, hobbyType: 'sports', label: 'Surf', labelEn: 'Surfing' },
  { id: 47, hobbyType: 'sports', label: 'Fitness et musculation', labelEn: 'Fitness and weight training' },
  // Autres
  { id: 48, hobbyType: 'others', label: 'Bénévolat', labelEn: 'Volunteering' },
  { id: 49, hobbyType: 'others', label: 'Jardinage', labelEn: 'Gardening' },
  { id: 50, hobbyType: 'others', label: 'Échecs', labelEn: 'Chess' },
  { id: 51, hobbyType: 'others', label: 'Bricolage', labelEn: 'DIY' },
  { id: 52, hobbyType: 'others', label: 'Jeux vidéo', labelEn: 'Video games' },
  { id: 53, hobbyType: 'others', label: 'Nouvelles technologies', labelEn: 'New technologies' },
  { id: 54, hobbyType: 'others', label: 'Collections', labelEn: 'Collecting' },
  { id: 55, hobbyType: 'others', label: 'Mentorat', labelEn: 'Mentoring' },
];

/** The hobbies of a hobby type, in catalogue order. */
export function hobbiesOfType(hobbyType: HobbyTypeCode): readonly Hobby[] {
  return HOBBIES.filter((hobby) => hobby.hobbyType === hobbyType);
}
