import type { FormEvent, KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components/Button/Button';
import { TextArea } from '../../ui/components/TextArea/TextArea';
import type { SupportChatComposer } from './SupportChatComposer';
import styles from './SupportChat.module.css';

export interface SupportChatComposerFormProps {
  composer: SupportChatComposer;
  label: string;
  /** Sends the draft; the text box gets the focus back afterwards (the send button is disabled once the box is empty). */
  onSend: () => Promise<void>;
  autoFocus?: boolean;
}

/** The send box: the limit stated before typing, the counter, Ctrl+Enter or the button to send, the refusal's reason. */
export const SupportChatComposerForm = observer(function SupportChatComposerForm({ composer, label, onSend, autoFocus }: SupportChatComposerFormProps) {
  const { t } = useTranslation();
  const sendFrom = (form: HTMLFormElement) => {
    void onSend().then(() => form.querySelector('textarea')?.focus());
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sendFrom(event.currentTarget);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      sendFrom(event.currentTarget);
    }
  };
  const error =
    composer.error === null
      ? undefined
      : composer.error === 'tooMany' && composer.retryAfterSeconds !== null
        ? t('supportChat.sendError.tooManyWait', { seconds: composer.retryAfterSeconds })
        : t(`supportChat.sendError.${composer.error}`);
  return (
    <form className={styles.composer} onSubmit={submit} onKeyDown={onKeyDown}>
      <TextArea
        label={label}
        description={t('supportChat.limit', { max: composer.maxLength.toLocaleString('fr-FR') })}
        value={composer.draft}
        onChange={composer.setDraft}
        maxLength={composer.maxLength}
        showCount
        rows={3}
        errorMessage={error}
        autoFocus={autoFocus}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isDisabled={!composer.canSend} isPending={composer.isSending}>
          {t('supportChat.send')}
        </Button>
      </div>
    </form>
  );
});
