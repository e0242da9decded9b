import { CampaignDetailsPage } from './CampaignDetailsPage';
import { CAMPAIGN_DETAIL_TABS, type CampaignDetailsTab } from './campaignDetailsPath';

export interface CampaignDetailsScreenProps {
  campaignId: string;
  tab: string | undefined;
}

/** The details page from the route's raw params (results by default: core's route table). */
export function CampaignDetailsScreen({ campaignId, tab }: CampaignDetailsScreenProps) {
  const id = Number(campaignId);
  const current: CampaignDetailsTab = CAMPAIGN_DETAIL_TABS.includes(tab as CampaignDetailsTab) ? (tab as CampaignDetailsTab) : 'results';
  return <CampaignDetailsPage key={id} campaignId={id} tab={current} />;
}
