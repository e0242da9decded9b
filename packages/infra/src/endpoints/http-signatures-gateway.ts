import { SIGNATURES_ENDPOINTS, type SignaturesGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link SignaturesGateway} over HTTP (docs/rules/ports.md "signatures"): the caller's signatures and, for a
 * manager, those of the users core's sender rule lets him edit.
 */
export class HttpSignaturesGateway extends endpointGatewayClass(SIGNATURES_ENDPOINTS) implements SignaturesGateway {}
