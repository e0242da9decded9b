import { isSafeText } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { capturingLogger } from './support/capturing-logger';
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

  it('refuses NUL and lone surrogates in names, comments and analytics properties with 400 TEXT.INVALID_CHARACTER, storing nothing', async () => {
    const before = await counts();
    const [events] = await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM analytics_events');
    const at = '2026-05-01T09:00:00.000Z';
    const cases: { method: string; path: string; body: unknown }[] = [
      { method: 'PATCH', path: userPath, body: { first_name: 'Ana\u0000is' } },
      { method: 'PATCH', path: userPath, body: { last_name: 'Martin\ud800' } },
      { method: 'POST', path: '/v1/customer-inquiry/customer-inquiries', body: { company_id: 1, inquiry_type_id: 1, comment: 'urgent\u0000' } },
      { method: 'POST', path: '/v1/analytics/events', body: { event_list: [{ name: 'page_view', occurred_at: at, properties: { source: 'menu\u0000' } }] } },
      { method: 'POST', path: '/v1/analytics/events', body: { event_list: [{ name: 'page_view', occurred_at: at, properties: { source: '\udc00' } }] } },
    ];
    for (const sample of cases) {
      const answer = await server.api.call<{ code: string; issues?: { message: string }[] }>(sample.method, sample.path, { token, body: sample.body });
      const label = `${sample.method} ${sample.path} ${JSON.stringify(sample.body)}`;
      expect(answer.status, label).toBe(400);
      expect(answer.body.issues?.map((issue) => issue.message), label).toContain('TEXT.INVALID_CHARACTER');
    }
    expect(await counts()).toEqual(before);
    const [after] = await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM analytics_events');
    expect(after?.count).toBe(events?.count);
  });

  it('answers 400 with safe issue paths when a refused field name itself holds NUL or a lone surrogate (was a 500: the error answer broke its own schema)', async () => {
    const at = '2026-05-01T09:00:00.000Z';
    const answer = await server.api.call<{ code: string; message: string; issues: { path: (string | number)[]; message: string }[] }>('POST', '/v1/analytics/events', {
      token,
      body: { event_list: [{ name: 'page_view', occurred_at: at, properties: { 'bad\u0000key\ud800': 1, ['k'.repeat(500)]: 2 } }] },
    });
    expect(answer.status).toBe(400);
    expect(['VALIDATION.INVALID_BODY', 'ANALYTICS.INVALID_PROPERTY_NAME']).toContain(answer.body.code);
    const keys = answer.body.issues.flatMap((issue) => issue.path).filter((segment): segment is string => typeof segment === 'string');
    expect(keys).toContain('bad\ufffdkey\ufffd');
    expect(keys.every((key) => key.length <= 100 && isSafeText(key))).toBe(true);
    expect(isSafeText(answer.body.message)).toBe(true);
  });

  it('never cuts a character in two when it shortens an issue path or the message (was a 500 found by the fuzz: an emoji split at the cut)', async () => {
    // Refused keys of emojis (each issue path echoes its key): the cuts (a path segment at 100 code units, the message at
    // 1 000) fall in the middle of a pair for some of the four shifts, whichever key ends up at the cut.
    for (const shift of [30, 31, 32, 33]) {
      const keys = ['A'.repeat(shift + 1), ...Array.from({ length: 12 }, (_, index) => `${'x'.repeat(index)}${"'%😀".repeat(40)}`)];
      const answer = await server.api.call<{ message: string; issues: { path: (string | number)[] }[] }>('POST', '/v1/analytics/events', {
        token,
        body: { event_list: [{ name: 'page_view', occurred_at: 'x\udc00', properties: Object.fromEntries(keys.map((key) => [key, 1])) }] },
      });
      expect(answer.status, `shift ${shift}`).toBe(400);
      expect(answer.body.message.length).toBeGreaterThan(900);
      expect(isSafeText(answer.body.message), `shift ${shift}`).toBe(true);
      const segments = answer.body.issues.flatMap((issue) => issue.path).filter((segment): segment is string => typeof segment === 'string');
      expect(segments.filter((segment) => segment.includes('😀'))).toHaveLength(12);
      expect(segments.every((segment) => segment.length <= 100 && isSafeText(segment))).toBe(true);
    }
  });

  it("answers the router's own refusals with core's error body (were Fastify's FST_ERR_BAD_URL and FST_ERR_MAX_PARAM_LENGTH)", async () => {
    for (const path of ['/v1/users/%ED%A0%80', '/v1/users/%E0%A4%A', '/v1/users/%FF']) {
      const answer = await server.api.call('GET', path, { token });
      expect([answer.status, answer.body.code], path).toEqual([400, 'VALIDATION.INVALID_PARAMS']);
      expect(Object.keys(answer.body as object).sort(), path).toEqual(['code', 'message']);
    }
    const long = await server.api.call('PATCH', `/v1/users/${'1'.repeat(200)}`, { token, body: { first_name: 'Ana' } });
    expect([long.status, long.body.code]).toEqual([414, 'VALIDATION.URI_TOO_LONG']);
    expect(Object.keys(long.body as object).sort()).toEqual(['code', 'message']);
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
    expect([huge.status, huge.body.code]).toEqual([431, 'VALIDATION.HEADERS_TOO_LARGE']);
  });
});

