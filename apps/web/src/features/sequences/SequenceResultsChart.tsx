import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDateFr, formatNumberFr, type SequenceTimelinePoint, type StatisticsPeriodGrouping } from '@cible/core';
import { TIMELINE_COUNTERS, type TimelineCounter } from './SequenceResultsViewModel';
import styles from './Sequences.module.css';

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
 * The timeline of the sequences (recharts, in the results page's lazy chunk only): e-mails sent per period as bars,
 * opened / clicked / replied as lines, French dates, a tooltip and a legend. The figure is labelled by a summary and
 * its figures are in a table behind "Voir les données" (keyboard and screen readers).
 */
export function SequenceResultsChart({ points, grouping, totals, size }: SequenceResultsChartProps) {
  const { t } = useTranslation();
  const day = (start: string) => formatDateFr(`${start}T12:00:00Z`, 'UTC');
  const period = (start: string) => t(`sequences.results.periodOf.${grouping}`, { date: day(start) });
  const name = (key: TimelineCounter) => t(`sequences.record.counter.${key}`);
  const summary = t('sequences.results.chartSummary', {
    sent: formatNumberFr(totals.mail_sent),
    opened: formatNumberFr(totals.mail_opened),
    clicked: formatNumberFr(totals.mail_clicked),
    replied: formatNumberFr(totals.mail_replied),
    grouping: t(`sequences.results.grouping.${grouping}`),
  });
  const data = points.map((point) => ({ ...point }));
  return (
    <figure className={styles.chart} aria-label={summary}>
      <ComposedChart
        data={data}
        {...(size === undefined ? { responsive: true, style: { width: '100%', height: 280 } } : { width: size.width, height: size.height })}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        title={summary}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="period_start" tickFormatter={day} tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} tickFormatter={(value: number) => formatNumberFr(value)} tick={{ fontSize: 12 }} width={48} />
        <Tooltip labelFormatter={(label) => period(String(label))} formatter={(value) => formatNumberFr(Number(value))} />
        <Legend itemSorter={null} />
        <Bar dataKey="mail_sent" name={name('mail_sent')} fill="var(--color-brand-600)" radius={[2, 2, 0, 0]} isAnimationActive={false} />
        {LINES.map(({ key, color }) => (
          <Line key={key} type="linear" dataKey={key} name={name(key)} stroke={color} strokeWidth={2} dot={points.length <= 31} isAnimationActive={false} />
        ))}
      </ComposedChart>
      <figcaption className={styles.muted}>{summary}</figcaption>
      <details className={styles.chartData}>
        <summary>{t('sequences.results.showData')}</summary>
        <table className={styles.chartTable}>
          <caption className="visually-hidden">{t('sequences.results.chartTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sequences.results.tablePeriod')}</th>
              {TIMELINE_COUNTERS.map((key) => (
                <th key={key} scope="col">
                  {name(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.period_start}>
                <th scope="row">{period(point.period_start)}</th>
                {TIMELINE_COUNTERS.map((key) => (
                  <td key={key}>{formatNumberFr(point[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
