import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Ordinal ids of the credit kinds (display order only; the code is the wire value). */
export type CreditKindId = 1 | 2 | 3 | 4;
/** Credit kind as it appears in API paths: /v1/credits/{kind}/organization/{org}… */
export type CreditKindCode = 'sequence' | 'email-rental' | 'export' | 'consultation';

export interface CreditKind extends CatalogueEntry<CreditKindId> {
  readonly code: CreditKindCode;
}

/**
 * Credit kinds: sequence (emails sent by sequences), email rental, export, consultation (contact cards viewed).
 * @rule prospecting §3 · credit kinds sequence, email-rental, export, consultation (codes used in API paths)
 */
export const CREDIT_KINDS: readonly CreditKind[] = labelled<CreditKind>('creditKinds', [
  { id: 1, code: 'sequence' },
  { id: 2, code: 'email-rental' },
  { id: 3, code: 'export' },
  { id: 4, code: 'consultation' },
]);

/** Narrows a value (e.g. a path segment) to a credit kind code. */
export function isCreditKindCode(value: unknown): value is CreditKindCode {
  return CREDIT_KINDS.some((kind) => kind.code === value);
}
