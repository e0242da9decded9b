import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EmailCredentials } from '@cible/core';
import { personalSpaceModule } from '../../../di/modules/personalSpaceModule';
import { useFactory } from '../../../di/useFactory';
import { Badge } from '../../../ui/components/Badge/Badge';
import { Button } from '../../../ui/components/Button/Button';
import { Card } from '../../../ui/components/Card/Card';
import { Icon } from '../../../ui/components/Icon/Icon';
import { TextLink } from '../../../ui/components/TextLink/TextLink';
import { LOCAL_TEST_MAILBOX_VIEW_MODEL_FACTORY } from './LocalTestMailboxViewModelFactory';
import styles from './EmailConnectionPage.module.css';

/**
 * "Boîte de test locale": shown only when the API offers the local test mailbox (embedded default without SMTP_URL,
 * docs/adr/022-local-test-mailbox.md). Says that nothing leaves this machine and where the mails are read, and
 * connects the user's mailbox to it in one press.
 */
export const LocalTestMailboxCard = observer(function LocalTestMailboxCard({ onConnected }: { onConnected: (credentials: EmailCredentials) => void }) {
  const { t } = useTranslation();
  const factory = useFactory(personalSpaceModule, LOCAL_TEST_MAILBOX_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create(onConnected));

  useEffect(() => {
    void vm.load();
  }, [vm]);

  if (!vm.available && vm.failure === null) return null;
  return (
    <Card
      title={t('emailConnection.localTest.title')}
      aria-label={t('emailConnection.localTest.title')}
      actions={<Badge tone="info">{t('emailConnection.localTest.badge')}</Badge>}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => void vm.connect()} isPending={vm.isConnecting} isDisabled={!vm.available}>
            {t('emailConnection.localTest.use')}
          </Button>
        </div>
      }
    >
      <div className={styles.localTest}>
        <p>{t('emailConnection.localTest.description')}</p>
        <p>
          {t('emailConnection.localTest.readIn')}{' '}
          <TextLink href={vm.devMailboxUrl} isExternal>
            {t('emailConnection.localTest.devMailbox')}
          </TextLink>
        </p>
        {vm.failure !== null && (
          <p className={styles.failure} role="alert">
            <Icon name="warning" size={16} />
            {t(`emailConnection.localTest.failure.${vm.failure}`)}
          </p>
        )}
      </div>
    </Card>
  );
});
