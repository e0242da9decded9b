import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { personalSpaceModule } from '../../../di/modules/personalSpaceModule';
import { useFactory } from '../../../di/useFactory';
import { Card } from '../../../ui/components/Card/Card';
import { ErrorState } from '../../../ui/components/ErrorState/ErrorState';
import { Skeleton } from '../../../ui/components/Skeleton/Skeleton';
import { PersonalSpacePage } from '../PersonalSpacePage';
import { personalSpaceLinkLabel } from '../personalSpaceLinkLabel';
import { ConnectionCardView } from './ConnectionCardView';
import { DisconnectDialog } from './DisconnectDialog';
import { CONNECTIONS_VIEW_MODEL_FACTORY } from './ConnectionsViewModelFactory';
import styles from './ConnectionsPage.module.css';

/** /personal-space/connections: the mailbox and (beta) LinkedIn connections of the user, with "Déconnecter". */
export const ConnectionsPage = observer(function ConnectionsPage() {
  const { t, i18n } = useTranslation();
  const factory = useFactory(personalSpaceModule, CONNECTIONS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <PersonalSpacePage title={personalSpaceLinkLabel('connections', i18n.language)} description={t('connections.lead')}>
      {vm.status === 'loading' && (
        <div className={styles.cards}>
          <Card>
            <Skeleton variant="card" lines={2} label={t('connections.loading')} />
          </Card>
        </div>
      )}
      {vm.status === 'error' && (
        <Card>
          <ErrorState headingLevel={2} text={t('connections.loadError')} onRetry={() => void vm.load()} />
        </Card>
      )}
      {vm.status === 'ready' && (
        <div className={styles.cards}>
          {vm.cards.map((card) => (
            <ConnectionCardView key={card.kind} card={card} onDisconnect={vm.requestDisconnect} isBusy={vm.isDisconnecting} />
          ))}
        </div>
      )}
      <DisconnectDialog
        kind={vm.confirming}
        account={vm.cards.find((card) => card.kind === vm.confirming)?.account ?? null}
        isPending={vm.isDisconnecting}
        onCancel={vm.cancelDisconnect}
        onConfirm={() => void vm.confirmDisconnect()}
      />
    </PersonalSpacePage>
  );
});
