import {
  ANALYTICS_TIME_ZONE,
  ANALYTICS_UNKNOWN_PAGE,
  DomainFailure,
  analyticsCountedAt,
  analyticsDayOf,
  analyticsEventKindOf,
  analyticsPageOf,
  analyticsRetentionCutoffs,
  rankUsageSeries,
} from '@cible/core';
import type {
  AnalyticsBeaconBody,
  AnalyticsBeaconTokenResponse,
  AnalyticsEvent,
  AnalyticsPeriod,
  AnalyticsUsageResponse,
  AnalyticsUsageSeries,
} from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { AnalyticsBeaconTokens } from './analytics-beacon-tokens';
import type { AnalyticsCountKind, AnalyticsRepository, DailyCountIncrement } from './analytics-repository';

export interface AnalyticsService {
  /** Stores the events of the signed-in caller (not while "connected as"). */
  record(auth: AuthContext, events: readonly AnalyticsEvent[]): Promise<void>;
  /** A beacon token for the caller's page (15 minutes). */
  issueBeaconToken(auth: AuthContext): Promise<AnalyticsBeaconTokenResponse>;
  /** Stores the events of a beacon, whose token says who sent them; `ANALYTICS.NOT_IDENTIFIED` otherwise. */
  recordBeacon(body: AnalyticsBeaconBody): Promise<void>;
  /** Usage per page and per feature per day over a period (the platform administrators' page). */
  usage(period: AnalyticsPeriod): Promise<AnalyticsUsageResponse>;
  /** Deletes what the retention rule no longer keeps. */
  purgeExpired(): Promise<{ readonly events: number; readonly dailyRows: number }>;
}

export interface AnalyticsServiceDependencies {
  readonly repository: AnalyticsRepository;
  readonly beaconTokens: AnalyticsBeaconTokens;
  readonly now?: () => Date;
}

/** What a batch adds to its user's daily counts: page views by page (route pattern), feature events by name. */
function countsOf(events: readonly AnalyticsEvent[], receivedAt: Date): DailyCountIncrement[] {
  const counts = new Map<string, DailyCountIncrement>();
  for (const event of events) {
    const kind = analyticsEventKindOf(event.name);
    if (kind === 'page-leave') continue;
    const countKind: AnalyticsCountKind = kind === 'page-view' ? 'page' : 'feature';
    const key = kind === 'page-view' ? (event.path === undefined ? ANALYTICS_UNKNOWN_PAGE : analyticsPageOf(event.path)) : event.name;
    const day = analyticsDayOf(analyticsCountedAt(new Date(event.occurred_at), receivedAt));
    const id = `${day}\u0000${countKind}\u0000${key}`;
    const previous = counts.get(id);
    counts.set(id, { day, kind: countKind, key, eventCount: (previous?.eventCount ?? 0) + 1 });
  }
  return [...counts.values()];
}

/**
 * Product analytics of identified users only (docs/analytics.md): the events route requires a session token, the
 * beacon route a beacon token (`ANALYTICS.NOT_IDENTIFIED` otherwise), core's schema refuses an invalid event name
 * (`ANALYTICS.INVALID_EVENT_NAME`). Each batch is stored raw and added to the daily counts (page views per page,
 * feature events per name, per French day and user). Events sent while "connected as" are not the user's behaviour:
 * accepted but not stored (the request itself is in the audit trail).
 */
export function createAnalyticsService({ repository, beaconTokens, now = () => new Date() }: AnalyticsServiceDependencies): AnalyticsService {
  async function store(userId: number, events: readonly AnalyticsEvent[]): Promise<void> {
    const receivedAt = now();
    await repository.recordEvents(
      userId,
      events.map((event) => ({
        occurredAt: new Date(event.occurred_at),
        name: event.name,
        path: event.path ?? null,
        properties: event.properties ?? {},
      })),
      countsOf(events, receivedAt),
    );
  }

  return {
    async record(auth, events) {
      if (auth.impersonator !== null) return;
      await store(auth.user.id, events);
    },

    async issueBeaconToken(auth) {
      const { token, expiresAt } = await beaconTokens.issue({
        userId: auth.user.id,
        organizationId: auth.user.organizationId,
        connectedAsBy: auth.impersonator?.id ?? null,
        tokensValidAfter: auth.user.tokensValidAfter,
      });
      return { beacon_token: token, expires_at: expiresAt.toISOString() };
    },

    async recordBeacon(body) {
      const caller = await beaconTokens.verify(body.beacon_token);
      if (caller === null) throw new DomainFailure('ANALYTICS.NOT_IDENTIFIED', 'The beacon token is missing, invalid or expired.');
      if (caller.connectedAs) return;
      await store(caller.userId, body.event_list);
    },

    async usage(period) {
      const rows = await repository.usage(period);
      const series = { page: new Map<string, AnalyticsUsageSeries>(), feature: new Map<string, AnalyticsUsageSeries>() };
      const seriesOf = (kind: AnalyticsCountKind, key: string) => {
        let found = series[kind].get(key);
        if (!found) {
          found = { key, event_count: 0, user_count: 0, day_list: [] };
          series[kind].set(key, found);
        }
        return found;
      };
      for (const row of rows) {
        const entry = seriesOf(row.kind, row.key);
        if (row.day === null) series[row.kind].set(row.key, { ...entry, event_count: row.eventCount, user_count: row.userCount });
        else entry.day_list.push({ day: row.day, event_count: row.eventCount, user_count: row.userCount });
      }
      const ordered = (kind: AnalyticsCountKind) =>
        rankUsageSeries([...series[kind].values()]).map((entry) => ({ ...entry, day_list: [...entry.day_list].sort((a, b) => a.day.localeCompare(b.day)) }));
      return { from: period.from, to: period.to, time_zone: ANALYTICS_TIME_ZONE, page_list: ordered('page'), feature_list: ordered('feature') };
    },

    purgeExpired() {
      return repository.purge(analyticsRetentionCutoffs(now()));
    },
  };
}
