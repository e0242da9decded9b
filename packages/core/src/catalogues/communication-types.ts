import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Available communication type ids (docs/rules/catalogues-people-process.md "Catalogues"). */
export type CommunicationTypeId = 1 | 2 | 3 | 4 | 5;
export type CommunicationTypeCode = 'direct_email' | 'direct_line' | 'any_phone' | 'assistant_details' | 'mobile_phone';

export interface CommunicationType extends CatalogueEntry<CommunicationTypeId> {
  readonly code: CommunicationTypeCode;
}

/**
 * Available communication types: the "available contact data" flags of the contact criteria
 * (a contact matches when the data is known).
 * @rule prospecting §3 · available communication types 1 direct email … 5 mobile phone
 */
export const AVAILABLE_COMMUNICATION_TYPES: readonly CommunicationType[] = labelled<CommunicationType>('communicationTypes', [
  { id: 1, code: 'direct_email' },
  { id: 2, code: 'direct_line' },
  { id: 3, code: 'any_phone' },
  { id: 4, code: 'assistant_details' },
  { id: 5, code: 'mobile_phone' },
]);

/** Available communication type id by code. */
export const COMMUNICATION_TYPE = {
  direct_email: 1,
  direct_line: 2,
  any_phone: 3,
  assistant_details: 4,
  mobile_phone: 5,
} as const satisfies Record<CommunicationTypeCode, CommunicationTypeId>;
