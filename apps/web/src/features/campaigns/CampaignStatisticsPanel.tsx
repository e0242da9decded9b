import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatNumberFr } from '@cible/core';
import { Card } from '../../ui/components/Card/Card';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import type { CampaignStatisticsViewModel } from './CampaignStatisticsViewModel';
import styles from './Campaigns.module.css';

/** The chart (recharts): a lazy chunk of its own, loaded with the statistics only. */
const CampaignRatesChart = lazy(() => import('./CampaignRatesChart').then((module) => ({ default: module.CampaignRatesChart })));

const COUNTERS = ['target_count', 'sent_count', 'delivered_count', 'opened_count', 'clicked_count', 'replied_count', 'bounced_count', 'unsubscribed_count'] as const;

const percent = (value: number) => `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;

/** Counters, rates next to the benchmark rates, and their chart, of a campaign or a period. */
export const CampaignStatisticsPanel = observer(function CampaignStatisticsPanel({ vm }: { vm: CampaignStatisticsViewModel }) {
  const { t } = useTranslation();
  const value = vm.statistics.value;
  if (value === null) {
    return (
      <Card>
        {vm.statistics.status === 'error' ? <ErrorState headingLevel={2} text={t('campaigns.results.loadError')} onRetry={() => void vm.load()} /> : <Skeleton variant="card" lines={4} label={t('campaigns.results.loading')} />}
      </Card>
    );
  }
  return (
    <>
      <Card title={t('campaigns.results.totals')} headingLevel={2}>
        <dl className={styles.stats}>
          {vm.campaignCount !== null && (
            <div className={styles.stat}>
              <dt className={styles.muted}>{t('campaigns.results.campaignCount')}</dt>
              <dd className={styles.statValue}>{formatNumberFr(vm.campaignCount)}</dd>
            </div>
          )}
          {COUNTERS.map((key) => (
            <div key={key} className={styles.stat}>
              <dt className={styles.muted}>{t(`campaigns.results.counters.${key}`)}</dt>
              <dd className={styles.statValue}>{formatNumberFr(value[key])}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={t('campaigns.results.ratesTitle')} description={t('campaigns.results.ratesLead')} headingLevel={2}>
        <div className={styles.columns}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('campaigns.results.rate')}</th>
                <th scope="col">{t('campaigns.results.yours')}</th>
                <th scope="col">{t('campaigns.results.benchmark')}</th>
              </tr>
            </thead>
            <tbody>
              {vm.rates.map((rate) => (
                <tr key={rate.key}>
                  <th scope="row">{t(`campaigns.results.rates.${rate.key}`)}</th>
                  <td>{percent(rate.value)}</td>
                  <td>{percent(rate.benchmark)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Suspense fallback={<Skeleton variant="card" lines={3} label={t('campaigns.results.loading')} />}>
            <CampaignRatesChart rates={vm.rates} />
          </Suspense>
        </div>
      </Card>
    </>
  );
});
