import { SMART_MAILING_ENDPOINTS, type SmartMailingGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link SmartMailingGateway} over HTTP (docs/rules/ports.md "smart_mailing"): senders, sending domains and
 * their live check, header and footer settings, campaigns, their targets and statistics.
 */
export class HttpSmartMailingGateway extends endpointGatewayClass(SMART_MAILING_ENDPOINTS) implements SmartMailingGateway {}
