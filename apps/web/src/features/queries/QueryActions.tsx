import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { hasEmailRentalAccess, hasExportAccess, type Colleague, type Query } from '@cible/core';
import { useInjection } from '../../di/useInjection';
import { Button } from '../../ui/components/Button/Button';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog/ConfirmDialog';
import { Modal } from '../../ui/components/Modal/Modal';
import { Select } from '../../ui/components/Select/Select';
import { TextField } from '../../ui/components/TextField/TextField';
import { Tooltip } from '../../ui/components/Tooltip/Tooltip';
import { ExportDialog } from '../exports/ExportDialog';
import type { ExportRequest } from '../exports/ExportCreationViewModel';
import { SESSION_STORE } from '../session/SessionStore';
import type { QueryListViewModel } from './QueryListViewModel';
import styles from './QueryListPage.module.css';

type OpenDialog = 'rename' | 'share' | 'delete' | null;

export interface QueryActionsProps {
  vm: QueryListViewModel;
  query: Query;
  /** The colleagues a copy may be given to (the organisation's active users, the user excepted). */
  colleagues: readonly Colleague[];
}

/**
 * A query's actions: rename, duplicate (disabled at the limit, with the reason), share, alert on or off, delete; export
 * its content (can_export) and rent its contacts' e-mails (can_export_location) through the "Exporter" dialog.
 */
export const QueryActions = observer(function QueryActions({ vm, query, colleagues }: QueryActionsProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [name, setName] = useState(query.name);
  const [colleagueId, setColleagueId] = useState(-1);
  const [exporting, setExporting] = useState<ExportRequest | null>(null);
  const ability = useInjection(SESSION_STORE).ability;
  const busy = vm.busy !== null;
  const close = () => setDialog(null);

  const duplicate = (
    <Button size="sm" variant="ghost" iconStart="plus" onPress={() => void vm.duplicate(query.id)} isDisabled={busy || vm.isAtLimit} isPending={vm.isBusy(query.id, 'duplicate')}>
      {t('queries.actions.duplicate')}
    </Button>
  );
  return (
    <div className={styles.actions} role="group" aria-label={t('queries.actions.label', { name: query.name })}>
      <Button size="sm" variant="ghost" iconStart="edit" onPress={() => { setName(query.name); setDialog('rename'); }} isDisabled={busy}>
        {t('queries.actions.rename')}
      </Button>
      {vm.isAtLimit ? <Tooltip content={t('queries.actions.duplicateAtLimit', { count: vm.limit ?? 0 })}><span>{duplicate}</span></Tooltip> : duplicate}
      <Button size="sm" variant="ghost" iconStart="user" onPress={() => { setColleagueId(-1); setDialog('share'); }} isDisabled={busy || colleagues.length === 0}>
        {t('queries.actions.share')}
      </Button>
      <Button size="sm" variant="ghost" iconStart="bell" onPress={() => void vm.setAlert(query.id, !query.is_alert)} isDisabled={busy} isPending={vm.isBusy(query.id, 'alert')}>
        {query.is_alert ? t('queries.actions.alertOff') : t('queries.actions.alertOn')}
      </Button>
      <Button size="sm" variant="ghost" iconStart="trash" onPress={() => setDialog('delete')} isDisabled={busy}>
        {t('queries.actions.delete')}
      </Button>
      {ability !== null && hasExportAccess(ability) && (
        <Button size="sm" variant="ghost" iconStart="file" onPress={() => setExporting({ kind: 'prospecting_lists', queryId: query.id })} isDisabled={busy}>
          {t('exports.create.action')}
        </Button>
      )}
      {ability !== null && hasEmailRentalAccess(ability) && (
        <Button size="sm" variant="ghost" iconStart="mail" onPress={() => setExporting({ kind: 'email_rental', queryId: query.id })} isDisabled={busy}>
          {t('exports.create.emailRentalAction')}
        </Button>
      )}
      {exporting !== null && <ExportDialog request={exporting} subject={query.name} onClose={() => setExporting(null)} />}

      <Modal
        isOpen={dialog === 'rename'}
        onOpenChange={(open) => !open && close()}
        size="sm"
        title={t('queries.rename.title')}
        footer={
          <>
            <Button onPress={close}>{t('common.cancel')}</Button>
            <Button variant="primary" isDisabled={name.trim() === ''} isPending={vm.isBusy(query.id, 'rename')} onPress={() => void vm.rename(query.id, name).then((done) => done && close())}>
              {t('queries.rename.save')}
            </Button>
          </>
        }
      >
        <TextField label={t('queries.rename.label')} value={name} onChange={setName} maxLength={255} autoFocus errorMessage={name.trim() === '' ? t('queries.rename.required') : undefined} />
      </Modal>

      <Modal
        isOpen={dialog === 'share'}
        onOpenChange={(open) => !open && close()}
        size="sm"
        title={t('queries.share.title')}
        description={t('queries.share.text', { name: query.name })}
        footer={
          <>
            <Button onPress={close}>{t('common.cancel')}</Button>
            <Button variant="primary" isDisabled={colleagueId < 1} isPending={vm.isBusy(query.id, 'share')} onPress={() => void vm.share(query.id, colleagueId).then((done) => done && close())}>
              {t('queries.share.confirm')}
            </Button>
          </>
        }
      >
        <Select
          label={t('queries.share.colleague')}
          placeholder={t('queries.share.placeholder')}
          options={colleagues.map((colleague) => ({ value: colleague.id, name: `${colleague.first_name} ${colleague.last_name}` }))}
          value={colleagueId}
          onChange={setColleagueId}
        />
      </Modal>

      <ConfirmDialog
        isOpen={dialog === 'delete'}
        title={t('queries.delete.title')}
        confirmLabel={t('queries.actions.delete')}
        isPending={vm.isBusy(query.id, 'delete')}
        onConfirm={() => void vm.delete(query.id).then((done) => done && close())}
        onCancel={close}
      >
        <p>{t('queries.delete.text', { name: query.name })}</p>
      </ConfirmDialog>
    </div>
  );
});
