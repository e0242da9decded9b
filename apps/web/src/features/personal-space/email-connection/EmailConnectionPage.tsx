import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MAIL_SECURITY_MODES } from '@cible/core';
import type { MailSecurity } from '@cible/core';
import { personalSpaceModule } from '../../../di/modules/personalSpaceModule';
import { useFactory } from '../../../di/useFactory';
import { Button } from '../../../ui/components/Button/Button';
import { Card } from '../../../ui/components/Card/Card';
import { Checkbox } from '../../../ui/components/Checkbox/Checkbox';
import { ErrorState } from '../../../ui/components/ErrorState/ErrorState';
import { Icon } from '../../../ui/components/Icon/Icon';
import { RadioGroup } from '../../../ui/components/RadioGroup/RadioGroup';
import { Select } from '../../../ui/components/Select/Select';
import { Skeleton } from '../../../ui/components/Skeleton/Skeleton';
import { Spinner } from '../../../ui/components/Spinner/Spinner';
import { TextField } from '../../../ui/components/TextField/TextField';
import { TextLink } from '../../../ui/components/TextLink/TextLink';
import { DisconnectDialog } from '../connections/DisconnectDialog';
import { PersonalSpacePage } from '../PersonalSpacePage';
import type { EmailConnectionField, EmailConnectionViewModel, MailServerKind } from './EmailConnectionViewModel';
import type { OauthCallback } from './MailboxOauthViewModel';
import { EMAIL_CONNECTION_VIEW_MODEL_FACTORY } from './EmailConnectionViewModelFactory';
import { LocalTestMailboxCard } from './LocalTestMailboxCard';
import styles from './EmailConnectionPage.module.css';

/** One server's block: host, port, security, login ("same as e-mail") and password. */
const ServerBlock = observer(function ServerBlock({ vm, kind }: { vm: EmailConnectionViewModel; kind: MailServerKind }) {
  const { t } = useTranslation();
  const server = vm[kind];
  const error = (field: EmailConnectionField) => {
    const code = vm.errorOf(field);
    return code === null ? undefined : t(`emailConnection.fieldError.${code}`);
  };
  return (
    <Card
      title={t(`emailConnection.${kind}.title`)}
      aria-label={t(`emailConnection.${kind}.title`)}
      description={t(`emailConnection.${kind}.description`)}
      headingLevel={3}
    >
      <div className={styles.grid}>
        <TextField
          label={t('emailConnection.fields.host')}
          value={server.host}
          onChange={(value) => vm.setServerField(kind, 'host', value)}
          placeholder={vm.suggestedHost(kind)}
          errorMessage={error(`${kind}.host`)}
          isDisabled={vm.isChecking}
          isRequired
          autoComplete="off"
        />
        <TextField
          label={t('emailConnection.fields.port')}
          value={server.port}
          onChange={(value) => vm.setServerField(kind, 'port', value)}
          errorMessage={error(`${kind}.port`)}
          isDisabled={vm.isChecking}
          isRequired
          inputMode="numeric"
        />
        <RadioGroup
          className={styles.wide}
          label={t('emailConnection.fields.security')}
          orientation="horizontal"
          value={server.security}
          onChange={(value) => vm.setSecurity(kind, value as MailSecurity)}
          isDisabled={vm.isChecking}
          options={MAIL_SECURITY_MODES.map((mode) => ({ value: mode, label: t(`emailConnection.security.${mode}`) }))}
        />
        <div className={styles.wide}>
          <Checkbox isSelected={server.sameUser} onChange={(same) => vm.setSameUser(kind, same)} isDisabled={vm.isChecking}>
            {t('emailConnection.fields.sameUser')}
          </Checkbox>
        </div>
        {!server.sameUser && (
          <TextField
            label={t('emailConnection.fields.user')}
            value={server.user}
            onChange={(value) => vm.setServerField(kind, 'user', value)}
            errorMessage={error(`${kind}.user`)}
            isDisabled={vm.isChecking}
            isRequired
            autoComplete="off"
          />
        )}
        <TextField
          label={t('emailConnection.fields.password')}
          type="password"
          value={server.password}
          onChange={(value) => vm.setServerField(kind, 'password', value)}
          errorMessage={error(`${kind}.password`)}
          isDisabled={vm.isChecking}
          isRequired
          autoComplete="new-password"
        />
      </div>
    </Card>
  );
});

