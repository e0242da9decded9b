import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { QUERY_LIMITS, isHttpFailure } from '@cible/core';
import { Button } from '../../ui/components/Button/Button';
import { Modal } from '../../ui/components/Modal/Modal';
import { RadioGroup } from '../../ui/components/RadioGroup/RadioGroup';
import { TextField } from '../../ui/components/TextField/TextField';
import { QUERY_LIMIT_REACHED_CODE } from '../queries/queryListKinds';
import { saveTargetOf, type AdvancedSearchViewModel, type SaveKind } from './AdvancedSearchViewModel';
import styles from './AdvancedSearchPage.module.css';

export interface SaveSearchDialogProps {
  vm: AdvancedSearchViewModel;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Saving the search: as a saved search or a segment (of companies or of contacts, as the search lists), with a name.
 * How many of the 10 of each kind are used is said when the dialog opens; a kind at its limit cannot be chosen.
 */
export const SaveSearchDialog = observer(function SaveSearchDialog({ vm, isOpen, onClose }: SaveSearchDialogProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<SaveKind>('saved_search');
  const [name, setName] = useState('');

  useEffect(() => {
    if (!isOpen) return;
    setName('');
    void vm.loadSavedCounts();
  }, [isOpen, vm]);

  const counts = vm.savedCounts.value;
  const optionLabel = (option: SaveKind) => {
    const { limitKind } = saveTargetOf(option, vm.target);
    const title = t(`advancedSearch.save.kind.${limitKind}`);
    return counts ? t('advancedSearch.save.kindWithCount', { title, used: counts[limitKind], count: QUERY_LIMITS[limitKind] }) : title;
  };
  const chosenLimitKind = saveTargetOf(kind, vm.target).limitKind;
  const atLimit = !vm.canSave(kind);
  const refusedAtLimit = isHttpFailure(vm.saveError) && vm.saveError.kind === 'api' && vm.saveError.error.code === QUERY_LIMIT_REACHED_CODE;
  const error = atLimit || refusedAtLimit
    ? t(`queries.limit.reached.${chosenLimitKind}`, { count: QUERY_LIMITS[chosenLimitKind] })
    : vm.saveError !== null
      ? t('advancedSearch.save.error')
      : undefined;

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t('advancedSearch.save.title')}
      footer={
        <>
          <Button onPress={onClose}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            isDisabled={name.trim() === '' || atLimit}
            isPending={vm.saving}
            onPress={() => void vm.save(kind, name).then((saved) => saved && onClose())}
          >
            {t('advancedSearch.save.confirm')}
          </Button>
        </>
      }
    >
      <RadioGroup
        label={t('advancedSearch.save.kindLabel')}
        options={(['saved_search', 'segment'] as const).map((option) => ({ value: option, label: optionLabel(option), disabled: !vm.canSave(option) }))}
        value={kind}
        onChange={(value) => setKind(value as SaveKind)}
      />
      <TextField label={t('advancedSearch.save.name')} value={name} onChange={setName} maxLength={255} autoFocus />
      {error && (
        <p role="alert" className={styles.saveError}>
          {error}
        </p>
      )}
    </Modal>
  );
});
