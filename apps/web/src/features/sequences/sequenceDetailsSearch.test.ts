import { describe, expect, it } from 'vitest';
import { stepPositionOf } from './sequenceDetailsSearch';

describe('stepPositionOf', () => {
  it('reads step_position as a number; anything unreadable reads as none', () => {
    expect(stepPositionOf({ step_position: 3 })).toBe(3);
    expect(stepPositionOf({ step_position: '2' })).toBe(2);
    expect(stepPositionOf({ step_position: 'abc' })).toBeNull();
    expect(stepPositionOf({ step_position: 0 })).toBeNull();
    expect(stepPositionOf({ other: 1 })).toBeNull();
    expect(stepPositionOf(undefined)).toBeNull();
  });
});