/** "Se connecter avec Google / Microsoft": one button per configured provider (none configured: nothing shown). */
const OauthProviders = observer(function OauthProviders({ vm }: { vm: EmailConnectionViewModel }) {
  const { t } = useTranslation();
  const { oauth } = vm;
  if (oauth.providers.length === 0) return null;
  return (
    <Card title={t('emailConnection.oauth.title')} description={t('emailConnection.oauth.description')} headingLevel={3}>
      <div className={styles.providers}>
        {oauth.providers.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            onPress={() => void vm.connectWith(provider)}
            isPending={oauth.leavingFor === provider}
            isDisabled={oauth.leavingFor !== null || vm.isChecking}
          >
            {t(`emailConnection.oauth.connectWith.${provider}`)}
          </Button>
        ))}
      </div>
      {oauth.failure !== null && (
        <p className={styles.failure} role="alert">
          <Icon name="warning" size={16} />
          {t(`emailConnection.failure.${oauth.failure}`)}
        </p>
      )}
    </Card>
  );
});

export interface EmailConnectionPageProps {
  /** The search params an OAuth provider sent back (code and state, or error); empty otherwise. */
  readonly callback?: OauthCallback;
  /** Removes them from the address (the route's navigation). */
  readonly cleanCallbackUrl?: () => void;
}

/**
 * /personal-space/email-connection: the mailbox used to send sequences and campaigns. Connected: the account, its
 * provider and "Déconnecter". Otherwise: "Se connecter avec Google / Microsoft" when configured (ADR 021), the local
 * test mailbox card when the API offers it (ADR 022), and the SMTP + IMAP form; the check takes a few seconds (progress
 * shown) and a failure says which step failed (docs/adr/017-smtp-imap-mailbox.md).
 * Opened by a provider's redirect, it finishes that connection first (progress, then the result or the failure).
 */
