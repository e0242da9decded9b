import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INQUIRY_STATUS } from '../catalogues/inquiry-statuses';
import { MAX_OPEN_INQUIRIES } from './inquiry-limits';
import { countOpenInquiries, isInquiryQuotaReached } from './inquiry-quota';

describe('inquiry quota', () => {
  it('counts todo, draft and in progress as open', () => {
    const { todo, draft, in_progress, pre_done, done, fail } = INQUIRY_STATUS;
    expect(countOpenInquiries([todo, draft, in_progress, pre_done, done, fail, todo])).toBe(4);
    expect(countOpenInquiries([])).toBe(0);
  });

  it('is reached at 15 open inquiries', () => {
    expect(MAX_OPEN_INQUIRIES).toBe(15);
    expect(isInquiryQuotaReached(14)).toBe(false);
    expect(isInquiryQuotaReached(15)).toBe(true);
    expect(isInquiryQuotaReached(16)).toBe(true);
  });

  it('is monotone in the open count and in the list of statuses', () => {
    fc.assert(fc.property(fc.nat(100), fc.nat(100), (count, extra) => !isInquiryQuotaReached(count) || isInquiryQuotaReached(count + extra)));
    const status = fc.integer({ min: 1, max: 11 });
    fc.assert(
      fc.property(fc.array(status, { maxLength: 40 }), fc.array(status, { maxLength: 40 }), (statuses, more) => {
        const before = countOpenInquiries(statuses);
        const after = countOpenInquiries([...statuses, ...more]);
        return after >= before && (!isInquiryQuotaReached(before) || isInquiryQuotaReached(after));
      }),
    );
  });
});
