import { TEMPLATES_ENDPOINTS, type TemplatesGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/** Core's {@link TemplatesGateway} over HTTP (docs/rules/ports.md "templates"): email templates, their tags and statistics. */
export class HttpTemplatesGateway extends endpointGatewayClass(TEMPLATES_ENDPOINTS) implements TemplatesGateway {}
