import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_NOTIFICATION_TRACKING_CODES } from '../catalogues/engagement-tracking';
import { engagementStatusWordingFr } from './engagement-status';

describe('engagementStatusWordingFr', () => {
  it('words opened, clicked and replied', () => {
    expect(engagementStatusWordingFr('opened')).toBe('a ouvert votre email');
    expect(engagementStatusWordingFr('clicked')).toBe('a cliqué sur un lien de votre email');
    expect(engagementStatusWordingFr('replied')).toBe('a répondu à votre email');
    expect(engagementStatusWordingFr('bounced')).toBe('a interagi avec votre email');
    expect(engagementStatusWordingFr(undefined)).toBe('a interagi avec votre email');
  });

  it('has a distinct wording for every notified status', () => {
    const wordings = ENGAGEMENT_NOTIFICATION_TRACKING_CODES.map(engagementStatusWordingFr);
    expect(new Set(wordings).size).toBe(ENGAGEMENT_NOTIFICATION_TRACKING_CODES.length);
  });
});
