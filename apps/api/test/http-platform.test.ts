import { DomainFailure, FIRST_PAINT_PAGES, FIRST_PAINT_SLOTS, homeGreeting, statusOfErrorCode } from '@cible/core';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PUBLIC } from '../src/http/route-declaration';
import { MEDIA_CACHE_CONTROL } from '../src/modules/company-pages/media-routes';
import type { ApiServer } from '../src/http/api-server';
import { ErrorResponseSchema } from '../src/http/error-response';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';
import { startTestServer } from './support/start-test-server';
import type { TestServer } from './support/start-test-server';

const SECRET_DETAIL = 'connection string postgres://admin:hunter2@db/internal';

/** Test-only routes exercising validation, size limits and error mapping (public, as every /v1 route declares). */
function registerProbeRoutes(app: ApiServer): void {
  const config = { access: PUBLIC };
  app.post(
    '/v1/test/echo',
    {
      config,
      schema: {
        body: z.object({ email: z.email(), age: z.number().int().min(18), tags: z.array(z.string()).max(2).optional() }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
        response: { 200: z.object({ email: z.string(), age: z.number() }) },
      },
    },
    async (request) => ({ email: request.body.email, age: request.body.age }),
  );
  app.post(
    '/v1/test/large',
    { config, bodyLimit: 5 * 1024 * 1024, schema: { body: z.object({ data: z.string() }) } },
    async (request) => ({ length: request.body.data.length }),
  );
  app.get('/v1/test/crash', { config }, async () => {
    throw new Error(`database exploded: ${SECRET_DETAIL}`);
  });
  app.get('/v1/test/conflict', { config }, async () => {
    throw new DomainFailure('INQUIRY.QUOTA_REACHED', 'Fifteen inquiries are already open.', { details: { retry_after_seconds: 30 } });
  });
  app.get('/v1/test/bad-response', { config, schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => {
    return { id: 'not a number' } as unknown as { id: number };
  });
}

async function json(response: Response): Promise<unknown> {
  return JSON.parse(await response.text());
}

function expectErrorShape(body: unknown, code: string): void {
  expect(ErrorResponseSchema.parse(body).code).toBe(code);
  expect(JSON.stringify(body)).not.toMatch(/stack|at .*\(.*:\d+:\d+\)|node_modules|hunter2/);
}

describeEachDatabase('HTTP platform', (context) => {
  let server: TestServer;
  let url: (path: string) => string;

  beforeAll(async () => {
    server = await startTestServer({ database: context.db, configure: registerProbeRoutes });
    url = (path) => `${server.baseUrl}${path}`;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers GET /v1/health with the database kind after a round trip', async () => {
    const response = await fetch(url('/v1/health'));
    expect(response.status).toBe(200);
    const body = (await json(response)) as { status: string; version: string; database: { kind: string; latencyMs: number } };
    expect(body.status).toBe('ok');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.database.kind).toBe(context.kind === 'pglite' ? 'embedded' : 'server');
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers an unknown /v1 route with 404 { code: NOT_FOUND }, whatever the method and Accept header', async () => {
    for (const init of [{}, { method: 'DELETE' }, { headers: { accept: 'text/html' } }] satisfies RequestInit[]) {
      const response = await fetch(url('/v1/no/such/route'), init);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expectErrorShape(await json(response), 'NOT_FOUND');
    }
  });

  it('answers malformed JSON with 400 VALIDATION.MALFORMED_JSON', async () => {
    const response = await fetch(url('/v1/test/echo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.fr", ',
    });
    expect(response.status).toBe(400);
    expectErrorShape(await json(response), 'VALIDATION.MALFORMED_JSON');
  });

  it('refuses a body over 1 MiB with 413 PAYLOAD_TOO_LARGE, and a route may raise its own limit', async () => {
    const big = JSON.stringify({ data: 'x'.repeat(1024 * 1024 + 10) });
    const refused = await fetch(url('/v1/test/echo'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(refused.status).toBe(413);
    expectErrorShape(await json(refused), 'PAYLOAD_TOO_LARGE');

    const accepted = await fetch(url('/v1/test/large'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toEqual({ length: 1024 * 1024 + 10 });
  });

  it('answers a schema violation with 400 VALIDATION.INVALID_BODY / INVALID_QUERY listing the issues', async () => {
    const response = await fetch(url('/v1/test/echo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email', age: 12, tags: ['a', 'b', 'c'] }),
    });
    expect(response.status).toBe(400);
    const body = ErrorResponseSchema.parse(await json(response));
    expect(body.code).toBe('VALIDATION.INVALID_BODY');
    expect(body.issues?.map((issue) => issue.path.join('.')).sort()).toEqual(['age', 'email', 'tags']);
    expect(body.message).toContain('body.email');
    expect(body.message).toContain('body.age');

    const query = await fetch(url('/v1/test/echo?page=0'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.fr', age: 30 }),
    });
    expect(query.status).toBe(400);
    const queryError = ErrorResponseSchema.parse(await json(query));
    expect(queryError.code).toBe('VALIDATION.INVALID_QUERY');
    expect(queryError.issues).toEqual([{ path: ['page'], message: expect.any(String) }]);

    const valid = await fetch(url('/v1/test/echo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.fr', age: 30 }),
    });
    expect(valid.status).toBe(200);
    expect(await json(valid)).toEqual({ email: 'a@b.fr', age: 30 });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await fetch(url('/v1/test/echo'), { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    expect(response.status).toBe(415);
    expectErrorShape(await json(response), 'VALIDATION.UNSUPPORTED_MEDIA_TYPE');
  });

  it('hides unexpected errors behind 500 INTERNAL, without stack trace or message', async () => {
    for (const path of ['/v1/test/crash', '/v1/test/bad-response']) {
      const response = await fetch(url(path));
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ code: 'INTERNAL', message: 'An unexpected error occurred.' });
      expect(text).not.toContain('exploded');
      expect(text).not.toContain('hunter2');
    }
  });

  it('answers a domain failure with the status of its code in core’s one table, its code, details and Retry-After', async () => {
    const response = await fetch(url('/v1/test/conflict'));
    expect(response.status).toBe(statusOfErrorCode('INQUIRY.QUOTA_REACHED'));
    expect(response.status).toBe(409);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await json(response)).toEqual({ code: 'INQUIRY.QUOTA_REACHED', message: 'Fifteen inquiries are already open.', details: { retry_after_seconds: 30 } });
  });

  it('sets security headers and a request id on every answer', async () => {
    for (const path of ['/v1/health', '/v1/no/such/route']) {
      const response = await fetch(url(path));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-request-id')).toBeTruthy();
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('serves the OpenAPI document generated from the zod schemas, and a reference page', async () => {
    const response = await fetch(url('/v1/openapi.json'));
    expect(response.status).toBe(200);
    const document = (await json(response)) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { responses?: Record<string, unknown>; requestBody?: unknown }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Cible API');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/v1/health', '/v1/dev/mails', '/v1/test/echo']));
    expect(document.paths['/v1/openapi.json']).toBeUndefined();
    expect(document.paths['/v1/health']?.get?.responses).toHaveProperty('503');
    expect(JSON.stringify(document.paths['/v1/test/echo']?.post?.requestBody)).toContain('"email"');
    expect(Object.keys(document.components.schemas)).toContain('ApiError');

    const docs = await fetch(url('/v1/docs'));
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/text\/html/);
    expect(await docs.text()).toMatch(/swagger/i);
  });

  it('answers a browser navigation with a "not built yet" page while the web app is not built', async () => {
    const response = await fetch(url('/personal-space/profile'), { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('not built yet');
  });
});

describeEachDatabase('HTTP platform: Cache-Control', (context) => {
  let server: Awaited<ReturnType<typeof startSeededServer>>;

  beforeAll(async () => {
    server = await startSeededServer(context.db);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers every authenticated JSON call, and its refusals, with Cache-Control: no-store', async () => {
    const token = await server.api.login('kam@atlas.demo');
    const own = await userIdOf(context.db, 'kam@atlas.demo');
    const otherOrganisation = await userIdOf(context.db, 'sales@boreal.demo');
    const answers = {
      ok: await server.api.call('GET', `/v1/users/${own}`, { token }),
      configurations: await server.api.call('GET', '/v1/global-configurations', { token }),
      notFound: await server.api.call('GET', `/v1/users/${otherOrganisation}`, { token }),
      missingToken: await server.api.call('GET', `/v1/users/${own}`),
      badToken: await server.api.call('GET', `/v1/users/${own}`, { token: 'not.a.token' }),
      invalidBody: await server.api.call('POST', '/v1/analytics/events', { token, body: { event_list: 'x' } }),
      help: await server.api.call('POST', '/v1/email/help-request', { token, body: { request_type: 'training', message: 'Bonjour' } }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status]))).toEqual({
      ok: 200,
      configurations: 200,
      notFound: 404,
      missingToken: 401,
      badToken: 401,
      invalidBody: 400,
      help: 204,
    });
    for (const [name, answer] of Object.entries(answers)) expect(answer.headers.get('cache-control'), name).toBe('no-store');
  });

  it('does not let the answers that carry a token be stored either (login, renewal)', async () => {
    const login = await server.api.call<{ jwt: string }>('POST', '/v1/authentication/auth/local', { body: { login: 'kam@atlas.demo', password: 'Demo2026!' } });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const renewal = await server.api.call('POST', '/v1/authentication/auth/token-renewals', { body: { jwt: login.body.jwt } });
    expect(renewal.status).toBe(200);
    expect(renewal.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the media images’ own caching (private, a day, then their ETag)', async () => {
    const token = await server.api.login('kam@atlas.demo');
    const logo = await server.api.call('GET', '/v1/media/company-logos/1', { headers: { cookie: `cible_token=${token}` } });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    const etag = logo.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.api.call('GET', '/v1/media/company-logos/1', { headers: { cookie: `cible_token=${token}`, 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
  });
});

describeEachDatabase('HTTP platform: the home page greets its user in the HTML', (context) => {
  let server: Awaited<ReturnType<typeof startSeededServer>>;
  let webDist: string;
  const greetingPage = (word: string) => `<!doctype html><div id="root"><p>${FIRST_PAINT_SLOTS.date}</p><h1>${word} ${FIRST_PAINT_SLOTS.firstName}</h1></div>`;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'cible-web-dist-'));
    writeFileSync(join(webDist, FIRST_PAINT_PAGES.home), '<!doctype html><div id="root">home frame</div>');
    writeFileSync(join(webDist, FIRST_PAINT_PAGES.homeMorning), greetingPage('Bonjour'));
    writeFileSync(join(webDist, FIRST_PAINT_PAGES.homeEvening), greetingPage('Bonsoir'));
    server = await startSeededServer(context.db, { env: { WEB_DIST_DIR: webDist } });
    // A first name that would be markup if it were not escaped.
    await context.db.query(`UPDATE users SET first_name = 'Zoé <b>&' WHERE lower(email) = 'sales@atlas.demo'`);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const home = (cookie: string, encoding = 'identity') => fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html', cookie, 'accept-encoding': encoding } });

  it('writes the first name, escaped, and the date of the browser’s zone into the greeting page, for that user only', async () => {
    const token = await server.api.login('sales@atlas.demo');
    const response = await home(`cible_token=${token}; cible_zone=America%2FNew_York`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('cookie');
    const expected = homeGreeting(new Date(), 'America/New_York', 'fr')!;
    expect(await response.text()).toBe(`<!doctype html><div id="root"><p>${expected.date}</p><h1>${expected.part === 'evening' ? 'Bonsoir' : 'Bonjour'} Zoé &lt;b&gt;&amp;</h1></div>`);
  });

  it('sends it compressed as the browser accepts', async () => {
    const token = await server.api.login('sales@atlas.demo');
    const cookie = `cible_token=${token}; cible_zone=Europe%2FParis`;
    for (const [accepted, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip']] as const) {
      const response = await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html', cookie, 'accept-encoding': accepted } });
      expect(response.headers.get('content-encoding'), accepted).toBe(encoding);
      expect(response.headers.get('vary')).toContain('accept-encoding');
      // fetch decodes what it announced: the body is the page, read through the declared encoding.
      expect(await response.text()).toContain('Zoé &lt;b&gt;&amp;');
    }
  });

  it('sends the plain home frame when it cannot greet: no zone, a zone it does not know, a forged or revoked token', async () => {
    const token = await server.api.login('sales@atlas.demo');
    const revoked = await server.api.login('kam@atlas.demo');
    await server.api.call('POST', '/v1/authentication/auth/logout', { token: revoked });
    for (const cookie of [`cible_token=${token}`, `cible_token=${token}; cible_zone=Mars%2FOlympus`, 'cible_token=a.b.c; cible_zone=UTC', `cible_token=${revoked}; cible_zone=UTC`]) {
      const response = await home(cookie);
      expect(response.status, cookie).toBe(200);
      expect(await response.text(), cookie).toContain('home frame');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });
});

describe('HTTP platform: the built web app', () => {
  let server: TestServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'cible-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Cible SPA</title><div id="root">login form</div>');
    // The first-paint pages of the build (docs/adr/009-first-paint-without-script.md).
    writeFileSync(join(webDist, 'app.html'), '<!doctype html><title>Cible SPA</title><div id="root"></div>');
    writeFileSync(join(webDist, 'app-frame.html'), '<!doctype html><title>Cible SPA</title><div id="root">application frame</div>');
    writeFileSync(join(webDist, 'home-frame.html'), '<!doctype html><title>Cible SPA</title><div id="root">home frame</div>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");');
    // The build's compressed copies (apps/web/build-tools/compressAssets.ts); distinct texts show which file was sent.
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("brotli copy");'));
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("gzip copy");'));
    writeFileSync(join(webDist, 'index.html.gz'), gzipSync('<!doctype html><title>Cible SPA gzip</title><div id="root">login form</div>'));
    server = await startTestServer({ env: { WEB_DIST_DIR: webDist } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / and, as SPA fallback, for any non-API navigation', async () => {
    for (const path of ['/', '/login', '/personal-space/exports/12?tab=2']) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Cible SPA');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sends the first-paint page the navigation needs: login form, application frame or empty root', async () => {
    const session = 'cible_token=header.payload.signature';
    const cases: [path: string, cookie: string | null, expected: string][] = [
      ['/login', null, 'login form'],
      ['/login', 'other=1', 'login form'],
      ['/', session, 'home frame'],
      ['/personal-space/profile', `other=1; ${session}`, 'application frame'],
      ['/', null, '<div id="root"></div>'],
      ['/login?redirect_to=%2F', null, '<div id="root"></div>'],
      ['/login', session, '<div id="root"></div>'],
      ['/activate-account', session, '<div id="root"></div>'],
      ['/no/such/page', session, '<div id="root"></div>'],
      ['/', 'cible_token=', '<div id="root"></div>'],
    ];
    for (const [path, cookie, expected] of cases) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      expect(response.status, path).toBe(200);
      expect(await response.text(), `${path} with ${cookie}`).toContain(expected);
      expect(response.headers.get('vary')).toContain('cookie');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers a navigation to / or to a folder whatever encodings the browser accepts (identity only included)', async () => {
    for (const [path, encoding] of [['/', 'identity'], ['/', 'gzip'], ['/assets/', 'identity'], ['/', '']] as const) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html', 'accept-encoding': encoding, cookie: 'cible_token=a.b.c' } });
      expect(response.status, `${path} ${encoding}`).toBe(200);
      expect(await response.text()).toContain(path === '/' ? 'home frame' : '<div id="root"></div>');
    }
  });

  it('redirects a navigation to a page that is only a redirect in core’s route table (/sequences, /campaigns), keeping the query', async () => {
    for (const [path, location] of [
      ['/sequences', '/sequences/results'],
      ['/campaigns?from=menu', '/campaigns/results?from=menu'],
    ]) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location')).toBe(location);
    }
    const page = await fetch(`${server.baseUrl}/sequences/results`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(page.status).toBe(200);
  });

  it('redirects a navigation with repeated slashes to the collapsed path, keeping the query', async () => {
    const response = await fetch(`${server.baseUrl}//personal-space///profile?tab=2`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/personal-space/profile?tab=2');
  });

  it('serves hashed assets with long-term caching, and a missing asset as 404 JSON (no HTML fallback)', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');

    const missing = await fetch(`${server.baseUrl}/assets/missing.js`, { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
    expectErrorShape(await json(missing), 'NOT_FOUND');
  });

  it("sends the build's Brotli or gzip copy when the browser accepts it, and varies on Accept-Encoding", async () => {
    const brotli = await fetch(`${server.baseUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(brotli.headers.get('vary')).toContain('accept-encoding');
    expect(await brotli.text()).toBe('console.log("brotli copy");');

    const gzip = await fetch(`${server.baseUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('console.log("gzip copy");');

    const plain = await fetch(`${server.baseUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app");');

    // The SPA fallback too: a navigation gets index.html's compressed copy, still revalidated each time.
    const page = await fetch(`${server.baseUrl}/login`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('Cible SPA gzip');
  });

  it('never answers an unknown /v1 path with the SPA', async () => {
    const response = await fetch(`${server.baseUrl}/v1/unknown`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expectErrorShape(await json(response), 'NOT_FOUND');
  });
});
