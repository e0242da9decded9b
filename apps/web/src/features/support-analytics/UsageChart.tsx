import { useId } from 'react';
import type { UsageBar } from './AnalyticsUsageViewModel';
import styles from './AnalyticsUsagePage.module.css';

export interface UsageChartProps {
  readonly title: string;
  readonly description: string;
  readonly bars: readonly UsageBar[];
  readonly max: number;
  /** The axis label of a day ("12 mars"). */
  readonly dayLabel: (day: string) => string;
  /** The tooltip of a bar ("jeudi 12 mars 2026 : 5"). */
  readonly barLabel: (bar: UsageBar) => string;
}

const WIDTH = 960;
const HEIGHT = 240;
const LEFT = 36;
const BOTTOM = 24;
const TOP = 8;

/**
 * A bar chart drawn in SVG (no chart library): a bar per day, the busiest day's value on the axis, the first, middle
 * and last days under it. An image for assistive technologies (its title and description); the same figures are in
 * the table beside it.
 */
export function UsageChart({ title, description, bars, max, dayLabel, barLabel }: UsageChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const slot = bars.length === 0 ? plotWidth : plotWidth / bars.length;
  const gap = Math.min(4, slot * 0.2);
  const labelled = new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1]);
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <title id={titleId}>{title}</title>
      <desc id={descriptionId}>{description}</desc>
      <line className={styles.axis} x1={LEFT} x2={WIDTH} y1={TOP + plotHeight} y2={TOP + plotHeight} />
      <line className={styles.grid} x1={LEFT} x2={WIDTH} y1={TOP} y2={TOP} />
      <text className={styles.tick} x={LEFT - 6} y={TOP + 4} textAnchor="end">
        {max}
      </text>
      <text className={styles.tick} x={LEFT - 6} y={TOP + plotHeight} textAnchor="end">
        0
      </text>
      {bars.map((bar, index) => {
        const height = bar.ratio * plotHeight;
        const x = LEFT + index * slot + gap / 2;
        return (
          <g key={bar.day}>
            <rect className={styles.bar} x={x} y={TOP + plotHeight - height} width={Math.max(slot - gap, 1)} height={height} data-day={bar.day} data-events={bar.event_count}>
              <title>{barLabel(bar)}</title>
            </rect>
            {labelled.has(index) && (
              <text
                className={styles.tick}
                x={index === 0 ? x : index === bars.length - 1 ? x + slot - gap : x + (slot - gap) / 2}
                y={HEIGHT - 6}
                textAnchor={index === 0 ? 'start' : index === bars.length - 1 ? 'end' : 'middle'}
              >
                {dayLabel(bar.day)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
