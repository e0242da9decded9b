import type { AnalyticsProperties, ShellFeatureEvent } from '@cible/core';
import { token } from '../../di/token';

/**
 * Where view-models say a feature was used (docs/analytics.md "Events"): the event leaves 500 ms later (core's
 * `FEATURE_EVENT_DELAY_MS`), for an identified user only (the analytics gateway drops it otherwise).
 */
export interface FeatureUsage {
  used(name: ShellFeatureEvent, properties?: AnalyticsProperties): void;
}

/** No feature usage recorded (view-models built without analytics, in tests). */
export const NO_FEATURE_USAGE: FeatureUsage = { used: () => {} };

export const FEATURE_USAGE = token<FeatureUsage>('FeatureUsage');
