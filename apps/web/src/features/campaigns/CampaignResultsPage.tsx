import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { campaignsModule } from '../../di/modules/campaignsModule';
import { useFactory } from '../../di/useFactory';
import { Select } from '../../ui/components/Select/Select';
import { CampaignStatisticsPanel } from './CampaignStatisticsPanel';
import { CAMPAIGN_RESULT_PERIODS, type CampaignResultPeriod } from './CampaignStatisticsViewModel';
import { CampaignsFrame } from './CampaignsFrame';
import { CAMPAIGNS_VIEW_MODEL_FACTORY } from './CampaignsViewModelFactory';
import styles from './Campaigns.module.css';

/** /campaigns/results (where /campaigns leads): the statistics of the campaigns sent over a period. */
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
    </CampaignsFrame>
  );
});
