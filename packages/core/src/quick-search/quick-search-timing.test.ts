import { describe, expect, it } from 'vitest';
import { QUICK_SEARCH_DEBOUNCE_MS, QUICK_SEARCH_RESULT_COUNT } from './quick-search-timing';

describe('quick-search-timing (spec values)', () => {
  it('matches the specification', () => {
    expect(QUICK_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(QUICK_SEARCH_RESULT_COUNT).toBe(6);
  });
});
