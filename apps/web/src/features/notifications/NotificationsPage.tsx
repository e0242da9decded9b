import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TYPES } from '@cible/core';
import { notificationPagesModule } from '../../di/modules/notificationPagesModule';
import { notificationsModule } from '../../di/modules/notificationsModule';
import { useFactory } from '../../di/useFactory';
import { Badge } from '../../ui/components/Badge/Badge';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { RadioGroup } from '../../ui/components/RadioGroup/RadioGroup';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { PersonalSpacePage } from '../personal-space/PersonalSpacePage';
import { personalSpaceLinkLabel } from '../personal-space/personalSpaceLinkLabel';
import { NOTIFICATIONS_PAGE_VIEW_MODEL_FACTORY } from './NotificationsPageViewModelFactory';
import type { NotificationsSearch, SeenFilter } from './notificationsSearch';
import { NotificationSummary } from './NotificationSummary';
import styles from './NotificationsPage.module.css';
import { useCoreText } from '../../i18n/coreText';

export interface NotificationsPageProps {
  /** The search from the URL (validated by the route). */
  search: NotificationsSearch;
  /** Writes a new search in the URL. */
  onSearchChange: (search: NotificationsSearch) => void;
}

/** /personal-space/notifications: every notification of the user, filtered by type and seen state, 20 per page. */
export const NotificationsPage = observer(function NotificationsPage({ search, onSearchChange }: NotificationsPageProps) {
  const { t, i18n } = useTranslation();
  const text = useCoreText();
  // The page's view-model follows the bell's store (notificationsModule).
  const factory = useFactory([notificationsModule, notificationPagesModule], NOTIFICATIONS_PAGE_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create((next) => onSearchChange(next)));

  useEffect(() => {
    void vm.load(search);
  }, [vm, search]);

  // A notification pushed by the socket shows at once; the bell's panel marking them viewed reloads the page.
  useEffect(() => vm.followChanges(), [vm]);

  const typeOptions = NOTIFICATION_TYPES.map((type) => ({ value: type.id, name: text(type.label) }));
  const seenOptions = [
    { value: 'all', label: t('notifications.page.seenAll') },
    { value: 'unseen', label: t('notifications.page.seenUnseen') },
    { value: 'seen', label: t('notifications.page.seenSeen') },
  ];

  return (
    <PersonalSpacePage title={personalSpaceLinkLabel('notifications', i18n.language)} description={t('notifications.page.lead')}>
      <Card padding="compact">
        <div className={styles.filters} role="group" aria-label={t('notifications.page.filters')}>
          <Select
            multiple
            label={t('notifications.page.types')}
            placeholder={t('notifications.page.allTypes')}
            options={typeOptions}
            value={search.types}
            onChange={vm.setTypes}
            className={styles.typeFilter}
          />
          <RadioGroup
            label={t('notifications.page.seenFilter')}
            orientation="horizontal"
            options={seenOptions}
            value={search.seen}
            onChange={(value) => vm.setSeen(value as SeenFilter)}
          />
        </div>
      </Card>
      <Card
        title={t('notifications.page.listTitle')}
        description={vm.status === 'ready' ? t('notifications.page.total', { count: vm.total }) : undefined}
        padding="flush"
        actions={
          vm.status === 'ready' && vm.hasUnseen ? (
            <Button size="sm" variant="secondary" iconStart="check" isPending={vm.markingAll} onPress={() => void vm.markAllRead()}>
              {t('notifications.page.markAllRead')}
            </Button>
          ) : undefined
        }
      >
        {vm.status === 'loading' && (
          <div className={styles.state}>
            <Skeleton lines={6} label={t('notifications.page.loading')} />
          </div>
        )}
        {vm.status === 'error' && (
          <div className={styles.state}>
            <ErrorState headingLevel={3} text={t('notifications.page.loadError')} onRetry={() => void vm.retry()} />
          </div>
        )}
        {vm.status === 'ready' && vm.items.length === 0 && (
          <div className={styles.state}>
            <EmptyState
              icon="bell"
              title={t('notifications.page.emptyTitle')}
              text={vm.isFiltered ? t('notifications.page.emptyFiltered') : t('notifications.page.emptyText')}
              action={
                vm.isFiltered ? (
                  <Button size="sm" onPress={vm.clearFilters}>
                    {t('notifications.page.clearFilters')}
                  </Button>
                ) : undefined
              }
            />
          </div>
        )}
        {vm.status === 'ready' && vm.items.length > 0 && (
          <ul className={styles.list} aria-label={t('notifications.page.listTitle')}>
            {vm.items.map((item) => (
              <li key={item.id} className={item.unseen ? `${styles.row} ${styles.unseen}` : styles.row}>
                <NotificationSummary notification={item} isEmphasized={item.unseen} />
                <span className={styles.actions}>
                  <Badge tone={item.unseen ? 'brand' : 'neutral'} withDot={item.unseen}>
                    {item.unseen ? t('notifications.page.unseen') : t('notifications.page.seen')}
                  </Badge>
                  {item.unseen && (
                    <Button size="sm" variant="ghost" isPending={vm.isMarking(item.id)} onPress={() => void vm.markRead(item.id)} aria-label={t('notifications.page.markReadOf', { text: text(item.text) })}>
                      {t('notifications.page.markRead')}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {vm.status === 'ready' && vm.total > vm.pageSize && (
        <Pagination page={search.page} pageSize={vm.pageSize} total={vm.total} onPageChange={vm.setPage} />
      )}
    </PersonalSpacePage>
  );
});
