import { abilityFor, can, findEndpoint, hasManagerAccess } from '@cible/core';
import type { AnyEndpoint, HttpMethod } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { PERSONAL_ID_KINDS, TENANT_ID_KINDS } from '../src/http/route-declaration';
import type { DeclaredRoute, IdKind, RouteAccess } from '../src/http/route-declaration';
import { PERSONAS, accessUserOf, buildCallers, renewTokens, tenantDataFingerprint } from './support/access-fixture';
import type { Caller, Persona } from './support/access-fixture';
import { bodyText, fillPath, queryString } from './support/hostile-request';
import { sampleInput } from './support/sample-input';
import { startSeededServer } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

/**
 * The access suite (docs/security.md): generated from each route's declaration (`app.declaredRoutes`: access and ids,
 * set where the route is registered) and its contract (core's endpoint schemas, as in the OpenAPI document). A new
 * route joins it by being registered: nothing to add here.
 * 1. Every /v1 route of the OpenAPI document is declared, and every declaration is served.
 * 2. Every route × every persona (each demo licence, the manager, the testers, the staff) × both organisations: the
 *    route refuses with 403 AUTH.FORBIDDEN exactly when core's ability (the oracle) denies the declared action, never
 *    answers 5xx, and with the caller's own ids it does not answer 404.
 * 3. Every route that takes ids of an organisation: the other organisation's ids (and, for personal ids, a colleague's)
 *    answer 404, and no table of any organisation changes.
 */

type Server = Awaited<ReturnType<typeof startSeededServer>>;

/** Core's answer for a persona and a declaration: the oracle of the suite. */
function allows(access: RouteAccess, persona: Persona): boolean {
  const ability = abilityFor(accessUserOf(persona));
  switch (access.kind) {
    case 'public':
    case 'signed-in':
    case 'self-authenticated':
      return true;
    case 'platform-admin':
      return persona.isPlatformAdmin;
    case 'permission':
      return can(ability, access.action, access.subject) && (access.managerOnly !== true || hasManagerAccess(ability));
  }
}

/** The contract of a declared route (core syntax `{param}`), when it has one. */
function endpointOf(route: DeclaredRoute): AnyEndpoint | undefined {
  return findEndpoint(route.method as HttpMethod, route.url.replace(/:([a-z_][a-z0-9_]*)/g, '{$1}'))?.endpoint;
}

/** Routes that end the caller's session run last for each caller. */
const SESSION_ENDING = /\/auth\/(logout|password|current\/password)$/;

interface BuiltRequest {
  readonly method: string;
  readonly url: string;
  readonly body: string | undefined;
}

/** Replaces the declared id fields of a part with ids of `idsOf(kind)` (a list field gets a one-item list). */
function withIds(part: unknown, fields: Readonly<Record<string, IdKind>> | undefined, idsOf: (kind: IdKind) => number): unknown {
  if (fields === undefined) return part;
  const copy: Record<string, unknown> = { ...((part ?? {}) as Record<string, unknown>) };
  for (const [field, kind] of Object.entries(fields)) {
    copy[field] = Array.isArray(copy[field]) || /_list$/.test(field) ? [idsOf(kind)] : idsOf(kind);
  }
  return copy;
}

/** The sampled parts of a route's request (its schemas' ordinary valid values), before the ids are put in. */
interface SampledParts {
  readonly params: Record<string, unknown>;
  readonly query: unknown;
  readonly body: unknown;
}

/** A valid request for a route, sampled from its schemas once (the samples do not depend on the caller). */
function sampleParts(route: DeclaredRoute, seed: number): SampledParts {
  const endpoint = endpointOf(route);
  if (!endpoint) return { params: {}, query: undefined, body: ['GET', 'DELETE'].includes(route.method) ? undefined : {} };
  const params: Record<string, unknown> = {};
  const shape = (endpoint.params as unknown as { shape?: Record<string, ZodType> }).shape ?? {};
  for (const [name, schema] of Object.entries(shape)) params[name] = sampleInput(schema, seed);
  return {
    params,
    query: endpoint.query ? sampleInput(endpoint.query, seed) : undefined,
    body: endpoint.body && endpoint.method !== 'GET' ? sampleInput(endpoint.body, seed) : undefined,
  };
}

/** The request of a route from its sampled parts, with the ids `idsOf` gives for its declared id fields. */
function buildRequest(route: DeclaredRoute, parts: SampledParts, idsOf: (kind: IdKind) => number): BuiltRequest {
  const corePath = route.url.replace(/:([a-z_][a-z0-9_]*)/g, '{$1}');
  const params = withIds(parts.params, route.ids?.params, idsOf) as Record<string, unknown>;
  for (const name of corePath.match(/\{([a-z_]+)\}/g) ?? []) params[name.slice(1, -1)] ??= 1;
  const query = parts.query === undefined && route.ids?.query === undefined ? undefined : withIds(parts.query, route.ids?.query, idsOf);
  const body = parts.body === undefined ? undefined : withIds(parts.body, route.ids?.body, idsOf);
  return { method: route.method, url: `${fillPath(corePath, params)}${queryString(query, false)}`, body: bodyText(body, null) };
}

