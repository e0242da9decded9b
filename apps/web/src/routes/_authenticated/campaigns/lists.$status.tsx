import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { CampaignStatusCode } from '@cible/core';

/** The page, a lazy chunk of its own behind the route's (first-route budget, docs/performance.md). */
const CampaignListPage = lazy(() => import('../../../features/campaigns/CampaignListPage').then((module) => ({ default: module.CampaignListPage })));

/** /campaigns/lists/{status} (draft, scheduled, sent: the guard checks the value). */
export const Route = createFileRoute('/_authenticated/campaigns/lists/$status')({ component: CampaignListRoute });

function CampaignListRoute() {
  const { status } = Route.useParams();
  return <CampaignListPage key={status} status={status as CampaignStatusCode} />;
}
