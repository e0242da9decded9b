import type { SequencesGateway } from '@cible/core';
import { token } from '../../di/token';

/**
 * The sequences port (list, steps and links, targets, settings, statistics). Declared and bound with the sequence
 * pages' module (di/modules/sequencesModule.ts), not in the app-wide tokens and gateways: they are part of the first
 * route, which is at its budget (docs/performance.md).
 */
export const SEQUENCES_GATEWAY = token<SequencesGateway>('SequencesGateway');
