import { DomainFailure, QUERY_LIMITS, hasManagerAccess, queryLimitCounts, queryLimitReachedText, queryLimitRefusal, storedAlertFlag, translate } from '@cible/core';
import type {
  Query,
  QueryCountQuery,
  QueryCountResponse,
  QueryCreateBody,
  QueryLightListResponse,
  QueryLimitGroup,
  QueryLimitOwner,
  QueryLimitSubject,
  QueryListQuery,
  QueryListResponse,
  QuerySharing,
  QuerySharingBody,
  QueryUpdateBody,
} from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { RateLimitRepository } from '../../security/rate-limit-repository';
import type { Notifier, PendingNotifications } from '../notifications/notifier';
import type { UsersRepository } from '../users/users-repository';
import type { AfterInsert, QueriesRepository, QueryFilters, QueryOwner } from './queries-repository';

export interface QueriesServiceDependencies {
  readonly repository: QueriesRepository;
  readonly users: Pick<UsersRepository, 'findUser'>;
  readonly notifier: Pick<Notifier, 'notifyManyIn'>;
  readonly rateLimits: Pick<RateLimitRepository, 'spend'>;
}

/** Sharings a user may send per hour (each gives a colleague a copy and a notification), like list assignments. */
export const QUERY_SHARING_LIMIT = { perHour: 30, windowSeconds: 3600 } as const;

export interface QueriesService {
  /** The queries of `userId` (the caller, or a user of his organisation for a manager), newest first. */
  list(auth: AuthContext, userId: number, query: QueryListQuery): Promise<QueryListResponse>;
  listLight(auth: AuthContext, userId: number, query: QueryListQuery): Promise<QueryLightListResponse>;
  get(auth: AuthContext, userId: number, id: number): Promise<Query>;
  count(auth: AuthContext, query: QueryCountQuery): Promise<QueryCountResponse>;
  /** A new query of the caller (`userId` is the caller: the route declares it `self`). */
  create(auth: AuthContext, body: QueryCreateBody): Promise<Query>;
  update(auth: AuthContext, id: number, body: QueryUpdateBody): Promise<Query>;
  remove(auth: AuthContext, id: number): Promise<void>;
  share(auth: AuthContext, id: number, body: QuerySharingBody): Promise<QuerySharing>;
}

const callerOf = (auth: AuthContext): QueryOwner => ({ userId: auth.user.id, organizationId: auth.user.organizationId });
const queryNotFound = () => new DomainFailure('NOT_FOUND', 'No such query.');
const userNotFound = () => new DomainFailure('NOT_FOUND', 'No such user.');
const alertFlagRequired = () => new DomainFailure('QUERY.ALERT_FLAG_REQUIRED', 'A query of the alert type is always an alert (is_alert cannot be false).');

const filtersOf = (query: QueryCountQuery): QueryFilters => ({ typeIds: query.query_type_id_list ?? null, isAlert: query.is_alert ?? null });

/** Refuses a query that would be one too many of a kind it gains (core's queryLimitRefusal), with core's French sentence. */
function enforceLimits(groups: readonly QueryLimitGroup[], before: QueryLimitSubject | null, after: QueryLimitSubject, owner: QueryLimitOwner): void {
  const kind = queryLimitRefusal(queryLimitCounts(groups), before, after);
  if (kind === null) return;
  throw new DomainFailure('LIMIT.QUERIES_REACHED', translate(queryLimitReachedText(kind, owner), 'fr'), {
    details: { kind, limit: QUERY_LIMITS[kind] },
  });
}

/**
 * Queries: lists, segments, alerts and saved searches (docs/api.md "Queries"). A user reads and writes his own; a
 * manager (core's hasManagerAccess) also reads, never writes, those of the users of his organisation. Anyone else's
 * query, or a user the caller may not read, answers 404 like a missing one. Creations and alert flags obey core's
 * limits of 10 per kind, checked in the insert's transaction under a lock on the owner's row.
 */
