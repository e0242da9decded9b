import { SOCKET_NOT_CONNECTED_WARNING, type SocketGateway, type SocketMessage, type SocketMessageHandler, type SocketStatus } from '@cible/core';

interface PendingHandler {
  readonly typeId: number;
  readonly handler: SocketMessageHandler;
  unsubscribe: (() => void) | null;
}

/**
 * Core's socket port whose adapter is fetched by the first `connect` (the session opens the socket once a token is
 * there, after the page is drawn), so that the first route does not carry it (docs/adr/006-first-route-budget.md).
 * Handlers registered before it is there are registered on it when it comes; a `disconnect` before then cancels the
 * connection asked for; `send` before then answers false with the adapter's warning, the socket being not open. A
 * failed load is retried at the next `connect`.
 */
export class DeferredSocketGateway implements SocketGateway {
  private real: SocketGateway | null = null;
  private loading: Promise<void> | null = null;
  /** The token of the connection asked for while loading; null once disconnected. */
  private token: string | null = null;
  private readonly handlers = new Set<PendingHandler>();

  constructor(
    private readonly load: () => Promise<SocketGateway>,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {}

  get status(): SocketStatus {
    return this.real?.status ?? (this.token === null ? 'idle' : 'connecting');
  }

  connect(token: string): void {
    if (this.real) {
      this.real.connect(token);
      return;
    }
    this.token = token;
    this.loading ??= this.load().then(
      (real) => {
        this.real = real;
        for (const pending of this.handlers) pending.unsubscribe = real.onMessage(pending.typeId, pending.handler);
        if (this.token !== null) real.connect(this.token);
        this.token = null;
      },
      () => {
        this.loading = null;
        this.token = null;
      },
    );
  }

  disconnect(): void {
    this.token = null;
    this.real?.disconnect();
  }

  send(message: SocketMessage): boolean {
    if (this.real) return this.real.send(message);
    this.warn(SOCKET_NOT_CONNECTED_WARNING);
    return false;
  }

  onMessage(typeId: number, handler: SocketMessageHandler): () => void {
    const pending: PendingHandler = { typeId, handler, unsubscribe: this.real ? this.real.onMessage(typeId, handler) : null };
    this.handlers.add(pending);
    return () => {
      this.handlers.delete(pending);
      pending.unsubscribe?.();
      pending.unsubscribe = null;
    };
  }
}
