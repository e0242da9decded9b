import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumberFr, formatQuickSearchTotal } from './format-number';

describe('formatNumberFr', () => {
  it('groups digits in threes with plain spaces', () => {
    expect(formatNumberFr(0)).toBe('0');
    expect(formatNumberFr(999)).toBe('999');
    expect(formatNumberFr(1000)).toBe('1 000');
    expect(formatNumberFr(1_000_000)).toBe('1 000 000');
    expect(formatNumberFr(50000)).toBe('50 000');
    expect(formatNumberFr(-1234)).toBe('-1 234');
  });

  it('uses a decimal comma, rounds to 2 decimals by default and drops trailing zeros', () => {
    expect(formatNumberFr(1234.5)).toBe('1 234,5');
    expect(formatNumberFr(0.125)).toBe('0,13');
    expect(formatNumberFr(4.8)).toBe('4,8');
    expect(formatNumberFr(2.0)).toBe('2');
    expect(formatNumberFr(1234.5678, { maximumFractionDigits: 0 })).toBe('1 235');
    expect(formatNumberFr(-0.001)).toBe('0');
    expect(formatNumberFr(-0)).toBe('0');
  });

  it('gives an empty string for non-finite values', () => {
    expect(formatNumberFr(Number.NaN)).toBe('');
    expect(formatNumberFr(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('round-trips integers: removing the spaces gives the digits back', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => formatNumberFr(n).replaceAll(' ', '') === String(n)));
  });

  it('round-trips hundredths: removing spaces and reading the comma as a point gives the value back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const value = cents / 100;
        return Number(formatNumberFr(value).replaceAll(' ', '').replace(',', '.')) === value;
      }),
    );
  });

  it('has groups of exactly three digits after the first', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => /^-?\d{1,3}( \d{3})*$/.test(formatNumberFr(n))),
    );
  });
});

describe('formatQuickSearchTotal', () => {
  it('formatQuickSearchTotal: quick-search totals are exact below the cap, otherwise a lower bound shown "{n}+"', () => {
    expect(formatQuickSearchTotal(1001, true, 1000)).toBe('1 000+');
    expect(formatQuickSearchTotal(1500, true, 1000)).toBe('1 000+');
    expect(formatQuickSearchTotal(12, false, 1000)).toBe('12');
    expect(formatQuickSearchTotal(274, true, 1000)).toBe('274+');
    expect(formatQuickSearchTotal(274, false, 1000)).toBe('274');
    expect(formatQuickSearchTotal(1000, false, 1000)).toBe('1 000');
    expect(formatQuickSearchTotal(0, false, 1000)).toBe('0');
  });
});