/** A value that must never appear in a log line. */
const SECRET = 'Ghislaine-Secret-Value';

/**
 * Statements that fail in the database because of their input, by SQLSTATE class: each is run by a test-only route
 * (through `db.query` and through `db.transaction`), with the secret among the parameters.
 */
const INPUT_FAILURES: { name: string; sqlState: string; text: string; values: unknown[]; status: number; code: string }[] = [
  { name: 'NUL in text (22021)', sqlState: '22021', text: 'SELECT $1::text || $2::text AS v', values: [`${SECRET}\u0000`, SECRET], status: 400, code: 'VALIDATION.INVALID_VALUE' },
  { name: 'NUL escape in JSON (22P05)', sqlState: '22P05', text: 'SELECT ($1::text || $2::text)::jsonb AS v', values: ['"\\u0000', `${SECRET}"`], status: 400, code: 'VALIDATION.INVALID_VALUE' },
  { name: 'lone surrogate in JSON (22P02)', sqlState: '22P02', text: 'SELECT ($1::text || $2::text)::jsonb AS v', values: ['"\\ud800', `${SECRET}"`], status: 400, code: 'VALIDATION.INVALID_VALUE' },
  { name: 'integer out of range (22003)', sqlState: '22003', text: 'SELECT $1::int AS v, $2::text AS w', values: ['99999999999', SECRET], status: 400, code: 'VALIDATION.INVALID_VALUE' },
  { name: 'bad date (22008)', sqlState: '22008', text: 'SELECT $1::date AS v, $2::text AS w', values: ['2025-13-45', SECRET], status: 400, code: 'VALIDATION.INVALID_VALUE' },
  { name: 'bad integer text (22P02)', sqlState: '22P02', text: 'SELECT $1::int AS v', values: [SECRET], status: 400, code: 'VALIDATION.INVALID_VALUE' },
  { name: 'duplicate (23505)', sqlState: '23505', text: 'INSERT INTO hostile_probe (id, name) VALUES (1, $1)', values: [SECRET.slice(0, 4)], status: 409, code: 'CONFLICT' },
  { name: 'missing reference (23503)', sqlState: '23503', text: 'INSERT INTO hostile_probe (id, name, ref) VALUES (2, $1, 999)', values: ['ok'], status: 409, code: 'CONFLICT' },
  { name: 'not null (23502)', sqlState: '23502', text: 'INSERT INTO hostile_probe (id, name) VALUES (3, $1)', values: [null], status: 400, code: 'VALIDATION.CONSTRAINT_VIOLATED' },
  { name: 'check (23514)', sqlState: '23514', text: 'INSERT INTO hostile_probe (id, name) VALUES (4, $1)', values: [SECRET], status: 400, code: 'VALIDATION.CONSTRAINT_VIOLATED' },
  { name: 'program limit (54000)', sqlState: '54000', text: 'SELECT repeat($1::text, 1100000000) AS v', values: [SECRET], status: 400, code: 'VALIDATION.TOO_COMPLEX' },
];

