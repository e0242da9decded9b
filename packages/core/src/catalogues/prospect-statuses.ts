import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Prospect status ids (docs/rules/catalogues-people-process.md "Catalogues"). */
export type ProspectStatusId = 1 | 2 | 3 | 4 | 5 | 6;
export type ProspectStatusCode = 'to_process' | 'engaged' | 'interested' | 'meeting_booked' | 'no_potential' | 'deleted';

export interface ProspectStatus extends CatalogueEntry<ProspectStatusId> {
  readonly code: ProspectStatusCode;
}

/**
 * Prospect statuses (my prospects, sequence and campaign target status).
 * @rule prospecting §3 · prospect statuses 1 À traiter … 6 Supprimé
 */
export const PROSPECT_STATUSES: readonly ProspectStatus[] = labelled<ProspectStatus>('prospectStatuses', [
  { id: 1, code: 'to_process' },
  { id: 2, code: 'engaged' },
  { id: 3, code: 'interested' },
  { id: 4, code: 'meeting_booked' },
  { id: 5, code: 'no_potential' },
  { id: 6, code: 'deleted' },
]);

/** Prospect status id by code. */
export const PROSPECT_STATUS = {
  to_process: 1,
  engaged: 2,
  interested: 3,
  meeting_booked: 4,
  no_potential: 5,
  deleted: 6,
} as const satisfies Record<ProspectStatusCode, ProspectStatusId>;
