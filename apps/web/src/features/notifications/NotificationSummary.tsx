import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Icon } from '../../ui/components/Icon/Icon';
import { useCoreText } from '../../i18n/coreText';
import type { NotificationView } from './notificationView';
import styles from './NotificationSummary.module.css';

export interface NotificationSummaryProps {
  notification: NotificationView;
  /** The bell's smaller icon. */
  isCompact?: boolean;
  /** Bold text (an unseen notification on the notifications page). */
  isEmphasized?: boolean;
}

/** A notification as the bell and the notifications page list it: its type's icon, core's sentence, when it came. */
export function NotificationSummary({ notification, isCompact, isEmphasized }: NotificationSummaryProps) {
  const { t } = useTranslation();
  const text = useCoreText();
  return (
    <span className={clsx(styles.summary, isCompact && styles.compact, isEmphasized && styles.unseen)}>
      <span className={styles.icon}>
        <Icon name={notification.icon} size={16} />
      </span>
      <span className={styles.body}>
        <span className={styles.text}>{text(notification.text)}</span>
        <time className={styles.date} dateTime={notification.sentAt}>
          {t('notifications.dateAndTime', { date: text(notification.relativeDate), time: notification.time })}
        </time>
      </span>
    </span>
  );
}
