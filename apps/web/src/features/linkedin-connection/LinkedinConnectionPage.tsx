import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { linkedinConnectionModule } from '../../di/modules/linkedinConnectionModule';
import { useFactory } from '../../di/useFactory';
import { Badge } from '../../ui/components/Badge/Badge';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { PersonalSpacePage } from '../personal-space/PersonalSpacePage';
import { LINKEDIN_CONNECTION_VIEW_MODEL_FACTORY } from './LinkedinConnectionViewModelFactory';
import type { LinkedinConnectionViewModel } from './LinkedinConnectionViewModel';
import styles from './LinkedinConnection.module.css';

/**
 * /personal-space/linkedin-connection (beta): the LinkedIn account the API knows for the user, and why no connection
 * can be made in this build (no LinkedIn provider configured), with what will come.
 */
export const LinkedinConnectionPage = observer(function LinkedinConnectionPage() {
  const { t } = useTranslation();
  const factory = useFactory(linkedinConnectionModule, LINKEDIN_CONNECTION_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <PersonalSpacePage title={t('linkedinConnection.title')} description={t('linkedinConnection.lead')}>
      <div className={styles.cards}>
        <AccountCard vm={vm} />
        <Card title={t('linkedinConnection.connector.title')} actions={<Badge tone="warning">{t('linkedinConnection.connector.badge')}</Badge>}>
          <p className={styles.text}>{t('linkedinConnection.connector.text')}</p>
          <p className={styles.text}>{t('linkedinConnection.connector.comingTitle')}</p>
          <ul className={styles.list}>
            <li>{t('linkedinConnection.connector.coming.connect')}</li>
            <li>{t('linkedinConnection.connector.coming.reconnect')}</li>
            <li>{t('linkedinConnection.connector.coming.steps')}</li>
            <li>{t('linkedinConnection.connector.coming.notifications')}</li>
          </ul>
        </Card>
        <p>
          <TextLink href="/personal-space/connections">{t('linkedinConnection.backToConnections')}</TextLink>
        </p>
      </div>
    </PersonalSpacePage>
  );
});

const AccountCard = observer(function AccountCard({ vm }: { vm: LinkedinConnectionViewModel }) {
  const { t } = useTranslation();
  if (vm.status === 'error') {
    return (
      <Card>
        <ErrorState headingLevel={2} text={t('linkedinConnection.loadError')} onRetry={() => void vm.load()} />
      </Card>
    );
  }
  if (vm.status !== 'ready') {
    return (
      <Card>
        <Skeleton variant="card" lines={2} label={t('linkedinConnection.loading')} />
      </Card>
    );
  }
  if (vm.state === 'never') {
    return (
      <Card>
        <EmptyState icon="linkedin" headingLevel={2} title={t('linkedinConnection.never.title')} text={t('linkedinConnection.never.text')} />
      </Card>
    );
  }
  return (
    <Card
      title={t('linkedinConnection.account.title')}
      actions={
        <Badge tone={vm.state === 'connected' ? 'success' : 'warning'} withDot>
          {t(`linkedinConnection.account.${vm.state}`)}
        </Badge>
      }
    >
      <dl className={styles.facts}>
        <dt>{t('linkedinConnection.account.profile')}</dt>
        <dd>{vm.profileUrl !== null ? <TextLink href={vm.profileUrl} isExternal>{vm.account}</TextLink> : vm.account}</dd>
        {vm.connectedSince !== null && (
          <>
            <dt>{t('linkedinConnection.account.connectedSince')}</dt>
            <dd>{vm.connectedSince}</dd>
          </>
        )}
        {vm.disconnectedOn !== null && (
          <>
            <dt>{t('linkedinConnection.account.disconnectedOn')}</dt>
            <dd>{vm.disconnectedOn}</dd>
          </>
        )}
      </dl>
      {vm.state === 'lost' && <p className={styles.text}>{t('linkedinConnection.account.lostText')}</p>}
    </Card>
  );
});
