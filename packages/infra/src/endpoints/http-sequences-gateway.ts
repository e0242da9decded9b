import { SEQUENCES_ENDPOINTS, TASKS_ENDPOINTS, type SequencesGateway, type TasksGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link SequencesGateway} over HTTP (docs/rules/ports.md "sequences"): sequences, their steps and links,
 * targets, settings, statistics and test sends.
 */
export class HttpSequencesGateway extends endpointGatewayClass(SEQUENCES_ENDPOINTS) implements SequencesGateway {}

/** Core's {@link TasksGateway} over HTTP (docs/rules/ports.md "tasks"). */
export class HttpTasksGateway extends endpointGatewayClass(TASKS_ENDPOINTS) implements TasksGateway {}
