import { createFileRoute } from '@tanstack/react-router';
import { SequenceResultsPage } from '../../../features/sequences/SequenceResultsPage';

/** /sequences/results (where /sequences leads): statistics across the organisation's sequences. */
export const Route = createFileRoute('/_authenticated/sequences/results')({ component: SequenceResultsPage });
