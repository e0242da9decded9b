import { EXPORTS_ENDPOINTS, type ExportsGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link ExportsGateway} over HTTP (docs/rules/ports.md "exports"): the caller's exports, one export, its file
 * (`binary`: bytes, the server's file name and type), the email-rental usage, and the five ways to start an export.
 */
export class HttpExportsGateway extends endpointGatewayClass(EXPORTS_ENDPOINTS) implements ExportsGateway {}
