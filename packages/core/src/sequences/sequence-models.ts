import { SEQUENCE_STEP_TYPE } from '../catalogues/step-types';
import type { SequenceStepTypeId, StepTriggerCode } from '../catalogues/step-types';
import { text } from '../i18n/text';
import type { Text } from '../i18n/text';
import type { TextKey } from '../i18n/text-key';

/** One step of a ready-made sequence model, with the wait before the next step. Texts in core's i18n files. */
export interface SequenceModelStep {
  readonly type_id: SequenceStepTypeId;
  readonly email_subject: Text | null;
  /** Plain-text body with the mail foundation's variables (`{{contact.first_name}}`), kept as written. */
  readonly email_plain_content: Text | null;
  /** Task type 1 call, 2 LinkedIn, 3 email, 4 other. */
  readonly task_type_id: 1 | 2 | 3 | 4 | null;
  readonly task_description: Text | null;
  /** Days to wait before the next step (ignored on the last step). */
  readonly interval: number;
  /** For a task step: what starts the next step. */
  readonly trigger_event: StepTriggerCode | null;
}

/** A ready-made sequence model a new sequence can start from. */
export interface SequenceModel {
  readonly id: number;
  readonly name: Text;
  readonly description: Text;
  readonly steps: readonly SequenceModelStep[];
}

type ModelCode = 'firstContact' | 'multichannel' | 'afterEvent';
const key = (model: ModelCode, rest: string): TextKey => `sequenceModel.${model}.${rest}` as TextKey;

const email = (model: ModelCode, name: string, interval: number): SequenceModelStep => ({
  type_id: SEQUENCE_STEP_TYPE.email,
  email_subject: text(key(model, `${name}.subject`)),
  email_plain_content: text(key(model, `${name}.body`)),
  task_type_id: null,
  task_description: null,
  interval,
  trigger_event: null,
});

const task = (model: ModelCode, name: string, taskTypeId: 1 | 2 | 3 | 4, interval: number): SequenceModelStep => ({
  type_id: SEQUENCE_STEP_TYPE.task,
  email_subject: null,
  email_plain_content: null,
  task_type_id: taskTypeId,
  task_description: text(key(model, name)),
  interval,
  trigger_event: 'task_done',
});

const model = (id: number, code: ModelCode, steps: readonly SequenceModelStep[]): SequenceModel => ({
  id,
  name: text(key(code, 'name')),
  description: text(key(code, 'description')),
  steps,
});

/**
 * The ready-made sequence models (GET /v1/sequence/templates): creating a sequence with `template_id` = a model's id
 * copies its steps and links. Texts in core's i18n files (`sequenceModel.*`), with the mail foundation's variables.
 * Each model holds at most 6 e-mail steps and task descriptions within 255 characters (tested).
 * @rule prospecting §7 · ready-made sequence models (designed catalogue)
 */
export const SEQUENCE_MODELS: readonly SequenceModel[] = [
  model(1, 'firstContact', [email('firstContact', 'email1', 3), email('firstContact', 'email2', 7), email('firstContact', 'email3', 1)]),
  model(2, 'multichannel', [
    email('multichannel', 'email1', 2),
    task('multichannel', 'call', 1, 1),
    task('multichannel', 'linkedin', 2, 3),
    email('multichannel', 'email2', 1),
  ]),
  model(3, 'afterEvent', [email('afterEvent', 'email1', 2), task('afterEvent', 'call', 1, 1)]),
];

/**
 * The model of that id, or `null`.
 * @rule prospecting §7 · ready-made sequence models (lookup)
 */
export function sequenceModelById(id: number): SequenceModel | null {
  return SEQUENCE_MODELS.find((entry) => entry.id === id) ?? null;
}
