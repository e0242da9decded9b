/**
 * App capabilities that wait for a server feature: one name per capability whose API side is not built yet.
 * "Show only what works" (docs/adr/003-built-routes-filter.md) applies to them as to pages: a capability that is
 * not listed here is not started (no connection attempt, no console noise). The issue that builds the server side
 * flips its switch by adding the name to BUILT_FEATURES.
 *
 * - `notifications`: the real-time socket (`/v1/web-socket/socket`, docs/notifications.md "The real-time socket"), used
 * by the   notifications feature. Built (issue 6); a build without it binds the socket port to `IdleSocketGateway`.
 */
export type AppFeature = 'notifications';

/** THE list of capabilities whose server side exists in this build. */
export const BUILT_FEATURES: readonly AppFeature[] = ['notifications'];

/** Whether a capability is built (in `features`, this build's list by default). */
export function isBuiltFeature(feature: AppFeature, features: readonly AppFeature[] = BUILT_FEATURES): boolean {
  return features.includes(feature);
}