export function createQueriesService({ repository, users, notifier, rateLimits }: QueriesServiceDependencies): QueriesService {
  /** Whose queries the caller reads: his own, or (manager) a user of his organisation (the tenant hook checked it). */
  const readable = (auth: AuthContext, userId: number): QueryOwner => {
    if (userId !== auth.user.id && !hasManagerAccess(auth.ability)) throw userNotFound();
    return { userId, organizationId: auth.user.organizationId };
  };

  const create = async (owner: QueryOwner, body: QueryCreateBody, limitOwner: QueryLimitOwner, afterInsert?: AfterInsert): Promise<Query | null> => {
    const isAlert = storedAlertFlag(body.query_type_id, body.is_alert);
    if (isAlert === null) throw alertFlagRequired();
    const after = { query_type_id: body.query_type_id, is_alert: isAlert };
    return repository.insert(
      owner,
      { name: body.name, queryTypeId: body.query_type_id, criteria: body.criteria, isAlert },
      (groups) => enforceLimits(groups, null, after, limitOwner),
      afterInsert,
    );
  };

  return {
    async list(auth, userId, query) {
      const { queries, total } = await repository.list(readable(auth, userId), filtersOf(query), query);
      return { query_list: queries, query_count: total };
    },

    async listLight(auth, userId, query) {
      const { queries, total } = await repository.listLight(readable(auth, userId), filtersOf(query), query);
      return { query_list: queries, query_count: total };
    },

    async get(auth, userId, id) {
      const found = await repository.get(readable(auth, userId), id);
      if (found === null) throw queryNotFound();
      return found;
    },

    async count(auth, query) {
      return { query_count: await repository.count(callerOf(auth), filtersOf(query)) };
    },

    async create(auth, body) {
      const created = await create(callerOf(auth), body, 'self');
      if (created === null) throw userNotFound();
      return created;
    },

    async update(auth, id, body) {
      const updated = await repository.update(callerOf(auth), id, (current, groups) => {
        const isAlert = body.is_alert === undefined ? current.is_alert : storedAlertFlag(current.query_type_id, body.is_alert);
        if (isAlert === null) throw alertFlagRequired();
        enforceLimits(groups, current, { query_type_id: current.query_type_id, is_alert: isAlert }, 'self');
        return { name: body.name ?? current.name, criteria: body.criteria ?? current.criteria, isAlert };
      });
      if (updated === null) throw queryNotFound();
      return updated;
    },

    async remove(auth, id) {
      if (!(await repository.remove(callerOf(auth), id))) throw queryNotFound();
    },

    async share(auth, id, body) {
      const caller = callerOf(auth);
      const source = await repository.get(caller, id);
      if (source === null) throw queryNotFound();
      if (body.shared_user_id === caller.userId) {
        throw new DomainFailure('QUERY.SHARE_WITH_SELF', 'A query is shared with a colleague, not with its owner.');
      }
      const sharer = await users.findUser(caller, caller.userId);
      if (sharer === null) throw userNotFound();
      const spent = await rateLimits.spend(`query-shared:${caller.userId}`, 1, QUERY_SHARING_LIMIT.perHour, QUERY_SHARING_LIMIT.windowSeconds);
      if (!spent.allowed) {
        throw new DomainFailure('RATE_LIMITED', 'Too many sharings; retry later.', { details: { retry_after_seconds: spent.retryAfterSeconds } });
      }
      // The copy belongs to the colleague (an active user of the same organisation, else 404) and obeys his limits.
      // Copy and notification commit together (a failed notification leaves no copy behind); sockets hear it after.
      let pending: PendingNotifications | null = null;
      const copy = await create(
        { userId: body.shared_user_id, organizationId: caller.organizationId },
        // An alert stays an alert; any other copy takes the alert flag only when the source has it.
        { name: source.name, query_type_id: source.query_type_id, criteria: source.criteria, is_alert: source.is_alert ? true : undefined },
        'colleague',
        async (tx, created) => {
          pending = await notifier.notifyManyIn(tx, [
            {
              userId: created.owner_user_id,
              type: 'assignment',
              payload: { assigner_first_name: sharer.firstName, assigner_last_name: sharer.lastName, query_id: created.id, query_name: created.name },
            },
          ]);
        },
      );
      if (copy === null) throw userNotFound();
      (pending as PendingNotifications | null)?.published();
      return { query_id: source.id, shared_user_id: copy.owner_user_id, shared_query_id: copy.id };
    },
  };
}