describeEachDatabase('database errors caused by input', (context) => {
  let server: Server;
  const lines: string[] = [];

  beforeAll(async () => {
    await context.db.query('CREATE TABLE hostile_probe (id int PRIMARY KEY, name text NOT NULL CHECK (length(name) < 5), ref int REFERENCES hostile_probe (id))');
    await context.db.query("INSERT INTO hostile_probe (id, name) VALUES (1, 'one')");
    server = await startSeededServer(context.db, {
      logger: capturingLogger(lines),
      configure: (app) => {
        app.post('/test/sql', async (request) => {
          const { text, values, inTransaction } = request.body as { text: string; values: unknown[]; inTransaction: boolean };
          if (inTransaction) {
            await context.db.transaction((tx) => tx.query(text, values));
          } else {
            await context.db.query(text, values);
          }
          return { ok: true };
        });
      },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers a coded 4xx for every data exception, integrity violation and program limit, through a statement and a transaction', async () => {
    for (const failure of INPUT_FAILURES) {
      for (const inTransaction of [false, true]) {
        const answer = await server.api.call('POST', '/test/sql', { body: { text: failure.text, values: failure.values, inTransaction } });
        const label = `${failure.name}${inTransaction ? ' (transaction)' : ''}`;
        expect([answer.status, answer.body.code], label).toEqual([failure.status, failure.code]);
        expect(typeof answer.body.message, label).toBe('string');
        expectCleanError(answer.text);
        expect(answer.text, label).not.toContain(SECRET);
      }
    }
    const [row] = await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM hostile_probe');
    expect(row?.count).toBe(1);
  });

  it('keeps a real server fault a 500 INTERNAL', async () => {
    for (const inTransaction of [false, true]) {
      const answer = await server.api.call('POST', '/test/sql', { body: { text: 'SELECT $1::text FROM no_such_table', values: [SECRET], inTransaction } });
      expect([answer.status, answer.body.code]).toEqual([500, 'INTERNAL']);
      expect(answer.text).not.toContain(SECRET);
    }
  });

  it('writes no SQL parameter, request body or quoted value into any log line, yet logs the SQLSTATE and the fault', async () => {
    lines.length = 0;
    for (const failure of INPUT_FAILURES) {
      await server.api.call('POST', '/test/sql', { body: { text: failure.text, values: failure.values, inTransaction: true } });
    }
    await server.api.call('POST', '/test/sql', { body: { text: 'SELECT $1::text FROM no_such_table', values: [SECRET], inTransaction: true } });
    await server.api.call('GET', `/v1/users?search=${SECRET}`, {});
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(INPUT_FAILURES.length);
    expect(text).not.toContain(SECRET);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown> & { err?: { code?: string; message?: string } });
    const refused = parsed.filter((line) => line.msg === 'database refused the input');
    expect(refused.map((line) => line.sqlState)).toEqual(INPUT_FAILURES.map((failure) => failure.sqlState));
    expect(refused.find((line) => line.sqlState === '23505')).toMatchObject({ constraint: 'hostile_probe_pkey', table: 'hostile_probe', code: 'CONFLICT' });
    const fault = parsed.find((line) => line.msg === 'unexpected error');
    // The fault is logged with its SQLSTATE and PostgreSQL's message (names, never values).
    expect(fault?.err).toMatchObject({ code: '42P01', message: 'relation "no_such_table" does not exist' });
  });
});
