import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import fc from 'fast-check';
import {
  TASK_DISPLAY_STATES,
  TASK_HISTORY_EVENT,
  TASK_HISTORY_EVENTS,
  TASK_STATE,
  TASK_STATES,
  taskDisplayState,
} from './task-states';
import type { TaskStateId } from './task-states';

describe('TASK_STATES', () => {
  it('has to do 1 and done 2', () => {
    expect(TASK_STATES.map((s) => [s.id, s.code])).toEqual([
      [1, 'todo'],
      [2, 'done'],
    ]);
    expect(TASK_STATE.done).toBe(2);
  });
});

describe('TASK_DISPLAY_STATES and taskDisplayState', () => {
  const now = new Date('2025-03-10T09:00:00Z');

  it('lists todo, late, done', () => {
    expect(TASK_DISPLAY_STATES.map((s) => s.code)).toEqual(['todo', 'late', 'done']);
    expect(TASK_DISPLAY_STATES.map((s) => frText(s.label))).toEqual(['À faire', 'En retard', 'Terminée']);
  });

  it('shows a past-due task to do as late, a future or undated one as to do, a done one as done', () => {
    expect(taskDisplayState({ stateId: 1, dueDate: new Date('2025-03-10T08:59:59Z') }, now)).toBe('late');
    expect(taskDisplayState({ stateId: 1, dueDate: new Date('2025-03-10T09:00:00Z') }, now)).toBe('todo');
    expect(taskDisplayState({ stateId: 1, dueDate: new Date('2025-03-11T00:00:00Z') }, now)).toBe('todo');
    expect(taskDisplayState({ stateId: 1, dueDate: null }, now)).toBe('todo');
    expect(taskDisplayState({ stateId: 2, dueDate: new Date('2025-01-01T00:00:00Z') }, now)).toBe('done');
  });

  it('is late exactly when to do and due strictly before now', () => {
    const instant = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(fc.constantFrom<TaskStateId>(1, 2), fc.option(instant, { nil: null }), instant, (stateId, dueDate, at) => {
        const shown = taskDisplayState({ stateId, dueDate }, at);
        if (stateId === 2) return shown === 'done';
        const late = dueDate !== null && dueDate.getTime() < at.getTime();
        return shown === (late ? 'late' : 'todo');
      }),
    );
  });
});

describe('TASK_HISTORY_EVENTS', () => {
  it('has created 1, done 2, deleted 3', () => {
    expect(TASK_HISTORY_EVENTS.map((e) => [e.id, e.code])).toEqual([
      [1, 'created'],
      [2, 'done'],
      [3, 'deleted'],
    ]);
    for (const event of TASK_HISTORY_EVENTS) expect(TASK_HISTORY_EVENT[event.code]).toBe(event.id);
  });
});
