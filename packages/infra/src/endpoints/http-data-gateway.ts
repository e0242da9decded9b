import { DATA_ENDPOINTS, type DataGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/** Core's {@link DataGateway} over HTTP (docs/api.md "Advanced search"): companies and contacts searched by criteria. */
export class HttpDataGateway extends endpointGatewayClass(DATA_ENDPOINTS) implements DataGateway {}
