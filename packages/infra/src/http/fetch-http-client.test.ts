import { createFixedClock, genericErrorCodeOf, isHttpFailure, statusOfErrorCode } from '@cible/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { deferred, FakeFetch, hangingUntilAborted, json, noContent } from '../testing/fake-fetch';
import { sessionJwt } from '../testing/test-jwt';
import { ApiRequestError } from './api-request-error';
import { FetchHttpClient, type FetchHttpClientOptions } from './fetch-http-client';
import { InvalidResponseError } from './invalid-response-error';
import { isAbortedRequest, NetworkRequestError } from './network-request-error';

const NOW = new Date('2026-03-10T09:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const VALID_TOKEN = sessionJwt(NOW_SECONDS - 60);
const EXPIRED_TOKEN = sessionJwt(NOW_SECONDS - 7200);

function setup(overrides: Partial<FetchHttpClientOptions> = {}, fake = new FakeFetch()) {
  let token: string | null = VALID_TOKEN;
  const onUnauthorized = vi.fn();
  const logger = { warn: vi.fn(), error: vi.fn() };
  const client = new FetchHttpClient({
    baseUrl: 'https://api.cible.test/',
    getToken: () => token,
    onUnauthorized,
    clock: createFixedClock(NOW),
    fetch: fake.fetch,
    logger,
    ...overrides,
  });
  return { client, fake, onUnauthorized, logger, setToken: (value: string | null) => (token = value) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FetchHttpClient: requests', () => {
  it('calls base URL + path with the serialised query, the bearer token and JSON headers', async () => {
    const { client, fake } = setup();
    fake.answer(json(200, { ok: true }));
    await expect(client.get('/v1/users', { query: { search: 'Dupont é', id_list: [1, 2], status: undefined, active: true } })).resolves.toEqual({ ok: true });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call?.url).toBe('https://api.cible.test/v1/users?search=Dupont+%C3%A9&id_list=1%2C2&active=true');
    expect(call?.method).toBe('GET');
    expect(call?.headers).toEqual({ Accept: 'application/json', Authorization: `Bearer ${VALID_TOKEN}` });
    expect(call?.body).toBeUndefined();
  });

  it('sends JSON bodies with their content type, and custom headers', async () => {
    const { client, fake } = setup();
    fake.answer(json(201, { id: 4 }));
    await client.post('/v1/things', { body: { name: 'Liste A' }, headers: { 'X-Trace': 'abc' } });
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      body: '{"name":"Liste A"}',
      headers: { 'Content-Type': 'application/json', 'X-Trace': 'abc', Authorization: `Bearer ${VALID_TOKEN}` },
    });
  });

  it('sends anonymous calls without Authorization', async () => {
    const { client, fake } = setup();
    fake.answer(json(200, { jwt: 'a.b.c' }));
    await client.post('/v1/authentication/auth/local', { body: { login: 'a@b.fr', password: 'x' }, anonymous: true });
    expect(fake.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('sends no Authorization when there is no token, and does not declare a lost session for that', async () => {
    const { client, fake, setToken, onUnauthorized } = setup();
    setToken(null);
    await client.get('/v1/health');
    expect(fake.calls[0]?.headers.Authorization).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('FetchHttpClient: answers', () => {
  const Schema = z.object({ id: z.number(), name: z.string() });

  it('parses the answer with the schema (unknown fields stripped)', async () => {
    const { client, fake } = setup();
    fake.answer(json(200, { id: 1, name: 'Cible', extra: true }));
    await expect(client.get('/v1/x', { schema: Schema })).resolves.toEqual({ id: 1, name: 'Cible' });
  });

  it('rejects an answer that fails its schema with a typed, logged InvalidResponseError', async () => {
    const { client, fake, logger } = setup();
    fake.answer(json(200, { id: 'one', name: 'Cible' }));
    const failure = await client.get('/v1/x', { schema: Schema }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidResponseError);
    expect(failure).toMatchObject({ kind: 'invalid_response', code: 'INVALID_RESPONSE', status: 200, issues: [{ path: ['id'] }] });
    expect(isHttpFailure(failure)).toBe(true);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(String(logger.error.mock.calls[0]?.[0])).toContain('GET /v1/x');
  });

  it('rejects a success answer that is not JSON', async () => {
    const { client, fake } = setup();
    fake.answer(new Response('<html>', { status: 200 }));
    await expect(client.get('/v1/x')).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('reads empty answers (204, responseType none) as undefined', async () => {
    const { client, fake } = setup();
    fake.answer(noContent(), noContent());
    await expect(client.post('/v1/authentication/auth/logout', { responseType: 'none', schema: z.void() })).resolves.toBeUndefined();
    await expect(client.delete('/v1/x/1')).resolves.toBeUndefined();
  });

  it('hands files over as bytes with their name and type', async () => {
    const { client, fake } = setup();
    fake.answer(
      new Response(new Uint8Array([1, 2, 3]), {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="export.csv"' },
      }),
    );
    const file = (await client.get('/v1/exports/1/download', { responseType: 'binary' })) as { content: Uint8Array; file_name: string; content_type: string };
    expect([...file.content]).toEqual([1, 2, 3]);
    expect(file.file_name).toBe('export.csv');
    expect(file.content_type).toBe('text/csv');
    expect(fake.calls[0]?.headers.Accept).toBe('*/*');
  });

  it('streams NDJSON lines, each parsed with the schema', async () => {
    const { client, fake } = setup();
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"content":"Bon'));
        controller.enqueue(encoder.encode('jour","all_done":false}\n{"content":" !","all_done":true}'));
        controller.close();
      },
    });
    fake.answer(new Response(body, { status: 200 }));
    const Line = z.object({ content: z.string(), all_done: z.boolean() });
    const lines = (await client.post('/v2/ai/chat', { body: {}, responseType: 'ndjson', schema: Line })) as unknown as AsyncIterable<unknown>;
    const received: unknown[] = [];
    for await (const line of lines) received.push(line);
    expect(received).toEqual([
      { content: 'Bonjour', all_done: false },
      { content: ' !', all_done: true },
    ]);
    expect(fake.calls[0]?.headers.Accept).toBe('application/x-ndjson');
  });
});

describe('FetchHttpClient: failures', () => {
  it('turns { code, message } answers into ApiRequestError with status, code and message', async () => {
    const { client, fake, onUnauthorized } = setup();
    fake.answer(json(409, { code: 'CONFLICT', message: 'Already exists', issues: [{ path: ['name'], message: 'taken' }] }));
    const failure = await client.post('/v1/x', { body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ kind: 'api', status: 409, code: 'CONFLICT', message: 'Already exists', issues: [{ path: ['name'], message: 'taken' }] });
    expect(isHttpFailure(failure)).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives an error answer without a readable body the generic code of its status (core’s one table, as the API)', async () => {
    const { client, fake } = setup();
    fake.answer(new Response('<html>Bad gateway</html>', { status: 502 }), new Response('', { status: 404 }), new Response('', { status: 400 }));
    await expect(client.get('/v1/x')).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
    await expect(client.get('/v1/y')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(client.get('/v1/z')).rejects.toMatchObject({ status: 400, code: genericErrorCodeOf(400) });
    expect(statusOfErrorCode(genericErrorCodeOf(400))).toBe(400);
  });

  it('calls onUnauthorized once on a 401, then rejects with the API error', async () => {
    const { client, fake, onUnauthorized } = setup();
    fake.answer(json(401, { code: 'AUTH.TOKEN_INVALID', message: 'Invalid token' }));
    await expect(client.get('/v1/users/7')).rejects.toMatchObject({ status: 401, code: 'AUTH.TOKEN_INVALID' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls onUnauthorized only once for several 401s with the same token, again for a new token', async () => {
    const { client, fake, onUnauthorized, setToken } = setup();
    fake.answer(json(401, { code: 'AUTH.TOKEN_INVALID', message: '' }), json(401, { code: 'AUTH.TOKEN_INVALID', message: '' }));
    await Promise.allSettled([client.post('/v1/a'), client.post('/v1/b')]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    setToken(sessionJwt(NOW_SECONDS - 10));
    fake.answer(json(401, { code: 'AUTH.TOKEN_INVALID', message: '' }));
    await client.post('/v1/c').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('does not log out on a 401 to an anonymous call (wrong credentials)', async () => {
    const { client, fake, onUnauthorized } = setup();
    fake.answer(json(401, { code: 'AUTH.INVALID_CREDENTIALS', message: 'Wrong login or password' }));
    await expect(client.post('/v1/authentication/auth/local', { anonymous: true, body: {} })).rejects.toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs an onUnauthorized that fails, and still rejects with the API error', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const { client, fake } = setup({ onUnauthorized: () => Promise.reject(new Error('boom')), logger });
    fake.answer(json(401, { code: 'AUTH.TOKEN_EXPIRED', message: '' }));
    await expect(client.get('/v1/x')).rejects.toBeInstanceOf(ApiRequestError);
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledWith('[http] onUnauthorized failed', expect.any(Error)));
  });

  it('turns a failed fetch into a NETWORK error', async () => {
    const { client, fake } = setup();
    fake.answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await client.get('/v1/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkRequestError);
    expect(failure).toMatchObject({ kind: 'network', code: 'NETWORK' });
    expect(isHttpFailure(failure)).toBe(true);
  });
});

describe('FetchHttpClient: expired token at request time (core’s isTokenExpired)', () => {
  it('sends the request without Authorization and attempts logout', async () => {
    const { client, fake, onUnauthorized, setToken } = setup();
    setToken(EXPIRED_TOKEN);
    fake.answer(json(200, { public: true }));
    await expect(client.get('/v1/x')).resolves.toEqual({ public: true });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.headers.Authorization).toBeUndefined();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a token expiring exactly now as expired, and an unreadable token like an expired one', async () => {
    const { client, fake, onUnauthorized, setToken } = setup();
    setToken(sessionJwt(NOW_SECONDS - 3600));
    await client.get('/v1/a');
    setToken('not-a-jwt');
    await client.get('/v1/b');
    expect(fake.calls.map((call) => call.headers.Authorization)).toEqual([undefined, undefined]);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('attempts logout once even when the answer is then a 401', async () => {
    const { client, fake, onUnauthorized, setToken } = setup();
    setToken(EXPIRED_TOKEN);
    fake.answer(json(401, { code: 'AUTH.TOKEN_MISSING', message: '' }));
    await expect(client.get('/v1/x')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('FetchHttpClient: shared GETs', () => {
  it('makes ONE fetch for two concurrent identical GETs, each caller parsing with its own schema', async () => {
    const { client, fake } = setup();
    const answer = deferred<Response>();
    fake.answer(() => answer.promise);
    const first = client.get('/v1/users/7', { schema: z.object({ id: z.number() }) });
    const second = client.get('/v1/users/7');
    answer.resolve(json(200, { id: 7, first_name: 'Léa' }));
    await expect(first).resolves.toEqual({ id: 7 });
    await expect(second).resolves.toEqual({ id: 7, first_name: 'Léa' });
    expect(fake.calls).toHaveLength(1);
  });

  it('makes two fetches for two different GETs, and for the same GET with another token', async () => {
    const { client, fake, setToken } = setup();
    await Promise.all([client.get('/v1/users/7'), client.get('/v1/users/8')]);
    expect(fake.calls).toHaveLength(2);
    const answer = deferred<Response>();
    fake.answer(() => answer.promise);
    const withFirstToken = client.get('/v1/users/7');
    setToken(sessionJwt(NOW_SECONDS - 5));
    const withSecondToken = client.get('/v1/users/7');
    answer.resolve(json(200, {}));
    await Promise.all([withFirstToken, withSecondToken]);
    expect(fake.calls).toHaveLength(4);
  });

  it('does not share POSTs, nor a GET started after the first one finished', async () => {
    const { client, fake } = setup();
    await Promise.all([client.post('/v1/x', { body: {} }), client.post('/v1/x', { body: {} })]);
    await client.get('/v1/y');
    await client.get('/v1/y');
    expect(fake.calls).toHaveLength(4);
  });

  it('shares failures too: one 401, one onUnauthorized, both callers rejected', async () => {
    const { client, fake, onUnauthorized } = setup();
    fake.answer(json(401, { code: 'AUTH.TOKEN_INVALID', message: '' }));
    const results = await Promise.allSettled([client.get('/v1/x'), client.get('/v1/x')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(fake.calls).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('lets one caller abort without cancelling the fetch of the other; aborts the fetch when all have aborted', async () => {
    const { client, fake } = setup();
    const answer = deferred<Response>();
    fake.answer(() => answer.promise);
    const firstAbort = new AbortController();
    const first = client.get('/v1/x', { signal: firstAbort.signal });
    const second = client.get('/v1/x');
    firstAbort.abort();
    await expect(first).rejects.toSatisfy(isAbortedRequest);
    expect(fake.calls[0]?.signal?.aborted).toBe(false);
    answer.resolve(json(200, { done: true }));
    await expect(second).resolves.toEqual({ done: true });

    fake.answer(hangingUntilAborted);
    const a = new AbortController();
    const b = new AbortController();
    const third = client.get('/v1/z', { signal: a.signal });
    const fourth = client.get('/v1/z', { signal: b.signal });
    a.abort();
    b.abort();
    await expect(third).rejects.toMatchObject({ code: 'ABORTED' });
    await expect(fourth).rejects.toMatchObject({ code: 'ABORTED' });
    expect(fake.calls[1]?.signal?.aborted).toBe(true);
    await client.get('/v1/z');
    expect(fake.calls).toHaveLength(3);
  });
});

describe('FetchHttpClient: abort and time-out', () => {
  it('rejects with ABORTED when the caller aborts, and does not fetch with an already aborted signal', async () => {
    const { client, fake } = setup();
    fake.answer(hangingUntilAborted);
    const controller = new AbortController();
    const call = client.post('/v1/x', { body: {}, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'network', code: 'ABORTED' });
    await expect(client.get('/v1/y', { signal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
    expect(fake.calls).toHaveLength(1);
  });

  it('rejects with TIMEOUT when no answer comes within the time-out', async () => {
    vi.useFakeTimers();
    const { client, fake } = setup({ timeoutMs: 1000 });
    fake.answer(hangingUntilAborted);
    const call = client.get('/v1/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await call).toMatchObject({ kind: 'network', code: 'TIMEOUT' });
    expect(fake.calls[0]?.signal?.aborted).toBe(true);
  });

  it('keeps no timer once the answer came', async () => {
    vi.useFakeTimers();
    const { client } = setup({ timeoutMs: 1000 });
    await client.get('/v1/fast');
    expect(vi.getTimerCount()).toBe(0);
  });
});
