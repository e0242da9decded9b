import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { campaignsModule } from '../../di/modules/campaignsModule';
import { useFactory } from '../../di/useFactory';
import { Card } from '../../ui/components/Card/Card';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { CampaignStatisticsPanel } from './CampaignStatisticsPanel';
import { CampaignTimelineChart } from './CampaignTimelineChart';
import { CAMPAIGN_RESULT_PERIODS, type CampaignResultPeriod } from './CampaignStatisticsViewModel';
import { CampaignsFrame } from './CampaignsFrame';
import { CAMPAIGNS_VIEW_MODEL_FACTORY } from './CampaignsViewModelFactory';
import styles from './Campaigns.module.css';

/** /campaigns/results (where /campaigns leads): the statistics of the campaigns sent over a period, and their activity per period (chart). */
export const CampaignResultsPage = observer(function CampaignResultsPage() {
  const { t } = useTranslation();
  const factory = useFactory(campaignsModule, CAMPAIGNS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createStatistics(null));
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <CampaignsFrame section="results" title={t('campaigns.results.title')} lead={t('campaigns.results.lead')}>
      <div className={styles.addRow}>
        <Select
          label={t('campaigns.results.period')}
          options={CAMPAIGN_RESULT_PERIODS.map((days) => ({ value: days, name: t('campaigns.results.lastDays', { count: days }) }))}
          value={vm.period}
          onChange={(value) => void vm.setPeriod(value as CampaignResultPeriod)}
          className={styles.filter}
        />
      </div>
      <CampaignStatisticsPanel vm={vm} />
      <Card title={t('campaigns.results.timeline.title')} headingLevel={2}>
        {vm.timeline.status === 'loading' && vm.timeline.value === null && <Skeleton variant="card" lines={4} label={t('campaigns.results.timeline.loading')} />}
        {vm.timeline.status === 'error' && <ErrorState headingLevel={3} text={t('campaigns.results.timeline.error')} onRetry={() => void vm.timeline.retry()} />}
        {vm.timeline.value !== null && vm.timeline.status !== 'error' && vm.isTimelineEmpty && <p className={styles.muted}>{t('campaigns.results.timeline.empty')}</p>}
        {vm.timeline.value !== null && vm.timeline.status !== 'error' && !vm.isTimelineEmpty && (
          <CampaignTimelineChart points={vm.points} grouping={vm.timeline.value.grouping} totals={vm.timelineTotals} />
        )}
      </Card>
    </CampaignsFrame>
  );
});
