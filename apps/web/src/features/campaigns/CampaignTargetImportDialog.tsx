import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatNumberFr } from '@cible/core';
import { Button } from '../../ui/components/Button/Button';
import { Modal } from '../../ui/components/Modal/Modal';
import { Select } from '../../ui/components/Select/Select';
import type { CampaignTargetsViewModel } from './CampaignTargetsViewModel';
import styles from './Campaigns.module.css';

/**
 * Import of a list into the campaign's targets (as the sequence's import dialog): choose one of the user's lists,
 * segments or the organisation's openers and clickers lists, check (importable, already targeted, excluded by reason),
 * import.
 */
export const CampaignTargetImportDialog = observer(function CampaignTargetImportDialog({ vm }: { vm: CampaignTargetsViewModel }) {
  const { t } = useTranslation();
  const state = vm.importState;
  const chosen = state.step === 'choose' || state.step === 'checked' ? state.queryId : null;
  const options = vm.lists.map((list) => ({
    value: list.query_id,
    name: t('campaigns.targets.import.option', { name: list.name, type: t(`campaigns.targets.import.types.${list.list_type}`), formatted: formatNumberFr(list.contact_count) }),
  }));
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && vm.closeImport()}
      size="md"
      title={t('campaigns.targets.import.title')}
      footer={
        <>
          <Button onPress={vm.closeImport}>{state.step === 'imported' ? t('common.close') : t('common.cancel')}</Button>
          {state.step === 'choose' && (
            <Button variant="primary" onPress={() => void vm.check()} isDisabled={chosen === null} isPending={vm.busy}>
              {t('campaigns.targets.import.check')}
            </Button>
          )}
          {state.step === 'checked' && (
            <Button variant="primary" onPress={() => void vm.import()} isDisabled={state.check.importable_count === 0} isPending={vm.busy}>
              {t('campaigns.targets.import.submit')}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.form}>
        {state.step !== 'imported' &&
          (options.length === 0 ? (
            <p className={styles.muted}>{t('campaigns.targets.import.noList')}</p>
          ) : (
            <Select label={t('campaigns.targets.import.list')} options={options} value={chosen ?? -1} onChange={(id) => vm.chooseList(id)} />
          ))}
        {state.step === 'checked' && (
          <>
            <p role="status">
              {t('campaigns.targets.import.summary', { importable: state.check.importable_count, total: state.check.contact_count, already: state.check.already_targeted_count })}
            </p>
            {vm.exclusionCounts.size > 0 && (
              <>
                <p>{t('campaigns.targets.import.excluded')}</p>
                <ul>
                  {[...vm.exclusionCounts].map(([reason, count]) => (
                    <li key={reason}>{t(`campaigns.targets.import.reason.${reason}` as 'campaigns.targets.import.reason.2', { count })}</li>
                  ))}
                </ul>
              </>
            )}
            <p className={styles.muted}>{t('campaigns.targets.import.credits', { required: state.check.required_credit_count, available: state.check.available_credit_count })}</p>
          </>
        )}
        {state.step === 'imported' && <p role="status">{t('campaigns.targets.import.done', { imported: state.importedCount, excluded: state.excludedCount })}</p>}
        {vm.importError !== null && (
          <p className={styles.error} role="alert">
            {t(`campaigns.errors.${vm.importError}`)}
          </p>
        )}
      </div>
    </Modal>
  );
});
