import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';

/** The page, a lazy chunk of its own behind the route's (first-route budget, docs/performance.md). */
const CampaignResultsPage = lazy(() => import('../../../features/campaigns/CampaignResultsPage').then((module) => ({ default: module.CampaignResultsPage })));

/** /campaigns/results (where /campaigns leads): statistics across the organisation's campaigns. */
export const Route = createFileRoute('/_authenticated/campaigns/results')({ component: CampaignResultsRoute });

function CampaignResultsRoute() {
  return <CampaignResultsPage />;
}
