import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SEARCH_CRITERIA_MAX_LIST_LENGTH } from '@cible/core';
import { Button } from '../../ui/components/Button/Button';
import { Modal } from '../../ui/components/Modal/Modal';
import { RadioGroup } from '../../ui/components/RadioGroup/RadioGroup';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextField } from '../../ui/components/TextField/TextField';
import type { Query } from '@cible/core';
import type { Loadable } from '../../view-model/Loadable';
import type { ListChoice } from './listAddition';
import styles from './AdvancedSearchPage.module.css';

/** What the dialog adds from: the advanced search's selection, a conference's speakers (listAddition.ts does the adding). */
export interface AddToListSource {
  readonly selectedIds: readonly number[];
  readonly lists: Loadable<readonly Query[]>;
  readonly addingToList: boolean;
  readonly addToListError: 'tooMany' | 'failed' | null;
  loadLists(): Promise<void>;
  addToList(choice: ListChoice): Promise<boolean>;
}

export interface AddToListDialogProps {
  vm: AddToListSource;
  isOpen: boolean;
  onClose: () => void;
}

/** Adding the chosen results to one of the user's lists, or to a new list named here. */
export const AddToListDialog = observer(function AddToListDialog({ vm, isOpen, onClose }: AddToListDialogProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [listId, setListId] = useState(-1);
  const [name, setName] = useState('');

  useEffect(() => {
    if (!isOpen) return;
    setListId(-1);
    setName('');
    void vm.loadLists();
  }, [isOpen, vm]);

  const lists = vm.lists.value ?? [];
  const effectiveMode = vm.lists.isReady && lists.length === 0 ? 'new' : mode;
  const ready = effectiveMode === 'new' ? name.trim() !== '' : listId > 0;
  const error = vm.addToListError === 'tooMany' ? t('advancedSearch.addToList.tooMany', { count: SEARCH_CRITERIA_MAX_LIST_LENGTH }) : vm.addToListError === 'failed' ? t('advancedSearch.addToList.failed') : null;

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t('advancedSearch.addToList.title', { count: vm.selectedIds.length })}
      footer={
        <>
          <Button onPress={onClose}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            isDisabled={!ready}
            isPending={vm.addingToList}
            onPress={() => void vm.addToList(effectiveMode === 'new' ? { newName: name } : { listId }).then((added) => added && onClose())}
          >
            {t('advancedSearch.addToList.confirm')}
          </Button>
        </>
      }
    >
      {vm.lists.isLoading ? (
        <Skeleton lines={2} label={t('advancedSearch.addToList.loading')} />
      ) : (
        <>
          {lists.length > 0 && (
            <RadioGroup
              label={t('advancedSearch.addToList.where')}
              options={[
                { value: 'existing', label: t('advancedSearch.addToList.existing') },
                { value: 'new', label: t('advancedSearch.addToList.new') },
              ]}
              value={effectiveMode}
              onChange={(value) => setMode(value as 'existing' | 'new')}
            />
          )}
          {effectiveMode === 'existing' ? (
            <Select label={t('advancedSearch.addToList.list')} placeholder={t('advancedSearch.addToList.choose')} options={lists.map((list) => ({ value: list.id, name: list.name }))} value={listId} onChange={setListId} />
          ) : (
            <TextField label={t('advancedSearch.addToList.name')} value={name} onChange={setName} maxLength={255} autoFocus />
          )}
        </>
      )}
      {error && (
        <p role="alert" className={styles.saveError}>
          {error}
        </p>
      )}
    </Modal>
  );
});
