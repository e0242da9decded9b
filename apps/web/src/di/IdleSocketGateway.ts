import type { SocketGateway, SocketMessageHandler, SocketStatus } from '@cible/core';

/**
 * The socket port while the real-time socket is not built on the API (di/builtFeatures.ts): it never opens a
 * connection. `connect` and `disconnect` do nothing, `send` answers false, handlers are kept but never called.
 */
export class IdleSocketGateway implements SocketGateway {
  readonly status: SocketStatus = 'idle';

  connect(): void {}

  disconnect(): void {}

  send(): boolean {
    return false;
  }

  onMessage(_typeId: number, _handler: SocketMessageHandler): () => void {
    return () => {};
  }
}
