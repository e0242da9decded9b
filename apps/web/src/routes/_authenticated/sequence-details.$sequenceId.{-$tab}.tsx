import { createFileRoute } from '@tanstack/react-router';
import { SequenceDetailsPage, SEQUENCE_DETAIL_TABS, type SequenceDetailTab } from '../../features/sequences/SequenceDetailsPage';
import { SequenceDetailsSearchSchema } from '../../features/sequences/sequenceDetailsSearch';

/**
 * /sequence-details/{sequence_id}/{tab?} (tabs steps, settings, targets, record; steps by default), `step_position`
 * opens a step. The id and the tab are checked by the guard's route table (core's matchRoute).
 */
export const Route = createFileRoute('/_authenticated/sequence-details/$sequenceId/{-$tab}')({
  validateSearch: SequenceDetailsSearchSchema,
  component: SequenceDetailsRoute,
});

function SequenceDetailsRoute() {
  const { sequenceId, tab } = Route.useParams();
  const { step_position } = Route.useSearch();
  const id = Number(sequenceId);
  const current: SequenceDetailTab = SEQUENCE_DETAIL_TABS.includes(tab as SequenceDetailTab) ? (tab as SequenceDetailTab) : 'steps';
  return <SequenceDetailsPage key={id} sequenceId={id} tab={current} stepPosition={step_position ?? null} />;
}
