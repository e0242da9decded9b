import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { CampaignRate } from './CampaignStatisticsViewModel';
import styles from './Campaigns.module.css';

export interface CampaignRatesChartProps {
  readonly rates: readonly { key: CampaignRate; value: number; benchmark: number }[];
  /** A fixed size (tests: jsdom measures nothing); by default the chart takes its container's width. */
  readonly size?: { readonly width: number; readonly height: number };
}

const percent = (value: number) => `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;

/**
 * The campaign rates next to the benchmark rates (recharts, in a lazy chunk of its own). The figures are also in the
 * rates table beside it (keyboard and screen readers): the figure is labelled by a summary.
 */
export function CampaignRatesChart({ rates, size }: CampaignRatesChartProps) {
  const { t } = useTranslation();
  const data = rates.map((rate) => ({ name: t(`campaigns.results.rates.${rate.key}`), value: rate.value, benchmark: rate.benchmark }));
  const summary = t('campaigns.results.chartSummary', {
    list: rates.map((rate) => t('campaigns.results.chartItem', { name: t(`campaigns.results.rates.${rate.key}`), value: percent(rate.value), benchmark: percent(rate.benchmark) })).join(' ; '),
  });
  return (
    <figure className={styles.chart} aria-label={summary}>
      <BarChart data={data} {...(size === undefined ? { responsive: true, style: { width: '100%', height: 260 } } : { width: size.width, height: size.height })} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} title={summary}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="name" tick={{ fontSize: 12 }} />
        <YAxis domain={[0, 100]} tickFormatter={(value: number) => `${value} %`} tick={{ fontSize: 12 }} width={48} />
        <Tooltip formatter={(value) => percent(Number(value))} />
        {/* The legend's names in the text colour: a pale bar colour would be unreadable as text. */}
        <Legend itemSorter={null} formatter={(value) => <span style={{ color: 'var(--color-text-secondary)' }}>{value}</span>} />
        <Bar dataKey="value" name={t('campaigns.results.yours')} fill="var(--color-brand-600)" radius={[2, 2, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="benchmark" name={t('campaigns.results.benchmark')} fill="var(--color-neutral-400)" radius={[2, 2, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </figure>
  );
}
