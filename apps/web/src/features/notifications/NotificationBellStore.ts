import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { BELL_UNSEEN_COUNT, SHELL_FEATURE_EVENTS, SOCKET_MESSAGE_TYPE, bellBadgeLabel, bellNotifications, can } from '@cible/core';
import type { Ability, Notification, NotificationListResponse, NotificationPush, NotificationsGateway, SocketGateway, User } from '@cible/core';
import { NOTIFICATIONS_GATEWAY, SOCKET_GATEWAY } from '../../di/tokens';
import { token } from '../../di/token';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';
import { ServedUserSocket } from '../../view-model/ServedUserSocket';
import { withSocketPushSchemas } from '../../view-model/loadSocketPushSchemas';
import { SESSION_STORE } from '../session/SessionStore';
import { FEATURE_USAGE, NO_FEATURE_USAGE, type FeatureUsage } from '../shell/FeatureUsage';
import { withPushedNotification } from './withPushedNotification';

/** What the bell reads of the session: the loaded user and his rights. */
export interface BellSession {
  readonly user: User | null;
  readonly ability: Ability | null;
}

export type BellStatus = LoadStatus;

/**
 * What changed the user's notifications outside the notifications page: a notification pushed by the socket (the page
 * shows it without asking the list again), or a change only a reload shows (the panel marked every unseen one
 * viewed, a push that could not be read).
 */
export type NotificationsChange = { readonly kind: 'pushed'; readonly notification: Notification } | { readonly kind: 'changed' };

export type NotificationsChangeListener = (change: NotificationsChange) => void;

/**
 * The header bell (docs/web-shell.md "Notifications"), app-wide. Once `start()`ed, for a loaded user who may read
 * PERSONAL_SPACE_NOTIFICATIONS only: loads the unseen list (GET list/not_viewed, limit 5). A socket message of type
 * `SOCKET_MESSAGE_TYPE.notification` carries the new notification and the unseen count (core's NotificationPush):
 * the bell puts it first (once per id, 5 at most) and takes the count, without asking the list again (an unreadable
 * message, or one arriving before any list, reloads it). Opening the panel marks every unseen notification of the
 * user viewed in one call (POST viewed WITHOUT `id_list`) and clears the badge at once; closing it reloads the
 * list. A logout (no user) unsubscribes from the socket and empties the bell; `stop()` unsubscribes too.
 */
@injectable()
export class NotificationBellStore {
  /** The newest unseen notifications and their count, as list/not_viewed answers them (then kept up by the pushes). */
  readonly unseen = new Loadable<NotificationListResponse>();
  isOpen = false;
  /** Whether marking the unseen notifications viewed failed (the badge is then back after the reload). */
  markFailed = false;
  /** Goes up with each change told to the pages (see `follow`). */
  version = 0;

  private readonly following: ServedUserSocket;
  private readonly listeners = new Set<NotificationsChangeListener>();

  constructor(
    @inject(NOTIFICATIONS_GATEWAY) private readonly gateway: NotificationsGateway,
    @inject(SOCKET_GATEWAY) socket: SocketGateway,
    @inject(SESSION_STORE) private readonly session: BellSession,
    @inject(FEATURE_USAGE) private readonly featureUsage: FeatureUsage = NO_FEATURE_USAGE,
  ) {
    this.following = new ServedUserSocket(socket, {
      servedUserId: () => this.servedUserId,
      messageType: SOCKET_MESSAGE_TYPE.notification,
      pushed: (payload) => this.pushed(payload),
      served: () => void this.load(),
      reset: () => this.reset(),
    });
    makeAutoObservable<this, 'gateway' | 'session' | 'featureUsage' | 'following' | 'listeners'>(
      this,
      { gateway: false, session: false, featureUsage: false, following: false, listeners: false, unseen: false },
      { autoBind: true },
    );
  }

  get status(): BellStatus {
    return this.unseen.status;
  }

  /** The unseen notifications listed (newest first, at most 5). */
  get notifications(): readonly Notification[] {
    return this.unseen.value?.notification_list ?? [];
  }

  /** Number of unseen notifications of the user (the API's `notification_count`). */
  get unseenCount(): number {
    return this.unseen.value?.notification_count ?? 0;
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
    this.following.start();
    return this.stop;
  }

  /** Stops following the session and the socket. */
  stop(): void {
    this.following.stop();
  }

  /** Loads the unseen list (the newest 5 and the count); an older answer arriving late is dropped. */
  async load(): Promise<void> {
    if (this.servedUserId === null) return;
    await this.unseen.load(() => this.gateway.listNotViewedNotifications({ query: { limit: BELL_UNSEEN_COUNT } }));
  }

  /**
   * Follows the changes of the user's notifications made outside the notifications page (a push, the panel marking
   * them viewed). Answers the unsubscribe.
   */
  follow(listener: NotificationsChangeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * The panel opened: every unseen notification of the user is marked viewed in one call (no `id_list`: the
   * badge counts them all, and it must be empty after opening). The badge is cleared at once (on a list in flight
   * too: its answer would bring the old count back); the items stay listed while the panel is open. A failure
   * reloads the list (the badge comes back).
   */
  async panelOpened(): Promise<void> {
    this.isOpen = true;
    this.markFailed = false;
    if (this.unseenCount === 0 || this.servedUserId === null) return;
    this.unseen.update((answer) => ({ ...answer, notification_count: 0 }));
    try {
      await this.gateway.markNotificationsViewed({ body: {} });
      this.tell({ kind: 'changed' });
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
    if (open) this.featureUsage.used(SHELL_FEATURE_EVENTS.notificationsBell);
    void (open ? this.panelOpened() : this.panelClosed());
  }

  /**
   * A socket message of type notification: its notification goes first in the bell with the pushed count, and the
   * pages are told. Without a readable payload, or before any list was asked, the list is loaded instead. The
   * push's schema comes with the first push when not loaded yet (withSocketPushSchemas).
   */
  private pushed(payload: unknown): void {
    withSocketPushSchemas((schemas) => {
      const parsed = schemas?.NotificationPushSchema.safeParse(payload);
      const push: NotificationPush | null = parsed?.success ? parsed.data : null;
      if (push === null || !this.unseen.update((answer) => withPushedNotification(answer, push, BELL_UNSEEN_COUNT))) void this.load();
      this.tell(push === null ? { kind: 'changed' } : { kind: 'pushed', notification: push.notification });
    });
  }

  private tell(change: NotificationsChange): void {
    runInAction(() => {
      this.version += 1;
    });
    for (const listener of [...this.listeners]) listener(change);
  }

  /** Nobody served (the socket is no longer followed): the bell is emptied. */
  private reset(): void {
    this.unseen.reset();
    this.isOpen = false;
    this.markFailed = false;
  }
}

export const NOTIFICATION_BELL_STORE = token<NotificationBellStore>('NotificationBellStore');
