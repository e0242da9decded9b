import { SequenceDetailsPage, SEQUENCE_DETAIL_TABS, type SequenceDetailTab } from './SequenceDetailsPage';
import { stepPositionOf } from './sequenceDetailsSearch';

export interface SequenceDetailsScreenProps {
  sequenceId: string;
  tab: string | undefined;
  search: unknown;
}

/** The details page from the route's raw params and search (steps by default; step_position read here). */
export function SequenceDetailsScreen({ sequenceId, tab, search }: SequenceDetailsScreenProps) {
  const id = Number(sequenceId);
  const current: SequenceDetailTab = SEQUENCE_DETAIL_TABS.includes(tab as SequenceDetailTab) ? (tab as SequenceDetailTab) : 'steps';
  return <SequenceDetailsPage key={id} sequenceId={id} tab={current} stepPosition={stepPositionOf(search)} />;
}
