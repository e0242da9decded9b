import { NEWSLETTER_ENDPOINTS, NOTIFICATIONS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../security/authorize';
import type { RoutePermission } from '../../security/route-security';
import { registerEndpoint } from '../../server/register-endpoint';
import type { NotificationsService } from './notifications-service';

export interface NotificationsRoutesOptions {
  readonly service: NotificationsService;
}

/** The bell, the notifications page and "mark viewed" (core's matrix: read on PERSONAL_SPACE_NOTIFICATIONS). */
const NOTIFICATIONS: RoutePermission = { subject: 'PERSONAL_SPACE_NOTIFICATIONS', action: 'read' };
/** Notification settings and the newsletter configuration (the same three fields, one row). */
const SETTINGS: RoutePermission = { subject: 'PERSONAL_SPACE_NOTIFICATIONS_SETTINGS', action: 'read' };
/** Assigning a list (query) to colleagues is part of the lists feature. */
const LISTS: RoutePermission = { subject: 'MY_LISTS', action: 'read' };

const OWN_ONLY = "Only the caller's own notifications: any other id (another user's, another organisation's) answers 404.";

/**
 * Notifications (app-shell §7) and the newsletter configuration (prospecting §7), HTTP only. Every route acts on
 * the caller's own data (user and organisation of the verified token, checked in the SQL).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, { service }) => {
  registerEndpoint(
    app,
    NOTIFICATIONS_ENDPOINTS.listNotifications,
    { permission: NOTIFICATIONS, description: 'Newest first (sent_at, then id); notification_count is the total matching the filters.' },
    async (request) => service.list(requireAuth(request), request.query),
  );

  registerEndpoint(
    app,
    NOTIFICATIONS_ENDPOINTS.listNotViewedNotifications,
    { permission: NOTIFICATIONS, description: 'The newest unseen notifications (5 by default); notification_count is the number unseen.' },
    async (request) => service.listNotViewed(requireAuth(request), request.query),
  );

  registerEndpoint(
    app,
    NOTIFICATIONS_ENDPOINTS.markNotificationsViewed,
    {
      permission: NOTIFICATIONS,
      errors: [404],
      description: `Without id_list: every unseen notification of the caller. With it: all of them or none. ${OWN_ONLY}`,
    },
    async (request) => service.markManyViewed(requireAuth(request), request.body),
  );

  registerEndpoint(
    app,
    NOTIFICATIONS_ENDPOINTS.markNotificationViewed,
    { permission: NOTIFICATIONS, errors: [404], description: `Idempotent: the first viewing time is kept. ${OWN_ONLY}` },
    async (request) => service.markViewed(requireAuth(request), request.params.id),
  );

  registerEndpoint(
    app,
    NOTIFICATIONS_ENDPOINTS.getNotificationSettings,
    { permission: SETTINGS, description: "Core's defaults when the user never saved any." },
    async (request) => service.getSettings(requireAuth(request)),
  );

  registerEndpoint(
    app,
    NOTIFICATIONS_ENDPOINTS.updateNotificationSettings,
    { permission: SETTINGS, description: 'Replaces the three fields (duplicate query ids dropped); answers the saved settings.' },
    async (request) => service.updateSettings(requireAuth(request), request.body),
  );

  registerEndpoint(
    app,
    NOTIFICATIONS_ENDPOINTS.notifyListAssigned,
    {
      permission: LISTS,
      errors: [404],
      description:
        'Creates an assignment notification for each listed user. Every user must be an active colleague (same organisation), else 404 and nothing is sent.',
    },
    async (request) => service.notifyListAssigned(requireAuth(request), request.body),
  );

  registerEndpoint(
    app,
    NEWSLETTER_ENDPOINTS.getNewsletterConfiguration,
    { permission: SETTINGS, errors: [404], description: 'The caller only ({org} and {user} must be his): the notification settings.' },
    async (request) =>
      service.getNewsletterConfiguration(requireAuth(request), { organizationId: request.params.org, userId: request.params.user }),
  );

  registerEndpoint(
    app,
    NEWSLETTER_ENDPOINTS.updateNewsletterConfiguration,
    { permission: SETTINGS, errors: [404], description: 'The caller only ({org} and {user} must be his): replaces the notification settings.' },
    async (request) =>
      service.updateNewsletterConfiguration(
        requireAuth(request),
        { organizationId: request.params.org, userId: request.params.user },
        request.body,
      ),
  );
};
