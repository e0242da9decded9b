import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@cible/core';
import type { NotificationSettings, NotificationsGateway } from '@cible/core';

export type NotificationSettingsStatus = 'loading' | 'ready';

/**
 * What the settings page tells the user after saving (the spec's toasts: docs/rules/session-formatting-validation.md
 * "Generic toasts").
 */
export interface NotificationSettingsEffects {
  saved(): void;
  saveFailed(): void;
}

/**
 * The notification settings page (/personal-space/notifications/settings; docs/notifications.md "Routes"): the
 * newsletter switches (aggregated, disabled) and the blocked saved searches (ids kept as they are: saved searches
 * are not built, so they cannot be listed or edited here). Loading never fails: the gateway answers core's
 * defaults when the API does not (core's `notificationSettingsOrDefault`). Save = PUT of the three fields.
 */
export class NotificationSettingsViewModel {
  status: NotificationSettingsStatus = 'loading';
  saved: NotificationSettings = DEFAULT_NOTIFICATION_SETTINGS;
  newsletterAggregated = false;
  newsletterDisabled = false;
  isSaving = false;

  constructor(
    private readonly gateway: NotificationsGateway,
    private readonly effects: NotificationSettingsEffects,
  ) {
    makeAutoObservable<this, 'gateway' | 'effects'>(this, { gateway: false, effects: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    let settings: NotificationSettings;
    try {
      settings = await this.gateway.getNotificationSettings();
    } catch {
      settings = DEFAULT_NOTIFICATION_SETTINGS;
    }
    runInAction(() => this.apply(settings));
  }

  get blockedCount(): number {
    return this.saved.blocked_query_id_list.length;
  }

  get isDirty(): boolean {
    return this.newsletterAggregated !== this.saved.newsletter_aggregated || this.newsletterDisabled !== this.saved.newsletter_disabled;
  }

  setNewsletterAggregated(value: boolean): void {
    this.newsletterAggregated = value;
  }

  setNewsletterDisabled(value: boolean): void {
    this.newsletterDisabled = value;
  }

  /** Saves the switches (blocked ids unchanged): success toast, or error toast and the edits kept. */
  async save(): Promise<void> {
    if (this.isSaving || this.status !== 'ready') return;
    this.isSaving = true;
    try {
      const answer = await this.gateway.updateNotificationSettings({
        body: {
          blocked_query_id_list: [...this.saved.blocked_query_id_list],
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
    this.status = 'ready';
  }
}
