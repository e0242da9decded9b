import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  BULK_SENDER_DAILY_THRESHOLD,
  bulkSenderDayOf,
  bulkSenderVolume,
  checkBulkSenderVolume,
  isBulkSenderAuthenticated,
} from './bulk-sender-guard';
import type { DomainAuthentication, DomainCheckOutcome } from './bulk-sender-guard';

const outcome = fc.constantFrom<DomainCheckOutcome>('pass', 'fail', 'missing', 'unknown', null);
const authentication = fc.record({ spf: outcome, dkim: outcome, dmarc: outcome });
const count = fc.integer({ min: 0, max: 20_000 });
const AUTHENTICATED: DomainAuthentication = { spf: 'pass', dkim: 'pass', dmarc: 'pass' };

/** The oracle, written the other way round: a send is let through unless 5 000 are reached and one check is not a pass. */
function oracleRefuses(other: number, send: number, auth: DomainAuthentication, acknowledged: boolean): boolean {
  if (acknowledged) return false;
  if (other + send < 5000) return false;
  return [auth.spf, auth.dkim, auth.dmarc].some((result) => result !== 'pass');
}

describe('bulk-sender daily volume guard', () => {
  it('the threshold is the 5 000 a day of Gmail and Yahoo', () => {
    expect(BULK_SENDER_DAILY_THRESHOLD).toBe(5000);
  });

  it('refuses exactly when the oracle does, with the figures', () => {
    fc.assert(
      fc.property(count, count, authentication, fc.boolean(), (otherCount, sendCount, auth, acknowledged) => {
        const result = checkBulkSenderVolume({ otherCount, sendCount, authentication: auth }, acknowledged);
        expect(!result.ok).toBe(oracleRefuses(otherCount, sendCount, auth, acknowledged));
        if (!result.ok) {
          expect(result.error).toEqual({
            code: 'CAMPAIGN.BULK_SENDER_UNAUTHENTICATED',
            details: { total_count: otherCount + sendCount, threshold: 5000, other_count: otherCount, send_count: sendCount, ...auth },
          });
        } else {
          expect(result.value.totalCount).toBe(otherCount + sendCount);
        }
      }),
    );
  });

  it('an authenticated domain is never refused, whatever the volume', () => {
    fc.assert(
      fc.property(count, count, (otherCount, sendCount) => {
        expect(checkBulkSenderVolume({ otherCount, sendCount, authentication: AUTHENTICATED }, false).ok).toBe(true);
        expect(bulkSenderVolume({ otherCount, sendCount, authentication: AUTHENTICATED }).requiresConfirmation).toBe(false);
      }),
    );
  });

  it('is authenticated only when SPF, DKIM and DMARC all pass (DMARC p=none is a pass, ADR 032)', () => {
    fc.assert(
      fc.property(authentication, (auth) => {
        expect(isBulkSenderAuthenticated(auth)).toBe(auth.spf === 'pass' && auth.dkim === 'pass' && auth.dmarc === 'pass');
      }),
    );
  });

  it('counts the boundary: 4 999 passes, 5 000 reaches the threshold', () => {
    const unchecked = { spf: null, dkim: null, dmarc: null };
    expect(bulkSenderVolume({ otherCount: 4000, sendCount: 999, authentication: unchecked })).toEqual({
      totalCount: 4999,
      threshold: 5000,
      reachesThreshold: false,
      isAuthenticated: false,
      requiresConfirmation: false,
    });
    expect(bulkSenderVolume({ otherCount: 4000, sendCount: 1000, authentication: unchecked }).requiresConfirmation).toBe(true);
    expect(checkBulkSenderVolume({ otherCount: 4000, sendCount: 1000, authentication: unchecked }, true).ok).toBe(true);
  });

  it('is monotonic: more mails never turn a refusal into a pass', () => {
    fc.assert(
      fc.property(count, count, fc.nat(5000), authentication, (otherCount, sendCount, more, auth) => {
        const before = bulkSenderVolume({ otherCount, sendCount, authentication: auth }).requiresConfirmation;
        const after = bulkSenderVolume({ otherCount: otherCount + more, sendCount, authentication: auth }).requiresConfirmation;
        expect(before && !after).toBe(false);
      }),
    );
  });

  it('reads the day in Europe/Paris: the instant is inside its day, which lasts 23, 24 or 25 hours', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true }), (instant) => {
        const { day, start, end } = bulkSenderDayOf(instant);
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime()).toBeLessThan(end.getTime());
        expect(DateTime.fromJSDate(instant, { zone: 'Europe/Paris' }).toISODate()).toBe(day);
        expect([23, 24, 25]).toContain((end.getTime() - start.getTime()) / 3_600_000);
        expect(bulkSenderDayOf(end).start.getTime()).toBe(end.getTime());
      }),
    );
  });

  it('an evening mail in UTC may already be the next Paris day', () => {
    expect(bulkSenderDayOf(new Date('2026-11-29T23:30:00Z'))).toEqual({
      day: '2026-11-30',
      start: new Date('2026-11-29T23:00:00Z'),
      end: new Date('2026-11-30T23:00:00Z'),
    });
    expect(bulkSenderDayOf(new Date('2026-03-29T12:00:00Z')).end.getTime() - bulkSenderDayOf(new Date('2026-03-29T12:00:00Z')).start.getTime()).toBe(23 * 3_600_000);
  });
});
