import { DEFAULT_NOTIFICATION_SETTINGS, DomainFailure } from '@cible/core';
import type {
  BulkViewedBody,
  ListAssignedBody,
  NotificationListQuery,
  NotificationListResponse,
  NotificationSettings,
  NotificationSettingsBody,
  NotViewedNotificationQuery,
} from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { RateLimitRepository } from '../../security/rate-limit-repository';
import type { QueriesRepository } from '../queries/queries-repository';
import type { UsersRepository } from '../users/users-repository';
import { toNotificationPayload } from '../../realtime/notification-record';
import type { NotificationOwner, NotificationsRepository } from './notifications-repository';
import type { Notifier } from './notifier';

export interface NotificationsServiceDependencies {
  readonly repository: NotificationsRepository;
  readonly notifier: Notifier;
  readonly users: Pick<UsersRepository, 'findUser'>;
  readonly queries: QueriesRepository;
  readonly rateLimits: RateLimitRepository;
}

/**
 * Assignment notifications one user may send per hour (designed: a rep shares a few lists a day with a handful of
 * colleagues; a script pushing hundreds is refused with 429).
 */
export const LIST_ASSIGNMENT_LIMIT = { perHour: 30, windowSeconds: 3600 } as const;

/** The newsletter configuration's path names an organisation and a user. */
export interface NewsletterTarget {
  readonly organizationId: number;
  readonly userId: number;
}

export interface NotificationsService {
  list(auth: AuthContext, query: NotificationListQuery): Promise<NotificationListResponse>;
  listNotViewed(auth: AuthContext, query: NotViewedNotificationQuery): Promise<NotificationListResponse>;
  markViewed(auth: AuthContext, id: number): Promise<void>;
  markManyViewed(auth: AuthContext, body: BulkViewedBody): Promise<void>;
  getSettings(auth: AuthContext): Promise<NotificationSettings>;
  updateSettings(auth: AuthContext, body: NotificationSettingsBody): Promise<NotificationSettings>;
  getNewsletterConfiguration(auth: AuthContext, target: NewsletterTarget): Promise<NotificationSettings>;
  updateNewsletterConfiguration(auth: AuthContext, target: NewsletterTarget, body: NotificationSettingsBody): Promise<NotificationSettings>;
  notifyListAssigned(auth: AuthContext, body: ListAssignedBody): Promise<void>;
}

const ownerOf = (auth: AuthContext): NotificationOwner => ({ userId: auth.user.id, organizationId: auth.user.organizationId });
const notificationNotFound = () => new DomainFailure('NOT_FOUND', 'No such notification.');
const userNotFound = () => new DomainFailure('NOT_FOUND', 'No such user.');

/** A fresh copy of core's defaults (no blocked query, not aggregated, not disabled). */
const defaults = (): NotificationSettings => ({ ...DEFAULT_NOTIFICATION_SETTINGS, blocked_query_id_list: [] });

/**
 * Use cases of the notifications and the newsletter configuration (docs/notifications.md). A user
 * only ever reads and changes his own notifications and settings: the owner is the token's user and organisation,
 * checked in the SQL, so any other id answers 404.
 */
export function createNotificationsService({ repository, notifier, users, queries, rateLimits }: NotificationsServiceDependencies): NotificationsService {
  const getSettings = async (owner: NotificationOwner) => {
    const settings = await repository.findSettings(owner);
    if (settings === null) throw userNotFound();
    return settings ?? defaults();
  };
  const saveSettings = async (owner: NotificationOwner, body: NotificationSettingsBody) => {
    const saved = await repository.saveSettings(owner, {
      blocked_query_id_list: [...new Set(body.blocked_query_id_list)],
      newsletter_aggregated: body.newsletter_aggregated,
      newsletter_disabled: body.newsletter_disabled,
    });
    if (saved === null) throw userNotFound();
    return saved;
  };
  /** The newsletter path must name the caller himself, in his organisation; anything else is not found. */
  const newsletterOwner = (auth: AuthContext, target: NewsletterTarget): NotificationOwner => {
    const owner = ownerOf(auth);
    if (target.organizationId !== owner.organizationId || target.userId !== owner.userId) throw userNotFound();
    return owner;
  };

  return {
    async list(auth, query) {
      const { notifications, total } = await repository.list(ownerOf(auth), {
        ...(query.notification_type_id_list === undefined ? {} : { typeIds: query.notification_type_id_list }),
        ...(query.seen === undefined ? {} : { seen: query.seen }),
        limit: query.limit,
        offset: query.offset,
      });
      return { notification_list: notifications.map(toNotificationPayload), notification_count: total };
    },

    async listNotViewed(auth, query) {
      const { notifications, total } = await repository.list(ownerOf(auth), { seen: false, limit: query.limit, offset: 0 });
      return { notification_list: notifications.map(toNotificationPayload), notification_count: total };
    },

    async markViewed(auth, id) {
      if (!(await repository.markViewed(ownerOf(auth), id))) throw notificationNotFound();
    },

    async markManyViewed(auth, body) {
      const ids = body.id_list ?? null;
      const outcome = await repository.markManyViewed(ownerOf(auth), ids);
      if (ids !== null && outcome.owned !== new Set(ids).size) throw notificationNotFound();
    },

    getSettings: (auth) => getSettings(ownerOf(auth)),
    updateSettings: (auth, body) => saveSettings(ownerOf(auth), body),
    getNewsletterConfiguration: async (auth, target) => getSettings(newsletterOwner(auth, target)),
    updateNewsletterConfiguration: async (auth, target, body) => saveSettings(newsletterOwner(auth, target), body),

    async notifyListAssigned(auth, body) {
      const scope = { organizationId: auth.user.organizationId };
      const wanted = [...new Set(body.user_id_list)];
      const recipients = await repository.activeUsersOf(scope.organizationId, wanted);
      // Every recipient must be an active colleague; otherwise nothing is sent (and nothing revealed).
      if (recipients.length !== wanted.length) throw userNotFound();
      // Only the list's owner shares it; anyone else's list answers like a missing one.
      const list = await queries.findQuery(scope, body.query_id);
      if (list === null || list.ownerUserId !== auth.user.id) throw new DomainFailure('NOT_FOUND', 'No such list.');
      const assigner = await users.findUser(scope, auth.user.id);
      if (assigner === null) throw userNotFound();
      const spent = await rateLimits.spend(`list-assigned:${auth.user.id}`, recipients.length, LIST_ASSIGNMENT_LIMIT.perHour, LIST_ASSIGNMENT_LIMIT.windowSeconds);
      if (!spent.allowed) {
        throw new DomainFailure('RATE_LIMITED', 'Too many list assignments; retry later.', {
          details: { retry_after_seconds: spent.retryAfterSeconds },
        });
      }
      await notifier.notifyMany(
        recipients.map((userId) => ({
          userId,
          type: 'assignment' as const,
          payload: { assigner_first_name: assigner.firstName, assigner_last_name: assigner.lastName, query_id: list.id, query_name: list.name },
        })),
      );
    },
  };
}
