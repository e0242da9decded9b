import { makeAutoObservable } from 'mobx';
import { ANALYTICS_PERIOD_PRESETS, dailyUsageOf, lastDaysPeriod } from '@cible/core';
import type { AnalyticsPeriod, AnalyticsUsageGateway, AnalyticsUsageResponse, AnalyticsUsageSeries, Clock, DailyUsage } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';

/** What the page lists: page views per page, or feature-usage events per feature. */
export type UsageView = 'pages' | 'features';

/** One bar of the chart: a day of the period (0 where nothing was recorded) and its height among the period's days. */
export interface UsageBar extends DailyUsage {
  /** The day's events over the period's busiest day (0–1). */
  readonly ratio: number;
}

/**
 * The platform administrators' usage page (/support/analytics, docs/analytics.md "Usage page"): usage per page and per
 * feature per day over the last 30, 7 or 90 days (core's `ANALYTICS_PERIOD_PRESETS`, `lastDaysPeriod` in French
 * days). The lists come most used first (the API's order); the chart shows the selected page or feature (the most used
 * by default) with a bar for every day of the period (core's `dailyUsageOf`: 0 where nothing was recorded), and the
 * same figures as a table for those who do not see the chart.
 */
export class AnalyticsUsageViewModel {
  presetDays: number = ANALYTICS_PERIOD_PRESETS[0] ?? 30;
  view: UsageView = 'pages';
  /** The page or feature chosen for the chart (`null`: the most used one). */
  selectedKey: string | null = null;
  readonly usage = new Loadable<AnalyticsUsageResponse>({ status: 'loading' });

  constructor(
    private readonly gateway: Pick<AnalyticsUsageGateway, 'getAnalyticsUsage'>,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'gateway' | 'clock'>(this, { gateway: false, clock: false, usage: false }, { autoBind: true });
  }

  /** The presets offered, in core's order (the first is the default). */
  get presets(): readonly number[] {
    return ANALYTICS_PERIOD_PRESETS;
  }

  /** The period shown: the last `presetDays` French days, today included. */
  get period(): AnalyticsPeriod {
    return lastDaysPeriod(this.clock.now(), this.presetDays);
  }

  get status(): LoadStatus {
    return this.usage.status;
  }

  /** Nothing recorded over the period (neither page views nor feature events). */
  get isEmpty(): boolean {
    const answer = this.usage.value;
    return answer !== null && answer.page_list.length === 0 && answer.feature_list.length === 0;
  }

  /** The pages or the features of the period, most used first. */
  get series(): readonly AnalyticsUsageSeries[] {
    const answer = this.usage.value;
    if (answer === null) return [];
    return this.view === 'pages' ? answer.page_list : answer.feature_list;
  }

  /** Events of the period over every page (page views) or every feature. */
  get totalEvents(): number {
    return this.series.reduce((sum, series) => sum + series.event_count, 0);
  }

  /** The series the chart shows: the chosen one when the list still has it, the most used otherwise. */
  get selected(): AnalyticsUsageSeries | null {
    return this.series.find((series) => series.key === this.selectedKey) ?? this.series[0] ?? null;
  }

  /** A bar per day of the period for the selected series. */
  get bars(): readonly UsageBar[] {
    const selected = this.selected;
    const answer = this.usage.value;
    if (selected === null || answer === null) return [];
    const days = dailyUsageOf({ from: answer.from, to: answer.to }, selected.day_list);
    const max = this.maxDailyEvents;
    return days.map((day) => ({ ...day, ratio: max === 0 ? 0 : day.event_count / max }));
  }

  /** The busiest day's events of the selected series (the chart's scale). */
  get maxDailyEvents(): number {
    return Math.max(0, ...(this.selected?.day_list.map((day) => day.event_count) ?? []));
  }

  /** Loads the usage of the period shown. */
  load(): Promise<AnalyticsUsageResponse | undefined> {
    const { from, to } = this.period;
    return this.usage.load(() => this.gateway.getAnalyticsUsage({ query: { from, to } }));
  }

  retry(): Promise<AnalyticsUsageResponse | undefined> {
    return this.load();
  }

  /** Another preset: the usage of that period is loaded. */
  choosePreset(days: number): void {
    if (!this.presets.includes(days) || days === this.presetDays) return;
    this.presetDays = days;
    void this.load();
  }

  chooseView(view: UsageView): void {
    if (view === this.view) return;
    this.view = view;
    this.selectedKey = null;
  }

  /** The page or feature the chart shows. */
  select(key: string): void {
    this.selectedKey = key;
  }
}
