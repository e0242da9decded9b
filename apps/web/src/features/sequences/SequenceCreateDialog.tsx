import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components/Button/Button';
import { Modal } from '../../ui/components/Modal/Modal';
import { TextField } from '../../ui/components/TextField/TextField';
import type { SequenceListViewModel } from './SequenceListViewModel';
import styles from './Sequences.module.css';

export interface SequenceCreateDialogProps {
  vm: SequenceListViewModel;
  onClose: () => void;
  onCreated: (id: number) => void;
}

/** "Nouvelle séquence": a name and a starting point, a ready-made model (its steps copied) or a blank sequence. */
export const SequenceCreateDialog = observer(function SequenceCreateDialog({ vm, onClose, onCreated }: SequenceCreateDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    void vm.loadTemplates();
  }, [vm]);

  const submit = async () => {
    setTried(true);
    if (name.trim() === '') return;
    setPending(true);
    const id = await vm.create(name, templateId);
    setPending(false);
    if (id !== null) onCreated(id);
  };
  const choices = [{ id: null, name: t('sequences.create.blank'), text: t('sequences.create.blankText') }, ...(vm.templates.value ?? []).map((model) => ({ id: model.id, name: model.name, text: model.description ?? t('sequences.create.steps', { count: model.step_count }) }))];
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="md"
      title={t('sequences.create.title')}
      footer={
        <>
          <Button onPress={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onPress={() => void submit()} isPending={pending}>
            {t('sequences.create.submit')}
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
        <TextField label={t('sequences.create.name')} value={name} onChange={setName} isRequired autoFocus errorMessage={tried && name.trim() === '' ? t('sequences.create.nameMissing') : undefined} isInvalid={tried && name.trim() === ''} />
        <fieldset className={styles.models}>
          <legend className={styles.legend}>{t('sequences.create.from')}</legend>
          {choices.map((choice) => (
            <label key={choice.id ?? 'blank'} className={`${styles.model} ${choice.id === templateId ? styles.modelChosen : ''}`}>
              <span>
                <input type="radio" name="sequence-model" checked={choice.id === templateId} onChange={() => setTemplateId(choice.id)} /> <span className={styles.modelName}>{choice.name}</span>
              </span>
              <span className={styles.muted}>{choice.text}</span>
            </label>
          ))}
        </fieldset>
      </form>
    </Modal>
  );
});
