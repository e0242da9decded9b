import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { campaignsModule } from '../../di/modules/campaignsModule';
import { useFactory } from '../../di/useFactory';
import { CampaignEngagementListsPanel } from './CampaignEngagementListsPanel';
import { CampaignStatisticsPanel } from './CampaignStatisticsPanel';
import { CAMPAIGNS_VIEW_MODEL_FACTORY } from './CampaignsViewModelFactory';
import styles from './Campaigns.module.css';

/** The results tab: the campaign's counters and rates next to the benchmark rates; once sent, its openers and clickers lists. */
export const CampaignResultsTab = observer(function CampaignResultsTab({ campaignId }: { campaignId: number }) {
  const factory = useFactory(campaignsModule, CAMPAIGNS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createStatistics(campaignId));
  const [engagement] = useState(() => factory.createEngagementLists(campaignId));
  useEffect(() => {
    void vm.load();
    void engagement.load();
  }, [vm, engagement]);
  return (
    <div className={styles.form}>
      <CampaignStatisticsPanel vm={vm} />
      <CampaignEngagementListsPanel vm={engagement} />
    </div>
  );
});
