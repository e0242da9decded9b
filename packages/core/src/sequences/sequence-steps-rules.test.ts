import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_NEW_SEQUENCE,
  DEFAULT_STEP_INTERVAL_DAYS,
  MAX_EMAIL_STEPS_PER_SEQUENCE,
  TASKS_DUE_WINDOW_DAYS,
  TASK_DESCRIPTION_MAX_LENGTH,
  canAddStep,
  checkStepAddition,
  validateTaskDescription,
} from './sequence-steps-rules';
import { validateSendingWindow } from './sending-window';

const email = { type_id: 2 };
const task = { type_id: 1 };

describe('step constants', () => {
  it('has the spec values', () => {
    expect(MAX_EMAIL_STEPS_PER_SEQUENCE).toBe(6);
    expect(TASK_DESCRIPTION_MAX_LENGTH).toBe(255);
    expect(DEFAULT_STEP_INTERVAL_DAYS).toBe(1);
    expect(TASKS_DUE_WINDOW_DAYS).toBe(10);
  });
});

describe('canAddStep / checkStepAddition', () => {
  it('allows a 6th email step but not a 7th; task steps are not limited', () => {
    expect(canAddStep(Array(5).fill(email), 2)).toBe(true);
    expect(canAddStep(Array(6).fill(email), 2)).toBe(false);
    expect(canAddStep([...Array(6).fill(email), ...Array(10).fill(task)], 1)).toBe(true);
    expect(checkStepAddition(Array(6).fill(email), 2)).toEqual({
      ok: false,
      error: { code: 'SEQUENCE.TOO_MANY_EMAIL_STEPS', details: { count: 6, max: 6 } },
    });
    expect(checkStepAddition([], 3)).toEqual({ ok: false, error: { code: 'SEQUENCE.UNKNOWN_STEP_TYPE', details: { typeId: 3 } } });
  });

  it('an email step is addable exactly when fewer than 6 email steps exist', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(email, task), { maxLength: 20 }), (steps) => {
        const emails = steps.filter((s) => s.type_id === 2).length;
        return canAddStep(steps, 2) === emails < 6 && canAddStep(steps, 1);
      }),
    );
  });
});

describe('validateTaskDescription', () => {
  it('accepts up to 255 characters (code points), refuses more', () => {
    expect(validateTaskDescription('')).toEqual({ ok: true, value: '' });
    expect(validateTaskDescription('a'.repeat(255)).ok).toBe(true);
    expect(validateTaskDescription('😀'.repeat(255)).ok).toBe(true);
    expect(validateTaskDescription('a'.repeat(256))).toEqual({
      ok: false,
      error: { code: 'TASK.DESCRIPTION_TOO_LONG', details: { length: 256, max: 255 } },
    });
  });

  it('is ok exactly when the length is at most 255', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (s) => validateTaskDescription(s).ok === [...s].length <= 255));
  });
});

describe('DEFAULT_NEW_SEQUENCE', () => {
  it('is a draft, stops on reply, Europe/Paris, Monday–Friday 9–18, and a valid window', () => {
    expect(DEFAULT_NEW_SEQUENCE).toEqual({
      status_id: 1,
      finish_event_mail_replied: true,
      sendable_timezone: 'Europe/Paris',
      sendable_days: '1,2,3,4,5',
      sendable_start_hour: 9,
      sendable_end_hour: 18,
    });
    expect(validateSendingWindow(DEFAULT_NEW_SEQUENCE).ok).toBe(true);
  });
});
