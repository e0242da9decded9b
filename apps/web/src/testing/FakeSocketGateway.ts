import { vi } from 'vitest';
import type { SocketGateway, SocketMessageHandler } from '@cible/core';

/** A socket whose messages the test emits; it records subscriptions (by message type). */
export class FakeSocketGateway implements SocketGateway {
  readonly status = 'open' as const;
  readonly handlers = new Map<number, Set<SocketMessageHandler>>();
  connect = vi.fn();
  disconnect = vi.fn();
  send = vi.fn(() => true);
  onMessage(typeId: number, handler: SocketMessageHandler): () => void {
    const set = this.handlers.get(typeId) ?? new Set();
    set.add(handler);
    this.handlers.set(typeId, set);
    return () => set.delete(handler);
  }
  emit(typeId: number, payload: unknown): void {
    for (const handler of this.handlers.get(typeId) ?? []) handler(payload, { type_id: typeId, payload });
  }
  subscribers(typeId: number): number {
    return this.handlers.get(typeId)?.size ?? 0;
  }
}
