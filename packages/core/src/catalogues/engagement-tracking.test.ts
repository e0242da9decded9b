import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import fc from 'fast-check';
import {
  ENGAGEMENT_NOTIFICATION_TRACKING_CODES,
  ENGAGEMENT_TRACKING_STATUSES,
  isEngagementTrackingStatusCode,
} from './engagement-tracking';

describe('ENGAGEMENT_TRACKING_STATUSES', () => {
  it('has clicked, opened, replied, sent with French labels', () => {
    expect(ENGAGEMENT_TRACKING_STATUSES.map((s) => [s.code, frText(s.label)])).toEqual([
      ['clicked', 'Cliqué'],
      ['opened', 'Ouvert'],
      ['replied', 'Répondu'],
      ['sent', 'Envoyé'],
    ]);
    expect(ENGAGEMENT_TRACKING_STATUSES.map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });

  it('notifies opened, clicked and replied, never sent', () => {
    expect(ENGAGEMENT_NOTIFICATION_TRACKING_CODES).toEqual(['opened', 'clicked', 'replied']);
    for (const code of ENGAGEMENT_NOTIFICATION_TRACKING_CODES) expect(isEngagementTrackingStatusCode(code)).toBe(true);
  });

  it('recognises only the catalogue codes', () => {
    const codes = new Set<string>(ENGAGEMENT_TRACKING_STATUSES.map((s) => s.code));
    fc.assert(fc.property(fc.string(), (s) => isEngagementTrackingStatusCode(s) === codes.has(s)));
  });
});
