import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/**
 * Sequence status ids (docs/rules/sequences.md "Status transitions"): draft 1, ongoing 2, paused 3, finished 4,
 * archived 5, programmed 6.
 */
export type SequenceStatusId = 1 | 2 | 3 | 4 | 5 | 6;
export type SequenceStatusCode = 'draft' | 'ongoing' | 'paused' | 'finished' | 'archived' | 'programmed';

export interface SequenceStatus extends CatalogueEntry<SequenceStatusId> {
  readonly code: SequenceStatusCode;
}

/**
 * Sequence statuses.
 * @rule prospecting §4 · sequence statuses draft 1, ongoing 2, paused 3, finished 4, archived 5, programmed 6
 */
export const SEQUENCE_STATUSES: readonly SequenceStatus[] = labelled<SequenceStatus>('sequenceStatuses', [
  { id: 1, code: 'draft' },
  { id: 2, code: 'ongoing' },
  { id: 3, code: 'paused' },
  { id: 4, code: 'finished' },
  { id: 5, code: 'archived' },
  { id: 6, code: 'programmed' },
]);

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
export const SEQUENCE_SIMPLE_STATUSES: readonly CatalogueEntry<1 | 2 | 3>[] = labelled<CatalogueEntry<1 | 2 | 3>>('sequenceSimpleStatuses', [
  { id: 1 },
  { id: 2 },
  { id: 3 },
]);
export const PLAYBACK_SIMPLE_STATUSES: readonly CatalogueEntry<1 | 2 | 3>[] = labelled<CatalogueEntry<1 | 2 | 3>>('playbackSimpleStatuses', [
  { id: 1 },
  { id: 2 },
  { id: 3 },
]);
export const ACTIVITY_SIMPLE_STATUSES: readonly CatalogueEntry<1 | 2 | 3>[] = labelled<CatalogueEntry<1 | 2 | 3>>('activitySimpleStatuses', [
  { id: 1 },
  { id: 2 },
  { id: 3 },
]);
