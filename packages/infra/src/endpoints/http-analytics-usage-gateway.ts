import { ANALYTICS_USAGE_ENDPOINTS, type AnalyticsUsageGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link AnalyticsUsageGateway} over HTTP (docs/analytics.md "Usage page"): `GET /v1/analytics/usage?from=…&to=…`,
 * platform administrators only.
 */
export class HttpAnalyticsUsageGateway extends endpointGatewayClass(ANALYTICS_USAGE_ENDPOINTS) implements AnalyticsUsageGateway {}
