import { makeAutoObservable, runInAction } from 'mobx';
import { DateTime } from 'luxon';
import {
  SEQUENCE_STATISTICS_STATUS_IDS,
  sequenceMailRates,
  STATISTICS_SEQUENCE_LIMIT,
  statisticsPeriodGrouping,
  type Clock,
  type SelectOption,
  type Sequence,
  type SequenceListResponse,
  type SequenceMailRates,
  type SequenceSetting,
  type SequencesGateway,
  type SequenceTimelinePoint,
  type SequenceTimelineResponse,
  type StatisticsPeriodGrouping,
} from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { sequenceOwnerLabel } from './sequenceOwnerLabel';

/** The totals of the counted sequences. */
export interface SequenceTotals {
  readonly sequences: number;
  readonly mail_sent: number;
  readonly mail_opened: number;
  readonly mail_clicked: number;
  readonly mail_replied: number;
  readonly mail_bounced: number;
  readonly task_created: number;
  readonly task_done: number;
  readonly task_late: number;
}

/** The counters of the timeline, in the order of the chart and its data table. */
export const TIMELINE_COUNTERS = ['mail_sent', 'mail_opened', 'mail_clicked', 'mail_replied', 'mail_bounced', 'task_done'] as const;
export type TimelineCounter = (typeof TIMELINE_COUNTERS)[number];

/** The periods chosen on the page, in days back from today. */
export const RESULT_PERIOD_DAYS = [7, 30, 90, 365] as const;
export type ResultPeriodDays = (typeof RESULT_PERIOD_DAYS)[number];

/**
 * /sequences/results: statistics across the organisation's sequences, one owner or all. Totals and rounded rates
 * (core's percentages) of the launched sequences (up to 1000; drafts ignored, core's rule), and the timeline of the
 * period chosen: what happened each day, week or month (core's grouping of the range, computed by the API), by the
 * date it happened.
 */
export class SequenceResultsViewModel {
  readonly sequences = new Loadable<SequenceListResponse>({ status: 'loading' });
  readonly timeline = new Loadable<SequenceTimelineResponse>({ status: 'loading' });
  periodDays: ResultPeriodDays = 30;
  ownerUserId: number | null = null;
  /** The organisation's users with a sequence setting (the owner filter); empty when they could not be read. */
  owners: readonly SequenceSetting[] = [];

  constructor(
    private readonly gateway: Pick<SequencesGateway, 'listSequences' | 'getSequenceTimeline' | 'getSequenceSettings'>,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'gateway' | 'clock'>(this, { gateway: false, clock: false, sequences: false, timeline: false }, { autoBind: true });
  }

  /** Loads the totals, the timeline and the owners to filter by. */
  load(): Promise<unknown> {
    return Promise.all([this.loadTotals(), this.loadTimeline(), this.loadOwners()]);
  }

  async loadOwners(): Promise<void> {
    try {
      const { setting_list } = await this.gateway.getSequenceSettings();
      runInAction(() => (this.owners = setting_list));
    } catch {
      // No owner filter without the list: the figures still show.
    }
  }

  /** The owner filter's choices, named as the sequence screens name owners ("Prénom Nom"). */
  get ownerOptions(): SelectOption[] {
    return this.owners.map((owner) => ({ value: owner.user_id, name: sequenceOwnerLabel(owner) }));
  }

  loadTotals(): Promise<unknown> {
    const owner = this.ownerUserId;
    return this.sequences.load(() =>
      this.gateway.listSequences({
        query: { status_id_list: [...SEQUENCE_STATISTICS_STATUS_IDS], ...(owner === null ? {} : { owner_user_id: owner }), limit: STATISTICS_SEQUENCE_LIMIT, offset: 0 },
      }),
    );
  }

  loadTimeline(): Promise<unknown> {
    const owner = this.ownerUserId;
    const { from, to } = this.range;
    return this.timeline.load(() => this.gateway.getSequenceTimeline({ query: { from, to, ...(owner === null ? {} : { owner_user_id: owner }) } }));
  }

  setOwner(ownerUserId: number | null): Promise<unknown> {
    this.ownerUserId = ownerUserId;
    return this.load();
  }

  setPeriod(days: ResultPeriodDays): Promise<unknown> {
    this.periodDays = days;
    return this.loadTimeline();
  }

  get rows(): readonly Sequence[] {
    return this.sequences.value?.sequence_list ?? [];
  }

  get totals(): SequenceTotals {
    const sum = (field: keyof Omit<SequenceTotals, 'sequences'>) => this.rows.reduce((total, row) => total + row[field], 0);
    return {
      sequences: this.rows.length,
      mail_sent: sum('mail_sent'),
      mail_opened: sum('mail_opened'),
      mail_clicked: sum('mail_clicked'),
      mail_replied: sum('mail_replied'),
      mail_bounced: sum('mail_bounced'),
      task_created: sum('task_created'),
      task_done: sum('task_done'),
      task_late: sum('task_late'),
    };
  }

  get rates(): SequenceMailRates {
    return sequenceMailRates(this.totals);
  }

  /** The days of the period chosen, today included, in the user's zone (`YYYY-MM-DD`). */
  get range(): { from: string; to: string } {
    const today = DateTime.fromJSDate(this.clock.now(), { zone: this.clock.zone }).startOf('day');
    return { from: today.minus({ days: this.periodDays - 1 }).toISODate()!, to: today.toISODate()! };
  }

  /** The grouping of the timeline shown (the answer's; core's grouping of the range before the first answer). */
  get grouping(): StatisticsPeriodGrouping {
    const { from, to } = this.range;
    return this.timeline.value?.grouping ?? statisticsPeriodGrouping(DateTime.fromISO(from, { zone: 'utc' }), DateTime.fromISO(to, { zone: 'utc' }));
  }

  /** Every period of the timeline, zeros included (the API fills them). */
  get points(): readonly SequenceTimelinePoint[] {
    return this.timeline.value?.period_list ?? [];
  }

  /** The timeline's counters summed over the period. */
  get timelineTotals(): Record<TimelineCounter, number> {
    const totals = { mail_sent: 0, mail_opened: 0, mail_clicked: 0, mail_replied: 0, mail_bounced: 0, task_done: 0 };
    for (const point of this.points) for (const key of TIMELINE_COUNTERS) totals[key] += point[key];
    return totals;
  }

  /** Whether nothing happened over the period ("aucune activité sur la période"). */
  get isTimelineEmpty(): boolean {
    return TIMELINE_COUNTERS.every((key) => this.timelineTotals[key] === 0);
  }
}
