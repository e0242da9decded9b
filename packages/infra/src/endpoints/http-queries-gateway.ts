import { QUERIES_ENDPOINTS, type QueriesGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link QueriesGateway} over HTTP (docs/api.md "Queries"): the user's saved searches, segments, alerts and
 * lists (v1 and v2 routes), their count and sharing.
 */
export class HttpQueriesGateway extends endpointGatewayClass(QUERIES_ENDPOINTS) implements QueriesGateway {}
