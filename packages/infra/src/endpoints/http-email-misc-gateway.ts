import { EMAIL_MISC_ENDPOINTS, type EmailMiscGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/** Core's {@link EmailMiscGateway} over HTTP: the unsubscribe page's call (public: no bearer token) and the other e-mail actions. */
export class HttpEmailMiscGateway extends endpointGatewayClass(EMAIL_MISC_ENDPOINTS) implements EmailMiscGateway {}
