import { BAT_EMAILS_ENDPOINTS, type BatEmailsGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/** Core's {@link BatEmailsGateway} over HTTP (docs/rules/ports.md "bat_emails"): the caller's test-send addresses. */
export class HttpBatEmailsGateway extends endpointGatewayClass(BAT_EMAILS_ENDPOINTS) implements BatEmailsGateway {}
