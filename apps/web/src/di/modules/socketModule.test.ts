import { afterEach, describe, expect, it, vi } from 'vitest';
import { Container } from 'inversify';
import { SESSION_STORE } from '../../features/session/SessionStore';
import { FakeSessionNavigator } from '../../testing/FakeSessionNavigator';
import { makeTestJwt } from '../../testing/makeTestJwt';
import { makeTestUser } from '../../testing/testUsers';
import { BUILT_FEATURES } from '../builtFeatures';
import { createAppContainer } from '../container';
import { DeferredSocketGateway } from '../DeferredSocketGateway';
import { IdleSocketGateway } from '../IdleSocketGateway';
import { resolve } from '../injection';
import { SOCKET_GATEWAY } from '../tokens';
import { configModule } from './configModule';
import { createSocketModule } from './socketModule';

/** A WebSocket constructor that records what is opened and lets the test close a socket as the server would. */
function recordWebSocket() {
  const opened: string[] = [];
  const sockets: { url: string; closed: boolean; onclose: (() => void) | null; onopen: (() => void) | null }[] = [];
  const FakeWebSocket = vi.fn(function FakeWebSocket(this: Record<string, unknown>, url: string) {
    opened.push(url);
    const record = { url, closed: false, onclose: null as (() => void) | null, onopen: null as (() => void) | null };
    sockets.push(record);
    this.readyState = 0;
    this.close = () => {
      record.closed = true;
    };
    this.send = () => {};
    Object.defineProperty(this, 'onclose', { set: (handler: (() => void) | null) => (record.onclose = handler), get: () => record.onclose });
    Object.defineProperty(this, 'onopen', { set: (handler: (() => void) | null) => (record.onopen = handler), get: () => record.onopen });
  });
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return { opened, sockets };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'cible_token=; max-age=0; path=/';
});

const config = { apiBaseUrl: 'http://localhost:3000', secureCookies: false };

describe('socketModule (the real-time socket of the notifications feature)', () => {
  it('a build without the notifications feature binds a socket port that never opens a connection', () => {
    const { opened } = recordWebSocket();
    const container = new Container();
    container.load(configModule(config), createSocketModule([]));
    const socket = resolve(container, SOCKET_GATEWAY);
    expect(socket).toBeInstanceOf(IdleSocketGateway);
    socket.connect('a.b.c');
    expect(socket.send({ type_id: 1, payload: null })).toBe(false);
    expect(socket.status).toBe('idle');
    expect(opened).toEqual([]);
  });

  it('is built: the browser WebSocket adapter is bound, fetched by the first connect', async () => {
    expect(BUILT_FEATURES).toContain('notifications');
    const { opened } = recordWebSocket();
    const container = createAppContainer({ navigator: new FakeSessionNavigator(), config });
    const socket = resolve(container, SOCKET_GATEWAY);
    expect(socket).toBeInstanceOf(DeferredSocketGateway);
    socket.connect('a.b.c');
    expect(socket.status).toBe('connecting');
    await vi.waitFor(() => expect(opened).toEqual(['ws://localhost:3000/v1/web-socket/socket?token=a.b.c']));
    expect(socket.status).toBe('connecting');
    socket.disconnect();
    expect(socket.status).toBe('closed');
  });

  it('a login opens one socket with the token, a reconnection uses the renewed token, a logout closes it for good', async () => {
    const { opened, sockets } = recordWebSocket();
    const now = Math.floor(Date.now() / 1000);
    const jwt = makeTestJwt({ user_id: 7, organization_id: 1, iat: now, exp: now + 3600 });
    const renewed = makeTestJwt({ user_id: 7, organization_id: 1, iat: now + 10, exp: now + 3610 });
    const user = makeTestUser(1);
    const fetchMock = vi.fn(async (url: string | URL | Request) => {
      const path = new URL(String(url)).pathname;
      if (path === '/v1/authentication/auth/local') return json({ jwt });
      if (path === '/v1/users/7') return json(user);
      if (path === '/v1/users') return json({ user_list: [user], user_count: 1 });
      return json({});
    });
    vi.stubGlobal('fetch', fetchMock);
    const container = createAppContainer({ navigator: new FakeSessionNavigator(), config });
    const session = resolve(container, SESSION_STORE);
    expect(await session.login('camille.durand@atlas.demo', 'Secret123')).toBe(true);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened).toEqual([`ws://localhost:3000/v1/web-socket/socket?token=${jwt}`]);
    sockets[0]?.onopen?.();

    // The token is renewed (ADR 005: same cookie), then the server closes the socket (e.g. 1008 at the old exp).
    vi.useFakeTimers();
    document.cookie = `cible_token=${renewed}; path=/`;
    sockets[0]?.onclose?.();
    vi.advanceTimersByTime(4999);
    expect(opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(opened[1]).toBe(`ws://localhost:3000/v1/web-socket/socket?token=${renewed}`);

    await session.logout({ navigate: false });
    expect(sockets[1]?.closed).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(opened).toHaveLength(2);
  });
});
