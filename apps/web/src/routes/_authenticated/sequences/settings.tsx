import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';

/** The page, a lazy chunk of its own behind the route's (first-route budget, docs/performance.md). */
const SequenceThresholdsPage = lazy(() => import('../../../features/sequences/SequenceThresholdsPage').then((module) => ({ default: module.SequenceThresholdsPage })));

/** /sequences/settings: the daily sending threshold per user (a manager edits the team's). */
export const Route = createFileRoute('/_authenticated/sequences/settings')({ component: SequenceThresholdsRoute });

function SequenceThresholdsRoute() {
  return <SequenceThresholdsPage />;
}
