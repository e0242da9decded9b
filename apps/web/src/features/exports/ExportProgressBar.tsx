import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import type { Export } from '@cible/core';
import { exportPercent } from './exportProgress';
import styles from './Exports.module.css';

/**
 * The progress of a running export: a progress bar (`aria-valuenow` the percentage done; none while the row total is
 * not known) and the rows written so far.
 */
export function ExportProgressBar({ exportState }: { exportState: Export }) {
  const { t, i18n } = useTranslation();
  const percent = exportPercent(exportState);
  const number = new Intl.NumberFormat(i18n.language);
  const label = t('exports.progress.label', { id: exportState.id });
  const text =
    exportState.total_row_count === null
      ? t(`exports.status.${exportState.status}`)
      : t('exports.progress.rows', { done: number.format(exportState.processed_row_count), total: number.format(exportState.total_row_count) });
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? text : t('exports.progress.percent', { percent })}
        className={styles.progressTrack}
      >
        <div className={clsx(styles.progressFill, percent === null && styles.progressIndeterminate)} style={percent === null ? undefined : { width: `${percent}%` }} />
      </div>
      <span className={styles.muted}>{percent === null ? text : `${t('exports.progress.percent', { percent })} · ${text}`}</span>
    </div>
  );
}
