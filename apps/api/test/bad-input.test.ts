import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const LOGIN = '/v1/authentication/auth/local';

/** No stack trace, no internal detail in an error answer. */
function expectCleanError(text: string): void {
  expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|stack|syntaxerror|pg_|postgres|drizzle|select |insert /i);
}

describeEachDatabase('bad input', (context) => {
  let server: Server;
  let token: string;
  let userPath: string;

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    token = await server.api.login('sales@atlas.demo');
    userPath = `/v1/users/${await userIdOf(context.db, 'sales@atlas.demo')}`;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const counts = async () => {
    const [row] = await context.db.query<{ users: number; attempts: number; audit: number; names: string }>(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM auth_attempts) AS attempts,
              (SELECT count(*)::int FROM audit_log) AS audit,
              (SELECT string_agg(first_name || last_name || coalesce(phone, ''), ',' ORDER BY id) FROM users) AS names`,
    );
    return row;
  };

  it('answers malformed JSON, wrong types, unknown fields, wrong content types and oversize bodies with 4xx and a code, storing nothing', async () => {
    const before = await counts();
    const cases: { path: string; method: string; body: string; contentType?: string; status: number; code: string; auth?: boolean }[] = [
      { method: 'POST', path: LOGIN, body: '{"login": "sales@atlas.demo", "password": ', status: 400, code: 'VALIDATION.MALFORMED_JSON' },
      { method: 'POST', path: LOGIN, body: '', status: 400, code: 'VALIDATION.MALFORMED_JSON' },
      { method: 'POST', path: LOGIN, body: 'null', status: 400, code: 'VALIDATION.INVALID_BODY' },
      { method: 'POST', path: LOGIN, body: '[]', status: 400, code: 'VALIDATION.INVALID_BODY' },
      { method: 'POST', path: LOGIN, body: '{"login": 42, "password": true}', status: 400, code: 'VALIDATION.INVALID_BODY' },
      { method: 'POST', path: LOGIN, body: '{"login": "a@b.fr", "password": "x", "admin": true}', status: 400, code: 'VALIDATION.INVALID_BODY' },
      // Prototype poisoning is refused by the JSON parser itself.
      { method: 'POST', path: LOGIN, body: '{"login": "a@b.fr", "password": "x", "__proto__": {"admin": true}}', status: 400, code: 'VALIDATION.MALFORMED_JSON' },
      { method: 'POST', path: LOGIN, body: '{"login": "a@b.fr", "password": "x", "constructor": {"prototype": {"admin": true}}}', status: 400, code: 'VALIDATION.MALFORMED_JSON' },
      { method: 'POST', path: LOGIN, body: JSON.stringify({ login: 'a'.repeat(10_000), password: 'x' }), status: 400, code: 'VALIDATION.INVALID_BODY' },
      { method: 'POST', path: LOGIN, body: JSON.stringify({ login: 'a@b.fr', password: 'x'.repeat(129) }), status: 400, code: 'VALIDATION.INVALID_BODY' },
      { method: 'POST', path: LOGIN, body: JSON.stringify({ login: 'a@b.fr', password: 'x'.repeat(2 * 1024 * 1024) }), status: 413, code: 'PAYLOAD_TOO_LARGE' },
      { method: 'POST', path: LOGIN, body: 'login=a&password=b', contentType: 'application/x-www-form-urlencoded', status: 415, code: 'VALIDATION.UNSUPPORTED_MEDIA_TYPE' },
      { method: 'POST', path: LOGIN, body: '<login/>', contentType: 'application/xml', status: 415, code: 'VALIDATION.UNSUPPORTED_MEDIA_TYPE' },
      { method: 'PATCH', path: userPath, body: '{"first_name": ["x"]}', status: 400, code: 'VALIDATION.INVALID_BODY', auth: true },
      { method: 'PATCH', path: userPath, body: JSON.stringify({ first_name: 'x'.repeat(256) }), status: 400, code: 'VALIDATION.INVALID_BODY', auth: true },
      { method: 'PATCH', path: userPath, body: '{"last_name": "Martin", "email": "x@y.fr"}', status: 400, code: 'VALIDATION.INVALID_BODY', auth: true },
      { method: 'PATCH', path: userPath, body: '{"phone": "\'; DROP TABLE users; --"}', status: 400, code: 'PHONE.INVALID_CHARACTERS', auth: true },
      { method: 'PATCH', path: userPath, body: '{"first_name": ', status: 400, code: 'VALIDATION.MALFORMED_JSON', auth: true },
      { method: 'PATCH', path: userPath, body: JSON.stringify({ first_name: 'x'.repeat(1_100_000) }), status: 413, code: 'PAYLOAD_TOO_LARGE', auth: true },
    ];
    for (const sample of cases) {
      const answer = await server.api.call(sample.method, sample.path, {
        body: sample.body,
        headers: { 'content-type': sample.contentType ?? 'application/json' },
        ...(sample.auth ? { token } : {}),
      });
      const label = `${sample.method} ${sample.path} ${sample.body.slice(0, 60)}`;
      expect(answer.status, label).toBe(sample.status);
      expect(answer.body.code, label).toBe(sample.code);
      expect(typeof answer.body.message).toBe('string');
      expectCleanError(answer.text);
    }
    expect(await counts()).toEqual(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('treats SQL-looking and huge strings as plain data', async () => {
    const injection = "' OR '1'='1'; DROP TABLE users; --";
    const login = await server.api.call('POST', LOGIN, { body: { login: injection, password: injection } });
    expect([login.status, login.body.code]).toEqual([401, 'AUTH.INVALID_CREDENTIALS']);
    const reset = await server.api.call('POST', '/v1/authentication/auth/reset-password', { body: { login: `x@y.fr'); DELETE FROM users; --` } });
    expect(reset.status).toBe(204);
    for (const search of [injection, '%', '\\', "Robert'); DROP TABLE users;--", 'a'.repeat(100)]) {
      const answer = await server.api.call('GET', `/v1/users?search=${encodeURIComponent(search)}`, { token });
      expect(answer.status, search).toBe(200);
      expect(answer.body.user_count).toBe(0);
    }
    const tooLong = await server.api.call('GET', `/v1/users?search=${'a'.repeat(101)}`, { token });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'VALIDATION.INVALID_QUERY']);
    const badQuery = await server.api.call('GET', '/v1/users?limit=-1&offset=abc&status=1;DROP', { token });
    expect([badQuery.status, badQuery.body.code]).toEqual([400, 'VALIDATION.INVALID_QUERY']);
    const stored = await server.api.call('PATCH', userPath, { token, body: { last_name: "O'Brien -- ; DROP TABLE users" } });
    expect(stored.status).toBe(200);
    expect(stored.body.last_name).toBe("O'Brien -- ; DROP TABLE users");
    const [row] = await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
    expect(row?.count).toBeGreaterThan(20);
  });

  it('refuses strange headers without crashing', async () => {
    for (const authorization of ['Bearer', 'Bearer ', `Bearer ${'a'.repeat(10_000)}`, 'Bearer a.b.c', 'bearer    x.y.z', 'Token abc', 'Bearer ..']) {
      const answer = await server.api.call('GET', userPath, { headers: { authorization } });
      expect(answer.status, authorization.slice(0, 20)).toBe(401);
      expect(['AUTH.TOKEN_INVALID', 'AUTH.TOKEN_MISSING']).toContain(answer.body.code);
    }
    const wrongMethod = await server.api.call('DELETE', userPath, { token });
    expect(wrongMethod.status).toBe(404);
    // Over Node's 16 KiB header limit: refused before routing, still with the API's error body.
    const huge = await server.api.call('GET', userPath, { headers: { authorization: `Bearer ${'x'.repeat(20_000)}` } });
    expect([huge.status, huge.body.code]).toEqual([431, 'VALIDATION.INVALID_REQUEST']);
  });
});
