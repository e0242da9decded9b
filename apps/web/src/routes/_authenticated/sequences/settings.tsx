import { createFileRoute } from '@tanstack/react-router';
import { SequenceThresholdsPage } from '../../../features/sequences/SequenceThresholdsPage';

/** /sequences/settings: the daily sending threshold per user (a manager edits the team's). */
export const Route = createFileRoute('/_authenticated/sequences/settings')({ component: SequenceThresholdsPage });
