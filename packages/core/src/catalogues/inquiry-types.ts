import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Inquiry type ids: 1 contact, 2 company (designed here; the spec names inquiry_type_id without its values). */
export type InquiryTypeId = 1 | 2;
export type InquiryTypeCode = 'contact' | 'company';

export interface InquiryType extends CatalogueEntry<InquiryTypeId> {
  readonly code: InquiryTypeCode;
}

/**
 * Inquiry types: what a customer inquiry is about. A contact inquiry carries a contact_id (and its company_id);
 * a company inquiry carries a company_id only.
 * @rule prospecting §3 · inquiry types 1 contact, 2 company (designed here)
 */
export const INQUIRY_TYPES: readonly InquiryType[] = labelled<InquiryType>('inquiryTypes', [
  { id: 1, code: 'contact' },
  { id: 2, code: 'company' },
]);

/** Inquiry type id by code. */
export const INQUIRY_TYPE = { contact: 1, company: 2 } as const satisfies Record<InquiryTypeCode, InquiryTypeId>;

/** Inquiry sub-type ids 1 to 15 (docs/rules/catalogues-people-process.md "Inquiries"). */
export type InquirySubTypeId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

export type InquirySubTypeCode =
  | 'wrong_position'
  | 'wrong_email'
  | 'wrong_phone'
  | 'wrong_assistant_data'
  | 'wrong_linkedin_url'
  | 'contact_other'
  | 'company_address'
  | 'switchboard_number'
  | 'group_structure'
  | 'financial_data'
  | 'mobile_search'
  | 'show_mobile'
  | 'siren_siret'
  | 'missing_decision_maker'
  | 'company_other';

export interface InquirySubType extends CatalogueEntry<InquirySubTypeId> {
  readonly code: InquirySubTypeCode;
  /** The inquiry type this sub-type belongs to. */
  readonly inquiryTypeId: InquiryTypeId;
}

/**
 * Inquiry sub-types: 15 ids, 14 distinct labels. Ids 1 to 14 follow the spec's label order; the label "Autre"
 * (other) is used twice: id 6 is "other" for a contact, id 15 "other" for a company (designed here).
 * Contact sub-types: 1–6, 11, 12. Company sub-types: 7–10, 13–15.
 * @rule prospecting §3 · inquiry sub-types 1–15 (14 labels; "Autre" for contact 6 and company 15)
 */
export const INQUIRY_SUB_TYPES: readonly InquirySubType[] = labelled<InquirySubType>('inquirySubTypes', [
  { id: 1, code: 'wrong_position', inquiryTypeId: 1 },
  { id: 2, code: 'wrong_email', inquiryTypeId: 1 },
  { id: 3, code: 'wrong_phone', inquiryTypeId: 1 },
  { id: 4, code: 'wrong_assistant_data', inquiryTypeId: 1 },
  { id: 5, code: 'wrong_linkedin_url', inquiryTypeId: 1 },
  { id: 6, code: 'contact_other', inquiryTypeId: 1 },
  { id: 7, code: 'company_address', inquiryTypeId: 2 },
  { id: 8, code: 'switchboard_number', inquiryTypeId: 2 },
  { id: 9, code: 'group_structure', inquiryTypeId: 2 },
  { id: 10, code: 'financial_data', inquiryTypeId: 2 },
  { id: 11, code: 'mobile_search', inquiryTypeId: 1 },
  { id: 12, code: 'show_mobile', inquiryTypeId: 1 },
  { id: 13, code: 'siren_siret', inquiryTypeId: 2 },
  { id: 14, code: 'missing_decision_maker', inquiryTypeId: 2 },
  { id: 15, code: 'company_other', inquiryTypeId: 2 },
]);

/** Inquiry sub-type id by code. */
export const INQUIRY_SUB_TYPE = {
  wrong_position: 1,
  wrong_email: 2,
  wrong_phone: 3,
  wrong_assistant_data: 4,
  wrong_linkedin_url: 5,
  contact_other: 6,
  company_address: 7,
  switchboard_number: 8,
  group_structure: 9,
  financial_data: 10,
  mobile_search: 11,
  show_mobile: 12,
  siren_siret: 13,
  missing_decision_maker: 14,
  company_other: 15,
} as const satisfies Record<InquirySubTypeCode, InquirySubTypeId>;

/**
 * The sub-types offered for an inquiry type, in id order.
 * @rule prospecting §3 · inquiry sub-types offered per inquiry type
 */
export function inquirySubTypesOfType(inquiryTypeId: InquiryTypeId): InquirySubType[] {
  return INQUIRY_SUB_TYPES.filter((subType) => subType.inquiryTypeId === inquiryTypeId);
}

/**
 * Whether a (type, sub-type) pair is consistent: both ids exist and the sub-type belongs to the type.
 * @rule prospecting §3 · an inquiry's sub-type belongs to its inquiry type
 */
export function inquirySubTypeMatchesType(inquiryTypeId: number, inquirySubTypeId: number): boolean {
  const subType = INQUIRY_SUB_TYPES.find((candidate) => candidate.id === inquirySubTypeId);
  return subType !== undefined && subType.inquiryTypeId === inquiryTypeId;
}
