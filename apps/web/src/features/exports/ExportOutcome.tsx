import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Export } from '@cible/core';
import { Button } from '../../ui/components/Button/Button';
import type { ExportDownloads } from './ExportDownloads';
import { exportErrorKey } from './exportErrorKey';
import { isExportRunning } from './exportProgress';
import { ExportProgressBar } from './ExportProgressBar';
import styles from './Exports.module.css';

/** The name a file is saved under when the server gives none. */
export function exportFallbackFileName(exportState: Export): string {
  return `export-${exportState.id}.${exportState.file_format}`;
}

/**
 * Where an export stands: its live progress while it runs; once done, the rows written and the download button; when
 * it failed, why (by its error code).
 */
export const ExportOutcome = observer(function ExportOutcome({ exportState, downloads }: { exportState: Export; downloads: ExportDownloads }) {
  const { t, i18n } = useTranslation();
  if (isExportRunning(exportState)) return <ExportProgressBar exportState={exportState} />;
  if (exportState.status === 'failure') return <p className={styles.error}>{t(`exports.errors.${exportErrorKey(exportState.error_code)}`)}</p>;
  const rows = exportState.row_count ?? exportState.processed_row_count;
  return (
    <div className={styles.rowActions}>
      <span className={styles.muted}>{t('exports.rowCount', { count: rows, formatted: new Intl.NumberFormat(i18n.language).format(rows) })}</span>
      <Button
        size="sm"
        iconStart="file"
        aria-label={t('exports.download.label', { id: exportState.id })}
        isPending={downloads.isPending(exportState.id)}
        onPress={() => void downloads.download(exportState.id, exportFallbackFileName(exportState))}
      >
        {t('exports.download.button')}
      </Button>
    </div>
  );
});
