import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { templatePercentage, templateStatisticsRates } from './template-percentages';

describe('templatePercentage', () => {
  it('rounds up, caps at 100, gives 0 for an empty base', () => {
    expect(templatePercentage(1, 3)).toBe(34);
    expect(templatePercentage(7, 100)).toBe(7); // no floating-point overshoot
    expect(templatePercentage(1, 1000)).toBe(1);
    expect(templatePercentage(150, 100)).toBe(100);
    expect(templatePercentage(5, 0)).toBe(0);
    expect(templatePercentage(0, 10)).toBe(0);
    expect(templatePercentage(-3, 10)).toBe(0);
    expect(templatePercentage(-0, 10)).toBe(0);
  });

  it('always lies in [0, 100] and is an integer', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.double({ noNaN: false }), (part, base) => {
        const p = templatePercentage(part, base);
        // Never -0 either: a French number format would show it as "-0".
        return Number.isInteger(p) && p >= 0 && p <= 100 && !Object.is(p, -0);
      }),
    );
  });

  it('is never below the exact percentage when under the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(100_000), (base, part) => {
        const p = templatePercentage(part, base);
        return p === 100 || (p >= (part * 100) / base && p - (part * 100) / base < 1);
      }),
    );
  });
});

describe('templateStatisticsRates', () => {
  it('computes opened, clicked and replied rates on mail_sent_count', () => {
    expect(templateStatisticsRates({ mail_sent_count: 30, mail_opened_count: 10, mail_clicked_count: 2, mail_replied_count: 31 })).toEqual({
      opened: 34,
      clicked: 7,
      replied: 100,
    });
    expect(templateStatisticsRates({ mail_sent_count: 0, mail_opened_count: 4, mail_clicked_count: 1, mail_replied_count: 0 })).toEqual({
      opened: 0,
      clicked: 0,
      replied: 0,
    });
  });
});
