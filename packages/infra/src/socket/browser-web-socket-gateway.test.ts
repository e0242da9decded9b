import type { AddressInfo } from 'node:net';
import { SOCKET_NOT_CONNECTED_WARNING, SOCKET_RECONNECT_DELAY_MS, type SocketStatus, type Timers } from '@cible/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { BrowserWebSocketGateway } from './browser-web-socket-gateway';

/** A real WebSocket server on 127.0.0.1 that records its connections and what it receives. */
class TestSocketServer {
  readonly connections: { url: string; protocol: string; socket: ServerSocket }[] = [];
  readonly received: string[] = [];

  private constructor(readonly server: WebSocketServer) {
    server.on('connection', (socket, request) => {
      this.connections.push({ url: request.url ?? '', protocol: socket.protocol, socket });
      socket.on('message', (data) => this.received.push(String(data)));
    });
  }

  static start(port = 0): Promise<TestSocketServer> {
    return new Promise((resolve, reject) => {
      const server = new WebSocketServer({
        host: '127.0.0.1',
        port,
        handleProtocols: (protocols) => (protocols.has('echo-protocol') ? 'echo-protocol' : false),
      });
      server.once('listening', () => resolve(new TestSocketServer(server)));
      server.once('error', reject);
    });
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The socket of the latest connection. */
  get last(): ServerSocket {
    const connection = this.connections.at(-1);
    if (!connection) throw new Error('no connection yet');
    return connection.socket;
  }

  stop(): Promise<void> {
    for (const client of this.server.clients) client.terminate();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const servers: TestSocketServer[] = [];
const gateways: BrowserWebSocketGateway[] = [];

async function startServer(port = 0): Promise<TestSocketServer> {
  const server = await TestSocketServer.start(port);
  servers.push(server);
  return server;
}

function gatewayFor(server: TestSocketServer, options: { reconnectDelayMs?: number; timers?: Timers } = {}) {
  const logger = { warn: vi.fn(), error: vi.fn() };
  const gateway = new BrowserWebSocketGateway({
    apiBaseUrl: server.baseUrl,
    WebSocket,
    reconnectDelayMs: options.reconnectDelayMs ?? 40,
    logger,
    ...(options.timers ? { timers: options.timers } : {}),
  });
  gateways.push(gateway);
  const statuses: SocketStatus[] = [];
  gateway.onStatusChange((status) => statuses.push(status));
  return { gateway, logger, statuses };
}

const TOKEN = 'aaa.bbb.ccc';

afterEach(async () => {
  for (const gateway of gateways.splice(0)) gateway.disconnect();
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  vi.restoreAllMocks();
});

describe('BrowserWebSocketGateway against a real WebSocket server', () => {
  it('opens the socket path of the API host with the JWT as query parameter and the echo-protocol subprotocol', async () => {
    const server = await startServer();
    const { gateway, statuses } = gatewayFor(server);
    expect(gateway.status).toBe('idle');
    gateway.connect(TOKEN);
    expect(gateway.status).toBe('connecting');
    await vi.waitFor(() => expect(gateway.status).toBe('open'));
    expect(server.connections).toEqual([{ url: `/v1/web-socket/socket?token=${TOKEN}`, protocol: 'echo-protocol', socket: expect.anything() }]);
    expect(statuses).toEqual(['connecting', 'open']);
    gateway.connect(TOKEN);
    expect(gateway.status).toBe('open');
    expect(server.connections).toHaveLength(1);
  });

  it('dispatches JSON { type_id, payload } messages to the handlers of their type', async () => {
    const server = await startServer();
    const { gateway, logger } = gatewayFor(server);
    const notifications: unknown[] = [];
    const others: unknown[] = [];
    const failing = vi.fn(() => {
      throw new Error('handler bug');
    });
    gateway.onMessage(1, failing);
    gateway.onMessage(1, (payload) => notifications.push(payload));
    const stopOthers = gateway.onMessage(2, (payload, message) => others.push([payload, message.type_id]));
    gateway.connect(TOKEN);
    await vi.waitFor(() => expect(gateway.status).toBe('open'));

    server.last.send(JSON.stringify({ type_id: 1, payload: { notification_id: 12 } }));
    server.last.send(JSON.stringify({ type_id: 2, payload: 'x' }));
    server.last.send('not json');
    server.last.send(JSON.stringify({ type: 1 }));
    server.last.send(JSON.stringify({ type_id: 3, payload: null }));
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(2));
    expect(notifications).toEqual([{ notification_id: 12 }]);
    expect(others).toEqual([['x', 2]]);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledTimes(1);

    stopOthers();
    server.last.send(JSON.stringify({ type_id: 2, payload: 'y' }));
    server.last.send(JSON.stringify({ type_id: 1, payload: 'last' }));
    await vi.waitFor(() => expect(notifications).toHaveLength(2));
    expect(others).toEqual([['x', 2]]);
  });

  it('sends JSON messages while open', async () => {
    const server = await startServer();
    const { gateway } = gatewayFor(server);
    gateway.connect(TOKEN);
    await vi.waitFor(() => expect(gateway.status).toBe('open'));
    expect(gateway.send({ type_id: 1, payload: { hello: 'serveur' } })).toBe(true);
    await vi.waitFor(() => expect(server.received).toEqual(['{"type_id":1,"payload":{"hello":"serveur"}}']));
  });

  it('warns exactly "WebSocket not connected !" on console.warn and drops the message when not open', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await startServer();
    const gateway = new BrowserWebSocketGateway({ apiBaseUrl: server.baseUrl, WebSocket, reconnectDelayMs: 40 });
    gateways.push(gateway);
    expect(gateway.send({ type_id: 1, payload: null })).toBe(false);
    gateway.connect(TOKEN);
    expect(gateway.send({ type_id: 1, payload: 'too early' })).toBe(false);
    expect(warn.mock.calls).toEqual([[SOCKET_NOT_CONNECTED_WARNING], [SOCKET_NOT_CONNECTED_WARNING]]);
    expect(SOCKET_NOT_CONNECTED_WARNING).toBe('WebSocket not connected !');
    await vi.waitFor(() => expect(gateway.status).toBe('open'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.received).toEqual([]);
  });

  it('reconnects after the server closes the socket, with the same token', async () => {
    const server = await startServer();
    const { gateway, statuses } = gatewayFor(server, { reconnectDelayMs: 50 });
    const received: unknown[] = [];
    gateway.onMessage(1, (payload) => received.push(payload));
    gateway.connect(TOKEN);
    await vi.waitFor(() => expect(gateway.status).toBe('open'));

    server.last.close(1001, 'going away');
    await vi.waitFor(() => expect(gateway.status).toBe('closed'));
    await vi.waitFor(() => expect(server.connections).toHaveLength(2), { timeout: 2000 });
    await vi.waitFor(() => expect(gateway.status).toBe('open'));
    expect(server.connections[1]?.url).toBe(`/v1/web-socket/socket?token=${TOKEN}`);
    expect(statuses).toEqual(['connecting', 'open', 'closed', 'connecting', 'open']);

    server.last.send(JSON.stringify({ type_id: 1, payload: 'after reconnect' }));
    await vi.waitFor(() => expect(received).toEqual(['after reconnect']));
    expect(gateway.send({ type_id: 1, payload: 'back' })).toBe(true);
  });

  it('keeps retrying while the server is down and connects when it is back', async () => {
    const first = await startServer();
    const port = first.port;
    const { gateway } = gatewayFor(first, { reconnectDelayMs: 30 });
    gateway.connect(TOKEN);
    await vi.waitFor(() => expect(gateway.status).toBe('open'));
    await first.stop();
    servers.splice(servers.indexOf(first), 1);
    await vi.waitFor(() => expect(gateway.status).not.toBe('open'));
    await new Promise((resolve) => setTimeout(resolve, 120));
    const second = await startServer(port);
    await vi.waitFor(() => expect(second.connections).toHaveLength(1), { timeout: 3000 });
    await vi.waitFor(() => expect(gateway.status).toBe('open'));
  });

  it('does not reconnect after disconnect() on purpose', async () => {
    const server = await startServer();
    const { gateway } = gatewayFor(server, { reconnectDelayMs: 30 });
    gateway.connect(TOKEN);
    await vi.waitFor(() => expect(gateway.status).toBe('open'));
    gateway.disconnect();
    expect(gateway.status).toBe('closed');
    await vi.waitFor(() => expect(server.server.clients.size).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.connections).toHaveLength(1);
    expect(gateway.send({ type_id: 1, payload: null })).toBe(false);
  });

  it('switches connection when connected with another token', async () => {
    const server = await startServer();
    const { gateway } = gatewayFor(server);
    gateway.connect(TOKEN);
    await vi.waitFor(() => expect(gateway.status).toBe('open'));
    gateway.connect('ddd.eee.fff');
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    await vi.waitFor(() => expect(gateway.status).toBe('open'));
    expect(server.connections[1]?.url).toBe('/v1/web-socket/socket?token=ddd.eee.fff');
    await vi.waitFor(() => expect(server.server.clients.size).toBe(1));
  });

  it('waits 5000 ms by default before reconnecting (injected timers)', async () => {
    expect(SOCKET_RECONNECT_DELAY_MS).toBe(5000);
    const server = await startServer();
    const scheduled: { callback: () => void; delayMs: number }[] = [];
    const timers: Timers = {
      setTimeout: (callback, delayMs) => scheduled.push({ callback, delayMs }),
      clearTimeout: () => undefined,
    };
    const gateway = new BrowserWebSocketGateway({ apiBaseUrl: server.baseUrl, WebSocket, timers, logger: { warn: vi.fn(), error: vi.fn() } });
    gateways.push(gateway);
    gateway.connect(TOKEN);
    await vi.waitFor(() => expect(gateway.status).toBe('open'));
    server.last.close();
    await vi.waitFor(() => expect(scheduled).toHaveLength(1));
    expect(scheduled[0]?.delayMs).toBe(5000);
    expect(server.connections).toHaveLength(1);
    scheduled[0]?.callback();
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
  });
  it('reconnects with the current token (a renewed one), read at each reconnection', async () => {
    const server = await startServer();
    let current: string | null = TOKEN;
    const gateway = new BrowserWebSocketGateway({
      apiBaseUrl: server.baseUrl,
      WebSocket,
      reconnectDelayMs: 30,
      currentToken: () => current,
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    gateways.push(gateway);
    gateway.connect(TOKEN);
    await vi.waitFor(() => expect(gateway.status).toBe('open'));
    current = 'renewed.token.jwt';
    server.last.close(1008, 'AUTH.TOKEN_EXPIRED');
    await vi.waitFor(() => expect(server.connections).toHaveLength(2), { timeout: 2000 });
    expect(server.connections[1]?.url).toBe('/v1/web-socket/socket?token=renewed.token.jwt');
    await vi.waitFor(() => expect(gateway.status).toBe('open'));
    // The renewed token is now the one in use: connecting with it again changes nothing.
    gateway.connect('renewed.token.jwt');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.connections).toHaveLength(2);
  });

  it('stays closed when no token is usable any more at reconnection time', async () => {
    const server = await startServer();
    let current: string | null = TOKEN;
    const gateway = new BrowserWebSocketGateway({ apiBaseUrl: server.baseUrl, WebSocket, reconnectDelayMs: 20, currentToken: () => current, logger: { warn: vi.fn(), error: vi.fn() } });
    gateways.push(gateway);
    gateway.connect(TOKEN);
    await vi.waitFor(() => expect(gateway.status).toBe('open'));
    current = null;
    server.last.close(1008, 'AUTH.TOKEN_INVALID');
    await vi.waitFor(() => expect(gateway.status).toBe('closed'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.connections).toHaveLength(1);
    expect(gateway.status).toBe('closed');
  });

  it('backs off when the upgrade is refused (401): 10 s, 20 s, 40 s… up to 60 s, back to 5 s once open', async () => {
    let refuse = true;
    const server = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      handleProtocols: () => 'echo-protocol',
      verifyClient: (_info, done) => (refuse ? done(false, 401, 'Unauthorized') : done(true)),
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as AddressInfo).port;
    const scheduled: { callback: () => void; delayMs: number }[] = [];
    const timers: Timers = {
      setTimeout: (callback, delayMs) => scheduled.push({ callback, delayMs }),
      clearTimeout: () => undefined,
    };
    const gateway = new BrowserWebSocketGateway({ apiBaseUrl: `http://127.0.0.1:${port}`, WebSocket, timers, logger: { warn: vi.fn(), error: vi.fn() } });
    gateways.push(gateway);
    try {
      gateway.connect(TOKEN);
      const delays: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await vi.waitFor(() => expect(scheduled.length).toBeGreaterThan(0));
        const next = scheduled.shift();
        delays.push(next?.delayMs ?? -1);
        if (attempt === 4) refuse = false;
        next?.callback();
      }
      expect(delays).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
      await vi.waitFor(() => expect(gateway.status).toBe('open'));
      for (const client of server.clients) client.close();
      await vi.waitFor(() => expect(scheduled.length).toBeGreaterThan(0));
      expect(scheduled[0]?.delayMs).toBe(5000);
    } finally {
      gateway.disconnect();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    }
  });
});
