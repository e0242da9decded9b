import { EMAIL_CONNECTION_ENDPOINTS, type EmailConnectionGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link EmailConnectionGateway} over HTTP (docs/rules/ports.md "email_connection"): a user's mailbox
 * credentials (get, delete) and the OAuth links of the mailbox connection.
 */
export class HttpEmailConnectionGateway extends endpointGatewayClass(EMAIL_CONNECTION_ENDPOINTS) implements EmailConnectionGateway {}
