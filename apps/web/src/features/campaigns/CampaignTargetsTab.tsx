import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_TARGETS_PAGE_SIZE, labelOf, PROSPECT_STATUSES, type CampaignTarget } from '@cible/core';
import { campaignsModule } from '../../di/modules/campaignsModule';
import { useFactory } from '../../di/useFactory';
import { coreText } from '../../i18n/coreText';
import { Badge } from '../../ui/components/Badge/Badge';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Table, type TableColumn } from '../../ui/components/Table/Table';
import { CampaignTargetImportDialog } from './CampaignTargetImportDialog';
import { CAMPAIGNS_VIEW_MODEL_FACTORY } from './CampaignsViewModelFactory';
import styles from './Campaigns.module.css';

/** The targets tab: the campaign's targets, their prospect status and e-mail events, 20 per page; the import of a list. */
export const CampaignTargetsTab = observer(function CampaignTargetsTab({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const factory = useFactory(campaignsModule, CAMPAIGNS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createTargets(campaignId));
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const nameOf = (row: CampaignTarget) => (row.contact ? `${row.contact.first_name} ${row.contact.last_name}`.trim() : t('campaigns.targets.unknownContact', { id: row.contact_id }));
  const statusOptions = PROSPECT_STATUSES.map((status) => ({ value: status.id, name: coreText(labelOf(PROSPECT_STATUSES, status.id)!) }));
  const columns: TableColumn<CampaignTarget>[] = [
    { id: 'name', header: t('campaigns.targets.columns.contact'), isRowHeader: true, cell: nameOf },
    { id: 'email', header: t('campaigns.targets.columns.email'), cell: (row) => row.contact?.email ?? '—' },
    { id: 'company', header: t('campaigns.targets.columns.company'), cell: (row) => row.contact?.company_name ?? '—' },
    {
      id: 'status',
      header: t('campaigns.targets.columns.status'),
      cell: (row) => <Select label={t('campaigns.targets.changeStatus', { name: nameOf(row) })} isLabelHidden options={statusOptions} value={row.status_id} onChange={(value) => void vm.changeStatus(row, value)} />,
    },
    {
      id: 'events',
      header: t('campaigns.targets.columns.events'),
      cell: (row) => (
        <span className={styles.actions}>
          {row.email_event_list.map((event) => (
            <Badge key={event} tone={event === 'bounced' || event === 'unsubscribed' ? 'warning' : 'neutral'}>
              {t(`campaigns.targets.events.${event}`)}
            </Badge>
          ))}
        </span>
      ),
    },
  ];
  return (
    <Card>
      {vm.targets.status === 'loading' && vm.targets.value === null && <Skeleton variant="table" lines={5} label={t('campaigns.targets.loading')} />}
      {vm.targets.status === 'error' && <ErrorState headingLevel={2} text={t('campaigns.targets.loadError')} onRetry={() => void vm.load()} />}
      {vm.targets.value !== null && vm.targets.status !== 'error' && (
        <>
          <div className={styles.addRow}>
            <p className={styles.muted}>{t('campaigns.targets.count', { count: vm.total })}</p>
            <Button iconStart="plus" onPress={() => void vm.openImport()}>
              {t('campaigns.targets.import.open')}
            </Button>
          </div>
          {vm.error !== null && (
            <p className={styles.error} role="alert">
              {t(`campaigns.errors.${vm.error}`)}
            </p>
          )}
          <Table
            aria-label={t('campaigns.targets.tableLabel')}
            columns={columns}
            rows={vm.targets.value.target_list}
            emptyState={<EmptyState icon="inbox" headingLevel={2} isCompact title={t('campaigns.targets.empty')} />}
          />
          {vm.total > CAMPAIGN_TARGETS_PAGE_SIZE && <Pagination page={vm.page} pageSize={CAMPAIGN_TARGETS_PAGE_SIZE} total={vm.total} onPageChange={(page) => void vm.setPage(page)} className={styles.pagination} />}
        </>
      )}
      {vm.importState.step !== 'closed' && <CampaignTargetImportDialog vm={vm} />}
    </Card>
  );
});
