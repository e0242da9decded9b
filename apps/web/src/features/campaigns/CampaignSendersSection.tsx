import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/components/Badge/Badge';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { IconButton } from '../../ui/components/IconButton/IconButton';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { CampaignSenderDialog } from './CampaignSenderDialog';
import type { CampaignSendersViewModel } from './CampaignSendersViewModel';
import styles from './Campaigns.module.css';

/** The organisation's senders: table, create or edit in a modal, delete after a confirmation. */
export const CampaignSendersSection = observer(function CampaignSendersSection({ vm, domainsLoaded }: { vm: CampaignSendersViewModel; domainsLoaded: boolean }) {
  const { t } = useTranslation();
  const noDomain = domainsLoaded && vm.domains.length === 0;
  const add = (
    <Button variant="secondary" iconStart="plus" onPress={vm.openCreate} isDisabled={!domainsLoaded || noDomain}>
      {t('campaigns.senders.add')}
    </Button>
  );
  return (
    <Card title={t('campaigns.senders.title')} description={noDomain ? t('campaigns.senders.needDomain') : t('campaigns.senders.lead')} headingLevel={2} actions={add}>
      {vm.senders.status === 'loading' && vm.senders.value === null && <Skeleton variant="table" lines={3} label={t('campaigns.senders.loading')} />}
      {vm.senders.status === 'error' && <ErrorState headingLevel={3} text={t('campaigns.senders.loadError')} onRetry={() => void vm.load()} />}
      {vm.error !== null && vm.form === null && (
        <p className={styles.error} role="alert">
          {t(`campaigns.errors.${vm.error}`)}
        </p>
      )}
      {vm.senders.value !== null && vm.list.length === 0 && <EmptyState isCompact headingLevel={3} icon="mail" title={t('campaigns.senders.empty')} />}
      {vm.list.length > 0 && (
        <table className={styles.table} aria-label={t('campaigns.senders.title')}>
          <thead>
            <tr>
              <th scope="col">{t('campaigns.senders.name')}</th>
              <th scope="col">{t('campaigns.senders.address')}</th>
              <th scope="col">{t('campaigns.senders.replyTo')}</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('campaigns.senders.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {vm.list.map((sender) => (
              <tr key={sender.id}>
                <th scope="row">
                  {sender.sender_name} {sender.is_default && <Badge tone="brand">{t('campaigns.senders.default')}</Badge>}
                </th>
                <td>{`${sender.sender_email_local_part}@${sender.sender_email_domain_name_part}`}</td>
                <td>{sender.reply_to_email ?? '—'}</td>
                <td className={styles.rowActions}>
                  <IconButton icon="edit" variant="ghost" size="sm" label={t('campaigns.senders.edit', { name: sender.sender_name })} onPress={() => vm.openEdit(sender)} />
                  <IconButton icon="trash" variant="ghost" size="sm" label={t('campaigns.senders.delete', { name: sender.sender_name })} onPress={() => vm.askDelete(sender)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CampaignSenderDialog vm={vm} />
      <ConfirmDialog
        isOpen={vm.deleting !== null}
        title={t('campaigns.senders.deleteTitle')}
        confirmLabel={t('campaigns.senders.deleteConfirm')}
        onConfirm={() => void vm.confirmDelete()}
        onCancel={vm.cancelDelete}
        isPending={vm.removing}
      >
        {t('campaigns.senders.deleteQuestion', { name: vm.deleting?.sender_name ?? '' })}
      </ConfirmDialog>
    </Card>
  );
});
