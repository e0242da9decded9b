import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';

/** The page, a lazy chunk of its own behind the route's (first-route budget, docs/performance.md). */
const SequenceResultsPage = lazy(() => import('../../../features/sequences/SequenceResultsPage').then((module) => ({ default: module.SequenceResultsPage })));

/** /sequences/results (where /sequences leads): statistics across the organisation's sequences. */
export const Route = createFileRoute('/_authenticated/sequences/results')({ component: SequenceResultsRoute });

function SequenceResultsRoute() {
  return <SequenceResultsPage />;
}
