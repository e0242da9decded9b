import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import { SEQUENCE_STEP_TYPE, SEQUENCE_STEP_TYPES, STEP_TRIGGER, STEP_TRIGGERS } from './step-types';

describe('SEQUENCE_STEP_TYPES', () => {
  it('has 1 task and 2 email', () => {
    expect(SEQUENCE_STEP_TYPES.map((t) => [t.id, t.code, frText(t.label)])).toEqual([
      [1, 'task', 'Tâche'],
      [2, 'email', 'Email'],
    ]);
    expect(SEQUENCE_STEP_TYPE.email).toBe(2);
  });
});

describe('STEP_TRIGGERS', () => {
  it('has task created and task finished', () => {
    expect(STEP_TRIGGERS.map((t) => [t.id, t.code])).toEqual([
      [1, 'task_created'],
      [2, 'task_done'],
    ]);
    expect(STEP_TRIGGER.task_done).toBe(2);
    expect(new Set(STEP_TRIGGERS.map((t) => frText(t.label))).size).toBe(2);
  });
});
