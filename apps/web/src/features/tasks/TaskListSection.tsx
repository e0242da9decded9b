import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDateFr, labelOf, TASK_DISPLAY_STATES, taskTypeDisplayLabel, type TaskDisplayStateCode } from '@cible/core';
import { coreText } from '../../i18n/coreText';
import { Badge } from '../../ui/components/Badge/Badge';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog/ConfirmDialog';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Table, type TableColumn } from '../../ui/components/Table/Table';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs/Tabs';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { sequenceErrorKey } from '../sequences/sequenceErrorKey';
import styles from '../sequences/Sequences.module.css';
import type { OwnerTask } from './taskListPort';
import { TASK_PAGE_SIZE, type TaskListViewModel } from './TaskListViewModel';

const ALL = 'all';
const TONES = { todo: 'info', late: 'error', done: 'success' } as const;

/** "Mes tâches": the owner's tasks to do, late, done or all; mark done (or to do again), delete after confirming. */
export const TaskListSection = observer(function TaskListSection({ vm, zone }: { vm: TaskListViewModel; zone: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const stateLabel = (code: TaskDisplayStateCode) => {
    const entry = TASK_DISPLAY_STATES.find((state) => state.code === code);
    const label = entry ? labelOf(TASK_DISPLAY_STATES, entry.id) : undefined;
    return label ? coreText(label) : code;
  };
  const columns: TableColumn<OwnerTask>[] = [
    { id: 'description', header: t('sequences.tasks.columns.description'), isRowHeader: true, cell: (row) => row.description || t('sequences.steps.noDescription') },
    { id: 'type', header: t('sequences.tasks.columns.type'), cell: (row) => coreText(taskTypeDisplayLabel(row.type_id)!) },
    { id: 'due', header: t('sequences.tasks.columns.due'), cell: (row) => formatDateFr(row.due_date, zone) },
    { id: 'state', header: t('sequences.tasks.columns.state'), cell: (row) => <Badge tone={TONES[row.display_state]}>{stateLabel(row.display_state)}</Badge> },
    { id: 'sequence', header: t('sequences.tasks.columns.sequence'), cell: (row) => (row.sequence_id === null ? '—' : <TextLink href={`/sequence-details/${row.sequence_id}/targets`}>{t('sequences.tasks.openSequence')}</TextLink>) },
    {
      id: 'actions',
      header: t('sequences.tasks.columns.actions'),
      cell: (row) => (
        <div className={styles.actions} role="group" aria-label={t('sequences.tasks.actionsOf', { description: row.description })}>
          <Button size="sm" variant="ghost" iconStart="check" onPress={() => void vm.toggleDone(row)} isDisabled={vm.busyId !== null}>
            {row.status_id === 2 ? t('sequences.tasks.reopen') : t('sequences.tasks.markDone')}
          </Button>
          <Button size="sm" variant="ghost" iconStart="trash" onPress={() => vm.askDeletion(row)} isDisabled={vm.busyId !== null}>
            {t('common.delete')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <section className={styles.form} style={{ maxWidth: 'none' }} aria-labelledby="owner-tasks-title">
      <h2 id="owner-tasks-title" className={styles.subtitle}>
        {t('sequences.tasks.title')}
      </h2>
      <Tabs selectedKey={vm.state ?? ALL} onSelectionChange={(key) => void vm.setState(key === ALL ? null : (key as TaskDisplayStateCode))}>
        <TabList aria-label={t('sequences.tasks.filter')}>
          {TASK_DISPLAY_STATES.map((state) => (
            <Tab key={state.code} id={state.code}>
              {stateLabel(state.code)}
            </Tab>
          ))}
          <Tab id={ALL}>{t('sequences.tasks.all')}</Tab>
        </TabList>
        {/* One panel, the chosen tab's: the list of that state (the tabs filter it). */}
        <TabPanel id={vm.state ?? ALL}>
          <Card>
            {vm.tasks.status === 'loading' && vm.tasks.value === null && <Skeleton variant="table" lines={3} label={t('sequences.tasks.loading')} />}
            {vm.tasks.status === 'error' && (
              <ErrorState headingLevel={3} text={sequenceErrorKey(vm.tasks.error) === 'unavailable' ? t('sequences.errors.unavailable') : t('sequences.tasks.loadError')} onRetry={() => void vm.load()} />
            )}
            {vm.tasks.value !== null && vm.tasks.status !== 'error' && (
              <>
                <Table aria-label={t('sequences.tasks.title')} columns={columns} rows={vm.rows} emptyState={<EmptyState icon="inbox" headingLevel={3} isCompact title={t('sequences.tasks.empty')} />} />
                {vm.total > TASK_PAGE_SIZE && <Pagination page={vm.page} pageSize={TASK_PAGE_SIZE} total={vm.total} onPageChange={(page) => void vm.setPage(page)} className={styles.pagination} />}
              </>
            )}
          </Card>
        </TabPanel>
      </Tabs>
      <ConfirmDialog
        isOpen={vm.pendingDeletion !== null}
        title={t('sequences.tasks.deleteTitle')}
        confirmLabel={t('common.delete')}
        onConfirm={() => void vm.confirmDeletion()}
        onCancel={() => vm.askDeletion(null)}
      >
        <p>{t('sequences.tasks.deleteText', { description: vm.pendingDeletion?.description ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
});