let address = 0;
/** Sends a request as a caller, each from its own client address (no throttling across requests). */
async function send(server: Server, request: BuiltRequest, token: string): Promise<{ status: number; code: string | undefined; text: string }> {
  address += 1;
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  // A redirect is an answer of the route (the click redirect of a tracked mail): not followed.
  const response = await fetch(`${server.baseUrl}${request.url}`, { method: request.method, headers, body: request.body, redirect: 'manual' });
  const text = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code, text: text.slice(0, 300) };
}

const tenantKindsOf = (route: DeclaredRoute): IdKind[] =>
  [...new Set([route.ids?.params, route.ids?.query, route.ids?.body].flatMap((fields) => Object.values(fields ?? {})))].filter((kind) =>
    TENANT_ID_KINDS.has(kind),
  );

/**
 * The sampled parts by route (its place in the sorted list, method and URL), drawn once for the file: both databases
 * serve the same routes, and drawing them (60 candidates per schema) took some 20 s per variant.
 */
const sampledByRoute = new Map<string, SampledParts>();

describeEachDatabase('access suite: every route, every licence, both organisations', (context) => {
  let server: Server;
  let callers: Caller[];
  let routes: readonly DeclaredRoute[];
  const samples = new Map<DeclaredRoute, SampledParts>();

  beforeAll(async () => {
    await loadGeneratedData(context.db, { companies: 30, contacts: 120, news: 40, conferences: 2 }, { referenceDate: '2026-05-01', seed: 11 });
    server = await startSeededServer(context.db);
    callers = await buildCallers(context.db, server.config.jwtSecret);
    routes = [...server.app.declaredRoutes].sort((a, b) => Number(SESSION_ENDING.test(a.url)) - Number(SESSION_ENDING.test(b.url)));
    for (const [index, route] of routes.entries()) {
      const key = `${index} ${route.method} ${route.url}`;
      if (!sampledByRoute.has(key)) sampledByRoute.set(key, sampleParts(route, index + 1));
      samples.set(route, sampledByRoute.get(key)!);
    }
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('declares every /v1 route of the OpenAPI document, and documents every declared route', async () => {
    const document = (await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${path.replace(/\{([a-z_]+)\}/g, ':$1')}`);
    }
    const declared = new Set(routes.map((route) => `${route.method} ${route.url}`));
    // Not in the document on purpose: the document itself, and the WebSocket upgrade (no HTTP answer to describe).
    const undocumented = new Set(['GET /v1/openapi.json', 'GET /v1/web-socket/socket']);
    for (const operation of documented) expect(declared.has(operation), `${operation} is served without a declaration`).toBe(true);
    for (const operation of declared) expect(documented.has(operation) || undocumented.has(operation), `${operation} is not in the OpenAPI document`).toBe(true);
    expect(routes.length).toBeGreaterThanOrEqual(45);
    expect(PERSONAS.length).toBe(20);
  });

  it('answers every route as core’s ability says, for every persona of both organisations, never with a 5xx', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const caller of callers) {
      for (const route of routes) {
        const request = buildRequest(route, samples.get(route)!, (kind) => caller.ownIds[kind]);
        const answer = await send(server, request, caller.token);
        const allowed = allows(route.access, caller.persona);
        const where = `${caller.persona.key}@${caller.organization} ${request.method} ${request.url} → ${answer.status} ${answer.code ?? ''}`;
        checked += 1;
        if (answer.status >= 500) failures.push(`${where}: server error ${answer.text}`);
        else if (!allowed && (answer.status !== 403 || answer.code !== 'AUTH.FORBIDDEN')) failures.push(`${where}: core denies, the route did not refuse`);
        else if (allowed && answer.code === 'AUTH.FORBIDDEN') failures.push(`${where}: core allows, the route refused`);
        else if (allowed && tenantKindsOf(route).length > 0 && answer.status === 404) failures.push(`${where}: own ids answered 404 ${answer.text}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(callers.length * routes.length);
  }, 600_000);

  it('answers 404 for another organisation’s ids (and a colleague’s personal ids) on every route, and changes nothing', async () => {
    await renewTokens(context.db, server.config.jwtSecret, callers);
    const before = await tenantDataFingerprint(context.db);
    const failures: string[] = [];
    let attempts = 0;
    for (const route of routes.filter((candidate) => tenantKindsOf(candidate).length > 0)) {
      for (const caller of callers.filter((candidate) => allows(route.access, candidate.persona))) {
        const others = callers.filter((other) => other.persona.key === caller.persona.key && other.organizationId !== caller.organizationId);
        const colleague = callers.find((other) => other.organizationId === caller.organizationId && other.userId !== caller.userId);
        const strangers = [...others, ...(colleague ? [colleague] : [])];
        for (const kind of tenantKindsOf(route)) {
          for (const stranger of strangers) {
            // A colleague's id is foreign only for personal kinds; an organisation-wide kind may name a colleague.
            if (stranger === colleague && !PERSONAL_ID_KINDS.has(kind)) continue;
            const request = buildRequest(route, samples.get(route)!, (idKind) => (idKind === kind ? stranger.ownIds[idKind] : caller.ownIds[idKind]));
            const answer = await send(server, request, caller.token);
            attempts += 1;
            if (answer.status !== 404 || answer.code !== 'NOT_FOUND') {
              failures.push(`${caller.persona.key}@${caller.organization} ${request.method} ${request.url} with ${stranger.persona.key}@${stranger.organization}'s ${kind} → ${answer.status} ${answer.text}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(attempts).toBeGreaterThan(200);
    expect(await tenantDataFingerprint(context.db)).toEqual(before);
  }, 600_000);
});
