import { afterEach, describe, expect, it, vi } from 'vitest';
import { Container } from 'inversify';
import { BrowserWebSocketGateway } from '@cible/infra';
import { SESSION_STORE } from '../../features/session/SessionStore';
import { FakeSessionNavigator } from '../../testing/FakeSessionNavigator';
import { makeTestJwt } from '../../testing/makeTestJwt';
import { makeTestUser } from '../../testing/testUsers';
import { BUILT_FEATURES } from '../builtFeatures';
import { createAppContainer } from '../container';
import { IdleSocketGateway } from '../IdleSocketGateway';
import { resolve } from '../injection';
import { SOCKET_GATEWAY } from '../tokens';
import { configModule } from './configModule';
import { createSocketModule } from './socketModule';

/** A WebSocket constructor that records what would have been opened. */
function recordWebSocket() {
  const opened: string[] = [];
  const FakeWebSocket = vi.fn(function FakeWebSocket(this: Record<string, unknown>, url: string) {
    opened.push(url);
    this.readyState = 0;
    this.close = () => {};
    this.send = () => {};
  });
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return opened;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'cible_token=; max-age=0; path=/';
});

describe('socketModule (the real-time socket waits for the notifications feature)', () => {
  it('is not built yet: the socket port never opens a connection', () => {
    expect(BUILT_FEATURES).not.toContain('notifications');
    const opened = recordWebSocket();
    const container = new Container();
    container.load(configModule({ apiBaseUrl: 'http://localhost:3000', secureCookies: false }), createSocketModule());
    const socket = resolve(container, SOCKET_GATEWAY);
    expect(socket).toBeInstanceOf(IdleSocketGateway);
    socket.connect('a.b.c');
    expect(socket.send({ type_id: 1, payload: null })).toBe(false);
    expect(socket.status).toBe('idle');
    expect(opened).toEqual([]);
  });

  it('binds the browser WebSocket adapter once the feature is listed (the switch the notifications issue flips)', () => {
    const opened = recordWebSocket();
    const container = new Container();
    container.load(configModule({ apiBaseUrl: 'http://localhost:3000', secureCookies: false }), createSocketModule(['notifications']));
    const socket = resolve(container, SOCKET_GATEWAY);
    expect(socket).toBeInstanceOf(BrowserWebSocketGateway);
    socket.connect('a.b.c');
    expect(opened).toEqual(['ws://localhost:3000/v1/web-socket/socket?token=a.b.c']);
    socket.disconnect();
  });

  it('a login through the browser adapters creates no WebSocket', async () => {
    const opened = recordWebSocket();
    const now = Math.floor(Date.now() / 1000);
    const jwt = makeTestJwt({ user_id: 7, organization_id: 1, iat: now, exp: now + 3600 });
    const user = makeTestUser(1);
    const fetchMock = vi.fn(async (url: string | URL | Request) => {
      const path = new URL(String(url)).pathname;
      if (path === '/v1/authentication/auth/local') return json({ jwt });
      if (path === '/v1/users/7') return json(user);
      if (path === '/v1/users') return json({ user_list: [user], user_count: 1 });
      return json({});
    });
    vi.stubGlobal('fetch', fetchMock);
    const container = createAppContainer({ navigator: new FakeSessionNavigator(), config: { apiBaseUrl: 'http://localhost:3000', secureCookies: false } });
    const session = resolve(container, SESSION_STORE);
    expect(await session.login('camille.durand@atlas.demo', 'Secret123')).toBe(true);
    expect(session.user?.id).toBe(7);
    expect(opened).toEqual([]);
    expect(vi.mocked(WebSocket)).not.toHaveBeenCalled();
  });
});
