import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDateFr, formatNumberFr } from '@cible/core';
import styles from './TimelineChart.module.css';

/** One period of a timeline: its first day and its counters. */
export type TimelinePoint<K extends string> = { readonly period_start: string } & Readonly<Record<K, number>>;

export interface TimelineChartTexts<K extends string> {
  /** The sentence that labels the figure (its totals), also its caption. */
  readonly summary: string;
  /** The data table's caption (read by screen readers). */
  readonly tableCaption: string;
  readonly showData: string;
  readonly periodColumn: string;
  /** A period's name in the tooltip and the table, from its first day (e.g. "semaine du 16/11/2026"). */
  readonly periodOf: (start: string) => string;
  readonly counterName: (key: K) => string;
}

export interface TimelineChartProps<K extends string> {
  readonly points: readonly TimelinePoint<K>[];
  /** The counter drawn as bars. */
  readonly bar: K;
  /** The counters drawn as lines, with their colours. */
  readonly lines: readonly { readonly key: K; readonly color: string }[];
  /** Every counter of the data table, in order. */
  readonly columns: readonly K[];
  readonly texts: TimelineChartTexts<K>;
  /** A fixed size (tests: jsdom measures nothing); by default the chart takes its container's width. */
  readonly size?: { readonly width: number; readonly height: number };
}

/**
 * A timeline of counters per period (recharts: load it only from lazy pages): one counter as bars, others as lines,
 * French dates, a tooltip and a legend. The figure is labelled by a summary and its figures are in a table behind a
 * disclosure (keyboard and screen readers).
 */
export function TimelineChart<K extends string>({ points, bar, lines, columns, texts, size }: TimelineChartProps<K>) {
  const day = (start: string) => formatDateFr(`${start}T12:00:00Z`, 'UTC');
  const data = points.map((point) => ({ ...point }));
  return (
    <figure className={styles.chart} aria-label={texts.summary}>
      <ComposedChart
        data={data}
        {...(size === undefined ? { responsive: true, style: { width: '100%', height: 280 } } : { width: size.width, height: size.height })}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        title={texts.summary}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="period_start" tickFormatter={day} tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} tickFormatter={(value: number) => formatNumberFr(value)} tick={{ fontSize: 12 }} width={48} />
        <Tooltip labelFormatter={(label) => texts.periodOf(String(label))} formatter={(value) => formatNumberFr(Number(value))} />
        <Legend itemSorter={null} />
        <Bar dataKey={bar} name={texts.counterName(bar)} fill="var(--color-brand-600)" radius={[2, 2, 0, 0]} isAnimationActive={false} />
        {lines.map(({ key, color }) => (
          <Line key={key} type="linear" dataKey={key} name={texts.counterName(key)} stroke={color} strokeWidth={2} dot={points.length <= 31} isAnimationActive={false} />
        ))}
      </ComposedChart>
      <figcaption className={styles.muted}>{texts.summary}</figcaption>
      <details className={styles.chartData}>
        <summary>{texts.showData}</summary>
        <table className={styles.chartTable}>
          <caption className="visually-hidden">{texts.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.periodColumn}</th>
              {columns.map((key) => (
                <th key={key} scope="col">
                  {texts.counterName(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.period_start}>
                <th scope="row">{texts.periodOf(point.period_start)}</th>
                {columns.map((key) => (
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
