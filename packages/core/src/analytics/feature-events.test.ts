import { describe, expect, it } from 'vitest';
import { FEATURE_EVENT_DELAY_MS } from './feature-events';

describe('feature-events (spec values)', () => {
  it('matches the specification', () => {
    expect(FEATURE_EVENT_DELAY_MS).toBe(500);
  });
});
