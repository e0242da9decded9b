import { ApiErrorSchema, findEndpoint, HTTP_METHODS, isApiErrorCode } from '@cible/core';
import type { AnyEndpoint, HttpMethod } from '@cible/core';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { DEMO_PASSWORD } from '../src/tools/seed/demo-accounts';
import { freshIp } from './support/api-client';
import { hostileRequest } from './support/hostile-request';
import type { HostileRequest } from './support/hostile-request';
import { startSeededServer } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

/** The callers: a sales rep, a marketing user and an organisation manager of Atlas Conseil. */
const ACCOUNTS = ['sales@atlas.demo', 'marketing@atlas.demo', 'manager@atlas.demo'] as const;
type Account = (typeof ACCOUNTS)[number];

/**
 * Generated requests per route and database: 40 in the suite (about 230 routes, so some 9 000 requests per database;
 * at 100 the file alone took 590 s of a 2-core CI's unit phase: docs/performance.md "Time of the test suite");
 * `FUZZ_RUNS=1000` for a deeper run by hand.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);

/**
 * Codes of a database error caused by input (server/database-error.ts): never expected here, since the schemas and
 * the services should refuse such input first (a 4xx rather than a 500, but still a gap).
 */
const DATABASE_REFUSALS = ['VALIDATION.INVALID_VALUE', 'VALIDATION.CONSTRAINT_VIOLATED', 'VALIDATION.TOO_COMPLEX'];

/** The slowest answer allowed, whatever the input. */
const MAX_MILLISECONDS = 2_000;

/**
 * Routes of the OpenAPI document without a core descriptor: the health check, the development mailbox and
 * notifications, the built-in object store's upload and file URLs (test/file-storage.test.ts covers their refusals), the
 * tracking pixel and click redirect (test/sequence-replies.test.ts).
 */
const PLATFORM_ROUTES = new Set([
  'GET /v1/health',
  'PUT /v1/file-storage/uploads/{hash}',
  'GET /v1/files/{hash}',
  // The tracking pixel and click redirect of sequence mails (ADR 031): read by mail clients, not by the app.
  'GET /v1/t/o/{token}',
  'GET /v1/t/c/{token}/{n}',
  // The unsubscribe page and its opt-out (test/sequence-replies.test.ts).
  'GET /v1/t/u/{token}',
  'POST /v1/t/u/{token}',
  // The mirror page of a campaign mail (ADR 038; test/campaign-send.test.ts).
  'GET /v1/t/m/{token}',
]);
const isPlatformRoute = (route: string) => PLATFORM_ROUTES.has(route) || route.split(' ')[1]?.startsWith('/v1/dev/') === true;

/** How a generated request is authenticated: mostly a valid token; sometimes none, garbage or a wrong scheme. */
const AUTHORIZATION = fc.oneof(
  { arbitrary: fc.constant<'valid'>('valid'), weight: 12 },
  { arbitrary: fc.constantFrom(undefined, 'Bearer', 'Bearer a.b.c', 'Basic eDp5', `Bearer ${'x'.repeat(5_000)}`), weight: 1 },
);

/** Content types: JSON mostly, sometimes another one (a refusal, 415). */
const CONTENT_TYPE = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  { arbitrary: fc.constantFrom('application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'), weight: 1 },
);

