import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Sequence step type ids (docs/rules/catalogues-people-process.md "Process catalogues"): 1 task, 2 email. */
export type SequenceStepTypeId = 1 | 2;
export type SequenceStepTypeCode = 'task' | 'email';

export interface SequenceStepType extends CatalogueEntry<SequenceStepTypeId> {
  readonly code: SequenceStepTypeCode;
}

/**
 * Sequence step types.
 * @rule prospecting §4 · step types 1 task, 2 email
 */
export const SEQUENCE_STEP_TYPES: readonly SequenceStepType[] = labelled<SequenceStepType>('sequenceStepTypes', [
  { id: 1, code: 'task' },
  { id: 2, code: 'email' },
]);

/** Sequence step type id by code. */
export const SEQUENCE_STEP_TYPE = { task: 1, email: 2 } as const satisfies Record<SequenceStepTypeCode, SequenceStepTypeId>;

/** Step trigger ids (designed here: 1 task created, 2 task finished). */
export type StepTriggerId = 1 | 2;
export type StepTriggerCode = 'task_created' | 'task_done';

export interface StepTrigger extends CatalogueEntry<StepTriggerId> {
  readonly code: StepTriggerCode;
}

/**
 * What makes the step that follows a task step start: the creation of the task, or its completion.
 * Only a link leaving a task step has a trigger; a link leaving an email step waits its interval only.
 * @rule prospecting §4 · a step can be triggered by the task being created or finished
 */
export const STEP_TRIGGERS: readonly StepTrigger[] = labelled<StepTrigger>('stepTriggers', [
  { id: 1, code: 'task_created' },
  { id: 2, code: 'task_done' },
]);

/** Step trigger id by code. */
export const STEP_TRIGGER = { task_created: 1, task_done: 2 } as const satisfies Record<StepTriggerCode, StepTriggerId>;
