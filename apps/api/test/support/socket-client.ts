import { buildSocketUrl, parseSocketMessage, SOCKET_SUBPROTOCOL } from '@cible/core';
import type { SocketMessage } from '@cible/core';
import WebSocket from 'ws';

/** An open test socket: what it received, and how it closed. */
export interface TestSocket {
  readonly ws: WebSocket;
  /** Messages received so far (parsed with core's parseSocketMessage; unreadable ones as `null`). */
  readonly messages: (SocketMessage | null)[];
  /** Pings received from the server so far. */
  readonly pings: () => number;
  /** Settles when the socket closes, with the close code and reason. */
  readonly closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the next message not read yet by nextMessage (waiting for it), rejects after `timeoutMs`. */
  nextMessage(timeoutMs?: number): Promise<SocketMessage | null>;
  close(): Promise<void>;
}

export interface OpenSocketOptions {
  /** Subprotocols offered; default core's `echo-protocol`; `[]` offers none. */
  readonly protocols?: readonly string[];
  /** Answer the server's pings (default true, as browsers do). */
  readonly autoPong?: boolean;
  /** A URL instead of core's `buildSocketUrl(baseUrl, token)`. */
  readonly url?: string;
}

/** Opens the real-time socket of a test server with a token, as the browser adapter does; resolves once open. */
export function openSocket(baseUrl: string, token: string, options: OpenSocketOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(options.url ?? buildSocketUrl(baseUrl, token), [...(options.protocols ?? [SOCKET_SUBPROTOCOL])], {
    autoPong: options.autoPong ?? true,
  });
  const messages: (SocketMessage | null)[] = [];
  const waiters: ((message: SocketMessage | null) => void)[] = [];
  let read = 0;
  let pings = 0;
  ws.on('ping', () => (pings += 1));
  ws.on('message', (data, isBinary) => {
    const message = isBinary ? null : parseSocketMessage(Buffer.from(data as Buffer).toString('utf8'));
    messages.push(message);
    const waiter = waiters.shift();
    if (waiter) {
      read += 1;
      waiter(message);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
  );
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_request, response) => reject(new Error(`socket refused with ${response.statusCode}`)));
    ws.once('error', reject);
    ws.once('open', () => {
      ws.off('error', reject);
      ws.on('error', () => {});
      resolve({
        ws,
        messages,
        pings: () => pings,
        closed,
        nextMessage(timeoutMs = 5_000) {
          if (read < messages.length) {
            read += 1;
            return Promise.resolve(messages[read - 1] ?? null);
          }
          return new Promise((resolveMessage, rejectMessage) => {
            const timer = setTimeout(() => rejectMessage(new Error(`no socket message within ${timeoutMs} ms`)), timeoutMs);
            waiters.push((message) => {
              clearTimeout(timer);
              resolveMessage(message);
            });
          });
        },
        async close() {
          if (ws.readyState === WebSocket.CLOSED) return;
          ws.close();
          await closed;
        },
      });
    });
  });
}

/** The HTTP answer of a refused upgrade (status and JSON body), or `null` when the upgrade was accepted. */
export function socketRefusal(
  url: string,
  protocols: readonly string[] = [SOCKET_SUBPROTOCOL],
): Promise<{ status: number; body: unknown } | null> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, [...protocols]);
    let settled = false;
    ws.once('open', () => {
      settled = true;
      ws.terminate();
      resolve(null);
    });
    ws.once('unexpected-response', (request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        settled = true;
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    ws.on('error', (error) => {
      if (!settled) reject(error);
    });
  });
}
