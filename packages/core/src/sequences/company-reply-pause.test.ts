import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPANY_REPLY_PAUSED_UNTIL, isCompanyReplyPause } from './company-reply-pause';

describe('company reply pause', () => {
  it('is later than any out-of-office return the parser can give (a year at most after today)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }), (date) => {
        expect(isCompanyReplyPause(date.toISOString())).toBe(false);
        expect(Date.parse(COMPANY_REPLY_PAUSED_UNTIL)).toBeGreaterThan(date.getTime());
      }),
    );
    expect(isCompanyReplyPause(COMPANY_REPLY_PAUSED_UNTIL)).toBe(true);
    expect(isCompanyReplyPause(null)).toBe(false);
  });
});
