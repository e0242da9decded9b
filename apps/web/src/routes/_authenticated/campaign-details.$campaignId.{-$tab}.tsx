import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';

/** The page, a lazy chunk of its own behind the route's (first-route budget, docs/performance.md). */
const CampaignDetailsScreen = lazy(() => import('../../features/campaigns/CampaignDetailsScreen').then((module) => ({ default: module.CampaignDetailsScreen })));

/**
 * /campaign-details/{campaign_id}/{tab?} (tabs results, settings, content, targets, summary; results by default). The
 * id and the tab are checked by the guard's route table (core's matchRoute).
 */
export const Route = createFileRoute('/_authenticated/campaign-details/$campaignId/{-$tab}')({ component: CampaignDetailsRoute });

function CampaignDetailsRoute() {
  const { campaignId, tab } = Route.useParams();
  return <CampaignDetailsScreen campaignId={campaignId} tab={tab} />;
}
