import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { NOTIFICATION_BELL_STORE, NotificationBellStore } from '../../features/notifications/NotificationBellStore';

/** The notifications feature: the app-wide bell store (the pages create their own view-models). */
export const notificationsModule = new ContainerModule((options) => {
  provide(options, NOTIFICATION_BELL_STORE).to(NotificationBellStore).inSingletonScope();
});
