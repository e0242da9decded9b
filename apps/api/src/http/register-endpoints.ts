import { DomainFailure, endpointPathParamNames } from '@cible/core';
import type { AnyEndpoint } from '@cible/core';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { ApiServer } from './api-server';
import { ErrorResponseSchema } from './error-response';
import { describeAccess } from './route-declaration';
import type { RouteAccess, RouteIds } from './route-declaration';

type PartOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The caller of an authenticated route (set by the authentication hook, declared in security/auth-context.ts). */
export type Caller = NonNullable<FastifyRequest['auth']>;

/** One call of an endpoint: the parsed params, query and body, the caller, the raw request and reply. */
export interface EndpointCall<E extends AnyEndpoint> {
  readonly params: z.output<E['params']>;
  readonly query: PartOf<E['query']>;
  readonly body: PartOf<E['body']>;
  /** The signed-in caller; a 401 when the route is public and nobody signed in. */
  readonly auth: Caller;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * What the handler returns: the response schema's value, nothing for a 204 endpoint, the reply for a `binary`
 * endpoint (the handler sends the file itself: headers and a stream).
 */
export type EndpointResult<E extends AnyEndpoint> = E['responseType'] extends 'none'
  ? void
  : E['responseType'] extends 'binary'
    ? FastifyReply
    : z.output<E['response']>;

/** How one endpoint of core's contract is served. */
export interface EndpointRoute<E extends AnyEndpoint> {
  /** Who may call it (core's matrix for `permission`); checked before the body is even read. */
  readonly access: RouteAccess;
  /** The ids it receives and what they designate: another organisation's answers 404 (see RouteIds). */
  readonly ids?: RouteIds;
  /** Error statuses it may answer besides the automatic ones (400, 401, 403, 404 with ids, 500): 409, 429… */
  readonly errors?: readonly number[];
  /** Largest body in bytes, when above the server default (1 MiB). */
  readonly bodyLimit?: number;
  /** Longer OpenAPI description. */
  readonly description?: string;
  readonly handle: (call: EndpointCall<E>) => Promise<EndpointResult<E>> | EndpointResult<E>;
}

/** The routes of some endpoints of a contract table, by operation name. */
export type EndpointRoutes<T extends Readonly<Record<string, AnyEndpoint>>> = { readonly [K in keyof T]?: EndpointRoute<T[K]> };

const PATH_PARAM = /\{([a-z_][a-z0-9_]*)\}/g;

/** A path pattern of core (`/v1/users/{id}`) in Fastify's syntax (`/v1/users/:id`). */
export function fastifyPath(path: string): string {
  return path.replace(PATH_PARAM, ':$1');
}

/** The error statuses an endpoint documents: 400 with any input, 401/403 unless public, 404 with ids, 500, plus the route's. */
export function endpointErrorStatuses(endpoint: AnyEndpoint, route: Pick<EndpointRoute<AnyEndpoint>, 'access' | 'ids' | 'errors'>): number[] {
  const statuses = new Set<number>([500, ...(route.errors ?? [])]);
  if (endpoint.body !== undefined || endpoint.query !== undefined || endpointPathParamNames(endpoint.path).length > 0) {
    statuses.add(400);
  }
  if (endpoint.auth !== 'public') statuses.add(401).add(403);
  if (route.ids !== undefined) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Registers the routes of a contract table: `registerEndpoints(app, USERS_ENDPOINTS, { getUser: { access, ids,
 * handle } })`. Each route is declared once with its contract (method and path, params/query/body schemas validated
 * with unknown body fields refused, the response schema, core's error body, the authentication of the descriptor)
 * and with who may call it and which ids it receives, which the authorisation and tenant hooks enforce and the access
 * suite tests for every licence. A `none` endpoint answers 204 with no body.
 */
export function registerEndpoints<T extends Readonly<Record<string, AnyEndpoint>>>(app: ApiServer, table: T, routes: EndpointRoutes<T>): void {
  for (const [operation, route] of Object.entries(routes) as [string, EndpointRoute<AnyEndpoint> | undefined][]) {
    const endpoint = table[operation];
    if (route === undefined || endpoint === undefined) continue;
    registerEndpoint(app, endpoint, route);
  }
}

function registerEndpoint(app: ApiServer, endpoint: AnyEndpoint, route: EndpointRoute<AnyEndpoint>): void {
  const where = `${endpoint.method} ${endpoint.path}`;
  if (endpoint.responseType === 'ndjson') {
    throw new Error(`registerEndpoints: ${endpoint.responseType} answers are not supported (${where}).`);
  }
  // A route without a bearer token is public, or checks a credential of its own (the analytics beacon's token).
  const withoutBearer = route.access.kind === 'public' || route.access.kind === 'self-authenticated';
  if ((endpoint.auth === 'public') !== withoutBearer) {
    throw new Error(`registerEndpoints: ${where} is ${endpoint.auth} in the contract but declared ${route.access.kind}.`);
  }
  const successStatus = endpoint.responseType === 'none' ? 204 : 200;
  // Any zod schema (core's error body is a zod/mini one): the type provider reads both flavours.
  // A binary answer is the file's bytes (no JSON schema to serialize with).
  const response: Record<number, z.core.$ZodType> = endpoint.responseType === 'binary' ? {} : { [successStatus]: endpoint.response };
  for (const status of endpointErrorStatuses(endpoint, route)) response[status] = ErrorResponseSchema;

  const descriptionLines = [
    route.description,
    endpoint.auth === 'public' ? undefined : `Authentication: bearer token (${endpoint.auth}).`,
    describeAccess(route.access),
    endpoint.designed ? 'Designed path (not shown by the specification).' : undefined,
  ].filter((line): line is string => line !== undefined);

  const schema: Record<string, unknown> = {
    summary: endpoint.summary,
    description: descriptionLines.join('\n\n'),
    tags: [areaOf(endpoint.path)],
    response,
  };
  if (endpoint.auth !== 'public') schema.security = [{ bearer: [] }];
  if (endpointPathParamNames(endpoint.path).length > 0) schema.params = endpoint.params;
  if (endpoint.query !== undefined) schema.querystring = endpoint.query;
  if (endpoint.body !== undefined) schema.body = endpoint.body;

  const options: RouteOptions = {
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    schema,
    config: { auth: endpoint.auth, access: route.access, ...(route.ids === undefined ? {} : { ids: route.ids }) },
    handler: async (request, reply) => {
      const result = await route.handle(callOf(request, reply));
      if (reply.sent || endpoint.responseType === 'binary') return reply;
      if (successStatus === 204) return reply.status(204).send();
      return reply.status(200).send(result);
    },
  };
  if (route.bodyLimit !== undefined) options.bodyLimit = route.bodyLimit;
  app.route(options);
}

function callOf(request: FastifyRequest, reply: FastifyReply): EndpointCall<AnyEndpoint> {
  return {
    params: request.params as never,
    query: request.query as never,
    body: request.body as never,
    get auth(): Caller {
      if (!request.auth) throw new DomainFailure('AUTH.TOKEN_MISSING', 'Authentication is required.');
      return request.auth;
    },
    request,
    reply,
  };
}

/** The first segment after the version: `/v1/authentication/auth/local` → `authentication`. */
function areaOf(path: string): string {
  return path.split('/')[2] ?? 'api';
}
