import { useTranslation } from 'react-i18next';
import { formatDateFr, formatNumberFr, type SequenceTimelinePoint, type StatisticsPeriodGrouping } from '@cible/core';
import { TimelineChart } from '../../ui/components/TimelineChart/TimelineChart';
import { TIMELINE_COUNTERS, type TimelineCounter } from './SequenceResultsViewModel';

/** The series drawn: sent as bars, opened, clicked and replied as lines (bounced and tasks done are in the data table). */
const LINES: readonly { key: TimelineCounter; color: string }[] = [
  { key: 'mail_opened', color: 'var(--color-success-600)' },
  { key: 'mail_clicked', color: 'var(--color-warning-600)' },
  { key: 'mail_replied', color: 'var(--color-info-700)' },
];

export interface SequenceResultsChartProps {
  readonly points: readonly SequenceTimelinePoint[];
  readonly grouping: StatisticsPeriodGrouping;
  readonly totals: Readonly<Record<TimelineCounter, number>>;
  /** A fixed size (tests: jsdom measures nothing); by default the chart takes its container's width. */
  readonly size?: { readonly width: number; readonly height: number };
}

/**
 * The timeline of the sequences (the ui kit's recharts TimelineChart, in the results page's lazy chunk only): e-mails
 * sent per period as bars, opened / clicked / replied as lines; every counter in the table behind "Voir les données".
 */
export function SequenceResultsChart({ points, grouping, totals, size }: SequenceResultsChartProps) {
  const { t } = useTranslation();
  const summary = t('sequences.results.chartSummary', {
    sent: formatNumberFr(totals.mail_sent),
    opened: formatNumberFr(totals.mail_opened),
    clicked: formatNumberFr(totals.mail_clicked),
    replied: formatNumberFr(totals.mail_replied),
    grouping: t(`sequences.results.grouping.${grouping}`),
  });
  return (
    <TimelineChart
      points={points}
      bar="mail_sent"
      lines={LINES}
      columns={TIMELINE_COUNTERS}
      size={size}
      texts={{
        summary,
        tableCaption: t('sequences.results.chartTitle'),
        showData: t('sequences.results.showData'),
        periodColumn: t('sequences.results.tablePeriod'),
        periodOf: (start) => t(`sequences.results.periodOf.${grouping}`, { date: formatDateFr(`${start}T12:00:00Z`, 'UTC') }),
        counterName: (key) => t(`sequences.record.counter.${key}`),
      }}
    />
  );
}
