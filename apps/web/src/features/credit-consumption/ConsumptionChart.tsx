import { useTranslation } from 'react-i18next';
import { formatDateFr, formatNumberFr } from '@cible/core';
import type { CreditConsumptionResponse } from '@cible/core';
import styles from './CreditConsumptionPage.module.css';

const WIDTH = 640;
const HEIGHT = 180;
const AXIS = 22;

/**
 * The consumption over time as SVG bars, one per period of the answer (day, week or month as core groups the range);
 * each bar names its period and amount (title), the picture as a whole says the total and the grouping.
 */
export function ConsumptionChart({ series }: { series: CreditConsumptionResponse }) {
  const { t } = useTranslation();
  const points = series.point_list;
  const max = Math.max(1, ...points.map((point) => point.amount));
  const slot = WIDTH / Math.max(1, points.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = HEIGHT - AXIS;
  const period = (day: string) => formatDateFr(`${day}T12:00:00Z`, 'UTC');
  const labelled = new Set([0, Math.floor((points.length - 1) / 2), points.length - 1]);
  const summary = t('creditConsumption.chart.summary', { total: formatNumberFr(series.total), grouping: t(`creditConsumption.chart.grouping.${series.grouping}`) });
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className={styles.chartSvg} preserveAspectRatio="none">
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} className={styles.chartAxis} />
        {points.map((point, index) => {
          const height = (point.amount / max) * (plot - 8);
          return (
            <g key={point.period_start}>
              <rect x={index * slot + (slot - barWidth) / 2} y={plot - height} width={barWidth} height={Math.max(height, point.amount > 0 ? 1 : 0)} className={styles.chartBar} rx={2}>
                <title>{t('creditConsumption.chart.bar', { period: period(point.period_start), amount: formatNumberFr(point.amount) })}</title>
              </rect>
              {labelled.has(index) && (
                <text x={index * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" className={styles.chartLabel}>
                  {period(point.period_start)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.chartCaption}>{summary}</figcaption>
    </figure>
  );
}
