import { defineEndpoint, EmptyResponseSchema } from '@cible/core';
import Fastify from 'fastify';
import type { RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiServer } from './api-server';
import { handleError } from './error-handler';
import { endpointErrorStatuses, fastifyPath, registerEndpoints } from './register-endpoints';
import { PUBLIC, SIGNED_IN, permission } from './route-declaration';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/v1/users/{user}/things/{id}',
  summary: 'One thing of a user.',
  query: z.object({ full: z.enum(['true', 'false']).optional() }),
  response: z.object({ user: z.number(), id: z.number(), full: z.boolean() }),
});
const deleteThing = defineEndpoint({
  method: 'DELETE',
  path: '/v1/things/{id}',
  summary: 'Delete a thing.',
  response: EmptyResponseSchema,
  responseType: 'none',
});
const createThing = defineEndpoint({
  method: 'POST',
  path: '/v1/things',
  summary: 'Create a thing.',
  auth: 'public',
  designed: true,
  body: z.object({ name: z.string().min(1) }).strict(),
  response: z.object({ id: z.number() }),
});

async function serverWithThings() {
  const routes: RouteOptions[] = [];
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  const server = app as unknown as ApiServer;
  registerEndpoints(server, { getThing, deleteThing, createThing }, {
    getThing: {
      access: permission('CAMPAIGNS', 'read'),
      ids: { params: { user: 'user' } },
      handle: ({ params, query }) => ({ user: params.user, id: params.id, full: query?.full === 'true' }),
    },
    deleteThing: { access: permission('CAMPAIGNS', 'delete'), handle: () => undefined },
    createThing: { access: PUBLIC, bodyLimit: 100, handle: ({ body }) => ({ id: body.name.length }) },
  });
  await app.ready();
  return { app, routes };
}

describe('fastifyPath', () => {
  it('turns core’s {param} into Fastify’s :param', () => {
    expect(fastifyPath('/v1/users/{user}/queries/{id}')).toBe('/v1/users/:user/queries/:id');
    expect(fastifyPath('/v1/users')).toBe('/v1/users');
    expect(fastifyPath('/v1/sequence/sequences/{id}/steps/{step_id}')).toBe('/v1/sequence/sequences/:id/steps/:step_id');
  });
});

describe('endpointErrorStatuses', () => {
  it('documents 400 with any input, 401/403 unless public, 404 with declared ids, 500 always, plus the route’s own', () => {
    expect(endpointErrorStatuses(getThing, { access: SIGNED_IN, errors: [409] })).toEqual([400, 401, 403, 409, 500]);
    expect(endpointErrorStatuses(getThing, { access: SIGNED_IN, ids: { params: { user: 'user' } } })).toEqual([400, 401, 403, 404, 500]);
    expect(endpointErrorStatuses(createThing, { access: PUBLIC })).toEqual([400, 500]);
    expect(endpointErrorStatuses(defineEndpoint({ method: 'GET', path: '/v1/x', summary: 'x', response: z.object({}) }), { access: SIGNED_IN })).toEqual([401, 403, 500]);
  });
});

describe('registerEndpoints', () => {
  it('declares the route once with its contract: method, path, schemas, auth, access and ids in the config', async () => {
    const { routes } = await serverWithThings();
    const thing = routes.find((route) => route.url === '/v1/users/:user/things/:id')!;
    expect(thing.method).toBe('GET');
    expect(thing.config).toEqual({ auth: 'user', access: { kind: 'permission', subject: 'CAMPAIGNS', action: 'read' }, ids: { params: { user: 'user' } } });
    expect(thing.schema?.description).toContain('Permission: read on CAMPAIGNS.');
    expect(thing.schema).toMatchObject({ summary: 'One thing of a user.', tags: ['users'], security: [{ bearer: [] }] });
    expect(thing.schema?.params).toBe(getThing.params);
    expect(thing.schema?.querystring).toBe(getThing.query);
    expect(Object.keys(thing.schema?.response as object)).toEqual(['200', '400', '401', '403', '404', '500']);
    const created = routes.find((route) => route.url === '/v1/things' && route.method === 'POST')!;
    expect(created.config).toEqual({ auth: 'public', access: { kind: 'public' } });
    expect(created.schema?.security).toBeUndefined();
    expect(created.schema?.description).toContain('Designed path');
    expect(created.bodyLimit).toBe(100);
  });

  it('parses params with core’s schema, answers the handler’s value, 204 for a none endpoint', async () => {
    const { app } = await serverWithThings();
    const thing = await app.inject({ method: 'GET', url: '/v1/users/3/things/9?full=true' });
    expect(thing.statusCode).toBe(200);
    expect(thing.json()).toEqual({ user: 3, id: 9, full: true });
    const badId = await app.inject({ method: 'GET', url: '/v1/users/3/things/abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().code).toBe('VALIDATION.INVALID_PARAMS');
    const deleted = await app.inject({ method: 'DELETE', url: '/v1/things/4' });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
  });

  it('refuses unknown body fields (core’s strict schemas) and honours the route’s body limit', async () => {
    const { app } = await serverWithThings();
    expect((await app.inject({ method: 'POST', url: '/v1/things', payload: { name: 'abc' } })).json()).toEqual({ id: 3 });
    const unknown = await app.inject({ method: 'POST', url: '/v1/things', payload: { name: 'abc', admin: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION.INVALID_BODY', issues: [{ path: [], message: expect.any(String) }] });
    const large = await app.inject({ method: 'POST', url: '/v1/things', payload: { name: 'x'.repeat(200) } });
    expect(large.statusCode).toBe(413);
  });

  it('refuses the streamed and binary answer types it cannot serve yet', async () => {
    const app = Fastify() as unknown as ApiServer;
    const stream = defineEndpoint({ method: 'GET', path: '/v1/stream', summary: 's', response: z.object({}), responseType: 'ndjson' });
    expect(() => registerEndpoints(app, { stream }, { stream: { access: SIGNED_IN, handle: () => ({}) } })).toThrow(/ndjson/);
  });

  it('refuses a declaration that contradicts the contract’s authentication', () => {
    const app = Fastify() as unknown as ApiServer;
    expect(() => registerEndpoints(app, { createThing }, { createThing: { access: SIGNED_IN, handle: () => ({ id: 1 }) } })).toThrow(/public in the contract/);
    expect(() => registerEndpoints(app, { deleteThing }, { deleteThing: { access: PUBLIC, handle: () => undefined } })).toThrow(/user in the contract/);
  });
});
