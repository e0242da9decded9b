import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { BELL_UNSEEN_COUNT, SOCKET_MESSAGE_TYPE, bellBadgeLabel, bellNotifications, can } from '@cible/core';
import type { Ability, Notification, NotificationsGateway, SocketGateway, User } from '@cible/core';
import { NOTIFICATIONS_GATEWAY, SOCKET_GATEWAY } from '../../di/tokens';
import { token } from '../../di/token';
import { SESSION_STORE } from '../session/SessionStore';

/** What the bell reads of the session: the loaded user and his rights. */
export interface BellSession {
  readonly user: User | null;
  readonly ability: Ability | null;
}

export type BellStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The header bell (app-shell §4, §9), app-wide. Once `start()`ed, for a loaded user who may read
 * PERSONAL_SPACE_NOTIFICATIONS only: loads the unseen list (GET list/not_viewed, limit 5) and reloads it on every
 * socket message of type `SOCKET_MESSAGE_TYPE.notification`. Opening the panel marks every unseen notification of
 * the user viewed in one call (POST viewed WITHOUT `id_list`) and clears the badge at once; closing it reloads the
 * list. A logout (no user) unsubscribes from the socket and empties the bell; `stop()` unsubscribes too.
 */
@injectable()
export class NotificationBellStore {
  status: BellStatus = 'idle';
  notifications: readonly Notification[] = [];
  /** Number of unseen notifications of the user (the API's `notification_count`). */
  unseenCount = 0;
  isOpen = false;
  /** Whether marking the unseen notifications viewed failed (the badge is then back after the reload). */
  markFailed = false;
  /**
   * Goes up when the user's notifications changed outside the pages: a notification pushed by the socket, the panel
   * marking them viewed. The notifications page reloads on it.
   */
  version = 0;

  private unsubscribeSocket: (() => void) | null = null;
  private stopReaction: (() => void) | null = null;
  private loadSequence = 0;

  constructor(
    @inject(NOTIFICATIONS_GATEWAY) private readonly gateway: NotificationsGateway,
    @inject(SOCKET_GATEWAY) private readonly socket: SocketGateway,
    @inject(SESSION_STORE) private readonly session: BellSession,
  ) {
    makeAutoObservable<this, 'gateway' | 'socket' | 'session' | 'unsubscribeSocket' | 'stopReaction' | 'loadSequence'>(
      this,
      { gateway: false, socket: false, session: false, unsubscribeSocket: false, stopReaction: false, loadSequence: false },
      { autoBind: true },
    );
  }

  /** The id of the user the bell serves: loaded and allowed to read his notifications; null otherwise. */
  get servedUserId(): number | null {
    const { user, ability } = this.session;
    if (!user || !ability || !can(ability, 'read', 'PERSONAL_SPACE_NOTIFICATIONS')) return null;
    return user.id;
  }

  /** Whether the bell is shown (the user may read his notifications). */
  get isAvailable(): boolean {
    return this.servedUserId !== null;
  }

  /** Core's badge text: null (no badge), "1"…"5", "5+". */
  get badgeLabel(): string | null {
    return bellBadgeLabel(this.unseenCount);
  }

  /**
   * The up-to-5 unseen notifications, newest first. The panel reads them with `notificationView` (core's wording and
   * dates): that code, and luxon under it, stays out of the first route, where this app-wide store is bound.
   */
  get items(): readonly Notification[] {
    return bellNotifications(this.notifications);
  }

  /** Follows the session: serves the user while he is loaded and allowed. Answers `stop`. Idempotent. */
  start(): () => void {
    this.stopReaction ??= reaction(
      () => this.servedUserId,
      (userId) => (userId === null ? this.reset() : this.serve()),
      { fireImmediately: true },
    );
    return this.stop;
  }

  /** Stops following the session and the socket. */
  stop(): void {
    this.stopReaction?.();
    this.stopReaction = null;
    this.reset();
  }

  /** Loads the unseen list (the newest 5 and the count); an older answer arriving late is dropped. */
  async load(): Promise<void> {
    if (this.servedUserId === null) return;
    const sequence = ++this.loadSequence;
    this.status = 'loading';
    try {
      const answer = await this.gateway.listNotViewedNotifications({ query: { limit: BELL_UNSEEN_COUNT } });
      if (sequence !== this.loadSequence) return;
      runInAction(() => {
        this.notifications = answer.notification_list;
        this.unseenCount = answer.notification_count;
        this.status = 'ready';
      });
    } catch {
      if (sequence !== this.loadSequence) return;
      runInAction(() => {
        this.status = 'error';
      });
    }
  }

  /**
   * The panel opened: every unseen notification of the user is marked viewed in one call (no `id_list`: the
   * badge counts them all, and it must be empty after opening). The badge is cleared at once; the items stay
   * listed while the panel is open. A failure reloads the list (the badge comes back).
   */
  async panelOpened(): Promise<void> {
    this.isOpen = true;
    this.markFailed = false;
    if (this.unseenCount === 0 || this.servedUserId === null) return;
    this.unseenCount = 0;
    // A load in flight would bring the old count back: it is superseded.
    this.loadSequence += 1;
    try {
      await this.gateway.markNotificationsViewed({ body: {} });
      runInAction(() => {
        this.version += 1;
      });
    } catch {
      runInAction(() => {
        this.markFailed = true;
      });
      await this.load();
    }
  }

  /** The panel closed: the unseen list is loaded again. */
  async panelClosed(): Promise<void> {
    this.isOpen = false;
    await this.load();
  }

  /** Opens or closes the panel (the trigger's press, Escape, a click outside). */
  setOpen(open: boolean): void {
    if (open === this.isOpen) return;
    void (open ? this.panelOpened() : this.panelClosed());
  }

  private serve(): void {
    this.unsubscribeSocket?.();
    this.unsubscribeSocket = this.socket.onMessage(SOCKET_MESSAGE_TYPE.notification, () => this.pushed());
    void this.load();
  }

  /** A notification was pushed: the list is reloaded and the pages are told. */
  private pushed(): void {
    this.version += 1;
    void this.load();
  }

  private reset(): void {
    this.unsubscribeSocket?.();
    this.unsubscribeSocket = null;
    this.loadSequence += 1;
    this.notifications = [];
    this.unseenCount = 0;
    this.isOpen = false;
    this.markFailed = false;
    this.status = 'idle';
  }
}

export const NOTIFICATION_BELL_STORE = token<NotificationBellStore>('NotificationBellStore');
