import { useTranslation } from 'react-i18next';
import { formatDateFr, formatNumberFr, type StatisticsPeriodGrouping } from '@cible/core';
import type { SequencePeriodPoint } from './SequenceResultsViewModel';
import styles from './Sequences.module.css';

const WIDTH = 640;
const HEIGHT = 200;
const AXIS = 22;

/** The mails sent per period as SVG bars (the app's chart approach, as the credit consumption's), each with its title. */
export function SequenceResultsChart({ series, grouping }: { series: readonly SequencePeriodPoint[]; grouping: StatisticsPeriodGrouping }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...series.map((point) => point.mailSent));
  const slot = WIDTH / Math.max(1, series.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = HEIGHT - AXIS;
  const period = (day: string) => formatDateFr(`${day}T12:00:00Z`, 'UTC');
  const labelled = new Set([0, Math.floor((series.length - 1) / 2), series.length - 1]);
  const total = series.reduce((sum, point) => sum + point.mailSent, 0);
  const summary = t('sequences.results.chartSummary', { total: formatNumberFr(total), grouping: t(`sequences.results.grouping.${grouping}`) });
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className={styles.chartSvg} preserveAspectRatio="none">
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} className={styles.chartAxis} />
        {series.map((point, index) => {
          const height = (point.mailSent / max) * (plot - 8);
          return (
            <g key={point.periodStart}>
              <rect x={index * slot + (slot - barWidth) / 2} y={plot - height} width={barWidth} height={Math.max(height, point.mailSent > 0 ? 1 : 0)} className={styles.chartBar} rx={2}>
                <title>{t('sequences.results.bar', { period: period(point.periodStart), sent: formatNumberFr(point.mailSent), sequences: point.sequences })}</title>
              </rect>
              {labelled.has(index) && (
                <text x={index * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" className={styles.chartLabel}>
                  {period(point.periodStart)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.muted}>{summary}</figcaption>
    </figure>
  );
}
