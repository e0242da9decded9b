import type { AnalyticsGateway, AnalyticsIdentity, AnalyticsProperties } from '@cible/core';

/** Test helper: an analytics gateway that records its calls. */
export class RecordingAnalytics implements AnalyticsGateway {
  identity: AnalyticsIdentity | null = null;
  readonly calls: string[] = [];

  identify(identity: AnalyticsIdentity): void {
    this.identity = identity;
    this.calls.push(`identify:${identity.userId}`);
  }

  pageView(path: string): void {
    this.calls.push(`view:${path}`);
  }

  pageLeave(path: string): void {
    this.calls.push(`leave:${path}`);
  }

  event(name: string, _properties?: AnalyticsProperties): void {
    this.calls.push(`event:${name}`);
  }

  reset(): void {
    this.identity = null;
    this.calls.push('reset');
  }
}
