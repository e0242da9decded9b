import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDateFr, labelOf, PROSPECT_STATUSES, SEQUENCE_STEP_TYPE, SEQUENCE_TARGETS_PAGE_SIZE, type SequenceStepDto, type SequenceTargetDto } from '@cible/core';
import { sequencesModule } from '../../di/modules/sequencesModule';
import { useFactory } from '../../di/useFactory';
import { coreText } from '../../i18n/coreText';
import { Button } from '../../ui/components/Button/Button';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Table, type TableColumn } from '../../ui/components/Table/Table';
import { sequenceErrorKey } from './sequenceErrorKey';
import { SequenceTargetFilters } from './SequenceTargetFilters';
import { SequenceTargetImportDialog } from './SequenceTargetImportDialog';
import type { SequenceTargetsViewModel } from './SequenceTargetsViewModel';
import { SEQUENCES_VIEW_MODEL_FACTORY } from './SequencesViewModelFactory';
import styles from './Sequences.module.css';

/** The targets tab: monitoring filters, 20 targets a page with status change, next step and timeline; the import. */
export const SequenceTargetsTab = observer(function SequenceTargetsTab({ sequenceId, steps }: { sequenceId: number; steps: readonly SequenceStepDto[] }) {
  const factory = useFactory(sequencesModule, SEQUENCES_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createTargets(sequenceId));
  useEffect(() => {
    void vm.load();
  }, [vm]);
  useEffect(() => vm.setSteps(steps), [vm, steps]);
  return <SequenceTargetsView vm={vm} steps={steps} zone={factory.clock.zone} />;
});

/** The targets tab's view of its view-model (rendered by tests with a view-model of their own). */
export const SequenceTargetsView = observer(function SequenceTargetsView({ vm, steps, zone }: { vm: SequenceTargetsViewModel; steps: readonly SequenceStepDto[]; zone: string }) {
  const { t } = useTranslation();
  const statusOptions = PROSPECT_STATUSES.map((status) => ({ value: status.id, name: coreText(labelOf(PROSPECT_STATUSES, status.id)!) }));
  const nameOf = (target: SequenceTargetDto) => (target.contact ? `${target.contact.first_name} ${target.contact.last_name}` : `#${target.contact_id}`);
  const stepName = (step: SequenceStepDto | null) =>
    step === null ? t('sequences.targets.noNext') : t('sequences.steps.stepLabel', { position: step.position, kind: step.type_id === SEQUENCE_STEP_TYPE.email ? t('sequences.steps.email') : t('sequences.steps.task') });
  const columns: TableColumn<SequenceTargetDto>[] = [
    {
      id: 'contact',
      header: t('sequences.targets.columns.contact'),
      isRowHeader: true,
      cell: (row) => (
        <>
          <span>{nameOf(row)}</span>
          {row.contact?.email && <span className={styles.muted}> · {row.contact.email}</span>}
          {row.done_event !== null && <span className={styles.muted}> · {t(`sequences.targets.done.${row.done_event}`)}</span>}
        </>
      ),
    },
    { id: 'company', header: t('sequences.targets.columns.company'), cell: (row) => row.contact?.company_name ?? '—' },
    {
      id: 'status',
      header: t('sequences.targets.columns.status'),
      cell: (row) => <Select label={t('sequences.targets.changeStatus', { name: nameOf(row) })} isLabelHidden options={statusOptions} value={row.status_id} onChange={(value) => void vm.changeStatus(row, value)} />,
    },
    { id: 'next', header: t('sequences.targets.columns.next'), cell: (row) => stepName(vm.nextStepOf(row)) },
    {
      id: 'timeline',
      header: t('sequences.targets.columns.timeline'),
      cell: (row) => (
        <>
          <Button size="sm" variant="ghost" onPress={() => vm.toggleExpanded(row.id)} aria-expanded={vm.expandedId === row.id}>
            {vm.expandedId === row.id ? t('sequences.targets.hideTimeline') : t('sequences.targets.showTimeline')}
          </Button>
          {vm.expandedId === row.id && (
            <ol className={styles.timeline}>
              {vm.timelineOf(row).length === 0 && <li>{t('sequences.targets.timelineEmpty')}</li>}
              {vm.timelineOf(row).map((entry) => (
                <li key={`${entry.stepId}-${entry.at}`}>
                  {t('sequences.targets.timelineEntry', { position: entry.position ?? '?', date: formatDateFr(entry.at, zone) })}
                  {entry.opened && ` · ${t('sequences.targets.event.opened')}`}
                  {entry.clicked && ` · ${t('sequences.targets.event.clicked')}`}
                  {entry.replied && ` · ${t('sequences.targets.event.replied')}`}
                  {entry.bounced && ` · ${t('sequences.targets.event.bounced')}`}
                </li>
              ))}
            </ol>
          )}
        </>
      ),
    },
  ];
  return (
    <section className={styles.form} style={{ maxWidth: 'none' }}>
      <div className={styles.header}>
        <h2 className={styles.subtitle}>{t('sequences.targets.title')}</h2>
        <Button iconStart="upload" onPress={() => void vm.openImport()}>
          {t('sequences.targets.import.open')}
        </Button>
      </div>
      <SequenceTargetFilters vm={vm} steps={steps} />
      {vm.error !== null && vm.importState.step === 'closed' && (
        <p className={styles.error} role="alert">
          {t(`sequences.errors.${vm.error}`)}
        </p>
      )}
      {vm.targets.status === 'loading' && vm.targets.value === null && <Skeleton variant="table" lines={5} label={t('sequences.targets.loading')} />}
      {vm.targets.status === 'error' && (
        <ErrorState
          headingLevel={3}
          text={sequenceErrorKey(vm.targets.error) === 'unavailable' ? t('sequences.errors.unavailable') : t('sequences.targets.loadError')}
          onRetry={() => void vm.load()}
        />
      )}
      {vm.targets.value !== null && vm.targets.status !== 'error' && (
        <>
          <Table
            aria-label={t('sequences.targets.tableLabel')}
            columns={columns}
            rows={vm.rows}
            emptyState={<EmptyState icon="inbox" headingLevel={3} isCompact title={t('sequences.targets.empty')} text={t('sequences.targets.emptyText')} />}
          />
          {vm.total > SEQUENCE_TARGETS_PAGE_SIZE && <Pagination page={vm.page} pageSize={SEQUENCE_TARGETS_PAGE_SIZE} total={vm.total} onPageChange={(page) => void vm.setPage(page)} className={styles.pagination} />}
        </>
      )}
      {vm.importState.step !== 'closed' && <SequenceTargetImportDialog vm={vm} />}
    </section>
  );
});
