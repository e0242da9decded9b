import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { exportsModule } from '../../di/modules/exportsModule';
import { CLOCK } from '../../di/tokens';
import { useFactory } from '../../di/useFactory';
import { useInjection } from '../../di/useInjection';
import { isHttpFailure } from '@cible/core';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { PersonalSpacePage } from '../personal-space/PersonalSpacePage';
import type { ExportDetailsViewModel } from './ExportDetailsViewModel';
import { ExportOutcome } from './ExportOutcome';
import { ExportStatusBadge } from './ExportStatusBadge';
import { EXPORTS_VIEW_MODEL_FACTORY } from './ExportsViewModelFactory';
import { formatExportDate } from './exportDate';
import styles from './Exports.module.css';

export interface ExportDetailsPageProps {
  exportId: number;
  /** The page it belongs to: the exports, or the email rental. */
  section: 'exports' | 'emailRental';
}

/** /personal-space/exports/{export_id} and /personal-space/email-rental/{export_id}: one export, its live progress, its file. */
export const ExportDetailsPage = observer(function ExportDetailsPage({ exportId, section }: ExportDetailsPageProps) {
  const { t } = useTranslation();
  const factory = useFactory(exportsModule, EXPORTS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createDetails(exportId));

  useEffect(() => {
    const stop = vm.follow();
    void vm.load();
    return stop;
  }, [vm]);

  const back = section === 'exports' ? '/personal-space/exports' : '/personal-space/email-rental';
  return (
    <PersonalSpacePage title={t('exports.details.title', { id: exportId })} description={<TextLink href={back}>{t(`exports.details.back.${section}`)}</TextLink>}>
      <ExportDetailsContent vm={vm} />
    </PersonalSpacePage>
  );
});

const ExportDetailsContent = observer(function ExportDetailsContent({ vm }: { vm: ExportDetailsViewModel }) {
  const { t } = useTranslation();
  const clock = useInjection(CLOCK);
  const value = vm.value;
  if (value === null && vm.status === 'error') {
    const notFound = isHttpFailure(vm.exportState.error) && vm.exportState.error.kind === 'api' && vm.exportState.error.status === 404;
    return notFound ? <EmptyState icon="file" title={t('exports.details.notFound.title')} text={t('exports.details.notFound.text')} /> : <ErrorState text={t('exports.loadError')} onRetry={() => void vm.load()} />;
  }
  if (value === null) return <Skeleton variant="card" label={t('exports.loading')} />;
  return (
    <dl className={styles.details}>
      <dt>{t('exports.table.export')}</dt>
      <dd>{t(`exports.type.${value.type}`)}</dd>
      <dt>{t('exports.table.start')}</dt>
      <dd>{formatExportDate(value.start_date, clock.zone, t('exports.at'))}</dd>
      {value.end_date !== null && (
        <>
          <dt>{t('exports.details.end')}</dt>
          <dd>{formatExportDate(value.end_date, clock.zone, t('exports.at'))}</dd>
        </>
      )}
      <dt>{t('exports.table.format')}</dt>
      <dd>{t(`exports.format.${value.file_format}`)}</dd>
      <dt>{t('exports.table.status')}</dt>
      <dd>
        <ExportStatusBadge status={value.status} />
      </dd>
      <dt>{t('exports.table.progress')}</dt>
      <dd>
        <ExportOutcome exportState={value} downloads={vm.downloads} />
      </dd>
    </dl>
  );
});
