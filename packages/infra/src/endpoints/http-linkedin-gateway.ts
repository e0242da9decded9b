import { LINKEDIN_ENDPOINTS, type LinkedinGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link LinkedinGateway} over HTTP (docs/api.md "Connections"): the caller's LinkedIn credentials, disconnect,
 * auth link.
 */
export class HttpLinkedinGateway extends endpointGatewayClass(LINKEDIN_ENDPOINTS) implements LinkedinGateway {}
