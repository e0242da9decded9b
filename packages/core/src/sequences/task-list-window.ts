import { DateTime } from 'luxon';
import { TASK_STATE, type TaskDisplayStateCode, type TaskStateId } from '../catalogues/task-states';

/**
 * The owner's task list shows tasks due within the next 10 days (the spec's "tasks due window 10 days").
 * @rule prospecting §9 · tasks due window 10 days
 */
export const TASK_DUE_WINDOW_DAYS = 10;

/**
 * The owner's task list shows 20 tasks per page.
 * @rule prospecting §9 · the owner's task list, 20 per page (designed)
 */
export const TASK_LIST_PAGE_SIZE = 20;

const DAY_MS = 86_400_000;

/** Which stored tasks a filter of the owner's task list keeps: a state and a due-date range ([from, to), null: open). */
export interface TaskListWindow {
  readonly statusId: TaskStateId | null;
  readonly dueFrom: Date | null;
  readonly dueBefore: Date | null;
}

/**
 * The due-date window of a filter of the owner's task list at `now` (designed, ADR 028): to do = not done and due
 * from now to now + 10 days; late = not done and due before now (however long ago: a late task stays until done);
 * done = done, any due date; no filter = the three together (every task due before now + 10 days, and the done ones).
 * A task is in the window of exactly the display state `taskDisplayState` gives it, when due before now + 10 days.
 * @rule prospecting §9 · task list filters to do, late, done within the 10-day due window (designed)
 */
export function taskListWindow(filter: TaskDisplayStateCode, now: Date): TaskListWindow {
  const horizon = new Date(now.getTime() + TASK_DUE_WINDOW_DAYS * DAY_MS);
  switch (filter) {
    case 'todo':
      return { statusId: TASK_STATE.todo, dueFrom: now, dueBefore: horizon };
    case 'late':
      return { statusId: TASK_STATE.todo, dueFrom: null, dueBefore: now };
    case 'done':
      return { statusId: TASK_STATE.done, dueFrom: null, dueBefore: null };
  }
}

/** Whether a task falls in a window (the oracle of the SQL that reads it). */
export function isInTaskListWindow(task: { readonly stateId: TaskStateId; readonly dueDate: Date }, window: TaskListWindow): boolean {
  if (window.statusId !== null && task.stateId !== window.statusId) return false;
  if (window.dueFrom !== null && task.dueDate.getTime() < window.dueFrom.getTime()) return false;
  if (window.dueBefore !== null && task.dueDate.getTime() >= window.dueBefore.getTime()) return false;
  return true;
}

/**
 * The day whose due tasks the daily reminder names: [start, end) of the calendar day of `now` in `zone` (the
 * sequences' Europe/Paris by default). A task is reminded at most once (designed, ADR 028).
 * @rule app-shell §3 · the task reminder names the tasks due today, once per task (designed)
 */
export function taskReminderDay(now: Date, zone: string): { readonly start: Date; readonly end: Date } {
  const day = DateTime.fromJSDate(now, { zone }).startOf('day');
  return { start: day.toJSDate(), end: day.plus({ days: 1 }).toJSDate() };
}
