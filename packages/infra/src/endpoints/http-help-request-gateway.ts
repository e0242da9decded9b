import { HELP_REQUEST_ENDPOINTS, type HelpRequestGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/** Core's {@link HelpRequestGateway} over HTTP: sends the help form to customer service (the answer is not read). */
export class HttpHelpRequestGateway extends endpointGatewayClass(HELP_REQUEST_ENDPOINTS) implements HelpRequestGateway {}
