import type { CatalogueEntry } from './catalogue-entry';

/** Available communication type ids (prospecting §3). */
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
export const AVAILABLE_COMMUNICATION_TYPES: readonly CommunicationType[] = [
  { id: 1, code: 'direct_email', label: 'Email direct', labelEn: 'Direct email' },
  { id: 2, code: 'direct_line', label: 'Ligne directe', labelEn: 'Direct line' },
  { id: 3, code: 'any_phone', label: 'Au moins un numéro de téléphone', labelEn: 'At least one phone number' },
  { id: 4, code: 'assistant_details', label: 'Coordonnées de l’assistant(e)', labelEn: 'Assistant details' },
  { id: 5, code: 'mobile_phone', label: 'Téléphone mobile', labelEn: 'Mobile phone' },
];

/** Available communication type id by code. */
export const COMMUNICATION_TYPE = {
  direct_email: 1,
  direct_line: 2,
  any_phone: 3,
  assistant_details: 4,
  mobile_phone: 5,
} as const satisfies Record<CommunicationTypeCode, CommunicationTypeId>;
