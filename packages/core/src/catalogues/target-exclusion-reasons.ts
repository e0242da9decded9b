import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Target exclusion reason ids (docs/rules/catalogues-people-process.md "Process catalogues"). */
export type TargetExclusionReasonId = 1 | 2 | 3;
export type TargetExclusionReasonCode = 'mail_replied' | 'no_email' | 'opt_out';

export interface TargetExclusionReason extends CatalogueEntry<TargetExclusionReasonId> {
  readonly code: TargetExclusionReasonCode;
}

/**
 * Why a contact is excluded from (or leaves) a sequence or campaign target list.
 * @rule prospecting §3 · target exclusion reasons mail replied 1, no email 2, opt-out 3
 */
export const TARGET_EXCLUSION_REASONS: readonly TargetExclusionReason[] = labelled<TargetExclusionReason>('targetExclusionReasons', [
  { id: 1, code: 'mail_replied' },
  { id: 2, code: 'no_email' },
  { id: 3, code: 'opt_out' },
]);

/** Target exclusion reason id by code. */
export const TARGET_EXCLUSION_REASON = {
  mail_replied: 1,
  no_email: 2,
  opt_out: 3,
} as const satisfies Record<TargetExclusionReasonCode, TargetExclusionReasonId>;
