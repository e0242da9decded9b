import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Licence ids (docs/rules/access.md "Matrix decisions"). 0 means "no licence" and gives the base read-only set. */
export type LicenceId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

/** Stable code names of the licences, used by the permission matrix and the UI. */
export type LicenceCode =
  | 'none'
  | 'sales'
  | 'marketing'
  | 'sales_marketing'
  | 'kam'
  | 'intranet'
  | 'crm_connector'
  | 'search_lists'
  | 'sales_pme'
  | 'insight'
  | 'sender'
  | 'sales_automation'
  | 'smart_data'
  | 'sales_automation_v2'
  | 'smart_campaign_v2'
  | 'sender_v2';

export interface Licence extends CatalogueEntry<LicenceId> {
  readonly code: LicenceCode;
}

/**
 * The licence catalogue, ids 0 to 15, French and English names.
 * @rule app-shell §6, prospecting §6 · licence ids 0 (no licence) to 15 (sender v2)
 */
export const LICENCES: readonly Licence[] = labelled<Licence>('licences', [
  { id: 0, code: 'none' },
  { id: 1, code: 'sales' },
  { id: 2, code: 'marketing' },
  { id: 3, code: 'sales_marketing' },
  { id: 4, code: 'kam' },
  { id: 5, code: 'intranet' },
  { id: 6, code: 'crm_connector' },
  { id: 7, code: 'search_lists' },
  { id: 8, code: 'sales_pme' },
  { id: 9, code: 'insight' },
  { id: 10, code: 'sender' },
  { id: 11, code: 'sales_automation' },
  { id: 12, code: 'smart_data' },
  { id: 13, code: 'sales_automation_v2' },
  { id: 14, code: 'smart_campaign_v2' },
  { id: 15, code: 'sender_v2' },
]);

/** All licence ids, 0 to 15. */
export const LICENCE_IDS: readonly LicenceId[] = LICENCES.map((licence) => licence.id);

/** Narrows a number to a licence id. */
export function isLicenceId(value: unknown): value is LicenceId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 15;
}

/** The licence of a code. */
export function licenceByCode(code: LicenceCode): Licence {
  const licence = LICENCES.find((candidate) => candidate.code === code);
  if (!licence) throw new Error(`Unknown licence code ${code}`);
  return licence;
}

/** The licence of an id (id 0 for an unknown id). */
export function licenceById(id: number): Licence {
  return LICENCES.find((candidate) => candidate.id === id) ?? (LICENCES[0] as Licence);
}
