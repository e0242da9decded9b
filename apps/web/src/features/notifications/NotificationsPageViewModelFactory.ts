import { inject, injectable } from 'inversify';
import type { Clock, NotificationsGateway } from '@cible/core';
import { token } from '../../di/token';
import { CLOCK, NOTIFICATIONS_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { NOTIFICATION_BELL_STORE, type NotificationBellStore } from './NotificationBellStore';
import { NotificationsPageViewModel } from './NotificationsPageViewModel';
import type { NotificationsSearch } from './notificationsSearch';

/**
 * Makes the view-model of /personal-space/notifications: it follows the bell (pushes, the panel marking them viewed),
 * tells it to reload after a "mark as read", and toasts a failed one.
 */
@injectable()
export class NotificationsPageViewModelFactory {
  constructor(
    @inject(NOTIFICATIONS_GATEWAY) private readonly gateway: NotificationsGateway,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(NOTIFICATION_BELL_STORE) private readonly bell: NotificationBellStore,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  /** `navigate` writes a new search in the URL (the route's). */
  create(navigate: (search: NotificationsSearch) => void): NotificationsPageViewModel {
    return new NotificationsPageViewModel(
      this.gateway,
      this.clock,
      {
        navigate,
        refreshBell: () => void this.bell.load(),
        actionFailed: () => this.toasts.show(this.translate('personalSpace.toast.error'), { style: 'error' }),
      },
      this.bell,
    );
  }
}

export const NOTIFICATIONS_PAGE_VIEW_MODEL_FACTORY = token<NotificationsPageViewModelFactory>('NotificationsPageViewModelFactory');
