import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Ordinal ids of the email processing states (for display order only; the code is the wire value). */
export type EmailProcessingStateId = 1 | 2 | 3 | 4 | 5;
/** Email processing state as carried by the API. */
export type EmailProcessingStateCode = 'pending' | 'processing' | 'success' | 'failure' | 'clicked';

export interface EmailProcessingState extends CatalogueEntry<EmailProcessingStateId> {
  readonly code: EmailProcessingStateCode;
}

/**
 * Processing states of an outgoing email (scheduled sequence and campaign emails).
 * @rule prospecting §3 · email processing states pending, processing, success, failure, clicked
 */
export const EMAIL_PROCESSING_STATES: readonly EmailProcessingState[] = labelled<EmailProcessingState>('emailProcessingStates', [
  { id: 1, code: 'pending' },
  { id: 2, code: 'processing' },
  { id: 3, code: 'success' },
  { id: 4, code: 'failure' },
  { id: 5, code: 'clicked' },
]);

/** Narrows a wire value to an email processing state code. */
export function isEmailProcessingStateCode(value: unknown): value is EmailProcessingStateCode {
  return EMAIL_PROCESSING_STATES.some((state) => state.code === value);
}
