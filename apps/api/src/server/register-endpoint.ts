import { endpointPathParamNames } from '@cible/core';
import type { AnyEndpoint } from '@cible/core';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { RoutePermission } from '../security/route-security';
import type { ApiServer } from './api-server';
import { ErrorResponseSchema } from './error-response';

/** What a route adds to its endpoint descriptor (the descriptor itself stays the contract). */
export interface EndpointRouteOptions {
  /** The permission of core's matrix the route requires (403 `AUTH.FORBIDDEN` otherwise). */
  readonly permission?: RoutePermission;
  /** Largest body in bytes, when above the server default (1 MiB). */
  readonly bodyLimit?: number;
  /** Error statuses the route may answer besides the automatic ones (400, 401, 403, 500): 404, 429… */
  readonly errors?: readonly number[];
  /** OpenAPI tags; default: the path's area (`/v1/users/…` → `users`). */
  readonly tags?: readonly string[];
  /** Longer OpenAPI description. */
  readonly description?: string;
}

type PartOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request of an endpoint's route: params, query and body typed by the descriptor's schemas (after parsing). */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: z.output<E['params']>;
  Querystring: PartOf<E['query']>;
  Body: PartOf<E['body']>;
}>;

/** What the handler returns: the response schema's value, nothing for a 204 endpoint. */
export type EndpointResult<E extends AnyEndpoint> = E['responseType'] extends 'none' ? void : z.output<E['response']>;

export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>>;

const PATH_PARAM = /\{([a-z_][a-z0-9_]*)\}/g;

/** A path pattern of core (`/v1/users/{id}`) in Fastify's syntax (`/v1/users/:id`). */
export function fastifyPath(path: string): string {
  return path.replace(PATH_PARAM, ':$1');
}

/** The error statuses an endpoint documents: 400 with any input, 401/403 unless public, 500, plus the route's. */
export function endpointErrorStatuses(endpoint: AnyEndpoint, options: EndpointRouteOptions = {}): number[] {
  const statuses = new Set<number>([500, ...(options.errors ?? [])]);
  if (endpoint.body !== undefined || endpoint.query !== undefined || endpointPathParamNames(endpoint.path).length > 0) {
    statuses.add(400);
  }
  if (endpoint.auth !== 'public') statuses.add(401).add(403);
  if (options.permission) statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Registers the Fastify route of one endpoint of core's contract, so that each route is declared once with its
 * contract: method and path (`{param}` → `:param`), params/query/body schemas (validated, unknown body fields
 * refused by core's strict schemas), the response schema (answers are checked against it), the error answers
 * (core's ApiError body), the authentication requirement (`config.auth` = the descriptor's `auth`, enforced by
 * the authentication hook) and the permission (`config.permission`, enforced by the authorisation hook).
 * A `none` endpoint answers 204 with no body. Streamed (`ndjson`) and `binary` endpoints are not supported yet.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: ApiServer,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void {
  if (endpoint.responseType !== 'json' && endpoint.responseType !== 'none') {
    throw new Error(`registerEndpoint: ${endpoint.responseType} answers are not supported (${endpoint.method} ${endpoint.path}).`);
  }
  const successStatus = endpoint.responseType === 'none' ? 204 : 200;
  const response: Record<number, z.ZodType> = { [successStatus]: endpoint.response };
  for (const status of endpointErrorStatuses(endpoint, options)) response[status] = ErrorResponseSchema;

  const descriptionLines = [
    options.description,
    endpoint.auth === 'public' ? 'No authentication.' : `Authentication: bearer token (${endpoint.auth}).`,
    options.permission ? `Permission: ${options.permission.action} on ${options.permission.subject}.` : undefined,
    endpoint.designed ? 'Designed path (not shown by the specification).' : undefined,
  ].filter((line): line is string => line !== undefined);

  const schema: Record<string, unknown> = {
    summary: endpoint.summary,
    description: descriptionLines.join('\n\n'),
    tags: [...(options.tags ?? [areaOf(endpoint.path)])],
    response,
  };
  if (endpoint.auth !== 'public') schema.security = [{ bearer: [] }];
  if (endpointPathParamNames(endpoint.path).length > 0) schema.params = endpoint.params;
  if (endpoint.query !== undefined) schema.querystring = endpoint.query;
  if (endpoint.body !== undefined) schema.body = endpoint.body;

  const route: RouteOptions = {
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    schema,
    config: options.permission ? { auth: endpoint.auth, permission: options.permission } : { auth: endpoint.auth },
    handler: async (request, reply) => {
      const result = await handler(request as unknown as EndpointRequest<E>, reply);
      if (reply.sent) return reply;
      if (successStatus === 204) return reply.status(204).send();
      return reply.status(200).send(result);
    },
  };
  if (options.bodyLimit !== undefined) route.bodyLimit = options.bodyLimit;
  app.route(route);
}

/** The first segment after the version: `/v1/authentication/auth/local` → `authentication`. */
function areaOf(path: string): string {
  return path.split('/')[2] ?? 'api';
}
