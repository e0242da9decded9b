import { NEWSLETTER_ENDPOINTS, NOTIFICATIONS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { NotificationsService } from './notifications-service';

export interface NotificationsRoutesOptions {
  readonly service: NotificationsService;
}

const OWN_ONLY = "Only the caller's own notifications: any other id (another user's, another organisation's) answers 404.";

/**
 * Notifications and the newsletter configuration (docs/notifications.md "Routes"), HTTP only. Every route acts on
 * the caller's own data (user and organisation of the verified token, checked by the tenant hook and in the SQL).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, NOTIFICATIONS_ENDPOINTS, {
    listNotifications: {
      access: permission('PERSONAL_SPACE_NOTIFICATIONS', 'read'),
      description: 'Newest first (sent_at, then id); notification_count is the total matching the filters.',
      handle: ({ auth, query }) => service.list(auth, query),
    },
    listNotViewedNotifications: {
      access: permission('PERSONAL_SPACE_NOTIFICATIONS', 'read'),
      description: 'The newest unseen notifications (5 by default); notification_count is the number unseen.',
      handle: ({ auth, query }) => service.listNotViewed(auth, query),
    },
    markNotificationsViewed: {
      access: permission('PERSONAL_SPACE_NOTIFICATIONS', 'update'),
      ids: { body: { id_list: 'notification' } },
      description: `Without id_list: every unseen notification of the caller. With it: all of them or none. ${OWN_ONLY}`,
      handle: ({ auth, body }) => service.markManyViewed(auth, body),
    },
    markNotificationViewed: {
      access: permission('PERSONAL_SPACE_NOTIFICATIONS', 'update'),
      ids: { params: { id: 'notification' } },
      description: `Idempotent: the first viewing time is kept. ${OWN_ONLY}`,
      handle: ({ auth, params }) => service.markViewed(auth, params.id),
    },
    getNotificationSettings: {
      access: permission('PERSONAL_SPACE_NOTIFICATIONS_SETTINGS', 'read'),
      description: "Core's defaults when the user never saved any.",
      handle: ({ auth }) => service.getSettings(auth),
    },
    updateNotificationSettings: {
      access: permission('PERSONAL_SPACE_NOTIFICATIONS_SETTINGS', 'update'),
      ids: { body: { blocked_query_id_list: 'query' } },
      description: 'Replaces the three fields (duplicate query ids dropped); answers the saved settings.',
      handle: ({ auth, body }) => service.updateSettings(auth, body),
    },
    notifyListAssigned: {
      access: permission('MY_LISTS', 'update'),
      ids: { body: { query_id: 'query', user_id_list: 'user' } },
      errors: [429],
      description:
        'The caller shares a list he owns: an assignment notification for each listed user, every one an active colleague ' +
        '(same organisation), else 404 and nothing is sent. At most 30 assignment notifications per caller per hour (429).',
      handle: ({ auth, body }) => service.notifyListAssigned(auth, body),
    },
  });
  registerEndpoints(app, NEWSLETTER_ENDPOINTS, {
    getNewsletterConfiguration: {
      access: permission('PERSONAL_SPACE_NOTIFICATIONS_SETTINGS', 'read'),
      ids: { params: { org: 'organization', user: 'self' } },
      description: 'The caller only ({org} and {user} must be his): the notification settings.',
      handle: ({ auth, params }) => service.getNewsletterConfiguration(auth, { organizationId: params.org, userId: params.user }),
    },
    updateNewsletterConfiguration: {
      access: permission('PERSONAL_SPACE_NOTIFICATIONS_SETTINGS', 'update'),
      ids: { params: { org: 'organization', user: 'self' }, body: { blocked_query_id_list: 'query' } },
      description: 'The caller only ({org} and {user} must be his): replaces the notification settings.',
      handle: ({ auth, params, body }) =>
        service.updateNewsletterConfiguration(auth, { organizationId: params.org, userId: params.user }, body),
    },
  });
};
