import { QUERIES_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { QueriesService } from './queries-service';

export interface QueriesRoutesOptions {
  readonly service: QueriesService;
}

const LIMITS = 'At most 10 saved searches, 10 company segments, 10 contact segments and 10 alerts (alert type, or is_alert on any type) per user: 409 LIMIT.QUERIES_REACHED with core\'s French sentence and details { kind, limit }.';
const READERS = "{user}: the caller, or — for a manager (is_organization_manager and MANAGER_ACCESS) — a user of his organisation; anyone else: 404.";

/**
 * Queries: lists, segments, alerts, saved searches (docs/api.md "Queries"), HTTP only. MY_LISTS is the subject of
 * every route (read to read, the designed own-items cells to create, change, share and delete one's own).
 * Registered after the notifications' routes, and DELETE last: the access suite runs the routes in registration
 * order with each caller's own list, which the DELETE removes.
 */
export const queriesRoutes: FastifyPluginAsyncZod<QueriesRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, QUERIES_ENDPOINTS, {
    listUserQueries: {
      access: permission('MY_LISTS', 'read'),
      ids: { params: { user: 'user' } },
      description: `Newest creation first, 1000 per page; query_type_id_list and is_alert filter. ${READERS}`,
      handle: ({ auth, params, query }) => service.list(auth, params.user, query),
    },
    createUserQuery: {
      access: permission('MY_LISTS', 'create'),
      ids: { params: { user: 'self' } },
      errors: [409],
      description: `{user}: the caller only. An alert-type query is always an alert (is_alert false: 400 QUERY.ALERT_FLAG_REQUIRED). ${LIMITS}`,
      handle: ({ auth, body }) => service.create(auth, body),
    },
    listUserQueriesLight: {
      access: permission('MY_LISTS', 'read'),
      ids: { params: { user: 'user' } },
      description: `The list without the criteria (pickers), same filters and order. ${READERS}`,
      handle: ({ auth, params, query }) => service.listLight(auth, params.user, query),
    },
    getUserQuery: {
      access: permission('MY_LISTS', 'read'),
      ids: { params: { user: 'user', id: 'query' } },
      description: `A query {id} owned by {user}; another user's or organisation's: 404. ${READERS}`,
      handle: ({ auth, params }) => service.get(auth, params.user, params.id),
    },
    shareUserQuery: {
      access: permission('MY_LISTS', 'create'),
      ids: { params: { user: 'self', id: 'query' }, body: { shared_user_id: 'user' } },
      errors: [409],
      description:
        'A copy of the caller\'s query {id} owned by the colleague shared_user_id (an active user of the same organisation, ' +
        'else 404; the caller himself: 400 QUERY.SHARE_WITH_SELF), within the colleague\'s limits (409 LIMIT.QUERIES_REACHED); ' +
        'the colleague gets an assignment notification naming the copy.',
      handle: ({ auth, params, body }) => service.share(auth, params.id, body),
    },
    countQueries: {
      access: permission('MY_LISTS', 'read'),
      description: "The caller's queries matching the list's filters (what the limits count: is_alert=true gives the alerts).",
      handle: ({ auth, query }) => service.count(auth, query),
    },
    listQueries: {
      access: permission('MY_LISTS', 'read'),
      description: "The caller's queries, as GET /v1/users/{caller}/queries.",
      handle: ({ auth, query }) => service.list(auth, auth.user.id, query),
    },
    createQuery: {
      access: permission('MY_LISTS', 'create'),
      errors: [409],
      description: `A query of the caller, as POST /v1/users/{caller}/queries. ${LIMITS}`,
      handle: ({ auth, body }) => service.create(auth, body),
    },
    updateQuery: {
      access: permission('MY_LISTS', 'update'),
      ids: { params: { id: 'query' } },
      errors: [409],
      description:
        "Renames, changes the criteria or the alert flag of the caller's query (the type never changes); sets modification_date. " +
        `Turning it into an alert at 10 alerts: 409. ${LIMITS}`,
      handle: ({ auth, params, body }) => service.update(auth, params.id, body),
    },
    deleteQuery: {
      access: permission('MY_LISTS', 'delete'),
      ids: { params: { id: 'query' } },
      description: "Deletes the caller's query (204); another user's or organisation's: 404.",
      handle: ({ auth, params }) => service.remove(auth, params.id),
    },
  });
};
