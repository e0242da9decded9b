import type { AnyEndpoint } from '@cible/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { registerEndpoints } from '../http/register-endpoints';
import type { EndpointResult } from '../http/register-endpoints';
import { PUBLIC, SIGNED_IN, permission } from '../http/route-declaration';
import type { RoutePermission } from '../security/route-security';
import type { ApiServer } from './api-server';

export { fastifyPath } from '../http/register-endpoints';

/**
 * Transitional: the one-route form, kept while the last route files move to `registerEndpoints` (which every new
 * route uses). A route without a permission is declared signed-in (or public when its endpoint is).
 */
export interface EndpointRouteOptions {
  readonly permission?: RoutePermission;
  readonly bodyLimit?: number;
  readonly errors?: readonly number[];
  readonly description?: string;
}

type PartOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: z.output<E['params']>;
  Querystring: PartOf<E['query']>;
  Body: PartOf<E['body']>;
}>;

export function registerEndpoint<E extends AnyEndpoint>(
  app: ApiServer,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointResult<E>>,
): void {
  const access = options.permission
    ? permission(options.permission.subject, options.permission.action)
    : endpoint.auth === 'public'
      ? PUBLIC
      : SIGNED_IN;
  registerEndpoints(app, { route: endpoint }, {
    route: {
      access,
      ...(options.errors === undefined ? {} : { errors: options.errors }),
      ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
      ...(options.description === undefined ? {} : { description: options.description }),
      handle: (call) => handler(call.request as EndpointRequest<E>, call.reply) as never,
    },
  });
}
