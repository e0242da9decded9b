import { useTranslation } from 'react-i18next';
import { formatDateFr, formatNumberFr, type Sequence } from '@cible/core';
import styles from './Sequences.module.css';

const COUNTERS = ['mail_sent', 'mail_opened', 'mail_clicked', 'mail_replied', 'mail_autoreplied', 'mail_bounced', 'task_created', 'task_done', 'task_late', 'task_delete'] as const;

/**
 * The record tab: the sequence's dates (last change, start, end) and what it did (its counters). The per-event history
 * (sequence_events) has no read route in the contract yet: this tab shows what the sequence itself records.
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
    </section>
  );
}
