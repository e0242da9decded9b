import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { SequenceStatusCode } from '@cible/core';

/** The page, a lazy chunk of its own behind the route's (first-route budget, docs/performance.md). */
const SequenceListPage = lazy(() => import('../../../features/sequences/SequenceListPage').then((module) => ({ default: module.SequenceListPage })));

/** /sequences/lists/{status} (draft, programmed, ongoing, paused, finished, archived: the guard checks the value). */
export const Route = createFileRoute('/_authenticated/sequences/lists/$status')({ component: SequenceListRoute });

function SequenceListRoute() {
  const { status } = Route.useParams();
  return <SequenceListPage key={status} status={status as SequenceStatusCode} />;
}
