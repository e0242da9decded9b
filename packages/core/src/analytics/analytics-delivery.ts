/**
 * How the browser delivers analytics events: they wait in a small queue and leave as one batch when
 * `batchSize` events wait or `maxWaitMs` after the first one started waiting, and at once by `navigator.sendBeacon`
 * when the page goes away; at most `maxQueued` wait (the oldest are dropped while the API cannot be reached).
 * @rule design · analytics events leave in batches of 20, 5 s after the first waits, or by beacon when the page goes away
 */
export const ANALYTICS_DELIVERY = { batchSize: 20, maxWaitMs: 5_000, maxQueued: 200 } as const;

/** Lifetime of an analytics beacon token (the credential of the events sent by `sendBeacon`, which has no header). */
export const ANALYTICS_BEACON_TOKEN_SECONDS = 900;

/** How long before its expiry the browser asks for a new beacon token. */
export const ANALYTICS_BEACON_RENEWAL_MARGIN_SECONDS = 300;

/**
 * Whether the browser should ask for a new beacon token: it has none, or less than
 * {@link ANALYTICS_BEACON_RENEWAL_MARGIN_SECONDS} of it remain (so that a page closed at any moment has a valid one).
 * @rule design · the beacon token is renewed when it is missing or less than 5 of its 15 minutes remain
 */
export function beaconTokenNeedsRenewal(expiresAt: Date | null, now: Date): boolean {
  return expiresAt === null || expiresAt.getTime() - now.getTime() < ANALYTICS_BEACON_RENEWAL_MARGIN_SECONDS * 1000;
}
