import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { notificationPagesModule } from '../../di/modules/notificationPagesModule';
import { useFactory } from '../../di/useFactory';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Switch } from '../../ui/components/Switch/Switch';
import { PersonalSpacePage } from '../personal-space/PersonalSpacePage';
import { personalSpaceLinkLabel } from '../personal-space/personalSpaceLinkLabel';
import { NOTIFICATION_SETTINGS_VIEW_MODEL_FACTORY } from './NotificationSettingsViewModelFactory';
import styles from './NotificationSettingsPage.module.css';

/** /personal-space/notifications/settings: the newsletter switches and which alerts come by e-mail; one save for both. */
export const NotificationSettingsPage = observer(function NotificationSettingsPage() {
  const { t, i18n } = useTranslation();
  const factory = useFactory(notificationPagesModule, NOTIFICATION_SETTINGS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <PersonalSpacePage title={personalSpaceLinkLabel('notification-settings', i18n.language)} description={t('notifications.settings.lead')}>
      {vm.status === 'loading' ? (
        <Card>
          <Skeleton variant="card" lines={3} label={t('notifications.settings.loading')} />
        </Card>
      ) : (
        <>
          <Card title={t('notifications.settings.newsletter.title')} description={t('notifications.settings.newsletter.description')}>
            <div className={styles.switches}>
              <Switch isSelected={vm.newsletterAggregated} onChange={vm.setNewsletterAggregated} isDisabled={vm.isSaving}>
                {t('notifications.settings.newsletter.aggregated')}
              </Switch>
              <p className={styles.hint}>{t('notifications.settings.newsletter.aggregatedHint')}</p>
              <Switch isSelected={vm.newsletterDisabled} onChange={vm.setNewsletterDisabled} isDisabled={vm.isSaving}>
                {t('notifications.settings.newsletter.disabled')}
              </Switch>
              <p className={styles.hint}>{t('notifications.settings.newsletter.disabledHint')}</p>
            </div>
          </Card>
          <Card title={t('notifications.settings.blocked.title')} description={t('notifications.settings.blocked.description')}>
            {vm.alerts === null ? (
              <p className={styles.hint}>{t('notifications.settings.blocked.listFailed', { count: vm.blockedCount })}</p>
            ) : vm.alerts.length === 0 ? (
              <EmptyState isCompact icon="search" headingLevel={3} title={t('notifications.settings.blocked.none')} text={t('notifications.settings.blocked.noneText')} />
            ) : (
              <ul className={styles.alertList} aria-label={t('notifications.settings.blocked.title')}>
                {vm.alerts.map((alert) => (
                  <li key={alert.id}>
                    <Switch isSelected={vm.isMailed(alert.id)} onChange={(mailed) => vm.setMailed(alert.id, mailed)} isDisabled={vm.isSaving || vm.newsletterDisabled}>
                      {alert.name}
                    </Switch>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <div className={styles.footer}>
            <Button variant="primary" isPending={vm.isSaving} isDisabled={!vm.isDirty} onPress={() => void vm.save()}>
              {t('notifications.settings.save')}
            </Button>
          </div>
        </>
      )}
    </PersonalSpacePage>
  );
});
