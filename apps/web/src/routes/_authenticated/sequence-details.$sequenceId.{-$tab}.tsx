import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';

/**
 * The page, a lazy chunk of its own behind the route's (its modules' list then lives in the route's chunk, not in the
 * first route: docs/performance.md, first-route budget).
 */
const SequenceDetailsScreen = lazy(() => import('../../features/sequences/SequenceDetailsScreen').then((module) => ({ default: module.SequenceDetailsScreen })));

/**
 * /sequence-details/{sequence_id}/{tab?} (tabs steps, settings, targets, record; steps by default), `step_position`
 * opens a step. The id and the tab are checked by the guard's route table (core's matchRoute); the search is read by
 * the lazy page (no validateSearch here: its schema would weigh on the first route).
 */
export const Route = createFileRoute('/_authenticated/sequence-details/$sequenceId/{-$tab}')({ component: SequenceDetailsRoute });

function SequenceDetailsRoute() {
  const { sequenceId, tab } = Route.useParams();
  const search: unknown = Route.useSearch();
  return <SequenceDetailsScreen sequenceId={sequenceId} tab={tab} search={search} />;
}
