import { SUPPORT_CHAT_ENDPOINTS, SUPPORT_INBOX_ENDPOINTS, type SupportChatGateway, type SupportInboxGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/** Core's {@link SupportChatGateway} over HTTP: the caller's own support conversation (docs/support-chat.md). */
export class HttpSupportChatGateway extends endpointGatewayClass(SUPPORT_CHAT_ENDPOINTS) implements SupportChatGateway {}

/** Core's {@link SupportInboxGateway} over HTTP: the support staff's inbox (platform administrators). */
export class HttpSupportInboxGateway extends endpointGatewayClass(SUPPORT_INBOX_ENDPOINTS) implements SupportInboxGateway {}
