import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRACKING_BOT_MIN_DELAY_SECONDS, trackingBotReason } from './tracking-bot-detection';

const SENT = '2026-11-27T09:00:00.000Z';
const LATER = '2026-11-27T10:30:00.000Z';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_MAIL = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const OUTLOOK = 'Mozilla/4.0 (compatible; ms-office; MSOffice 16) Microsoft Outlook 16.0.17328; Pro';

describe('trackingBotReason', () => {
  it.each([
    ['open', CHROME, LATER, null],
    ['open', IPHONE_MAIL, LATER, null],
    ['open', OUTLOOK, LATER, null],
    ['click', CHROME, LATER, null],
    ['open', 'Mozilla/5.0', LATER, 'privacy_proxy'],
    ['open', 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)', LATER, 'privacy_proxy'],
    ['open', 'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html', LATER, 'privacy_proxy'],
    ['click', 'Mozilla/5.0 (compatible; Microsoft SafeLinks)', LATER, 'scanner'],
    ['click', 'Mimecast URL Protect', LATER, 'scanner'],
    ['click', 'python-requests/2.31.0', LATER, 'scanner'],
    ['click', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36', LATER, 'scanner'],
    ['click', CHROME, '2026-11-27T09:00:03.000Z', 'too_soon'],
    ['click', '', LATER, 'no_user_agent'],
    ['open', null, LATER, 'no_user_agent'],
  ] as const)('%s by %s at %s → %s', (kind, userAgent, at, expected) => {
    expect(trackingBotReason({ kind, userAgent, at, sentAt: SENT })).toBe(expected);
  });

  it('flags a browser hit exactly when it comes sooner than the minimum delay after the send (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5_000, max: 3_600_000 }), fc.constantFrom<'open' | 'click'>('open', 'click'), (elapsedMs, kind) => {
        const at = new Date(Date.parse(SENT) + elapsedMs).toISOString();
        const reason = trackingBotReason({ kind, userAgent: CHROME, at, sentAt: SENT });
        expect(reason).toBe(elapsedMs < TRACKING_BOT_MIN_DELAY_SECONDS * 1000 ? 'too_soon' : null);
      }),
    );
  });

  it('never takes a hit without a known send time as too soon', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        expect(trackingBotReason({ kind: 'click', userAgent: CHROME, at: date.toISOString(), sentAt: null })).toBeNull();
      }),
    );
  });
});
