import { describe, expect, it } from 'vitest';
import { enText } from '../testing/texts';
import { CAMPAIGN_SEND_TIMINGS, CAMPAIGN_STATUS, CAMPAIGN_STATUSES } from './campaign-statuses';

describe('CAMPAIGN_STATUSES', () => {
  it('has draft 1, scheduled 2, sent 3', () => {
    expect(CAMPAIGN_STATUSES.map((status) => [status.id, status.code])).toEqual([[1, 'draft'], [2, 'scheduled'], [3, 'sent']]);
    expect(CAMPAIGN_STATUS.draft).toBe(1);
  });

  it('has send timing now 1 and schedule 2', () => {
    expect(CAMPAIGN_SEND_TIMINGS.map((timing) => [timing.id, enText(timing.label)])).toEqual([[1, 'Send now'], [2, 'Schedule']]);
  });
});