describeEachDatabase('fuzzing every route from its own zod schema', (context) => {
  let server: Server;
  const routes: { method: HttpMethod; path: string; endpoint: AnyEndpoint }[] = [];
  const undescribed: string[] = [];
  let knownIds: number[] = [];
  const ownIds = new Map<Account, number[]>();
  const tokens = new Map<Account, string>();
  /** The callers' rows as seeded, to put back what a generated request changed (password, status, e-mail). */
  let seededUsers: Record<string, unknown>[] = [];

  /** Logs a caller in again; if its row was changed by a request (a new password, a status), puts it back first. */
  async function renewToken(account: Account): Promise<void> {
    const tryLogin = () => server.api.call<{ jwt?: string }>('POST', '/v1/authentication/auth/local', { body: { login: account, password: DEMO_PASSWORD }, ip: freshIp() });
    let answer = await tryLogin();
    if (answer.status !== 200) {
      for (const row of seededUsers) {
        await context.db.query('UPDATE users SET password_hash = $1, status = $2, email = $3, password_expires_at = $4, tokens_valid_after = NULL WHERE id = $5', [
          row.password_hash,
          row.status,
          row.email,
          row.password_expires_at,
          row.id,
        ]);
      }
      answer = await tryLogin();
    }
    if (answer.status !== 200 || !answer.body.jwt) throw new Error(`cannot log ${account} in again: ${answer.status} ${answer.text.slice(0, 200)}`);
    tokens.set(account, answer.body.jwt);
  }

  beforeAll(async () => {
    // A small data set: companies, contacts, news and conferences for the routes that read them.
    await loadGeneratedData(context.db, { companies: 40, contacts: 120, news: 10, conferences: 2 }, { referenceDate: '2026-05-01', seed: 11 });
    server = await startSeededServer(context.db);
    const openApi = (await server.api.call<{ paths: Record<string, Record<string, unknown>> }>('GET', '/v1/openapi.json')).body;
    for (const [path, operations] of Object.entries(openApi.paths)) {
      for (const method of Object.keys(operations).map((name) => name.toUpperCase() as HttpMethod)) {
        if (!HTTP_METHODS.includes(method)) continue;
        const entry = findEndpoint(method, path);
        if (entry) routes.push({ method, path, endpoint: entry.endpoint });
        else undescribed.push(`${method} ${path}`);
      }
    }
    seededUsers = await context.db.query('SELECT * FROM users WHERE email = ANY($1)', [[...ACCOUNTS]]);
    for (const account of ACCOUNTS) await renewToken(account);
    // Ids that exist: requests then reach rows of the callers, of their colleagues and of other organisations.
    for (const row of seededUsers) ownIds.set(row.email as Account, [Number(row.id), Number(row.organization_id)]);
    const ids = new Set<number>(seededUsers.flatMap((row) => [Number(row.id), Number(row.organization_id)]));
    for (const table of ['users', 'organizations', 'companies', 'contacts', 'news', 'notifications', 'customer_inquiries']) {
      const rows = await context.db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id LIMIT 8`).catch(() => []);
      for (const row of rows) ids.add(Number(row.id));
    }
    knownIds = [...ids].sort((left, right) => left - right);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it('fuzzes the routes of the OpenAPI document: every one but the health check and the development routes has a core descriptor', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(undescribed.filter((route) => !isPlatformRoute(route))).toEqual([]);
  });

  it(`never answers 5xx, an error outside core's { code, message } body or later than ${MAX_MILLISECONDS} ms (${RUNS_PER_ROUTE} generated requests per route)`, async () => {
    const failures: string[] = [];
    const statuses = new Map<string, Map<string, number>>();
    for (const route of routes) {
      let failure = '';
      const send = async (request: HostileRequest, account: Account, authorization: string | undefined, contentType: string) => {
        const headers: Record<string, string> = { 'x-forwarded-for': freshIp() };
        if (authorization !== undefined) headers.authorization = authorization === 'valid' ? `Bearer ${tokens.get(account)}` : authorization;
        if (request.body !== undefined) headers['content-type'] = contentType;
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}${request.url}`, { method: request.method, headers, body: request.body });
        const bytes = Buffer.from(await response.arrayBuffer());
        return { status: response.status, type: response.headers.get('content-type') ?? '', bytes, elapsed: performance.now() - started };
      };
      // The caller's own ids (user, organisation) weigh as much as all the others: its own rows are the ones it may change.
      const callerAndRequest = fc.constantFrom(...ACCOUNTS).chain((account) => {
        const own = ownIds.get(account) ?? [];
        const weighted = [...knownIds, ...Array.from({ length: Math.ceil(knownIds.length / Math.max(own.length, 1)) }, () => own).flat()];
        return fc.tuple(fc.constant(account), hostileRequest(route.endpoint, weighted));
      });
      const property = fc.asyncProperty(callerAndRequest, AUTHORIZATION, CONTENT_TYPE, async ([account, request], authorization, contentType) => {
        const answer = await send(request, account, authorization, contentType);
        const label = `${request.mode} ${request.method} ${request.url.slice(0, 300)} as ${account} body ${String(request.body).slice(0, 300)} → ${answer.status} in ${Math.round(answer.elapsed)} ms: ${answer.bytes.toString('utf8', 0, 300)}`;
        failure = label;
        expect(answer.status, label).toBeLessThan(500);
        expect(answer.elapsed, label).toBeLessThan(MAX_MILLISECONDS);
        let code = '';
        if (answer.status >= 400) {
          expect(answer.type, label).toMatch(/^application\/json/);
          expect(answer.bytes.toString('utf8'), label).not.toMatch(/\bat .+:\d+:\d+|node_modules|"stack"/);
          // Core's error body, with one of the API's codes or a domain code of core (never a framework's own code).
          const error = ApiErrorSchema.parse(JSON.parse(answer.bytes.toString('utf8')));
          code = error.code;
          expect(isApiErrorCode(code) || code.includes('.'), label).toBe(true);
          // These codes say the database refused what validation let through: a gap to close at its root.
          expect(DATABASE_REFUSALS, label).not.toContain(code);
        }
        const counts = statuses.get(`${route.method} ${route.path}`) ?? new Map<string, number>();
        counts.set(`${request.mode} ${answer.status} ${code}`, (counts.get(`${request.mode} ${answer.status} ${code}`) ?? 0) + 1);
        statuses.set(`${route.method} ${route.path}`, counts);
        // A request may have ended the caller's session (logout, password change): log in again for the next one.
        if (answer.status === 401 && authorization === 'valid' && route.endpoint.auth !== 'public') await renewToken(account);
        failure = '';
      });
      try {
        await fc.assert(property, { numRuns: RUNS_PER_ROUTE, endOnFailure: true });
      } catch (error) {
        const seed = /seed: (-?\d+)/.exec(String((error as Error).message))?.[1];
        failures.push(`${route.method} ${route.path} (seed ${seed}): ${failure || String((error as Error).message).slice(0, 500)}`);
      }
    }
    if (process.env.FUZZ_STATS) for (const [key, counts] of statuses) console.log(key, JSON.stringify(Object.fromEntries([...counts].sort())));
    expect(failures).toEqual([]);
  }, 600_000);
});
