import { describe, expect, it } from 'vitest';
import { INQUIRIES_PAGE_SIZE, MAX_OPEN_INQUIRIES } from './inquiry-limits';

describe('inquiry-limits (spec values)', () => {
  it('matches the specification', () => {
    expect(INQUIRIES_PAGE_SIZE).toBe(20);
    expect(MAX_OPEN_INQUIRIES).toBe(15);
  });
});
