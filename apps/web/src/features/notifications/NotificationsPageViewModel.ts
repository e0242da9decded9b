import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock, Notification, NotificationListResponse, NotificationsGateway } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';
import type { NotificationsChange, NotificationsChangeListener } from './NotificationBellStore';
import { notificationView, type NotificationView } from './notificationView';
import { NOTIFICATIONS_PAGE_SIZE, notificationListQueryOf, type NotificationsSearch, type SeenFilter } from './notificationsSearch';

export type NotificationsPageStatus = LoadStatus;

/** Where the page hears of the changes made elsewhere (the bell: pushes, the panel marking them viewed). */
export interface NotificationsChanges {
  follow(listener: NotificationsChangeListener): () => void;
}

/** What the page tells the rest of the app: the bell reloads after a "mark as read", failures are toasted. */
export interface NotificationsPageEffects {
  /** The search changed (filters, page): the page writes it in the URL. */
  navigate(search: NotificationsSearch): void;
  /** Something was marked read here: the bell reloads its unseen list. */
  refreshBell(): void;
  /** A "mark as read" failed. */
  actionFailed(): void;
}

/** Whether a notification belongs to the list of a search (its type and seen filters). */
function matchesFilters(notification: Notification, search: NotificationsSearch): boolean {
  if (search.types.length > 0 && !search.types.includes(notification.notification_type_id)) return false;
  if (search.seen === 'all') return true;
  return (notification.viewed_at === null) === (search.seen === 'unseen');
}

/** Newest first, as the API lists them (`sent_at`, then `id`). */
const newestFirst = (a: Notification, b: Notification) => Date.parse(b.sent_at) - Date.parse(a.sent_at) || b.id - a.id;

/**
 * The notifications page (/personal-space/notifications; docs/web-shell.md "Notifications"): the list for a search from
 * the URL (types, seen state, page of 20, newest first), mark one or all as read. Changing a filter goes back to page
 * 1. A notification pushed meanwhile shows on the first page without asking the list again (and counts in the total);
 * on a later page, whose rows it shifts, the page is loaded again.
 */
export class NotificationsPageViewModel {
  /** The page of the search as the API lists it (kept up with the notifications marked read or pushed). */
  readonly page = new Loadable<NotificationListResponse>({ status: 'loading' });
  search: NotificationsSearch | null = null;
  /** Ids being marked read (their button is busy). */
  markingIds: readonly number[] = [];
  markingAll = false;

  constructor(
    private readonly gateway: NotificationsGateway,
    private readonly clock: Clock,
    private readonly effects: NotificationsPageEffects,
    private readonly changes: NotificationsChanges,
  ) {
    makeAutoObservable<this, 'gateway' | 'clock' | 'effects' | 'changes'>(
      this,
      { gateway: false, clock: false, effects: false, changes: false, page: false },
      { autoBind: true },
    );
  }

  get status(): NotificationsPageStatus {
    return this.page.status;
  }

  get notifications(): readonly Notification[] {
    return this.page.value?.notification_list ?? [];
  }

  /** The number of notifications matching the filters (every page). */
  get total(): number {
    return this.page.value?.notification_count ?? 0;
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
    const answer = await this.page.load(() => this.gateway.listNotifications({ query: notificationListQueryOf(search) }));
    if (answer === undefined) return;
    // A page beyond the last one (notifications marked or gone since): go to the last page.
    const lastPage = Math.max(1, Math.ceil(answer.notification_count / NOTIFICATIONS_PAGE_SIZE));
    if (answer.notification_list.length === 0 && search.page > lastPage) this.effects.navigate({ ...search, page: lastPage });
  }

  /** Follows the changes made elsewhere (the page's lifetime); answers the unsubscribe. */
  followChanges(): () => void {
    return this.changes.follow(this.changed);
  }

  /**
   * A change made elsewhere: a pushed notification that the filters keep is put on the first page (once, newest
   * first, 20 at most) and counted in the total, with no call; on a later page it shifts the rows, so the page is
   * loaded again. Any other change (the bell's panel marked every unseen one viewed) reloads the page.
   */
  changed(change: NotificationsChange): void {
    const search = this.search;
    if (search === null) return;
    if (change.kind !== 'pushed') {
      void this.retry();
      return;
    }
    const pushed = change.notification;
    if (!matchesFilters(pushed, search)) return;
    if (search.page > 1) {
      void this.retry();
      return;
    }
    this.page.update((answer) => {
      if (answer.notification_list.some((notification) => notification.id === pushed.id)) return answer;
      return {
        notification_list: [pushed, ...answer.notification_list].sort(newestFirst).slice(0, NOTIFICATIONS_PAGE_SIZE),
        notification_count: answer.notification_count + 1,
      };
    });
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
      this.page.update((answer) => ({
        ...answer,
        notification_list: answer.notification_list.map((notification) =>
          notification.id === id && notification.viewed_at === null ? { ...notification, viewed_at: viewedAt } : notification,
        ),
      }));
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
