import type { CatalogueEntry } from './catalogue-entry';

/** Sequence status ids (prospecting §4): draft 1, ongoing 2, paused 3, finished 4, archived 5, programmed 6. */
export type SequenceStatusId = 1 | 2 | 3 | 4 | 5 | 6;
export type SequenceStatusCode = 'draft' | 'ongoing' | 'paused' | 'finished' | 'archived' | 'programmed';

export interface SequenceStatus extends CatalogueEntry<SequenceStatusId> {
  readonly code: SequenceStatusCode;
}

/**
 * Sequence statuses.
 * @rule prospecting §4 · sequence statuses draft 1, ongoing 2, paused 3, finished 4, archived 5, programmed 6
 */
export const SEQUENCE_STATUSES: readonly SequenceStatus[] = [
  { id: 1, code: 'draft', label: 'Brouillon', labelEn: 'Draft' },
  { id: 2, code: 'ongoing', label: 'En cours', labelEn: 'Ongoing' },
  { id: 3, code: 'paused', label: 'En pause', labelEn: 'Paused' },
  { id: 4, code: 'finished', label: 'Terminée', labelEn: 'Finished' },
  { id: 5, code: 'archived', label: 'Archivée', labelEn: 'Archived' },
  { id: 6, code: 'programmed', label: 'Programmée', labelEn: 'Programmed' },
];

export const SEQUENCE_STATUS = {
  draft: 1,
  ongoing: 2,
  paused: 3,
  finished: 4,
  archived: 5,
  programmed: 6,
} as const satisfies Record<SequenceStatusCode, SequenceStatusId>;

/** The list pages of sequences, in display order (/sequences/lists/{status}). */
export const SEQUENCE_LIST_PAGES: readonly SequenceStatusCode[] = ['draft', 'programmed', 'ongoing', 'paused', 'finished', 'archived'];

/**
 * The three "simple status" sets of the spec.
 * @rule prospecting §4 · simple status sets (paused/ongoing/finished; paused/playing/done; active/inactive/suspended)
 */
export const SEQUENCE_SIMPLE_STATUSES: readonly CatalogueEntry<1 | 2 | 3>[] = [
  { id: 1, label: 'En pause', labelEn: 'Paused' },
  { id: 2, label: 'En cours', labelEn: 'Ongoing' },
  { id: 3, label: 'Terminée', labelEn: 'Finished' },
];
export const PLAYBACK_SIMPLE_STATUSES: readonly CatalogueEntry<1 | 2 | 3>[] = [
  { id: 1, label: 'En pause', labelEn: 'Paused' },
  { id: 2, label: 'En lecture', labelEn: 'Playing' },
  { id: 3, label: 'Terminé', labelEn: 'Done' },
];
export const ACTIVITY_SIMPLE_STATUSES: readonly CatalogueEntry<1 | 2 | 3>[] = [
  { id: 1, label: 'Actif', labelEn: 'Active' },
  { id: 2, label: 'Inactif', labelEn: 'Inactive' },
  { id: 3, label: 'Suspendu', labelEn: 'Suspended' },
];
