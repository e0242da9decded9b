import { makeAutoObservable } from 'mobx';
import { DateTime } from 'luxon';
import {
  SEQUENCE_STATISTICS_STATUS_IDS,
  sequenceMailRates,
  STATISTICS_SEQUENCE_LIMIT,
  statisticsPeriodGrouping,
  type Clock,
  type Sequence,
  type SequenceListResponse,
  type SequenceMailRates,
  type SequencesGateway,
  type StatisticsPeriodGrouping,
} from '@cible/core';
import { Loadable } from '../../view-model/Loadable';

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

/** One bar of the chart: a period (its first day) and the mails sent by the sequences started in it. */
export interface SequencePeriodPoint {
  readonly periodStart: string;
  readonly mailSent: number;
  readonly sequences: number;
}

const PERIOD_UNIT: Readonly<Record<StatisticsPeriodGrouping, 'day' | 'week' | 'month'>> = { '1_day': 'day', '1_week': 'week', '1_month': 'month' };

/** The periods chosen on the page, in days back from today. */
export const RESULT_PERIOD_DAYS = [7, 30, 90, 365] as const;
export type ResultPeriodDays = (typeof RESULT_PERIOD_DAYS)[number];

/**
 * /sequences/results: statistics across the organisation's sequences (up to 1000; drafts ignored, core's rule), one
 * owner or all: totals, rounded rates (core's percentages) and, over the period chosen, the sequences started and
 * their mails sent by day, week or month (core's period grouping of the range).
 */
export class SequenceResultsViewModel {
  readonly sequences = new Loadable<SequenceListResponse>({ status: 'loading' });
  periodDays: ResultPeriodDays = 30;
  ownerUserId: number | null = null;

  constructor(
    private readonly gateway: Pick<SequencesGateway, 'listSequences'>,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'gateway' | 'clock'>(this, { gateway: false, clock: false, sequences: false }, { autoBind: true });
  }

  load(): Promise<unknown> {
    const owner = this.ownerUserId;
    return this.sequences.load(() =>
      this.gateway.listSequences({
        query: { status_id_list: [...SEQUENCE_STATISTICS_STATUS_IDS], ...(owner === null ? {} : { owner_user_id: owner }), limit: STATISTICS_SEQUENCE_LIMIT, offset: 0 },
      }),
    );
  }

  setOwner(ownerUserId: number | null): Promise<unknown> {
    this.ownerUserId = ownerUserId;
    return this.load();
  }

  setPeriod(days: ResultPeriodDays): void {
    this.periodDays = days;
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

  private get range(): { from: DateTime; to: DateTime } {
    const to = DateTime.fromJSDate(this.clock.now(), { zone: this.clock.zone }).endOf('day');
    return { from: to.minus({ days: this.periodDays - 1 }).startOf('day'), to };
  }

  get grouping(): StatisticsPeriodGrouping {
    const { from, to } = this.range;
    return statisticsPeriodGrouping(from, to);
  }

  /** Every period of the range (none skipped), with the sequences started in it and their mails sent. */
  get series(): SequencePeriodPoint[] {
    const { from, to } = this.range;
    const unit = PERIOD_UNIT[this.grouping];
    const points = new Map<string, { mailSent: number; sequences: number }>();
    for (let cursor = from.startOf(unit); cursor <= to; cursor = cursor.plus({ [`${unit}s`]: 1 })) points.set(cursor.toISODate()!, { mailSent: 0, sequences: 0 });
    for (const row of this.rows) {
      if (row.start_date === null) continue;
      const start = DateTime.fromISO(row.start_date, { zone: this.clock.zone });
      if (start < from || start > to) continue;
      const point = points.get(start.startOf(unit).toISODate()!);
      if (point) {
        point.mailSent += row.mail_sent;
        point.sequences += 1;
      }
    }
    return [...points].map(([periodStart, point]) => ({ periodStart, ...point }));
  }
}
