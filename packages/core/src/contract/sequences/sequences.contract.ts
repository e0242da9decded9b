import type { EndpointGateway } from '../shared/endpoint';
import { SEQUENCE_ENDPOINTS } from './sequence.contract';
import { SEQUENCE_HISTORY_ENDPOINTS } from './sequence-history.contract';
import { SEQUENCE_SENDING_ENDPOINTS } from './sequence-sending.contract';
import { SEQUENCE_SETTINGS_ENDPOINTS } from './sequence-settings.contract';
import { SEQUENCE_STATISTICS_ENDPOINTS } from './sequence-statistics.contract';
import { SEQUENCE_STEPS_ENDPOINTS } from './sequence-steps.contract';
import { SEQUENCE_TARGETS_ENDPOINTS } from './sequence-targets.contract';

/**
 * Sequences (every row of the spec's "Sequences" calls: docs/rules/ports.md "sequences"), gathered from the tables of
 * each sub-feature.
 */
export const SEQUENCES_ENDPOINTS = {
  ...SEQUENCE_ENDPOINTS,
  ...SEQUENCE_SETTINGS_ENDPOINTS,
  ...SEQUENCE_STEPS_ENDPOINTS,
  ...SEQUENCE_STATISTICS_ENDPOINTS,
  ...SEQUENCE_HISTORY_ENDPOINTS,
  ...SEQUENCE_TARGETS_ENDPOINTS,
  ...SEQUENCE_SENDING_ENDPOINTS,
} as const;

/** The sequences port. */
export type SequencesGateway = EndpointGateway<typeof SEQUENCES_ENDPOINTS>;
