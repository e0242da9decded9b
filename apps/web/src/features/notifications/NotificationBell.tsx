import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DialogTrigger } from 'react-aria-components';
import { useInjection } from '../../di/useInjection';
import { useFactory } from '../../di/useFactory';
import { notificationsModule } from '../../di/modules/notificationsModule';
import { CountBadge } from '../../ui/components/Badge/CountBadge';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { IconButton } from '../../ui/components/IconButton/IconButton';
import { PopoverDialog } from '../../ui/components/Popover/PopoverDialog';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { CLOCK } from '../../di/tokens';
import { NOTIFICATION_BELL_STORE } from './NotificationBellStore';
import { notificationView } from './notificationView';
import { NotificationSummary } from './NotificationSummary';
import styles from './NotificationBell.module.css';

export interface NotificationBellProps {
  /** Whether the notifications page and the settings page exist in this build (links shown only then). */
  showListLink: boolean;
  showSettingsLink: boolean;
}

/**
 * The header bell (docs/web-shell.md "Notifications"; core's `bellBadgeLabel`, `bellNotifications`): a button with the
 * unseen count, opening a panel with the up-to-5 unseen notifications (core's wording, relative date and time), links
 * to the notifications page and settings. Opening marks them viewed in bulk, closing (button, Escape, click outside)
 * reloads the list.
 */
export const NotificationBell = observer(function NotificationBell({ showListLink, showSettingsLink }: NotificationBellProps) {
  const { t } = useTranslation();
  // The bell's store comes with the layout's chunk, not with the first route (docs/performance.md).
  const bell = useFactory(notificationsModule, NOTIFICATION_BELL_STORE);
  const clock = useInjection(CLOCK);

  useEffect(() => bell.start(), [bell]);

  if (!bell.isAvailable) return null;
  const badge = bell.badgeLabel;
  const buttonLabel = badge === null ? t('notifications.bell.label') : t('notifications.bell.labelWithCount', { count: bell.unseenCount, label: badge });
  const items = bell.items.map((notification) => notificationView(notification, clock));

  return (
    <DialogTrigger isOpen={bell.isOpen} onOpenChange={bell.setOpen}>
      <CountBadge count={bell.unseenCount} max={5} label={badge === null ? undefined : t('notifications.bell.badge', { count: bell.unseenCount, label: badge })}>
        <IconButton icon="bell" label={buttonLabel} showTooltip={false} />
      </CountBadge>
      <PopoverDialog title={t('notifications.bell.title')} placement="bottom end" width={380}>
        <div className={styles.panel}>
          {bell.status === 'loading' && items.length === 0 && <Skeleton lines={3} label={t('notifications.bell.loading')} />}
          {bell.status === 'error' && items.length === 0 && (
            <ErrorState isCompact headingLevel={3} text={t('notifications.bell.loadError')} onRetry={() => void bell.load()} />
          )}
          {bell.markFailed && <p className={styles.warning}>{t('notifications.bell.markError')}</p>}
          {bell.status === 'ready' && items.length === 0 && <p className={styles.empty}>{t('notifications.bell.empty')}</p>}
          {items.length > 0 && (
            <ul className={styles.list} aria-label={t('notifications.bell.listLabel')}>
              {items.map((item) => (
                <li key={item.id} className={styles.item}>
                  <NotificationSummary notification={item} isCompact />
                </li>
              ))}
            </ul>
          )}
          {(showListLink || showSettingsLink) && (
            <div className={styles.links}>
              {showListLink && (
                <TextLink href="/personal-space/notifications" onPress={() => bell.setOpen(false)}>
                  {t('notifications.bell.seeAll')}
                </TextLink>
              )}
              {showSettingsLink && (
                <TextLink href="/personal-space/notifications/settings" variant="subtle" onPress={() => bell.setOpen(false)}>
                  {t('notifications.bell.settings')}
                </TextLink>
              )}
            </div>
          )}
        </div>
      </PopoverDialog>
    </DialogTrigger>
  );
});
