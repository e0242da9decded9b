import { describe, expect, it } from 'vitest';
import { TARGET_EXCLUSION_REASON, TARGET_EXCLUSION_REASONS } from './target-exclusion-reasons';

describe('TARGET_EXCLUSION_REASONS', () => {
  it('has mail replied 1, no email 2, opt-out 3, in another ongoing sequence 4 (designed)', () => {
    expect(TARGET_EXCLUSION_REASONS.map((r) => [r.id, r.code])).toEqual([
      [1, 'mail_replied'],
      [2, 'no_email'],
      [3, 'opt_out'],
      [4, 'in_other_sequence'],
    ]);
    for (const reason of TARGET_EXCLUSION_REASONS) expect(TARGET_EXCLUSION_REASON[reason.code]).toBe(reason.id);
  });
});
