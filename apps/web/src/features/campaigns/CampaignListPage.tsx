import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { CAMPAIGN_STATUS, CAMPAIGN_STATUSES, formatDateFr, labelOf, type Campaign, type CampaignStatusCode } from '@cible/core';
import { campaignsModule } from '../../di/modules/campaignsModule';
import { useFactory } from '../../di/useFactory';
import { coreText } from '../../i18n/coreText';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Table, type TableColumn } from '../../ui/components/Table/Table';
import { Tab, TabList, Tabs } from '../../ui/components/Tabs/Tabs';
import { TextField } from '../../ui/components/TextField/TextField';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { CampaignCreateDialog } from './CampaignCreateDialog';
import { CAMPAIGN_LIST_PAGES, CAMPAIGN_PAGE_SIZE, type CampaignListViewModel } from './CampaignListViewModel';
import { CampaignsFrame } from './CampaignsFrame';
import { CAMPAIGNS_VIEW_MODEL_FACTORY } from './CampaignsViewModelFactory';
import { campaignDetailsPath } from './campaignDetailsPath';
import styles from './Campaigns.module.css';

const statusLabel = (statusId: number) => {
  const label = labelOf(CAMPAIGN_STATUSES, statusId);
  return label ? coreText(label) : '';
};

/** /campaigns/lists/{status}: tabs by status with their counts, search by name, 20 per page; create, duplicate, delete. */
export const CampaignListPage = observer(function CampaignListPage({ status }: { status: CampaignStatusCode }) {
  const { t } = useTranslation();
  const factory = useFactory(campaignsModule, CAMPAIGNS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createList(status));
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    void vm.load();
  }, [vm]);

  const zone = factory.clock.zone;
  const columns: TableColumn<Campaign>[] = [
    { id: 'name', header: t('campaigns.list.columns.name'), isRowHeader: true, cell: (row) => <TextLink href={campaignDetailsPath(row.id)}>{row.name}</TextLink> },
    { id: 'subject', header: t('campaigns.list.columns.subject'), cell: (row) => row.email_subject ?? '—' },
    status === 'draft'
      ? { id: 'updated', header: t('campaigns.list.columns.updated'), cell: (row) => formatDateFr(row.updated_at, zone) }
      : { id: 'sent', header: t(status === 'sent' ? 'campaigns.list.columns.sent' : 'campaigns.list.columns.scheduled'), cell: (row) => formatDateFr(row.sent_date, zone) },
    { id: 'actions', header: t('campaigns.list.columns.actions'), cell: (row) => <CampaignRowActions vm={vm} campaign={row} /> },
  ];

  return (
    <CampaignsFrame
      section="lists"
      title={t('campaigns.list.title')}
      lead={t('campaigns.list.lead')}
      actions={
        <Button variant="primary" iconStart="plus" onPress={() => setCreating(true)}>
          {t('campaigns.list.new')}
        </Button>
      }
    >
      <Tabs selectedKey={status}>
        <TabList aria-label={t('campaigns.list.tabsLabel')}>
          {CAMPAIGN_LIST_PAGES.map((code) => (
            <Tab key={code} id={code} href={`/campaigns/lists/${code}`}>
              {t('campaigns.list.tab', { status: statusLabel(CAMPAIGN_STATUS[code]), count: vm.counts[code] ?? 0 })}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <div className={styles.addRow}>
        <TextField label={t('campaigns.list.search')} type="search" icon="search" value={vm.name} onChange={vm.setName} className={styles.filter} />
      </div>
      <Card>
        {vm.list.status === 'loading' && vm.list.value === null && <Skeleton variant="table" lines={5} label={t('campaigns.list.loading')} />}
        {vm.list.status === 'error' && <ErrorState headingLevel={2} text={t('campaigns.list.loadError')} onRetry={() => void vm.load()} />}
        {vm.list.value !== null && vm.list.status !== 'error' && (
          <>
            <Table
              aria-label={t('campaigns.list.tableLabel')}
              columns={columns}
              rows={vm.rows}
              emptyState={<EmptyState icon="inbox" headingLevel={2} isCompact title={t(vm.name.trim() === '' ? 'campaigns.list.empty' : 'campaigns.list.noMatch')} />}
            />
            {vm.total > CAMPAIGN_PAGE_SIZE && <Pagination page={vm.page} pageSize={CAMPAIGN_PAGE_SIZE} total={vm.total} onPageChange={vm.setPage} className={styles.pagination} />}
          </>
        )}
      </Card>
      {creating && (
        <CampaignCreateDialog
          vm={vm}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate({ to: campaignDetailsPath(id, 'settings') });
          }}
        />
      )}
      <ConfirmDialog
        isOpen={vm.pendingDeletion !== null}
        title={t('campaigns.list.deleteTitle')}
        confirmLabel={t('common.delete')}
        onConfirm={() => void vm.confirmDeletion()}
        onCancel={() => vm.askDeletion(null)}
      >
        <p>{t('campaigns.list.deleteText', { name: vm.pendingDeletion?.name ?? '' })}</p>
      </ConfirmDialog>
    </CampaignsFrame>
  );
});

/** A row's actions: duplicate, delete (confirmed). */
const CampaignRowActions = observer(function CampaignRowActions({ vm, campaign }: { vm: CampaignListViewModel; campaign: Campaign }) {
  const { t } = useTranslation();
  const busy = vm.busyId !== null;
  return (
    <div className={styles.actions} role="group" aria-label={t('campaigns.list.actionsOf', { name: campaign.name })}>
      <Button size="sm" variant="ghost" iconStart="plus" onPress={() => void vm.duplicate(campaign)} isDisabled={busy}>
        {t('campaigns.list.duplicate')}
      </Button>
      <Button size="sm" variant="ghost" iconStart="trash" onPress={() => vm.askDeletion(campaign)} isDisabled={busy}>
        {t('campaigns.list.delete')}
      </Button>
    </div>
  );
});
