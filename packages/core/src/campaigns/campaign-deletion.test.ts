import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CAMPAIGN_STATUSES } from '../catalogues/campaign-statuses';
import { allowedCampaignTransitions, canDeleteCampaign, isCampaignEditable } from './campaign-transitions';

const statusIds: readonly number[] = CAMPAIGN_STATUSES.map((s) => s.id);

describe('campaign deletion and editing', () => {
  it('deletes and edits drafts and scheduled campaigns, never a sent one', () => {
    expect([1, 2, 3].map(canDeleteCampaign)).toEqual([true, true, false]);
    expect([1, 2, 3].map(isCampaignEditable)).toEqual([true, true, false]);
  });

  it('matches the oracle: a known status that still has a transition out (not terminal)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), (status) => {
        const oracle = statusIds.includes(status) && allowedCampaignTransitions(status).length > 0;
        expect(canDeleteCampaign(status)).toBe(oracle);
        expect(isCampaignEditable(status)).toBe(oracle);
      }),
    );
  });
});
