import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUICK_SEARCH_MAX_LENGTH, quickSearchText } from './quick-search-input';

describe('quickSearchText', () => {
  it('runs only on non-blank input, trimmed and collapsed', () => {
    expect(quickSearchText('')).toBeNull();
    expect(quickSearchText('   \t')).toBeNull();
    expect(quickSearchText(null)).toBeNull();
    expect(quickSearchText('  Air   Liquide ')).toBe('Air Liquide');
  });

  it('cuts at 200 characters', () => {
    expect(QUICK_SEARCH_MAX_LENGTH).toBe(200);
    expect(quickSearchText('a'.repeat(250))).toBe('a'.repeat(200));
  });

  it('never returns blank text nor more than 200 code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (input) => {
        const text = quickSearchText(input);
        if (input.trim() === '') return text === null;
        return text !== null && text.trim() === text && text !== '' && [...text].length <= QUICK_SEARCH_MAX_LENGTH;
      }),
    );
  });
});
