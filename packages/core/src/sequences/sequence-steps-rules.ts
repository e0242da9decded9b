import { SEQUENCE_STEP_TYPE } from '../catalogues/step-types';
import type { SequenceStepTypeId } from '../catalogues/step-types';
import type { SequenceStatusId } from '../catalogues/sequence-statuses';
import { fail, ok } from '../shared/domain-error';
import type { Result } from '../shared/domain-error';
import type { SequenceStep } from './next-step';
import { SEQUENCE_TIMEZONE } from './sending-window';

/**
 * At most 6 email steps per sequence (task steps are not limited).
 * @rule prospecting §5 · at most 6 email steps per sequence
 */
export const MAX_EMAIL_STEPS_PER_SEQUENCE = 6;

/**
 * A task description holds at most 255 characters (Unicode code points).
 * @rule prospecting §5 · task description at most 255 characters
 */
export const TASK_DESCRIPTION_MAX_LENGTH = 255;

/**
 * The interval of a step link, in days, when none is given.
 * @rule prospecting §9 · step interval in days, default 1
 */
export const DEFAULT_STEP_INTERVAL_DAYS = 1;

/**
 * Tasks are due within 10 days.
 * @rule prospecting §9 · tasks due window 10 days
 */
export const TASKS_DUE_WINDOW_DAYS = 10;

/** The number of email steps among the given steps. */
const emailStepCount = (steps: readonly Pick<SequenceStep, 'type_id'>[]): number =>
  steps.filter((step) => step.type_id === SEQUENCE_STEP_TYPE.email).length;

/**
 * Whether a step of the given type may be added: an email step only while the sequence has fewer than 6.
 * @rule prospecting §5 · at most 6 email steps per sequence (can a step be added)
 */
export function canAddStep(steps: readonly Pick<SequenceStep, 'type_id'>[], typeId: number): boolean {
  return checkStepAddition(steps, typeId).ok;
}

/**
 * Same as `canAddStep`, with the typed refusal `SEQUENCE.TOO_MANY_EMAIL_STEPS` (or `SEQUENCE.UNKNOWN_STEP_TYPE`).
 * @rule prospecting §5 · at most 6 email steps per sequence (typed refusal)
 */
export function checkStepAddition(
  steps: readonly Pick<SequenceStep, 'type_id'>[],
  typeId: number,
): Result<SequenceStepTypeId, 'SEQUENCE.TOO_MANY_EMAIL_STEPS' | 'SEQUENCE.UNKNOWN_STEP_TYPE'> {
  if (typeId !== SEQUENCE_STEP_TYPE.task && typeId !== SEQUENCE_STEP_TYPE.email) {
    return fail('SEQUENCE.UNKNOWN_STEP_TYPE', { typeId });
  }
  if (typeId === SEQUENCE_STEP_TYPE.email) {
    const count = emailStepCount(steps);
    if (count >= MAX_EMAIL_STEPS_PER_SEQUENCE) {
      return fail('SEQUENCE.TOO_MANY_EMAIL_STEPS', { count, max: MAX_EMAIL_STEPS_PER_SEQUENCE });
    }
  }
  return ok(typeId);
}

/**
 * Validates a task description: empty is allowed, more than 255 code points is refused (`TASK.DESCRIPTION_TOO_LONG`).
 * @rule prospecting §5 · task description at most 255 characters (validation)
 */
export function validateTaskDescription(description: string): Result<string, 'TASK.DESCRIPTION_TOO_LONG'> {
  const length = [...description].length;
  if (length > TASK_DESCRIPTION_MAX_LENGTH) {
    return fail('TASK.DESCRIPTION_TOO_LONG', { length, max: TASK_DESCRIPTION_MAX_LENGTH });
  }
  return ok(description);
}

/** The fields a new sequence starts with (entity field names, ready to spread into a create payload). */
export interface NewSequenceDefaults {
  readonly status_id: SequenceStatusId;
  readonly finish_event_mail_replied: boolean;
  readonly sendable_timezone: string;
  readonly sendable_days: string;
  readonly sendable_start_hour: number;
  readonly sendable_end_hour: number;
}

/**
 * A new sequence: draft, stops for a target when it replies, Europe/Paris, Monday to Friday, 9:00 to 18:00.
 * @rule prospecting §4 · a new sequence starts as draft with finish_event_mail_replied on
 */
export const DEFAULT_NEW_SEQUENCE: NewSequenceDefaults = {
  status_id: 1,
  finish_event_mail_replied: true,
  sendable_timezone: SEQUENCE_TIMEZONE,
  sendable_days: '1,2,3,4,5',
  sendable_start_hour: 9,
  sendable_end_hour: 18,
};
