import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

/** The auth and user routes, with `{id}` where a path parameter goes. */
const ROUTES = [
  ['POST', '/v1/authentication/auth/local'],
  ['POST', '/v1/authentication/auth/token-renewals'],
  ['POST', '/v1/authentication/auth/reset-password'],
  ['PUT', '/v1/authentication/auth/current/password'],
  ['PUT', '/v1/authentication/auth/password'],
  ['POST', '/v1/authentication/auth/logout'],
  ['POST', '/v1/authentication/auth/connect-as'],
  ['POST', '/v1/users/account-activations'],
  ['GET', '/v1/users'],
  ['GET', '/v1/users/{id}'],
  ['PATCH', '/v1/users/{id}'],
  ['GET', '/v1/organizations/{id}'],
  ['GET', '/v1/global-configurations'],
  ['GET', '/v1/users/managed-users'],
  ['GET', '/v1/users/intercom-verified-hash'],
] as const;

const FIELD_NAMES = ['login', 'password', 'jwt', 'old_password', 'password_confirmation', 'token', 'user_id', 'first_name', 'last_name', 'phone', 'mobile_phone', 'email', 'status', '__proto__', 'constructor'];

const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("' OR 1=1 --", '"; DROP TABLE users; --', '%', '\\', '\u0000', '../../etc/passwd', '{{7*7}}', '<script>alert(1)</script>', 'Demo2026!', 'sales@atlas.demo'),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer({ min: 1, max: 300 }).map((length) => 'x'.repeat(length * 100)),
);

const value: fc.Arbitrary<unknown> = fc.oneof(nastyString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }));

const body = fc.oneof(
  fc.record({}, { requiredKeys: [] }).chain(() => fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 5 })).map((object) => JSON.stringify(object)),
  fc.jsonValue({ maxDepth: 3 }).map((json) => JSON.stringify(json)),
  fc.string({ maxLength: 60 }),
  fc.constant(undefined),
);

const param = fc.oneof(fc.integer({ min: -5, max: 3_000_000_000 }).map(String), nastyString.map((text) => encodeURIComponent(text.slice(0, 200))), fc.constant('1'));

const query = fc.dictionary(fc.constantFrom('search', 'limit', 'offset', 'status', 'organization_id', 'id_list', 'x'), nastyString.map((text) => text.slice(0, 300)), { maxKeys: 4 });

describeEachDatabase('fuzzing the auth and user routes', (context) => {
  let server: Server;
  let validToken: string;
  let userId: number;

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    validToken = await server.api.login('marketing@atlas.demo');
    userId = await userIdOf(context.db, 'marketing@atlas.demo');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('never answers 5xx nor leaks a stack, whatever the body, params, query and headers (200 runs)', async () => {
    const authorization = fc.oneof(
      fc.constant(undefined),
      fc.constant('valid'),
      nastyString.map((text) => `Bearer ${text}`),
      fc.string({ maxLength: 50 }).filter((text) => !/[\r\n\0]/.test(text)),
    );
    const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', undefined);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), param, query, body, authorization, contentType, async ([method, path], id, search, payload, auth, type) => {
        const url = `${server.baseUrl}${path.replace('{id}', id === '1' ? String(userId) : id)}?${new URLSearchParams(search).toString()}`;
        const headers: Record<string, string> = { 'x-forwarded-for': `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
        if (auth !== undefined) {
          const header = auth === 'valid' ? `Bearer ${validToken}` : auth;
          if (/^[\t\x20-\x7e]*$/.test(header)) headers.authorization = header;
        }
        if (type !== undefined && payload !== undefined) headers['content-type'] = type;
        const withBody = payload !== undefined && method !== 'GET';
        const response = await fetch(url, { method, headers, ...(withBody ? { body: payload } : {}) });
        const text = await response.text();
        expect(response.status, `${method} ${url} ${String(payload).slice(0, 100)}`).toBeLessThan(500);
        expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|"stack"|INTERNAL/);
        if (response.status >= 400) {
          const error = JSON.parse(text) as { code: unknown; message: unknown };
          expect(typeof error.code).toBe('string');
          expect(typeof error.message).toBe('string');
        }
      }),
      { numRuns: 200 },
    );
  }, 240_000);
});
