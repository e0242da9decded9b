import type { DateTime } from 'luxon';
import { SEQUENCE_STATUS } from '../catalogues/sequence-statuses';
import type { SequenceStatusId } from '../catalogues/sequence-statuses';
import { fail, ok } from '../shared/domain-error';
import type { Result } from '../shared/domain-error';

const { draft, ongoing, paused, finished, archived, programmed } = SEQUENCE_STATUS;

/**
 * Allowed sequence status changes (draft 1, ongoing 2, paused 3, finished 4, archived 5, programmed 6):
 * draft → programmed | ongoing (launch); programmed → ongoing (start) | draft (unschedule);
 * ongoing → paused | finished; paused → ongoing (resume) | finished; finished → archived; archived → nothing.
 * @rule prospecting §4 · allowed sequence status transitions (designed, see docs/rules/sequences.md)
 */
export const SEQUENCE_STATUS_TRANSITIONS: Readonly<Record<SequenceStatusId, readonly SequenceStatusId[]>> = {
  [draft]: [programmed, ongoing],
  [programmed]: [ongoing, draft],
  [ongoing]: [paused, finished],
  [paused]: [ongoing, finished],
  [finished]: [archived],
  [archived]: [],
};

/**
 * The statuses a sequence in `from` may move to (empty for archived or an unknown id).
 * @rule prospecting §4 · allowed sequence status transitions (list)
 */
export function allowedSequenceTransitions(from: number): readonly SequenceStatusId[] {
  return SEQUENCE_STATUS_TRANSITIONS[from as SequenceStatusId] ?? [];
}

/**
 * Whether a sequence may move from `from` to `to`; staying in the same status is not a transition.
 * @rule prospecting §4 · allowed sequence status transitions (check)
 */
export function canTransitionSequence(from: number, to: number): boolean {
  return allowedSequenceTransitions(from).includes(to as SequenceStatusId);
}

/**
 * Applies a status change: the new status, or `SEQUENCE.TRANSITION_NOT_ALLOWED` with `{ from, to }`.
 * @rule prospecting §4 · allowed sequence status transitions (typed refusal)
 */
export function transitionSequence(from: number, to: number): Result<SequenceStatusId, 'SEQUENCE.TRANSITION_NOT_ALLOWED'> {
  if (!canTransitionSequence(from, to)) return fail('SEQUENCE.TRANSITION_NOT_ALLOWED', { from, to });
  return ok(to as SequenceStatusId);
}

/**
 * Whether a status has no way out (archived).
 * @rule prospecting §4 · archived is the terminal sequence status
 */
export function isTerminalSequenceStatus(status: number): boolean {
  return allowedSequenceTransitions(status).length === 0;
}

/** What launching a sequence needs to know about it. */
export interface SequenceLaunchInput {
  readonly stepCount: number;
  readonly targetCount: number;
  /** Whether the owner (sender) has a connected mailbox. */
  readonly hasSenderMailbox: boolean;
}

export type SequenceLaunchErrorCode = 'SEQUENCE.NO_STEP' | 'SEQUENCE.NO_TARGET' | 'SEQUENCE.NO_SENDER_MAILBOX';

/**
 * Preconditions to launch a sequence (draft → programmed | ongoing, and programmed → ongoing): at least one step,
 * at least one target, a connected sender mailbox. The error code is the first missing one, in that order;
 * `details.missing` lists all of them.
 * @rule prospecting §4 · a sequence is launched only with a step, a target and a sender mailbox
 */
export function checkSequenceLaunch(input: SequenceLaunchInput): Result<true, SequenceLaunchErrorCode> {
  const missing: SequenceLaunchErrorCode[] = [];
  if (!(input.stepCount >= 1)) missing.push('SEQUENCE.NO_STEP');
  if (!(input.targetCount >= 1)) missing.push('SEQUENCE.NO_TARGET');
  if (!input.hasSenderMailbox) missing.push('SEQUENCE.NO_SENDER_MAILBOX');
  const [first] = missing;
  return first === undefined ? ok(true) : fail(first, { missing });
}

/**
 * The status a launched draft takes: programmed when its start date is strictly after now, ongoing otherwise.
 * @rule prospecting §4 · launching a draft gives programmed (future start date) or ongoing
 */
export function sequenceLaunchStatus(startDate: DateTime | null | undefined, now: DateTime): typeof ongoing | typeof programmed {
  return startDate != null && startDate.isValid && startDate > now ? programmed : ongoing;
}

/**
 * The statuses counted by statistics: every status except draft.
 * @rule prospecting §4 · statistics ignore draft sequences
 */
export const SEQUENCE_STATISTICS_STATUS_IDS: readonly SequenceStatusId[] = [ongoing, paused, finished, archived, programmed];

/**
 * Whether a sequence in this status is counted by statistics (every status but draft).
 * @rule prospecting §4 · statistics ignore draft sequences (check)
 */
export function isCountedInSequenceStatistics(status: number): boolean {
  return SEQUENCE_STATISTICS_STATUS_IDS.includes(status as SequenceStatusId);
}
