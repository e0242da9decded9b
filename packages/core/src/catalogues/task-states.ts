import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Stored task state ids (docs/rules/catalogues-people-process.md "Process catalogues"): to do 1, done 2. */
export type TaskStateId = 1 | 2;
export type TaskStateCode = 'todo' | 'done';

export interface TaskState extends CatalogueEntry<TaskStateId> {
  readonly code: TaskStateCode;
}

/**
 * Stored task states.
 * @rule prospecting §3 · task states to do 1, done 2
 */
export const TASK_STATES: readonly TaskState[] = labelled<TaskState>('taskStates', [
  { id: 1, code: 'todo' },
  { id: 2, code: 'done' },
]);

/** Task state id by code. */
export const TASK_STATE = { todo: 1, done: 2 } as const satisfies Record<TaskStateCode, TaskStateId>;

/** Ordinal ids of the displayed task states (display order; the code is the value used by filters). */
export type TaskDisplayStateId = 1 | 2 | 3;
export type TaskDisplayStateCode = 'todo' | 'late' | 'done';

export interface TaskDisplayState extends CatalogueEntry<TaskDisplayStateId> {
  readonly code: TaskDisplayStateCode;
}

/**
 * Displayed task states: a task to do whose due date has passed is shown as late.
 * @rule prospecting §3 · tasks are shown as todo, late or done
 */
export const TASK_DISPLAY_STATES: readonly TaskDisplayState[] = labelled<TaskDisplayState>('taskDisplayStates', [
  { id: 1, code: 'todo' },
  { id: 2, code: 'late' },
  { id: 3, code: 'done' },
]);

/** What taskDisplayState needs of a task. */
export interface TaskForDisplayState {
  readonly stateId: TaskStateId;
  /** The due instant; `null` when the task has none (never late). */
  readonly dueDate: Date | null;
}

/**
 * The displayed state of a task at `now`: done when done; late when to do and its due date is strictly
 * before now; to do otherwise (including a task without due date, or due exactly now).
 * @rule prospecting §3 · a task is late when to do and its due date is before now
 */
export function taskDisplayState(task: TaskForDisplayState, now: Date): TaskDisplayStateCode {
  if (task.stateId === TASK_STATE.done) return 'done';
  if (task.dueDate !== null && task.dueDate.getTime() < now.getTime()) return 'late';
  return 'todo';
}

/**
 * Task history event ids (docs/rules/catalogues-people-process.md "Process catalogues"): created 1, done 2, deleted 3.
 */
export type TaskHistoryEventId = 1 | 2 | 3;
export type TaskHistoryEventCode = 'created' | 'done' | 'deleted';

export interface TaskHistoryEvent extends CatalogueEntry<TaskHistoryEventId> {
  readonly code: TaskHistoryEventCode;
}

/**
 * Task history events.
 * @rule prospecting §3 · task history events created 1, done 2, deleted 3
 */
export const TASK_HISTORY_EVENTS: readonly TaskHistoryEvent[] = labelled<TaskHistoryEvent>('taskHistoryEvents', [
  { id: 1, code: 'created' },
  { id: 2, code: 'done' },
  { id: 3, code: 'deleted' },
]);

/** Task history event id by code. */
export const TASK_HISTORY_EVENT = { created: 1, done: 2, deleted: 3 } as const satisfies Record<TaskHistoryEventCode, TaskHistoryEventId>;
