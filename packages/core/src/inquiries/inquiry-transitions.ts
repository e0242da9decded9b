import { INQUIRY_STATUS } from '../catalogues/inquiry-statuses';
import type { InquiryStatusId } from '../catalogues/inquiry-statuses';
import { inquiryOutcome } from './inquiry-outcome';
import type { InquiryOutcome } from './inquiry-outcome';

const {
  todo,
  in_progress,
  pre_done,
  done,
  fail,
  draft,
  pre_fail,
  pre_partially_done,
  partially_done,
  pre_editorial_offline,
  editorial_offline,
} = INQUIRY_STATUS;

/**
 * The statuses an operator (the platform's support staff) may move an inquiry to, by current status (designed: the
 * spec says "transitions not shown"; docs/adr/026-inquiry-operator-transitions.md). Work goes forward only:
 * draft → todo → in progress → one analyst verdict (pre-done, pre-fail, pre-partially-done, pre-editorial-offline) →
 * its confirmation (done, fail, partially done, editorial offline). A todo or draft inquiry may also be put back
 * (todo ↔ draft) and an in-progress one handed back to todo; a verdict may be reopened only before it is notified, so
 * pre-done and pre-fail (the statuses that notify the user: core's inquiryOutcome) are never left but for their
 * confirmation, and the user hears once. The confirmed statuses are final.
 * @rule design · inquiry status transitions an operator may make (forward only; notifying verdicts never reopened)
 */
export const INQUIRY_TRANSITIONS: Readonly<Record<InquiryStatusId, readonly InquiryStatusId[]>> = {
  [draft]: [todo],
  [todo]: [draft, in_progress],
  [in_progress]: [todo, pre_done, pre_fail, pre_partially_done, pre_editorial_offline],
  [pre_done]: [done],
  [pre_fail]: [fail],
  [pre_partially_done]: [partially_done, in_progress],
  [pre_editorial_offline]: [editorial_offline, in_progress],
  [done]: [],
  [fail]: [],
  [partially_done]: [],
  [editorial_offline]: [],
};

/** Why a status change is refused: the inquiry is already in that status, or the rule does not allow the move. */
export type InquiryTransitionRefusal = 'same-status' | 'not-allowed';

/**
 * Whether an operator may move an inquiry from `from` to `to`: null when allowed, else why not.
 * @rule design · an inquiry status change is allowed only along INQUIRY_TRANSITIONS
 */
export function inquiryTransitionRefusal(from: number, to: number): InquiryTransitionRefusal | null {
  if (from === to) return 'same-status';
  const next = INQUIRY_TRANSITIONS[from as InquiryStatusId] as readonly number[] | undefined;
  return next !== undefined && next.includes(to) ? null : 'not-allowed';
}

/** The statuses an inquiry in `statusId` may be moved to (empty for a final or unknown status). */
export function nextInquiryStatuses(statusId: number): readonly InquiryStatusId[] {
  return INQUIRY_TRANSITIONS[statusId as InquiryStatusId] ?? [];
}

/**
 * The outcome a status change reports to the inquiry's author ("inquiry done" notification), or null when it reports
 * none: the new status has an outcome (core's inquiryOutcome: pre-done success, pre-fail failure) and the old one had
 * none. Along INQUIRY_TRANSITIONS an inquiry notifies at most once.
 * @rule app-shell §3, §4 · an inquiry notifies its author when it reaches pre-done (success) or pre-fail (failure), once
 */
export function inquiryTransitionOutcome(from: number, to: number): Exclude<InquiryOutcome, 'pending'> | null {
  const before = inquiryOutcome(from);
  const after = inquiryOutcome(to);
  return before === 'pending' && after !== 'pending' ? after : null;
}
