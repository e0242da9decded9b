import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EXPORT_TYPES, type Export } from '@cible/core';
import { exportsModule } from '../../di/modules/exportsModule';
import { CLOCK } from '../../di/tokens';
import { useFactory } from '../../di/useFactory';
import { useInjection } from '../../di/useInjection';
import { Button } from '../../ui/components/Button/Button';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { PersonalSpacePage } from '../personal-space/PersonalSpacePage';
import { personalSpaceLinkLabel } from '../personal-space/personalSpaceLinkLabel';
import { SESSION_STORE } from '../session/SessionStore';
import { ExportDialog, exportDetailsPath } from './ExportDialog';
import type { ExportRequest } from './ExportCreationViewModel';
import { EXPORT_PAGE_SIZE, type ExportListViewModel } from './ExportListViewModel';
import { ExportOutcome } from './ExportOutcome';
import { ExportStatusBadge } from './ExportStatusBadge';
import { EXPORTS_VIEW_MODEL_FACTORY } from './ExportsViewModelFactory';
import { formatExportDate } from './exportDate';
import styles from './Exports.module.css';

/**
 * /personal-space/exports: the user's exports newest first, 20 per page, filtered by type; each with its type, start,
 * format, status and where it stands (live progress, rows and download, or why it failed). A manager starts the team
 * and subscription exports here (a period).
 */
export const ExportsPage = observer(function ExportsPage() {
  const { t, i18n } = useTranslation();
  const factory = useFactory(exportsModule, EXPORTS_VIEW_MODEL_FACTORY);
  const session = useInjection(SESSION_STORE);
  const [vm] = useState(() => factory.createList());
  const [starting, setStarting] = useState<ExportRequest | null>(null);

  useEffect(() => {
    const stop = vm.follow();
    void vm.load();
    return stop;
  }, [vm]);

  const isManager = session.user?.is_organization_manager === true;
  return (
    <PersonalSpacePage title={personalSpaceLinkLabel('exports', i18n.language)} description={t('exports.lead')}>
      <div className={styles.toolbar}>
        <Select
          label={t('exports.filters.type')}
          options={EXPORT_TYPES.map((type, index) => ({ value: index, name: t(`exports.type.${type}`) }))}
          placeholder={t('exports.filters.allTypes')}
          value={vm.type === null ? -1 : EXPORT_TYPES.indexOf(vm.type)}
          onChange={(index) => void vm.setType(EXPORT_TYPES[index] ?? null)}
          isClearable
        />
        {isManager && (
          <div className={styles.rowActions}>
            <Button iconStart="user" onPress={() => setStarting({ kind: 'team' })}>
              {t('exports.create.team.button')}
            </Button>
            <Button iconStart="file" onPress={() => setStarting({ kind: 'subscription' })}>
              {t('exports.create.subscription.button')}
            </Button>
          </div>
        )}
      </div>
      <ExportList vm={vm} />
      {starting !== null && <ExportDialog request={starting} onClose={() => setStarting(null)} />}
    </PersonalSpacePage>
  );
});

const ExportList = observer(function ExportList({ vm }: { vm: ExportListViewModel }) {
  const { t } = useTranslation();
  if (vm.status === 'error' && vm.exports.value === null) return <ErrorState text={t('exports.loadError')} onRetry={() => void vm.exports.retry()} />;
  if (vm.exports.value === null) return <Skeleton variant="table" columns={5} label={t('exports.loading')} />;
  if (vm.rows.length === 0) {
    return vm.type === null ? (
      <EmptyState icon="file" title={t('exports.empty.title')} text={t('exports.empty.text')} />
    ) : (
      <EmptyState icon="search" title={t('exports.noMatch.title')} text={t('exports.noMatch.text')} action={<Button onPress={() => void vm.setType(null)}>{t('exports.noMatch.clear')}</Button>} />
    );
  }
  return (
    <>
      <p className={styles.muted} role="status">
        {t('exports.count', { count: vm.total })}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={t('exports.table.label')}>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>{t('exports.table.export')}</th>
              <th scope="col" className={styles.th}>{t('exports.table.start')}</th>
              <th scope="col" className={styles.th}>{t('exports.table.format')}</th>
              <th scope="col" className={styles.th}>{t('exports.table.status')}</th>
              <th scope="col" className={styles.th}>{t('exports.table.progress')}</th>
            </tr>
          </thead>
          <tbody>
            {vm.rows.map((row) => (
              <ExportRow key={row.id} vm={vm} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      {vm.pageCount > 1 && <Pagination page={vm.page} pageSize={EXPORT_PAGE_SIZE} total={vm.total} onPageChange={(page) => void vm.setPage(page)} />}
    </>
  );
});

const ExportRow = observer(function ExportRow({ vm, row }: { vm: ExportListViewModel; row: Export }) {
  const { t } = useTranslation();
  const clock = useInjection(CLOCK);
  return (
    <tr className={row.id === vm.highlightedId ? `${styles.tr} ${styles.highlighted}` : styles.tr}>
      <th scope="row" className={styles.td}>
        <div className={styles.nameCell}>
          <TextLink href={exportDetailsPath(row.id, row.type === 'email_rental')}>{t(`exports.type.${row.type}`)}</TextLink>
          <span className={styles.muted}>{t('exports.number', { id: row.id })}</span>
        </div>
      </th>
      <td className={`${styles.td} ${styles.nowrap}`}>{formatExportDate(row.start_date, clock.zone, t('exports.at'))}</td>
      <td className={`${styles.td} ${styles.nowrap}`}>{t(`exports.format.${row.file_format}`)}</td>
      <td className={styles.td}>
        <ExportStatusBadge status={row.status} />
      </td>
      <td className={styles.td}>
        <ExportOutcome exportState={row} downloads={vm.downloads} />
      </td>
    </tr>
  );
});
