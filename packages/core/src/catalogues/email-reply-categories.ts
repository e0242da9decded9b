import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Email reply category ids 0 to 7 (docs/rules/catalogues-people-process.md "Process catalogues"). */
export type EmailReplyCategoryId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type EmailReplyCategoryCode =
  | 'error'
  | 'interested'
  | 'not_interested'
  | 'auto_reply'
  | 'other'
  | 'bounce'
  | 'blocked'
  | 'replied';

export interface EmailReplyCategory extends CatalogueEntry<EmailReplyCategoryId> {
  readonly code: EmailReplyCategoryCode;
}

/**
 * Email reply categories: how an answer to a sequence or campaign email is classified.
 * @rule prospecting §3 · email reply categories error 0 … replied 7
 */
export const EMAIL_REPLY_CATEGORIES: readonly EmailReplyCategory[] = labelled<EmailReplyCategory>('emailReplyCategories', [
  { id: 0, code: 'error' },
  { id: 1, code: 'interested' },
  { id: 2, code: 'not_interested' },
  { id: 3, code: 'auto_reply' },
  { id: 4, code: 'other' },
  { id: 5, code: 'bounce' },
  { id: 6, code: 'blocked' },
  { id: 7, code: 'replied' },
]);

/** Email reply category id by code. */
export const EMAIL_REPLY_CATEGORY = {
  error: 0,
  interested: 1,
  not_interested: 2,
  auto_reply: 3,
  other: 4,
  bounce: 5,
  blocked: 6,
  replied: 7,
} as const satisfies Record<EmailReplyCategoryCode, EmailReplyCategoryId>;
