import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components/Button/Button';
import { Modal } from '../../ui/components/Modal/Modal';
import { TextField } from '../../ui/components/TextField/TextField';
import { CampaignListViewModel } from './CampaignListViewModel';
import styles from './Campaigns.module.css';

export interface CampaignCreateDialogProps {
  vm: CampaignListViewModel;
  onClose: () => void;
  onCreated: (id: number) => void;
}

/** "Nouvelle campagne": a name; the draft is created and its details open. */
export function CampaignCreateDialog({ vm, onClose, onCreated }: CampaignCreateDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const invalid = tried && !CampaignListViewModel.validName(name);
  const submit = async () => {
    setTried(true);
    if (!CampaignListViewModel.validName(name)) return;
    setPending(true);
    const id = await vm.create(name);
    setPending(false);
    if (id !== null) onCreated(id);
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t('campaigns.create.title')}
      footer={
        <>
          <Button onPress={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onPress={() => void submit()} isPending={pending}>
            {t('campaigns.create.submit')}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField label={t('campaigns.create.name')} value={name} onChange={setName} isRequired autoFocus maxLength={255} errorMessage={invalid ? t('campaigns.create.nameMissing') : undefined} />
      </form>
    </Modal>
  );
}
