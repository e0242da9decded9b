import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatNumberFr } from '@cible/core';
import { sequencesModule } from '../../di/modules/sequencesModule';
import { useFactory } from '../../di/useFactory';
import { Card } from '../../ui/components/Card/Card';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TaskListSection } from '../tasks/TaskListSection';
import { SequenceResultsChart } from './SequenceResultsChart';
import { RESULT_PERIOD_DAYS, type ResultPeriodDays } from './SequenceResultsViewModel';
import { SequencesFrame } from './SequencesFrame';
import { SEQUENCES_VIEW_MODEL_FACTORY } from './SequencesViewModelFactory';
import styles from './Sequences.module.css';

/**
 * /sequences/results, the sequence home: totals and rates of the launched sequences, the timeline of what they did
 * over the period chosen (a recharts chart: this lazy chunk only), and the owner's tasks ("Mes tâches": the spec
 * names no route of their own).
 */
export const SequenceResultsPage = observer(function SequenceResultsPage() {
  const { t } = useTranslation();
  const factory = useFactory(sequencesModule, SEQUENCES_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createResults());
  const [tasks] = useState(() => factory.createTaskList());
  useEffect(() => {
    void vm.load();
  }, [vm]);

  const totals = vm.totals;
  const stats: [string, string][] = [
    [t('sequences.results.sequences'), formatNumberFr(totals.sequences)],
    [t('sequences.record.counter.mail_sent'), formatNumberFr(totals.mail_sent)],
    [t('sequences.record.counter.mail_opened'), t('sequences.results.rate', { rate: vm.rates.opened })],
    [t('sequences.record.counter.mail_clicked'), t('sequences.results.rate', { rate: vm.rates.clicked })],
    [t('sequences.record.counter.mail_replied'), t('sequences.results.rate', { rate: vm.rates.replied })],
    [t('sequences.record.counter.mail_bounced'), t('sequences.results.rate', { rate: vm.rates.bounced })],
    [t('sequences.record.counter.task_done'), formatNumberFr(totals.task_done)],
    [t('sequences.record.counter.task_late'), formatNumberFr(totals.task_late)],
  ];
  return (
    <SequencesFrame section="results" title={t('sequences.results.title')} lead={t('sequences.results.lead')}>
      <div className={styles.filters}>
        <Select
          label={t('sequences.results.period')}
          options={RESULT_PERIOD_DAYS.map((days) => ({ value: days, name: t(`sequences.results.periods.${days}`) }))}
          value={vm.periodDays}
          onChange={(days) => void vm.setPeriod(days as ResultPeriodDays)}
          className={styles.filter}
        />
        <Select
          label={t('sequences.results.owner')}
          placeholder={t('sequences.results.allOwners')}
          options={vm.ownerOptions}
          value={vm.ownerUserId ?? -1}
          onChange={(value) => void vm.setOwner(value > 0 ? value : null)}
          isClearable
          className={styles.filter}
        />
      </div>
      <Card>
        {vm.sequences.status === 'loading' && vm.sequences.value === null && <Skeleton variant="card" lines={4} label={t('sequences.results.loading')} />}
        {vm.sequences.status === 'error' && <ErrorState headingLevel={2} text={t('sequences.results.loadError')} onRetry={() => void vm.loadTotals()} />}
        {vm.sequences.value !== null && vm.sequences.status !== 'error' && (
          <dl className={styles.stats}>
            {stats.map(([label, value]) => (
              <div key={label} className={styles.stat}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
      <Card>
        <h2 className={styles.subtitle}>{t('sequences.results.chartTitle')}</h2>
        {vm.timeline.status === 'loading' && vm.timeline.value === null && <Skeleton variant="card" lines={4} label={t('sequences.results.timelineLoading')} />}
        {vm.timeline.status === 'error' && <ErrorState headingLevel={3} text={t('sequences.results.timelineError')} onRetry={() => void vm.timeline.retry()} />}
        {vm.timeline.value !== null && vm.timeline.status !== 'error' && vm.isTimelineEmpty && <p className={styles.muted}>{t('sequences.results.timelineEmpty')}</p>}
        {vm.timeline.value !== null && vm.timeline.status !== 'error' && !vm.isTimelineEmpty && (
          <SequenceResultsChart points={vm.points} grouping={vm.grouping} totals={vm.timelineTotals} />
        )}
      </Card>
      <TaskListSection vm={tasks} zone={factory.clock.zone} />
    </SequencesFrame>
  );
});
