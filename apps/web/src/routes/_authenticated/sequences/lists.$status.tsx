import { createFileRoute } from '@tanstack/react-router';
import type { SequenceStatusCode } from '@cible/core';
import { SequenceListPage } from '../../../features/sequences/SequenceListPage';

/** /sequences/lists/{status} (draft, programmed, ongoing, paused, finished, archived: the guard checks the value). */
export const Route = createFileRoute('/_authenticated/sequences/lists/$status')({ component: SequenceListRoute });

function SequenceListRoute() {
  const { status } = Route.useParams();
  return <SequenceListPage key={status} status={status as SequenceStatusCode} />;
}
