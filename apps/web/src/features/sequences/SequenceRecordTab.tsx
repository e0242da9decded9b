import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDateFr, formatNumberFr, SEQUENCE_HISTORY_EVENT_TYPES, toZonedDateTime, type Sequence, type SequenceHistoryEvent } from '@cible/core';
import { sequencesModule } from '../../di/modules/sequencesModule';
import { useFactory } from '../../di/useFactory';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Switch } from '../../ui/components/Switch/Switch';
import { Table, type TableColumn } from '../../ui/components/Table/Table';
import { SEQUENCE_HISTORY_PAGE_SIZE, type SequenceHistoryViewModel } from './SequenceHistoryViewModel';
import { SEQUENCES_VIEW_MODEL_FACTORY } from './SequencesViewModelFactory';
import styles from './Sequences.module.css';

const COUNTERS = ['mail_sent', 'mail_opened', 'mail_clicked', 'mail_replied', 'mail_autoreplied', 'mail_bounced', 'task_created', 'task_done', 'task_late', 'task_delete'] as const;

/**
 * The record tab: the sequence's dates (last change, start, end), what it did (its counters) and its events, newest
 * first (GET …/history: sends, opens, clicks, replies, bounces, tasks, pauses), by type, bot hits on demand.
 */
export function SequenceRecordTab({ sequence }: { sequence: Sequence }) {
  const { t } = useTranslation();
  const date = (value: string | null) => (value === null ? t('sequences.record.none') : formatDateFr(value, sequence.sendable_timezone));
  return (
    <section className={styles.form} style={{ maxWidth: 'none' }}>
      <h2 className={styles.subtitle}>{t('sequences.record.title')}</h2>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('sequences.record.created')}</dt>
          <dd>{date(sequence.modification_date)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('sequences.record.started')}</dt>
          <dd>{date(sequence.start_date)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('sequences.record.finished')}</dt>
          <dd>{date(sequence.done_date)}</dd>
        </div>
      </dl>
      <h3 className={styles.subtitle}>{t('sequences.record.counters')}</h3>
      <dl className={styles.stats}>
        {COUNTERS.map((counter) => (
          <div key={counter} className={styles.stat}>
            <dt>{t(`sequences.record.counter.${counter}`)}</dt>
            <dd>{formatNumberFr(sequence[counter])}</dd>
          </div>
        ))}
      </dl>
      <SequenceHistory sequence={sequence} />
    </section>
  );
}

/** The events of the record, loaded when the tab opens. */
const SequenceHistory = observer(function SequenceHistory({ sequence }: { sequence: Sequence }) {
  const factory = useFactory(sequencesModule, SEQUENCES_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createHistory(sequence.id));
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return <SequenceHistoryView vm={vm} zone={sequence.sendable_timezone} />;
});

/** The history's view of its view-model (rendered by tests with a view-model of their own). */
export const SequenceHistoryView = observer(function SequenceHistoryView({ vm, zone }: { vm: SequenceHistoryViewModel; zone: string }) {
  const { t } = useTranslation();
  const typeOptions = [{ value: -1, name: t('sequences.record.history.allTypes') }, ...SEQUENCE_HISTORY_EVENT_TYPES.map((type, index) => ({ value: index, name: t(`sequences.record.history.types.${type}`) }))];
  const columns: TableColumn<SequenceHistoryEvent>[] = [
    { id: 'date', header: t('sequences.record.history.columns.date'), cell: (row) => toZonedDateTime(row.occurred_at, zone)?.toFormat('dd/LL/yyyy HH:mm') ?? '' },
    {
      id: 'event',
      header: t('sequences.record.history.columns.event'),
      isRowHeader: true,
      cell: (row) => `${t(`sequences.record.history.types.${row.type}`)}${row.is_bot ? ` (${t('sequences.record.history.bot')})` : ''}`,
    },
    { id: 'contact', header: t('sequences.record.history.columns.contact'), cell: (row) => (row.contact ? [row.contact.first_name, row.contact.last_name].filter(Boolean).join(' ') : t('sequences.record.none')) },
    { id: 'step', header: t('sequences.record.history.columns.step'), cell: (row) => (row.step_position === null ? t('sequences.record.none') : t('sequences.record.history.step', { position: row.step_position })) },
  ];
  return (
    <>
      <h3 className={styles.subtitle}>{t('sequences.record.history.title')}</h3>
      <div className={styles.header}>
        <Select
          label={t('sequences.record.history.type')}
          options={typeOptions}
          value={vm.type === null ? -1 : SEQUENCE_HISTORY_EVENT_TYPES.indexOf(vm.type)}
          onChange={(index) => void vm.setType(index < 0 ? null : SEQUENCE_HISTORY_EVENT_TYPES[index]!)}
          className={styles.filter}
        />
        <Switch isSelected={vm.withBots} onChange={(selected) => void vm.setWithBots(selected)}>
          {t('sequences.record.history.withBots')}
        </Switch>
      </div>
      {vm.list.list.value === null && vm.list.status !== 'error' && <Skeleton variant="table" lines={5} label={t('sequences.record.history.loading')} />}
      {vm.list.status === 'error' && <ErrorState headingLevel={3} text={t('sequences.record.history.loadError')} onRetry={() => void vm.list.retry()} />}
      {vm.list.list.value !== null && vm.list.status !== 'error' && (
        <>
          <Table
            aria-label={t('sequences.record.history.tableLabel')}
            columns={columns}
            rows={vm.events}
            emptyState={<EmptyState icon="inbox" headingLevel={3} isCompact title={t('sequences.record.history.empty')} text={t('sequences.record.history.emptyText')} />}
          />
          {vm.total > SEQUENCE_HISTORY_PAGE_SIZE && (
            <Pagination page={vm.page} pageSize={SEQUENCE_HISTORY_PAGE_SIZE} total={vm.total} onPageChange={(page) => void vm.setPage(page)} className={styles.pagination} />
          )}
        </>
      )}
    </>
  );
});