export const EmailConnectionPage = observer(function EmailConnectionPage({ callback = {}, cleanCallbackUrl = () => undefined }: EmailConnectionPageProps) {
  const { t } = useTranslation();
  const factory = useFactory(personalSpaceModule, EMAIL_CONNECTION_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create(cleanCallbackUrl));
  const [initialCallback] = useState(callback);
  const emailError = vm.errorOf('email');

  useEffect(() => {
    void vm.load(initialCallback);
  }, [vm, initialCallback]);

  return (
    <PersonalSpacePage title={t('emailConnection.title')} description={t('emailConnection.lead')}>
      {vm.actsForOthers && (
        <Select
          className={styles.owner}
          label={t('emailConnection.owner')}
          options={vm.owners.map((owner) => ({ value: owner.id, name: owner.isSelf ? t('emailConnection.ownerSelf', { name: owner.name }) : owner.name }))}
          value={vm.targetId ?? 0}
          onChange={(id) => void vm.chooseOwner(id)}
          isDisabled={vm.isChecking || vm.isDisconnecting || vm.status === 'loading'}
        />
      )}
      {vm.status === 'loading' && (
        <Card>
          <Skeleton variant="card" lines={3} label={t('emailConnection.loading')} />
        </Card>
      )}
      {vm.status === 'error' && (
        <Card>
          <ErrorState headingLevel={2} text={t('emailConnection.loadError')} onRetry={() => void vm.load()} />
        </Card>
      )}
      {vm.oauth.isFinishing && (
        <Card>
          <span className={styles.progress} role="status">
            <Spinner size={16} label={t('emailConnection.oauth.finishing')} />
            {t('emailConnection.oauth.finishing')}
          </span>
        </Card>
      )}
      {vm.status === 'ready' && !vm.oauth.isFinishing && vm.isConnected && (
        <Card
          title={t('emailConnection.connected.title')}
          footer={
            <div className={styles.actions}>
              <Button variant="danger" onPress={vm.requestDisconnect} isDisabled={vm.isDisconnecting}>
                {t('connections.disconnect')}
              </Button>
            </div>
          }
        >
          <div className={styles.connected}>
            <span className={styles.accountIcon}>
              <Icon name="mail" size={20} />
            </span>
            <div>
              <p className={styles.account}>{vm.connectedAccount}</p>
              {vm.connectedProvider !== null && (
                <p className={styles.since}>
                  {t('emailConnection.connected.provider', {
                    provider: 'named' in vm.connectedProvider ? t(`emailConnection.provider.${vm.connectedProvider.named}`) : vm.connectedProvider.raw,
                  })}
                </p>
              )}
              {vm.connectedSince !== null && <p className={styles.since}>{t('emailConnection.connected.since', { date: vm.connectedSince })}</p>}
              {vm.localTestMailboxUrl !== null && (
                <p className={styles.since}>
                  {t('emailConnection.localTest.connectedNote')}{' '}
                  <TextLink href={vm.localTestMailboxUrl} isExternal>
                    {t('emailConnection.localTest.devMailbox')}
                  </TextLink>
                </p>
              )}
            </div>
          </div>
        </Card>
      )}
      {vm.status === 'ready' && !vm.oauth.isFinishing && !vm.isConnected && <OauthProviders vm={vm} />}
      {vm.status === 'ready' && !vm.oauth.isFinishing && !vm.isConnected && vm.isOwnMailbox && <LocalTestMailboxCard onConnected={vm.connectedWith} />}
      {vm.status === 'ready' && !vm.oauth.isFinishing && !vm.isConnected && (
        <form
          noValidate
          className={styles.form}
          aria-label={t('emailConnection.formLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            void vm.submit();
          }}
        >
          {vm.lostAccount !== null && (
            <p className={styles.notice} role="status">
              <Icon name="warning" size={16} />
              {t('connections.mailbox.lost', { account: vm.lostAccount })}
            </p>
          )}
          <Card title={t('emailConnection.account.title')} description={t('emailConnection.account.description')} headingLevel={3}>
            <div className={styles.grid}>
              <TextField
                label={t('emailConnection.fields.email')}
                type="email"
                value={vm.email}
                onChange={vm.setEmail}
                errorMessage={emailError === null ? undefined : t(`emailConnection.fieldError.${emailError}`)}
                isDisabled={vm.isChecking}
                isRequired
                autoComplete="email"
              />
              <TextField
                label={t('emailConnection.fields.displayName')}
                value={vm.displayName}
                onChange={vm.setDisplayName}
                isDisabled={vm.isChecking}
                autoComplete="name"
              />
            </div>
          </Card>
          <ServerBlock vm={vm} kind="smtp" />
          <ServerBlock vm={vm} kind="imap" />
          {vm.failure !== null && (
            <p className={styles.failure} role="alert">
              <Icon name="warning" size={16} />
              {t(`emailConnection.failure.${vm.failure}`)}
            </p>
          )}
          <div className={styles.actions}>
            {vm.isChecking && (
              <span className={styles.progress} role="status">
                <Spinner size={16} label={t('emailConnection.checking')} />
                {t('emailConnection.checking')}
              </span>
            )}
            <Button variant="primary" type="submit" isPending={vm.isChecking}>
              {t('emailConnection.submit')}
            </Button>
          </div>
        </form>
      )}
      <DisconnectDialog
        kind={vm.confirmingDisconnect ? 'mailbox' : null}
        account={vm.connectedAccount}
        isPending={vm.isDisconnecting}
        onCancel={vm.cancelDisconnect}
        onConfirm={() => void vm.confirmDisconnect()}
      />
    </PersonalSpacePage>
  );
});
