import { describe, expect, it } from 'vitest';
import { INQUIRY_STATUSES } from '../catalogues/inquiry-statuses';
import { inquiryOutcome } from './inquiry-outcome';

describe('inquiryOutcome', () => {
  it('reads pre-done as success, pre-fail as failure, anything else as pending', () => {
    expect(inquiryOutcome(3)).toBe('success');
    expect(inquiryOutcome(7)).toBe('failure');
    expect(inquiryOutcome(1)).toBe('pending');
    expect(inquiryOutcome(undefined)).toBe('pending');
    const outcomes = INQUIRY_STATUSES.map((status) => inquiryOutcome(status.id));
    expect(outcomes.filter((outcome) => outcome !== 'pending')).toEqual(['success', 'failure']);
  });
});
