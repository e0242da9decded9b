import { BUSINESS_ALERTS_ENDPOINTS, type BusinessAlertsGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/** Core's {@link BusinessAlertsGateway} over HTTP (docs/business-alerts.md): facets and news of a window. */
export class HttpBusinessAlertsGateway extends endpointGatewayClass(BUSINESS_ALERTS_ENDPOINTS) implements BusinessAlertsGateway {}
