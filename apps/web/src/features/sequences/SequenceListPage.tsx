import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import {
  formatDateFr,
  formatNumberFr,
  labelOf,
  SEQUENCE_LIST_PAGES,
  SEQUENCE_STATUS,
  SEQUENCE_STATUS_CODE_OF,
  SEQUENCE_STATUSES,
  type Sequence,
  type SequenceStatusCode,
} from '@cible/core';
import { sequencesModule } from '../../di/modules/sequencesModule';
import { useFactory } from '../../di/useFactory';
import { coreText } from '../../i18n/coreText';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog/ConfirmDialog';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Table, type TableColumn } from '../../ui/components/Table/Table';
import { Tab, TabList, Tabs } from '../../ui/components/Tabs/Tabs';
import { TextField } from '../../ui/components/TextField/TextField';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { SequenceCreateDialog } from './SequenceCreateDialog';
import { SEQUENCE_PAGE_SIZE, type SequenceListViewModel } from './SequenceListViewModel';
import { SequencesFrame } from './SequencesFrame';
import { SEQUENCES_VIEW_MODEL_FACTORY } from './SequencesViewModelFactory';
import styles from './Sequences.module.css';
import { sequenceOwnerLabel } from './sequenceOwnerLabel';

export const sequenceDetailsPath = (id: number) => `/sequence-details/${id}`;
const statusLabel = (statusId: number) => {
  const label = labelOf(SEQUENCE_STATUSES, statusId);
  return label ? coreText(label) : '';
};

/**
 * /sequences/lists/{status}: tabs by status with their counts, search by name, owner filter, 20 per page; create
 * (from a model or blank), duplicate, delete with a confirmation, the status changes core's transitions allow.
 */
export const SequenceListPage = observer(function SequenceListPage({ status }: { status: SequenceStatusCode }) {
  const { t } = useTranslation();
  const factory = useFactory(sequencesModule, SEQUENCES_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createList(status));
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    void vm.load();
    void vm.loadOwners();
  }, [vm]);

  const ownerName = (id: number) => {
    const owner = vm.owners.find((entry) => entry.user_id === id);
    return owner === undefined ? t('sequences.list.unknownOwner', { id }) : sequenceOwnerLabel(owner);
  };
  const columns: TableColumn<Sequence>[] = [
    { id: 'name', header: t('sequences.list.columns.name'), isRowHeader: true, cell: (row) => <TextLink href={sequenceDetailsPath(row.id)}>{row.name}</TextLink> },
    { id: 'owner', header: t('sequences.list.columns.owner'), cell: (row) => ownerName(row.owner_user_id) },
    { id: 'modified', header: t('sequences.list.columns.modified'), cell: (row) => formatDateFr(row.modification_date, factory.clock.zone) },
    { id: 'sent', header: t('sequences.list.columns.sent'), align: 'end', cell: (row) => formatNumberFr(row.mail_sent) },
    { id: 'opened', header: t('sequences.list.columns.opened'), align: 'end', cell: (row) => formatNumberFr(row.mail_opened) },
    { id: 'replied', header: t('sequences.list.columns.replied'), align: 'end', cell: (row) => formatNumberFr(row.mail_replied) },
    { id: 'actions', header: t('sequences.list.columns.actions'), cell: (row) => <SequenceRowActions vm={vm} sequence={row} /> },
  ];
  const ownerOptions = vm.owners.map((owner) => ({ value: owner.user_id, name: sequenceOwnerLabel(owner) }));

  return (
    <SequencesFrame
      section="lists"
      title={t('sequences.list.title')}
      lead={t('sequences.list.lead')}
      actions={
        <Button variant="primary" iconStart="plus" onPress={() => setCreating(true)}>
          {t('sequences.list.new')}
        </Button>
      }
    >
      <Tabs selectedKey={status}>
        <TabList aria-label={t('sequences.list.tabsLabel')}>
          {SEQUENCE_LIST_PAGES.map((code) => (
            <Tab key={code} id={code} href={`/sequences/lists/${code}`}>
              {t('sequences.list.tab', { status: statusLabel(SEQUENCE_STATUS[code]), count: vm.counts[code] ?? 0 })}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <div className={styles.filters}>
        <TextField label={t('sequences.list.search')} type="search" icon="search" value={vm.name} onChange={(value) => void vm.setName(value)} className={styles.filter} />
        <Select
          label={t('sequences.list.owner')}
          placeholder={t('sequences.list.allOwners')}
          options={ownerOptions}
          value={vm.ownerUserId ?? -1}
          onChange={(value) => void vm.setOwner(value > 0 ? value : null)}
          isClearable
          className={styles.filter}
        />
      </div>
      <Card>
        {vm.loadStatus === 'loading' && vm.list.value === null && <Skeleton variant="table" lines={5} label={t('sequences.list.loading')} />}
        {vm.loadStatus === 'error' && <ErrorState headingLevel={2} text={t('sequences.list.loadError')} onRetry={() => void vm.load()} />}
        {vm.list.value !== null && vm.loadStatus !== 'error' && (
          <>
            <Table
              aria-label={t('sequences.list.tableLabel')}
              columns={columns}
              rows={vm.rows}
              emptyState={<EmptyState icon="inbox" headingLevel={2} isCompact title={t('sequences.list.empty')} text={t('sequences.list.emptyText')} />}
            />
            {vm.total > SEQUENCE_PAGE_SIZE && <Pagination page={vm.page} pageSize={SEQUENCE_PAGE_SIZE} total={vm.total} onPageChange={(page) => void vm.setPage(page)} className={styles.pagination} />}
          </>
        )}
      </Card>
      {creating && (
        <SequenceCreateDialog
          vm={vm}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate({ to: sequenceDetailsPath(id) });
          }}
        />
      )}
      <ConfirmDialog
        isOpen={vm.pendingDeletion !== null}
        title={t('sequences.list.deleteTitle')}
        confirmLabel={t('common.delete')}
        onConfirm={() => void vm.confirmDeletion()}
        onCancel={() => vm.askDeletion(null)}
      >
        <p>{t('sequences.list.deleteText', { name: vm.pendingDeletion?.name ?? '' })}</p>
      </ConfirmDialog>
    </SequencesFrame>
  );
});

/** A row's actions: the status changes of core's transitions, duplicate, delete (confirmed). */
const SequenceRowActions = observer(function SequenceRowActions({ vm, sequence }: { vm: SequenceListViewModel; sequence: Sequence }) {
  const { t } = useTranslation();
  const busy = vm.busyId !== null;
  return (
    <div className={styles.actions} role="group" aria-label={t('sequences.list.actionsOf', { name: sequence.name })}>
      {vm.transitionsOf(sequence).map((to) => (
        <Button key={to} size="sm" variant="ghost" onPress={() => void vm.changeStatus(sequence, to)} isDisabled={busy}>
          {t(`sequences.list.to.${SEQUENCE_STATUS_CODE_OF[to]}`)}
        </Button>
      ))}
      <Button size="sm" variant="ghost" iconStart="plus" onPress={() => void vm.duplicate(sequence)} isDisabled={busy}>
        {t('sequences.list.duplicate')}
      </Button>
      <Button size="sm" variant="ghost" iconStart="trash" onPress={() => vm.askDeletion(sequence)} isDisabled={busy}>
        {t('sequences.list.delete')}
      </Button>
    </div>
  );
});
