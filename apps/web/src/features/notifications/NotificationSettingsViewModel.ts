import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@cible/core';
import type { NotificationSettings, NotificationsGateway, QueriesGateway, QueryLight } from '@cible/core';

export type NotificationSettingsStatus = 'loading' | 'ready';

/**
 * What the settings page tells the user after saving (the spec's toasts: docs/rules/session-formatting-validation.md
 * "Generic toasts").
 */
export interface NotificationSettingsEffects {
  saved(): void;
  saveFailed(): void;
}

/** Most alerts the page lists (a user has 10 at most). */
const ALERT_LIST_LIMIT = 1000;

/**
 * The notification settings page (/personal-space/notifications/settings; docs/notifications.md "Routes"): the
 * newsletter switches (aggregated, disabled) and, for each of the user's alerts, whether its news come by e-mail (a
 * blocked alert still notifies in the app, its news leave the daily e-mail). Loading never fails: the gateway answers
 * core's defaults when the API does not (core's `notificationSettingsOrDefault`); alerts that cannot be listed leave
 * the blocked ids as they are. Save = PUT of the three fields; blocked ids of alerts not listed are kept.
 */
export class NotificationSettingsViewModel {
  status: NotificationSettingsStatus = 'loading';
  saved: NotificationSettings = DEFAULT_NOTIFICATION_SETTINGS;
  newsletterAggregated = false;
  newsletterDisabled = false;
  /** The alert ids whose news stay out of the e-mail, as edited. */
  blockedIds: readonly number[] = [];
  /** The user's alerts (null when they could not be listed). */
  alerts: readonly QueryLight[] | null = [];
  isSaving = false;

  constructor(
    private readonly gateway: NotificationsGateway,
    private readonly queries: Pick<QueriesGateway, 'listQueries'>,
    private readonly effects: NotificationSettingsEffects,
  ) {
    makeAutoObservable<this, 'gateway' | 'queries' | 'effects'>(this, { gateway: false, queries: false, effects: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const [settings, alerts] = await Promise.all([
      this.gateway.getNotificationSettings().catch(() => DEFAULT_NOTIFICATION_SETTINGS),
      this.queries
        .listQueries({ query: { is_alert: true, limit: ALERT_LIST_LIMIT, offset: 0 } })
        .then((page): readonly QueryLight[] => page.query_list.map(({ id, name, query_type_id, is_alert, owner_user_id }) => ({ id, name, query_type_id, is_alert, owner_user_id })))
        .catch(() => null),
    ]);
    runInAction(() => {
      this.alerts = alerts;
      this.apply(settings);
    });
  }

  get blockedCount(): number {
    return this.blockedIds.length;
  }

  /** Whether an alert's news come by e-mail (not blocked). */
  isMailed(alertId: number): boolean {
    return !this.blockedIds.includes(alertId);
  }

  setMailed(alertId: number, mailed: boolean): void {
    const others = this.blockedIds.filter((id) => id !== alertId);
    this.blockedIds = mailed ? others : [...others, alertId].sort((a, b) => a - b);
  }

  get isDirty(): boolean {
    const saved = [...this.saved.blocked_query_id_list].sort((a, b) => a - b);
    return (
      this.newsletterAggregated !== this.saved.newsletter_aggregated ||
      this.newsletterDisabled !== this.saved.newsletter_disabled ||
      saved.length !== this.blockedIds.length ||
      saved.some((id, index) => id !== this.blockedIds[index])
    );
  }

  setNewsletterAggregated(value: boolean): void {
    this.newsletterAggregated = value;
  }

  setNewsletterDisabled(value: boolean): void {
    this.newsletterDisabled = value;
  }

  /** Saves the switches and the blocked alerts: success toast, or error toast and the edits kept. */
  async save(): Promise<void> {
    if (this.isSaving || this.status !== 'ready') return;
    this.isSaving = true;
    try {
      const answer = await this.gateway.updateNotificationSettings({
        body: {
          blocked_query_id_list: [...this.blockedIds],
          newsletter_aggregated: this.newsletterAggregated,
          newsletter_disabled: this.newsletterDisabled,
        },
      });
      runInAction(() => this.apply(answer));
      this.effects.saved();
    } catch {
      this.effects.saveFailed();
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }

  private apply(settings: NotificationSettings): void {
    this.saved = settings;
    this.newsletterAggregated = settings.newsletter_aggregated;
    this.newsletterDisabled = settings.newsletter_disabled;
    this.blockedIds = [...settings.blocked_query_id_list].sort((a, b) => a - b);
    this.status = 'ready';
  }
}
