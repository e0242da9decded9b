import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { EXPORT_FILE_FORMATS, type ExportFileFormat } from '@cible/core';
import { exportsModule } from '../../di/modules/exportsModule';
import { useFactory } from '../../di/useFactory';
import { Button } from '../../ui/components/Button/Button';
import { Modal } from '../../ui/components/Modal/Modal';
import { RadioGroup } from '../../ui/components/RadioGroup/RadioGroup';
import fieldStyles from '../../ui/components/Field/Field.module.css';
import type { ExportCreationViewModel, ExportRequest } from './ExportCreationViewModel';
import { EXPORTS_VIEW_MODEL_FACTORY } from './ExportsViewModelFactory';
import styles from './Exports.module.css';

/** The page that shows an export once started: its detail page (an email rental's under /personal-space/email-rental). */
export function exportDetailsPath(exportId: number, isEmailRental: boolean): string {
  return isEmailRental ? `/personal-space/email-rental/${exportId}` : `/personal-space/exports/${exportId}`;
}

export interface ExportDialogProps {
  request: ExportRequest;
  /** What is exported, for the dialog's text (a list's name); none for a period export. */
  subject?: string;
  onClose: () => void;
}

/**
 * The "Exporter" dialog (opened for one request): the file format, the period of a team or subscription export, then
 * confirm; a refusal is said in the dialog (credits, empty or too large list); once created, the export's page opens
 * and shows its progress.
 */
export const ExportDialog = observer(function ExportDialog({ request, subject, onClose }: ExportDialogProps) {
  const { t } = useTranslation();
  const factory = useFactory(exportsModule, EXPORTS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createCreation(request));
  const navigate = useNavigate();
  const confirm = async () => {
    const created = await vm.submit();
    if (created === null) return;
    onClose();
    await navigate({ to: exportDetailsPath(created.id, request.kind === 'email_rental') });
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t(`exports.create.${request.kind}.title`)}
      description={subject === undefined ? t(`exports.create.${request.kind}.text`) : t(`exports.create.${request.kind}.text`, { name: subject })}
      footer={
        <>
          <Button onPress={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" isDisabled={!vm.canSubmit} isPending={vm.submitting} onPress={() => void confirm()}>
            {t('exports.create.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogFields}>
        <RadioGroup
          label={t('exports.create.format')}
          orientation="horizontal"
          value={vm.format}
          onChange={(value) => vm.setFormat(value as ExportFileFormat)}
          options={EXPORT_FILE_FORMATS.map((format) => ({ value: format, label: t(`exports.format.${format}`) }))}
        />
        {vm.needsPeriod && <PeriodFields vm={vm} />}
        {vm.error !== null && (
          <p role="alert" className={styles.error}>
            {t(`exports.errors.${vm.error}`)}
          </p>
        )}
      </div>
    </Modal>
  );
});

const PeriodFields = observer(function PeriodFields({ vm }: { vm: ExportCreationViewModel }) {
  const { t } = useTranslation();
  return (
    <div className={styles.period}>
      <DateField label={t('exports.create.dateFrom')} value={vm.dateFrom} onChange={vm.setDateFrom} />
      <DateField label={t('exports.create.dateTo')} value={vm.dateTo} onChange={vm.setDateTo} error={vm.periodError === null ? undefined : t(`exports.errors.${vm.periodError}`)} />
    </div>
  );
});

/** A native date input (the browser's calendar), ISO day in and out. */
function DateField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  const errorId = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <input
          id={id}
          className={fieldStyles.input}
          type="date"
          value={value}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={error === undefined ? undefined : errorId}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error !== undefined && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
