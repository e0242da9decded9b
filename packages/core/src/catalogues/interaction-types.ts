import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Contact interaction type ids 1 to 8 (docs/rules/catalogues-people-process.md "Process catalogues"). */
export type ContactInteractionTypeId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export type ContactInteractionTypeCode =
  | 'mail_sent'
  | 'mail_clicked'
  | 'mail_opened'
  | 'called'
  | 'no_potential'
  | 'appointment'
  | 'mail_replied'
  | 'mail_bounced';

export interface ContactInteractionType extends CatalogueEntry<ContactInteractionTypeId> {
  readonly code: ContactInteractionTypeCode;
}

/**
 * Contact interaction types (interaction search and statistics by interaction type).
 * @rule prospecting §3 · contact interaction types 1 mail sent … 8 bounced
 */
export const CONTACT_INTERACTION_TYPES: readonly ContactInteractionType[] = labelled<ContactInteractionType>('contactInteractionTypes', [
  { id: 1, code: 'mail_sent' },
  { id: 2, code: 'mail_clicked' },
  { id: 3, code: 'mail_opened' },
  { id: 4, code: 'called' },
  { id: 5, code: 'no_potential' },
  { id: 6, code: 'appointment' },
  { id: 7, code: 'mail_replied' },
  { id: 8, code: 'mail_bounced' },
]);

/** Contact interaction type id by code. */
export const CONTACT_INTERACTION_TYPE = {
  mail_sent: 1,
  mail_clicked: 2,
  mail_opened: 3,
  called: 4,
  no_potential: 5,
  appointment: 6,
  mail_replied: 7,
  mail_bounced: 8,
} as const satisfies Record<ContactInteractionTypeCode, ContactInteractionTypeId>;
