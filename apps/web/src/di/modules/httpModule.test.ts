import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@cible/infra';
import { FakeSessionNavigator } from '../../testing/FakeSessionNavigator';
import { makeTestJwt } from '../../testing/makeTestJwt';
import { createAppContainer } from '../container';
import { resolve } from '../injection';
import { HTTP_CLIENT } from '../tokens';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'cible_token=; max-age=0; path=/';
});

describe('httpModule (the HTTP client, fetched with the session gateways’ chunk)', () => {
  it('calls the API host with the session cookie’s token, and a 401 logs out', async () => {
    const now = Math.floor(Date.now() / 1000);
    const jwt = makeTestJwt({ user_id: 7, organization_id: 1, iat: now, exp: now + 3600 });
    document.cookie = `cible_token=${jwt}; path=/`;
    const seen: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        seen.push({ url, authorization: new Headers(init.headers).get('authorization') });
        return url.endsWith('/v1/ping')
          ? new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } })
          : new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'no' }), { status: 401, headers: { 'content-type': 'application/json' } });
      }),
    );
    const navigator = new FakeSessionNavigator();
    const container = createAppContainer({ navigator, config: { apiBaseUrl: 'http://localhost:3000', secureCookies: false } });
    const http = resolve(container, HTTP_CLIENT);

    await expect(http.get('/v1/ping')).resolves.toEqual({ ok: true });
    expect(seen).toEqual([{ url: 'http://localhost:3000/v1/ping', authorization: `Bearer ${jwt}` }]);

    await expect(http.get('/v1/private')).rejects.toBeInstanceOf(ApiRequestError);
    await vi.waitFor(() => expect(document.cookie).not.toContain('cible_token='));
    await vi.waitFor(() => expect(navigator.visited.at(-1)).toMatch(/^\/login/));
  });
});
