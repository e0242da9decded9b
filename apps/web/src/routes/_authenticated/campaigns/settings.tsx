import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';

/** The page, a lazy chunk of its own behind the route's (first-route budget, docs/performance.md). */
const CampaignSettingsPage = lazy(() => import('../../../features/campaigns/CampaignSettingsPage').then((module) => ({ default: module.CampaignSettingsPage })));

/** /campaigns/settings: the organisation's email header and footer, senders and sending domains. */
export const Route = createFileRoute('/_authenticated/campaigns/settings')({ component: CampaignSettingsRoute });

function CampaignSettingsRoute() {
  return <CampaignSettingsPage />;
}
