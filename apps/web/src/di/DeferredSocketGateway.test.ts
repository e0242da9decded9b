import { describe, expect, it, vi } from 'vitest';
import { SOCKET_NOT_CONNECTED_WARNING, type SocketGateway, type SocketMessage, type SocketMessageHandler, type SocketStatus } from '@cible/core';
import { DeferredSocketGateway } from './DeferredSocketGateway';

/** An adapter that records what it is asked and delivers messages to its handlers as the real one does. */
class RecordingSocket implements SocketGateway {
  readonly calls: string[] = [];
  status: SocketStatus = 'idle';
  private readonly handlers = new Map<number, Set<SocketMessageHandler>>();
  connect(token: string) {
    this.calls.push(`connect:${token}`);
    this.status = 'open';
  }
  disconnect() {
    this.calls.push('disconnect');
    this.status = 'closed';
  }
  send(message: SocketMessage) {
    this.calls.push(`send:${message.type_id}`);
    return this.status === 'open';
  }
  onMessage(typeId: number, handler: SocketMessageHandler) {
    const set = this.handlers.get(typeId) ?? new Set();
    set.add(handler);
    this.handlers.set(typeId, set);
    return () => set.delete(handler);
  }
  deliver(message: SocketMessage) {
    for (const handler of this.handlers.get(message.type_id) ?? []) handler(message.payload, message);
  }
}

function setup() {
  const adapter = new RecordingSocket();
  let release!: () => void;
  let fail!: () => void;
  const load = vi.fn(
    () =>
      new Promise<SocketGateway>((resolve, reject) => {
        release = () => resolve(adapter);
        fail = () => reject(new Error('chunk load failed'));
      }),
  );
  const warn = vi.fn();
  const socket = new DeferredSocketGateway(load, warn);
  const settle = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };
  return { adapter, load, warn, socket, release: async () => (release(), settle()), fail: async () => (fail(), settle()) };
}

describe('DeferredSocketGateway', () => {
  it('fetches nothing until the first connect, then connects the adapter with the token once it is there', async () => {
    const { adapter, load, socket, release } = setup();
    expect(socket.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
    socket.connect('t1');
    socket.connect('t2');
    expect(load).toHaveBeenCalledTimes(1);
    expect(socket.status).toBe('connecting');
    await release();
    expect(adapter.calls).toEqual(['connect:t2']);
    expect(socket.status).toBe('open');
    socket.connect('t3');
    expect(adapter.calls).toEqual(['connect:t2', 'connect:t3']);
  });

  it('registers the handlers given before the adapter came, and unsubscribes them before or after', async () => {
    const { adapter, socket, release } = setup();
    const kept: unknown[] = [];
    const dropped: unknown[] = [];
    socket.onMessage(4, (payload) => kept.push(payload));
    const unsubscribeEarly = socket.onMessage(4, (payload) => dropped.push(payload));
    unsubscribeEarly();
    socket.connect('t');
    await release();
    const late: unknown[] = [];
    const unsubscribeLate = socket.onMessage(4, (payload) => late.push(payload));
    adapter.deliver({ type_id: 4, payload: 'a' });
    unsubscribeLate();
    adapter.deliver({ type_id: 4, payload: 'b' });
    adapter.deliver({ type_id: 5, payload: 'c' });
    expect(kept).toEqual(['a', 'b']);
    expect(late).toEqual(['a']);
    expect(dropped).toEqual([]);
  });

  it('a disconnect before the adapter came cancels the connection asked for', async () => {
    const { adapter, socket, release } = setup();
    socket.connect('t');
    socket.disconnect();
    expect(socket.status).toBe('idle');
    await release();
    expect(adapter.calls).toEqual([]);
    socket.disconnect();
    expect(adapter.calls).toEqual(['disconnect']);
  });

  it('send before the adapter came answers false with the not-connected warning, then goes to the adapter', async () => {
    const { adapter, warn, socket, release } = setup();
    expect(socket.send({ type_id: 1, payload: null })).toBe(false);
    expect(warn).toHaveBeenCalledWith(SOCKET_NOT_CONNECTED_WARNING);
    socket.connect('t');
    await release();
    expect(socket.send({ type_id: 1, payload: null })).toBe(true);
    expect(adapter.calls).toEqual(['connect:t', 'send:1']);
  });

  it('a failed load is retried at the next connect', async () => {
    const { adapter, load, socket, release, fail } = setup();
    socket.connect('t1');
    await fail();
    expect(socket.status).toBe('idle');
    socket.connect('t2');
    expect(load).toHaveBeenCalledTimes(2);
    await release();
    expect(adapter.calls).toEqual(['connect:t2']);
  });
});
