import { CREDITS_ENDPOINTS, type CreditsGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/** Core's {@link CreditsGateway} over HTTP (docs/api.md "Credits"): balances, history, consumption, manager top-ups. */
export class HttpCreditsGateway extends endpointGatewayClass(CREDITS_ENDPOINTS) implements CreditsGateway {}
