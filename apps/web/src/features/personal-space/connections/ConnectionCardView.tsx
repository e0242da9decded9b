import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LOCAL_TEST_PROVIDER } from '@cible/core';
import { Badge } from '../../../ui/components/Badge/Badge';
import { Button } from '../../../ui/components/Button/Button';
import { Card } from '../../../ui/components/Card/Card';
import { EmptyState } from '../../../ui/components/EmptyState/EmptyState';
import { Icon } from '../../../ui/components/Icon/Icon';
import { TextLink } from '../../../ui/components/TextLink/TextLink';
import { ReadOnlyField } from '../ReadOnlyField';
import type { ConnectionCard, ConnectionKind } from './ConnectionsViewModel';
import styles from './ConnectionsPage.module.css';
import { useCoreText } from '../../../i18n/coreText';

/** The page that connects (and reconnects) a mailbox with SMTP + IMAP (docs/adr/017-smtp-imap-mailbox.md). */
const EMAIL_CONNECTION_PATH = '/personal-space/email-connection';

export interface ConnectionCardViewProps {
  card: ConnectionCard;
  onDisconnect: (kind: ConnectionKind) => void;
  /** A disconnection is under way (the buttons wait). */
  isBusy: boolean;
}

/** One connection: status badge, account, dates, the lost-synchronisation message, "Déconnecter" when connected. */
export const ConnectionCardView = observer(function ConnectionCardView({ card, onDisconnect, isBusy }: ConnectionCardViewProps) {
  const { t } = useTranslation();
  const text = useCoreText();
  const title = t(`connections.${card.kind}.title`);
  if (card.state === 'never') {
    return (
      <Card title={title}>
        <EmptyState
          isCompact
          headingLevel={3}
          icon={card.kind === 'linkedin' ? 'linkedin' : 'mail'}
          title={t(`connections.${card.kind}.never`)}
          text={t(`connections.${card.kind}.comingSoon`)}
          action={
            card.kind === 'mailbox' ? <TextLink href={EMAIL_CONNECTION_PATH}>{t('connections.mailbox.connect')}</TextLink> : <LinkedinPageLink />
          }
        />
      </Card>
    );
  }
  const connected = card.state === 'connected';
  const lostWording = card.lostWording ? text(card.lostWording) : t(`connections.${card.kind}.lost`, { account: card.account ?? '' });
  return (
    <Card
      title={title}
      actions={
        <Badge tone={connected ? 'success' : 'warning'} withDot>
          {connected ? t('connections.status.connected') : t('connections.status.lost')}
        </Badge>
      }
      footer={
        connected ? (
          <div className={styles.footer}>
            <Button variant="danger" iconStart="logout" isDisabled={isBusy} onPress={() => onDisconnect(card.kind)}>
              {t('connections.disconnect')}
            </Button>
          </div>
        ) : undefined
      }
    >
      <div className={styles.account}>
        <span className={styles.accountIcon}>
          <Icon name={card.kind === 'linkedin' ? 'linkedin' : 'mail'} size={20} />
        </span>
        <p className={styles.accountName}>{card.account}</p>
      </div>
      {!connected && (
        <p className={styles.lost} role="status">
          <Icon name="warning" size={16} />
          <span>
            {lostWording}{' '}
            {card.kind === 'mailbox' ? (
              <TextLink href={EMAIL_CONNECTION_PATH}>{t('connections.mailbox.reconnect')}</TextLink>
            ) : (
              t('connections.linkedin.reconnectLater')
            )}
          </span>
        </p>
      )}
      <dl className={styles.fields}>
        {card.provider && (
          <ReadOnlyField
            label={t('connections.provider')}
            value={card.provider === LOCAL_TEST_PROVIDER ? t('emailConnection.provider.local_test') : providerLabel(card.provider)}
          />
        )}
        {card.profileUrl && (
          <ReadOnlyField
            label={t('connections.profile')}
            value={
              <TextLink href={card.profileUrl} isExternal>
                {t('connections.openProfile')}
              </TextLink>
            }
          />
        )}
        {card.connectedSince && <ReadOnlyField label={t('connections.connectedSince')} value={card.connectedSince} />}
        {card.disconnectedOn && <ReadOnlyField label={t('connections.disconnectedOn')} value={card.disconnectedOn} />}
      </dl>
      {card.kind === 'linkedin' && <LinkedinPageLink />}
    </Card>
  );
});

/** The link to the LinkedIn connection's own page (beta, like the LinkedIn card: docs/adr/019-signature-preview-and-generator.md). */
function LinkedinPageLink() {
  const { t } = useTranslation();
  return <TextLink href="/personal-space/linkedin-connection">{t('connections.linkedin.openPage')}</TextLink>;
}

/** A provider code as people write it (google → Google, microsoft → Microsoft, smtp_imap → SMTP + IMAP; local_test has its words in the i18n files). */
function providerLabel(provider: string): string {
  if (provider === 'smtp_imap') return 'SMTP + IMAP';
  return provider.charAt(0).toUpperCase() + provider.slice(1);
}
