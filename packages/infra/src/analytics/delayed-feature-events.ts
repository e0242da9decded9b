import { FEATURE_EVENT_DELAY_MS, isValidAnalyticsEventName, type AnalyticsGateway, type AnalyticsProperties, type TimerHandle, type Timers } from '@cible/core';
import { systemTimers } from '../shared/timers';

/**
 * Feature-usage events sent 500 ms after the action (core's `FEATURE_EVENT_DELAY_MS`), and the page
 * view / page leave reports of navigation (docs/rules/routing.md "Navigation guard"). The analytics gateway still
 * applies its own refusals when the event goes out (a user logged out meanwhile is not tracked).
 */
export class DelayedFeatureEvents {
  private readonly pending = new Set<TimerHandle>();

  constructor(
    private readonly analytics: AnalyticsGateway,
    private readonly timers: Timers = systemTimers,
    private readonly delayMs: number = FEATURE_EVENT_DELAY_MS,
  ) {}

  /** Schedules a feature-usage event; `false` (nothing scheduled) for an invalid event name. */
  featureUsed(name: string, properties?: AnalyticsProperties): boolean {
    if (!isValidAnalyticsEventName(name)) return false;
    const handle = this.timers.setTimeout(() => {
      this.pending.delete(handle);
      this.analytics.event(name, properties);
    }, this.delayMs);
    this.pending.add(handle);
    return true;
  }

  /** Reports a page view now. */
  pageViewed(path: string): void {
    this.analytics.pageView(path);
  }

  /** Reports a page leave now. */
  pageLeft(path: string): void {
    this.analytics.pageLeave(path);
  }

  /** A navigation: leave of the previous page (if any, and different), then view of the new one. */
  navigated(previousPath: string | null, nextPath: string): void {
    if (previousPath === nextPath) return;
    if (previousPath !== null) this.pageLeft(previousPath);
    this.pageViewed(nextPath);
  }

  /** How many feature events wait for their delay. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Drops the events still waiting (logout, teardown). */
  cancelPending(): void {
    for (const handle of this.pending) this.timers.clearTimeout(handle);
    this.pending.clear();
  }
}
