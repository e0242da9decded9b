import { QUICK_SEARCH_ENDPOINTS, type QuickSearchGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/** Core's {@link QuickSearchGateway} over HTTP (docs/api.md "Quick search"): `GET /v1/quick-search?text=…&limit=…`. */
export class HttpQuickSearchGateway extends endpointGatewayClass(QUICK_SEARCH_ENDPOINTS) implements QuickSearchGateway {}
