import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { campaignsModule } from '../../di/modules/campaignsModule';
import { useFactory } from '../../di/useFactory';
import { CampaignStatisticsPanel } from './CampaignStatisticsPanel';
import { CAMPAIGNS_VIEW_MODEL_FACTORY } from './CampaignsViewModelFactory';
import styles from './Campaigns.module.css';

/** The results tab: the campaign's counters and rates next to the benchmark rates. */
export const CampaignResultsTab = observer(function CampaignResultsTab({ campaignId }: { campaignId: number }) {
  const factory = useFactory(campaignsModule, CAMPAIGNS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createStatistics(campaignId));
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <div className={styles.form}>
      <CampaignStatisticsPanel vm={vm} />
    </div>
  );
});
