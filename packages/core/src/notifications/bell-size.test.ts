import { describe, expect, it } from 'vitest';
import { BELL_UNSEEN_COUNT } from './bell-size';

describe('bell-size (spec values)', () => {
  it('matches the specification', () => {
    expect(BELL_UNSEEN_COUNT).toBe(5);
  });
});
