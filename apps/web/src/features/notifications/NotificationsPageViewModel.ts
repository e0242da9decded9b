import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock, Notification, NotificationsGateway } from '@cible/core';
import { notificationView, type NotificationView } from './notificationView';
import { NOTIFICATIONS_PAGE_SIZE, notificationListQueryOf, type NotificationsSearch, type SeenFilter } from './notificationsSearch';

export type NotificationsPageStatus = 'loading' | 'ready' | 'error';

/** What the page tells the rest of the app: the bell reloads after a "mark as read", failures are toasted. */
export interface NotificationsPageEffects {
  /** The search changed (filters, page): the page writes it in the URL. */
  navigate(search: NotificationsSearch): void;
  /** Something was marked read here: the bell reloads its unseen list. */
  refreshBell(): void;
  /** A "mark as read" failed. */
  actionFailed(): void;
}

/**
 * The notifications page (/personal-space/notifications, app-shell §4, §7): the list for a search from the URL
 * (types, seen state, page of 20, newest first), mark one or all as read. Changing a filter goes back to page 1.
 */
export class NotificationsPageViewModel {
  status: NotificationsPageStatus = 'loading';
  notifications: readonly Notification[] = [];
  total = 0;
  search: NotificationsSearch | null = null;
  /** Ids being marked read (their button is busy). */
  markingIds: readonly number[] = [];
  markingAll = false;

  private loadSequence = 0;

  constructor(
    private readonly gateway: NotificationsGateway,
    private readonly clock: Clock,
    private readonly effects: NotificationsPageEffects,
  ) {
    makeAutoObservable<this, 'gateway' | 'clock' | 'effects' | 'loadSequence'>(
      this,
      { gateway: false, clock: false, effects: false, loadSequence: false },
      { autoBind: true },
    );
  }

  get pageSize(): number {
    return NOTIFICATIONS_PAGE_SIZE;
  }

  get items(): readonly NotificationView[] {
    return this.notifications.map((notification) => notificationView(notification, this.clock));
  }

  /** Whether a type or seen filter is set (the empty state then offers to clear them). */
  get isFiltered(): boolean {
    return this.search !== null && (this.search.types.length > 0 || this.search.seen !== 'all');
  }

  /** Whether some listed notification is unseen ("mark all as read" is offered then). */
  get hasUnseen(): boolean {
    return this.items.some((item) => item.unseen);
  }

  /** Loads the page of a search (the URL's); a late answer of an older search is dropped. */
  async load(search: NotificationsSearch): Promise<void> {
    this.search = search;
    const sequence = ++this.loadSequence;
    this.status = 'loading';
    try {
      const answer = await this.gateway.listNotifications({ query: notificationListQueryOf(search) });
      if (sequence !== this.loadSequence) return;
      runInAction(() => {
        this.notifications = answer.notification_list;
        this.total = answer.notification_count;
        this.status = 'ready';
      });
      // A page beyond the last one (notifications marked or gone since): go to the last page.
      const lastPage = Math.max(1, Math.ceil(answer.notification_count / NOTIFICATIONS_PAGE_SIZE));
      if (answer.notification_list.length === 0 && search.page > lastPage) this.effects.navigate({ ...search, page: lastPage });
    } catch {
      if (sequence !== this.loadSequence) return;
      runInAction(() => {
        this.status = 'error';
      });
    }
  }

  /** Loads the current search again (the error state's retry). */
  async retry(): Promise<void> {
    if (this.search) await this.load(this.search);
  }

  setPage(page: number): void {
    if (this.search) this.effects.navigate({ ...this.search, page });
  }

  setTypes(types: readonly number[]): void {
    if (this.search) this.effects.navigate({ ...this.search, types: [...new Set(types)].sort((a, b) => a - b), page: 1 });
  }

  setSeen(seen: SeenFilter): void {
    if (this.search) this.effects.navigate({ ...this.search, seen, page: 1 });
  }

  clearFilters(): void {
    if (this.search) this.effects.navigate({ ...this.search, types: [], seen: 'all', page: 1 });
  }

  isMarking(id: number): boolean {
    return this.markingAll || this.markingIds.includes(id);
  }

  /** Marks one notification read (POST {id}/viewed): shown read at once, the bell reloads. */
  async markRead(id: number): Promise<void> {
    if (this.isMarking(id)) return;
    this.markingIds = [...this.markingIds, id];
    try {
      await this.gateway.markNotificationViewed({ params: { id } });
      const viewedAt = this.clock.now().toISOString();
      runInAction(() => {
        this.notifications = this.notifications.map((notification) =>
          notification.id === id && notification.viewed_at === null ? { ...notification, viewed_at: viewedAt } : notification,
        );
      });
      this.effects.refreshBell();
      if (this.search?.seen === 'unseen') await this.retry();
    } catch {
      this.effects.actionFailed();
    } finally {
      runInAction(() => {
        this.markingIds = this.markingIds.filter((marking) => marking !== id);
      });
    }
  }

  /** Marks every unseen notification of the user read (POST viewed without id_list), then reloads. */
  async markAllRead(): Promise<void> {
    if (this.markingAll) return;
    this.markingAll = true;
    try {
      await this.gateway.markNotificationsViewed({ body: {} });
      this.effects.refreshBell();
      await this.retry();
    } catch {
      this.effects.actionFailed();
    } finally {
      runInAction(() => {
        this.markingAll = false;
      });
    }
  }
}
