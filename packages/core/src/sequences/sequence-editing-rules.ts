import { DateTime } from 'luxon';
import { SEQUENCE_STATUS } from '../catalogues/sequence-statuses';
import type { SequenceStatusCode, SequenceStatusId } from '../catalogues/sequence-statuses';
import { SEQUENCE_STEP_TYPE } from '../catalogues/step-types';
import type { PermissionSubject } from '../access/permission-subjects';
import { fail, ok } from '../shared/domain-error';
import type { Result } from '../shared/domain-error';
import { sequenceLaunchStatus } from './sequence-transitions';

const { draft, ongoing, paused, finished, archived, programmed } = SEQUENCE_STATUS;

/**
 * The statuses in which a sequence may be deleted: draft, programmed, paused, finished. An ongoing sequence is paused
 * (or finished) first, so that no send is under way; an archived one is read only (duplicate it to reuse it).
 * @rule prospecting §6 · which sequence statuses may be deleted (designed, see docs/rules/sequences.md)
 */
export const SEQUENCE_DELETABLE_STATUSES: readonly SequenceStatusId[] = [draft, programmed, paused, finished];

/**
 * Whether a sequence in this status may be deleted, with the typed refusal `SEQUENCE.NOT_DELETABLE` `{ status }`.
 * @rule prospecting §6 · which sequence statuses may be deleted (typed refusal)
 */
export function checkSequenceDeletion(status: number): Result<true, 'SEQUENCE.NOT_DELETABLE'> {
  return SEQUENCE_DELETABLE_STATUSES.includes(status as SequenceStatusId) ? ok(true) : fail('SEQUENCE.NOT_DELETABLE', { status });
}

/**
 * The statuses in which the steps and links of a sequence may change (add, change, remove, swap, link): draft,
 * programmed and paused. An ongoing sequence is paused first (the runner never sees a half-edited path); finished and
 * archived sequences keep the steps their targets went through.
 * @rule prospecting §6 · steps change only while a sequence is draft, programmed or paused (designed)
 */
export const SEQUENCE_STEPS_EDITABLE_STATUSES: readonly SequenceStatusId[] = [draft, programmed, paused];

/**
 * Whether the steps of a sequence in this status may change, with the typed refusal `SEQUENCE.STEPS_LOCKED` `{ status }`.
 * @rule prospecting §6 · steps change only while a sequence is draft, programmed or paused (typed refusal)
 */
export function checkStepsEditable(status: number): Result<true, 'SEQUENCE.STEPS_LOCKED'> {
  return SEQUENCE_STEPS_EDITABLE_STATUSES.includes(status as SequenceStatusId) ? ok(true) : fail('SEQUENCE.STEPS_LOCKED', { status });
}

/**
 * A link's trigger belongs to a link leaving a task step (the task being created or done); a link leaving an email
 * step waits its interval only: a trigger there is refused with `SEQUENCE.TRIGGER_NOT_ON_TASK_STEP`.
 * @rule prospecting §4 · only a link leaving a task step has a trigger
 */
export function checkLinkTrigger(fromStepTypeId: number, trigger: string | null | undefined): Result<true, 'SEQUENCE.TRIGGER_NOT_ON_TASK_STEP'> {
  if (trigger == null || fromStepTypeId === SEQUENCE_STEP_TYPE.task) return ok(true);
  return fail('SEQUENCE.TRIGGER_NOT_ON_TASK_STEP', { typeId: fromStepTypeId });
}

/** Who acts on a sequence, as the rule needs it. */
export interface SequenceActor {
  readonly userId: number;
  /** Whether the actor manages his organisation (core's manager access). */
  readonly isManager: boolean;
}

/**
 * Who may change a sequence (settings, status, steps, links, deletion): its owner — the mails leave from his
 * mailbox — or a manager of the organisation. Colleagues read it (team visibility) but do not change it:
 * `SEQUENCE.NOT_OWNER`.
 * @rule prospecting §6 · a sequence is changed by its owner or a manager of the organisation (designed)
 */
export function checkSequenceManagement(actor: SequenceActor, ownerUserId: number): Result<true, 'SEQUENCE.NOT_OWNER'> {
  return actor.userId === ownerUserId || actor.isManager ? ok(true) : fail('SEQUENCE.NOT_OWNER', { ownerUserId });
}

/** The permission subject of the list of sequences in a status (`SEQUENCES_DRAFT` …). */
const STATUS_SUBJECTS: Readonly<Record<SequenceStatusId, PermissionSubject>> = {
  [draft]: 'SEQUENCES_DRAFT',
  [ongoing]: 'SEQUENCES_ONGOING',
  [paused]: 'SEQUENCES_PAUSED',
  [finished]: 'SEQUENCES_FINISHED',
  [archived]: 'SEQUENCES_ARCHIVED',
  [programmed]: 'SEQUENCES_PROGRAMMED',
};

/**
 * The permission subject of a sequence in this status: a sequence is changed only when the caller may update that
 * status's subject (archived: read only for every licence), otherwise `SEQUENCE.READ_ONLY`.
 * @rule app-shell §6 · a sequence in a status the licence only reads (archived) is read only
 */
export function sequenceStatusSubject(status: number): PermissionSubject | null {
  return STATUS_SUBJECTS[status as SequenceStatusId] ?? null;
}

/** The code of each status, for messages. */
export const SEQUENCE_STATUS_CODE_OF: Readonly<Record<SequenceStatusId, SequenceStatusCode>> = {
  [draft]: 'draft',
  [ongoing]: 'ongoing',
  [paused]: 'paused',
  [finished]: 'finished',
  [archived]: 'archived',
  [programmed]: 'programmed',
};

/**
 * Designed default of a user's daily sending threshold when none is set: 50 e-mails a day (a mailbox that prospects
 * stays well below the providers' limits and spam filters' attention).
 * @rule prospecting §3 · default daily sending threshold per user (designed)
 */
export const DEFAULT_DAILY_THRESHOLD = 50;

/**
 * The name of a duplicated sequence when none is given: the original's name followed by " (copie)", the name cut
 * (never inside a character) so that the whole stays within `maxLength` UTF-16 code units (the API's name bound).
 * @rule prospecting §7 · a duplicated sequence is named "<name> (copie)" by default (designed)
 */
export function duplicateSequenceName(name: string, maxLength: number): string {
  const suffix = ' (copie)';
  const room = Math.max(0, maxLength - suffix.length);
  let kept = '';
  for (const character of name) {
    if (kept.length + character.length > room) break;
    kept += character;
  }
  return `${kept}${suffix}`;
}

/**
 * `sequenceLaunchStatus` for instants given as JavaScript dates (the API's clock and stored dates): programmed when the
 * start date is strictly after now, ongoing otherwise.
 * @rule prospecting §4 · launching a draft gives programmed (future start date) or ongoing (from dates)
 */
export function launchStatusAt(startDate: Date | null, now: Date): typeof ongoing | typeof programmed {
  return sequenceLaunchStatus(startDate === null ? null : DateTime.fromJSDate(startDate), DateTime.fromJSDate(now));
}
