import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components/Button/Button';
import { Modal } from '../../ui/components/Modal/Modal';
import { Select } from '../../ui/components/Select/Select';
import type { SequenceTargetsViewModel } from './SequenceTargetsViewModel';
import styles from './Sequences.module.css';

/** Import of a contact list or segment: choose, check (importable, already targeted, excluded by reason), import. */
export const SequenceTargetImportDialog = observer(function SequenceTargetImportDialog({ vm }: { vm: SequenceTargetsViewModel }) {
  const { t } = useTranslation();
  const state = vm.importState;
  const chosen = state.step === 'choose' ? state.queryId : state.step === 'checked' ? state.queryId : null;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && vm.closeImport()}
      size="md"
      title={t('sequences.targets.import.title')}
      footer={
        <>
          <Button onPress={vm.closeImport}>{state.step === 'imported' ? t('common.close') : t('common.cancel')}</Button>
          {state.step === 'choose' && (
            <Button variant="primary" onPress={() => void vm.check()} isDisabled={chosen === null} isPending={vm.busy}>
              {t('sequences.targets.import.check')}
            </Button>
          )}
          {state.step === 'checked' && (
            <Button variant="primary" onPress={() => void vm.import()} isDisabled={state.check.importable_count === 0} isPending={vm.busy}>
              {t('sequences.targets.import.submit')}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.editor}>
        {state.step !== 'imported' &&
          (vm.lists.length === 0 ? (
            <p className={styles.muted}>{t('sequences.targets.import.noList')}</p>
          ) : (
            <Select label={t('sequences.targets.import.list')} options={vm.lists.map((list) => ({ value: list.id, name: list.name }))} value={chosen ?? -1} onChange={(id) => vm.chooseList(id)} />
          ))}
        {state.step === 'checked' && (
          <>
            <p role="status">
              {t('sequences.targets.import.summary', { importable: state.check.importable_count, total: state.check.contact_count, already: state.check.already_targeted_count })}
            </p>
            {vm.exclusionCounts.size > 0 && (
              <>
                <p>{t('sequences.targets.import.excluded')}</p>
                <ul>
                  {[...vm.exclusionCounts].map(([reason, count]) => (
                    <li key={reason}>{t(`sequences.targets.import.reason.${reason}` as 'sequences.targets.import.reason.1', { count })}</li>
                  ))}
                </ul>
              </>
            )}
            {vm.warnings.map((warning) => (
              <p key={warning.sequenceName} role="note">
                {t('sequences.targets.import.warning', { count: warning.count, sequence: warning.sequenceName })}
              </p>
            ))}
            <p className={styles.muted}>{t('sequences.targets.import.credits')}</p>
          </>
        )}
        {state.step === 'imported' && <p role="status">{t('sequences.targets.import.done', { imported: state.importedCount, excluded: state.excludedCount })}</p>}
        {vm.error !== null && (
          <p className={styles.error} role="alert">
            {t(`sequences.errors.${vm.error}`)}
          </p>
        )}
      </div>
    </Modal>
  );
});
