import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { NOTIFICATION_SETTINGS_VIEW_MODEL_FACTORY, NotificationSettingsViewModelFactory } from '../../features/notifications/NotificationSettingsViewModelFactory';
import { NOTIFICATIONS_PAGE_VIEW_MODEL_FACTORY, NotificationsPageViewModelFactory } from '../../features/notifications/NotificationsPageViewModelFactory';

/**
 * The notifications feature's screens: the factories of the notifications page and settings view-models (the bell,
 * app-wide, is in notificationsModule).
 */
export const notificationPagesModule = new ContainerModule((options) => {
  provide(options, NOTIFICATIONS_PAGE_VIEW_MODEL_FACTORY).to(NotificationsPageViewModelFactory).inSingletonScope();
  provide(options, NOTIFICATION_SETTINGS_VIEW_MODEL_FACTORY).to(NotificationSettingsViewModelFactory).inSingletonScope();
});
