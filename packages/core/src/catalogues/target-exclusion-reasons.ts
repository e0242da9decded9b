import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Target exclusion reason ids (docs/rules/catalogues-people-process.md "Process catalogues"). */
export type TargetExclusionReasonId = 1 | 2 | 3 | 4;
export type TargetExclusionReasonCode = 'mail_replied' | 'no_email' | 'opt_out' | 'in_other_sequence';

export interface TargetExclusionReason extends CatalogueEntry<TargetExclusionReasonId> {
  readonly code: TargetExclusionReasonCode;
}

/**
 * Why a contact is excluded from (or leaves) a sequence or campaign target list. 4 (designed, ADR 028): the contact
 * is already a target, not done, of another ongoing sequence of the same owner (the "in another ongoing
 * sequence"; a colleague's sequence only warns).
 * @rule prospecting §3 · target exclusion reasons mail replied 1, no email 2, opt-out 3
 * @rule prospecting §3 · target exclusion reason 4: in another ongoing sequence of the same owner (designed)
 */
export const TARGET_EXCLUSION_REASONS: readonly TargetExclusionReason[] = labelled<TargetExclusionReason>('targetExclusionReasons', [
  { id: 1, code: 'mail_replied' },
  { id: 2, code: 'no_email' },
  { id: 3, code: 'opt_out' },
  { id: 4, code: 'in_other_sequence' },
]);

/** Target exclusion reason id by code. */
export const TARGET_EXCLUSION_REASON = {
  mail_replied: 1,
  no_email: 2,
  opt_out: 3,
  in_other_sequence: 4,
} as const satisfies Record<TargetExclusionReasonCode, TargetExclusionReasonId>;
