import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taskDisplayState, type TaskStateId } from '../catalogues/task-states';
import { isInTaskListWindow, TASK_DUE_WINDOW_DAYS, TASK_LIST_PAGE_SIZE, taskListWindow, taskReminderDay } from './task-list-window';

const instant = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms));
const FILTERS = ['todo', 'late', 'done'] as const;

describe('TASK_LIST_PAGE_SIZE', () => {
  it('pages the owner’s task list by 20', () => {
    expect(TASK_LIST_PAGE_SIZE).toBe(20);
  });
});

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

describe('taskReminderDay', () => {
  it('is the calendar day of now in the zone, 23 or 25 hours on a clock change', () => {
    expect(taskReminderDay(new Date('2026-05-04T23:30:00Z'), 'Europe/Paris')).toEqual({
      start: new Date('2026-05-04T22:00:00Z'),
      end: new Date('2026-05-05T22:00:00Z'),
    });
    const change = taskReminderDay(new Date('2026-03-29T12:00:00Z'), 'Europe/Paris');
    expect(change.end.getTime() - change.start.getTime()).toBe(23 * 3_600_000);
  });

  it('holds now, starts at midnight there, and ends where the next day starts', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom('Europe/Paris', 'UTC', 'America/New_York'), (now, zone) => {
        const day = taskReminderDay(now, zone);
        expect(day.start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(day.end.getTime()).toBeGreaterThan(now.getTime());
        expect(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(day.start)).toBe('00:00');
        expect(taskReminderDay(day.end, zone).start).toEqual(day.end);
      }),
    );
  });
});
