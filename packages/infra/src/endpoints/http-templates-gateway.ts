import { TEMPLATE_TEST_SEND_ENDPOINTS, TEMPLATES_ENDPOINTS, type TemplatesGateway, type TemplateTestSendGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link TemplatesGateway} over HTTP (docs/rules/ports.md "templates"): email templates, their tags and
 * statistics; with the editor's preview and test send ({@link TemplateTestSendGateway}, ADR 020).
 */
export class HttpTemplatesGateway
  extends endpointGatewayClass({ ...TEMPLATES_ENDPOINTS, ...TEMPLATE_TEST_SEND_ENDPOINTS })
  implements TemplatesGateway, TemplateTestSendGateway {}
