import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taskDisplayState, type TaskStateId } from '../catalogues/task-states';
import { isInTaskListWindow, TASK_DUE_WINDOW_DAYS, taskListWindow } from './task-list-window';

const instant = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms));
const FILTERS = ['todo', 'late', 'done'] as const;

describe('taskListWindow', () => {
  it('keeps to-do tasks due in the next 10 days, late ones however old, done ones always', () => {
    const now = new Date('2026-05-04T08:00:00Z');
    const due = (days: number) => new Date(now.getTime() + days * 86_400_000);
    expect(isInTaskListWindow({ stateId: 1, dueDate: due(9.9) }, taskListWindow('todo', now))).toBe(true);
    expect(isInTaskListWindow({ stateId: 1, dueDate: due(TASK_DUE_WINDOW_DAYS) }, taskListWindow('todo', now))).toBe(false);
    expect(isInTaskListWindow({ stateId: 1, dueDate: due(-400) }, taskListWindow('late', now))).toBe(true);
    expect(isInTaskListWindow({ stateId: 1, dueDate: due(0) }, taskListWindow('late', now))).toBe(false);
    expect(isInTaskListWindow({ stateId: 2, dueDate: due(400) }, taskListWindow('done', now))).toBe(true);
  });

  it('puts a task due before the horizon in the window of exactly its displayed state', () => {
    fc.assert(
      fc.property(fc.constantFrom<TaskStateId>(1, 2), instant, instant, (stateId, dueDate, now) => {
        const horizon = now.getTime() + TASK_DUE_WINDOW_DAYS * 86_400_000;
        const shown = FILTERS.filter((filter) => isInTaskListWindow({ stateId, dueDate }, taskListWindow(filter, now)));
        const state = taskDisplayState({ stateId, dueDate }, now);
        // The oracle: done tasks always; others when due before the horizon, in their displayed state.
        const expected = stateId === 2 || dueDate.getTime() < horizon ? [state] : [];
        expect(shown).toEqual(expected);
      }),
    );
  });
});
