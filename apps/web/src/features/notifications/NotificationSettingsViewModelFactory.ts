import { inject, injectable } from 'inversify';
import type { NotificationsGateway, QueriesGateway } from '@cible/core';
import { token } from '../../di/token';
import { NOTIFICATIONS_GATEWAY, QUERIES_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { NotificationSettingsViewModel } from './NotificationSettingsViewModel';

/** Makes the view-model of /personal-space/notifications/settings; a save is told with the spec's toasts. */
@injectable()
export class NotificationSettingsViewModelFactory {
  constructor(
    @inject(NOTIFICATIONS_GATEWAY) private readonly gateway: NotificationsGateway,
    @inject(QUERIES_GATEWAY) private readonly queries: QueriesGateway,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  create(): NotificationSettingsViewModel {
    return new NotificationSettingsViewModel(this.gateway, this.queries, {
      saved: () => this.toasts.show(this.translate('personalSpace.toast.saved'), { style: 'success' }),
      saveFailed: () => this.toasts.show(this.translate('personalSpace.toast.error'), { style: 'error' }),
    });
  }
}

export const NOTIFICATION_SETTINGS_VIEW_MODEL_FACTORY = token<NotificationSettingsViewModelFactory>('NotificationSettingsViewModelFactory');
