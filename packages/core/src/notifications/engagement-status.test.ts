import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_NOTIFICATION_TRACKING_CODES } from '../catalogues/engagement-tracking';
import { enText, frText } from '../testing/texts';
import { engagementStatusWording } from './engagement-status';

const wordingFr = (status: string | undefined) => frText(engagementStatusWording(status));

describe('engagementStatusWording', () => {
  it('words opened, clicked and replied', () => {
    expect(wordingFr('opened')).toBe('a ouvert votre email');
    expect(wordingFr('clicked')).toBe('a cliqué sur un lien de votre email');
    expect(wordingFr('replied')).toBe('a répondu à votre email');
    expect(wordingFr('bounced')).toBe('a interagi avec votre email');
    expect(wordingFr(undefined)).toBe('a interagi avec votre email');
    expect(enText(engagementStatusWording('opened'))).toBe('opened your email');
  });

  it('has a distinct wording for every notified status', () => {
    const wordings = ENGAGEMENT_NOTIFICATION_TRACKING_CODES.map(wordingFr);
    expect(new Set(wordings).size).toBe(ENGAGEMENT_NOTIFICATION_TRACKING_CODES.length);
  });
});
