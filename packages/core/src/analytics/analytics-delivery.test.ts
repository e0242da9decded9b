import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_MAX } from '../contract/analytics/analytics.contract';
import { ANALYTICS_BEACON_RENEWAL_MARGIN_SECONDS, ANALYTICS_BEACON_TOKEN_SECONDS, ANALYTICS_DELIVERY, beaconTokenNeedsRenewal } from './analytics-delivery';

describe('ANALYTICS_DELIVERY', () => {
  it('sends by 20 or 5 s after the first waits, keeps at most 200, and a batch fits the endpoint', () => {
    expect(ANALYTICS_DELIVERY).toEqual({ batchSize: 20, maxWaitMs: 5000, maxQueued: 200 });
    expect(ANALYTICS_DELIVERY.batchSize).toBeLessThanOrEqual(ANALYTICS_BATCH_MAX);
  });
});

describe('beaconTokenNeedsRenewal', () => {
  const now = new Date('2026-05-04T10:00:00Z');
  it('renews a missing token, or one with less than 5 of its 15 minutes left', () => {
    expect(ANALYTICS_BEACON_TOKEN_SECONDS).toBe(900);
    expect(ANALYTICS_BEACON_RENEWAL_MARGIN_SECONDS).toBe(300);
    expect(beaconTokenNeedsRenewal(null, now)).toBe(true);
    expect(beaconTokenNeedsRenewal(new Date(now.getTime() + 900_000), now)).toBe(false);
    expect(beaconTokenNeedsRenewal(new Date(now.getTime() + 300_000), now)).toBe(false);
    expect(beaconTokenNeedsRenewal(new Date(now.getTime() + 299_999), now)).toBe(true);
    expect(beaconTokenNeedsRenewal(new Date(now.getTime() - 1), now)).toBe(true);
  });

  it('property: renewal is due exactly when fewer than 300 000 ms remain', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3_600_000, max: 3_600_000 }), (remainingMs) => {
        expect(beaconTokenNeedsRenewal(new Date(now.getTime() + remainingMs), now)).toBe(remainingMs < 300_000);
      }),
    );
  });
});
