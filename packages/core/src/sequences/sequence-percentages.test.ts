import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sequenceMailRates, sequencePercentage } from './sequence-percentages';

describe('sequencePercentage', () => {
  it('rounds part / total × 100 and gives 0 for an empty total', () => {
    expect(sequencePercentage(1, 3)).toBe(33);
    expect(sequencePercentage(2, 3)).toBe(67);
    expect(sequencePercentage(1, 8)).toBe(13); // 12.5 rounds half up
    expect(sequencePercentage(7, 100)).toBe(7);
    expect(sequencePercentage(5, 0)).toBe(0);
    expect(sequencePercentage(5, Number.NaN)).toBe(0);
  });

  it('stays within 0..100 for parts within the total, at most 0.5 from the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (total, raw) => {
        const part = raw % (total + 1);
        const p = sequencePercentage(part, total);
        return p >= 0 && p <= 100 && Math.abs(p - (part / total) * 100) <= 0.5 + 1e-9;
      }),
    );
  });
});

describe('sequenceMailRates', () => {
  it('computes the rates on mail_sent', () => {
    expect(sequenceMailRates({ mail_sent: 200, mail_opened: 91, mail_clicked: 9, mail_replied: 3, mail_bounced: 1 })).toEqual({
      opened: 46,
      clicked: 5,
      replied: 2,
      bounced: 1,
    });
    expect(sequenceMailRates({ mail_sent: 0, mail_opened: 0, mail_clicked: 0, mail_replied: 0, mail_bounced: 0 })).toEqual({
      opened: 0,
      clicked: 0,
      replied: 0,
      bounced: 0,
    });
  });
});
