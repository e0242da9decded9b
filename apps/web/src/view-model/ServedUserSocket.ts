import { reaction } from 'mobx';
import type { SocketGateway } from '@cible/core';

/** What a store served to one user at a time hands to `ServedUserSocket`. */
export interface ServedUserSocketOptions {
  /** The user the store serves now (read in a MobX reaction); null: nobody. */
  readonly servedUserId: () => number | null;
  /** The socket message type the store follows while it serves a user (core's `SOCKET_MESSAGE_TYPE`). */
  readonly messageType: number;
  /** A message of that type (its payload still to be parsed). */
  readonly pushed: (payload: unknown) => void;
  /** A user is served (again): the socket is followed; the store loads what it shows. */
  readonly served: () => void;
  /** Nobody is served any more, or the store stops: the socket is no longer followed; the store empties itself. */
  readonly reset: () => void;
}

/**
 * The session following shared by the app-wide stores fed by the socket (the notification bell, the support chat):
 * once `start()`ed, while the session has a served user, the socket's messages of one type are followed (subscribed
 * again each time the served user changes) and the store is told `served`; without one, or on `stop()`, they are no
 * longer followed and the store is told `reset`. `start()` is idempotent.
 */
export class ServedUserSocket {
  private unsubscribeSocket: (() => void) | null = null;
  private stopReaction: (() => void) | null = null;

  constructor(
    private readonly socket: SocketGateway,
    private readonly options: ServedUserSocketOptions,
  ) {}

  start(): void {
    this.stopReaction ??= reaction(
      () => this.options.servedUserId(),
      (userId) => (userId === null ? this.reset() : this.serve()),
      { fireImmediately: true },
    );
  }

  stop(): void {
    this.stopReaction?.();
    this.stopReaction = null;
    this.reset();
  }

  private serve(): void {
    this.unsubscribeSocket?.();
    this.unsubscribeSocket = this.socket.onMessage(this.options.messageType, (payload) => this.options.pushed(payload));
    this.options.served();
  }

  private reset(): void {
    this.unsubscribeSocket?.();
    this.unsubscribeSocket = null;
    this.options.reset();
  }
}
