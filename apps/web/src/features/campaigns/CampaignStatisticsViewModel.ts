import { makeAutoObservable } from 'mobx';
import { DateTime } from 'luxon';
import {
  CAMPAIGN_BENCHMARK_RATES,
  CAMPAIGN_TIMELINE_COUNTERS,
  type CampaignTimelineCounter,
  type CampaignStatistics,
  type CampaignsStatisticsResponse,
  type CampaignTimelinePoint,
  type CampaignTimelineResponse,
  type Clock,
  type SmartMailingGateway,
} from '@cible/core';
import { Loadable } from '../../view-model/Loadable';

/** The rates compared with core's benchmark rates. */
export const CAMPAIGN_RATES = ['delivered', 'openers', 'clickers'] as const;
export type CampaignRate = (typeof CAMPAIGN_RATES)[number];

/** The periods of the results page, in days back from today. */
export const CAMPAIGN_RESULT_PERIODS = [30, 90, 365] as const;
export type CampaignResultPeriod = (typeof CAMPAIGN_RESULT_PERIODS)[number];

/** A rate in percent with one decimal (the benchmarks' precision), 0 when nothing was sent. */
function percent(part: number, total: number): number {
  return total > 0 ? Math.round((part * 1000) / total) / 10 : 0;
}

/**
 * The statistics of one campaign (its results tab) or of the campaigns sent over a period (/campaigns/results): the
 * counters, the delivered, openers and clickers rates (of the e-mails sent) next to core's benchmark rates; over a
 * period, also the timeline of what the mails did per period of core's grouping (the results page's chart).
 */
export class CampaignStatisticsViewModel {
  readonly statistics = new Loadable<CampaignStatistics | CampaignsStatisticsResponse>({ status: 'loading' });
  readonly timeline = new Loadable<CampaignTimelineResponse>({ status: 'loading' });
  period: CampaignResultPeriod = 30;

  constructor(
    private readonly gateway: Pick<SmartMailingGateway, 'getCampaignStatistics' | 'getCampaignsStatistics' | 'getCampaignTimeline'>,
    private readonly clock: Clock,
    /** The campaign, or null for all campaigns over the period. */
    readonly campaignId: number | null,
  ) {
    makeAutoObservable<this, 'gateway' | 'clock'>(this, { gateway: false, clock: false, statistics: false, timeline: false }, { autoBind: true });
  }

  /** The period's bounds (days in the user's zone, today included). */
  get range(): { date_from: string; date_to: string } {
    const today = DateTime.fromJSDate(this.clock.now(), { zone: this.clock.zone }).startOf('day');
    return { date_from: today.minus({ days: this.period - 1 }).toISODate()!, date_to: today.toISODate()! };
  }

  load(): Promise<unknown> {
    const id = this.campaignId;
    if (id !== null) return this.statistics.load(() => this.gateway.getCampaignStatistics({ params: { id } }));
    const range = this.range;
    return Promise.all([
      this.statistics.load(() => this.gateway.getCampaignsStatistics({ query: range })),
      this.timeline.load(() => this.gateway.getCampaignTimeline({ query: { from: range.date_from, to: range.date_to } })),
    ]);
  }

  /** Every period of the timeline, zeros included (the API fills them). */
  get points(): readonly CampaignTimelinePoint[] {
    return this.timeline.value?.period_list ?? [];
  }

  /** The timeline's counters summed over the period. */
  get timelineTotals(): Record<CampaignTimelineCounter, number> {
    const totals = Object.fromEntries(CAMPAIGN_TIMELINE_COUNTERS.map((key) => [key, 0])) as Record<CampaignTimelineCounter, number>;
    for (const point of this.points) for (const key of CAMPAIGN_TIMELINE_COUNTERS) totals[key] += point[key];
    return totals;
  }

  get isTimelineEmpty(): boolean {
    return CAMPAIGN_TIMELINE_COUNTERS.every((key) => this.timelineTotals[key] === 0);
  }

  setPeriod(period: CampaignResultPeriod): Promise<unknown> {
    this.period = period;
    return this.load();
  }

  /** The campaigns counted (period statistics only). */
  get campaignCount(): number | null {
    const value = this.statistics.value;
    return value !== null && 'campaign_count' in value ? value.campaign_count : null;
  }

  get rates(): readonly { key: CampaignRate; value: number; benchmark: number }[] {
    const value = this.statistics.value;
    const sent = value?.sent_count ?? 0;
    const parts: Record<CampaignRate, number> = { delivered: value?.delivered_count ?? 0, openers: value?.opened_count ?? 0, clickers: value?.clicked_count ?? 0 };
    return CAMPAIGN_RATES.map((key) => ({ key, value: percent(parts[key], sent), benchmark: CAMPAIGN_BENCHMARK_RATES[key] }));
  }
}
