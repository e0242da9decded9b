import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATIONS_ENDPOINTS, type EndpointClient, type NotificationsGateway } from '@cible/core';
import { consoleLogger, type Logger } from '../shared/logger';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link NotificationsGateway} over HTTP (docs/notifications.md "Routes"): list, unseen list (the bell), one
 * viewed, bulk viewed, settings get and put, list assigned. Loading the settings falls back to core's defaults on
 * failure (`DEFAULT_NOTIFICATION_SETTINGS`).
 */
export class HttpNotificationGateway extends endpointGatewayClass(NOTIFICATIONS_ENDPOINTS) implements NotificationsGateway {
  override readonly getNotificationSettings: NotificationsGateway['getNotificationSettings'];

  constructor(client: EndpointClient, logger: Logger = consoleLogger) {
    super(client);
    this.getNotificationSettings = async (input) => {
      try {
        return await client.call(NOTIFICATIONS_ENDPOINTS.getNotificationSettings, input ?? {});
      } catch (error) {
        logger.warn('[notifications] settings could not be loaded, defaults used', error);
        return { ...DEFAULT_NOTIFICATION_SETTINGS, blocked_query_id_list: [...DEFAULT_NOTIFICATION_SETTINGS.blocked_query_id_list] };
      }
    };
  }
}
