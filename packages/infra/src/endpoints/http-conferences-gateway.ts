import { CONFERENCES_ENDPOINTS, type ConferencesGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/** Core's {@link ConferencesGateway} over HTTP: the conference list, the themes and a conference's program. */
export class HttpConferencesGateway extends endpointGatewayClass(CONFERENCES_ENDPOINTS) implements ConferencesGateway {}
