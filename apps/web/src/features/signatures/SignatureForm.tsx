import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PORT_LIMITS } from '@cible/core';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { TextArea } from '../../ui/components/TextArea/TextArea';
import { TextField } from '../../ui/components/TextField/TextField';
import type { SignatureDraft } from './SignatureDraft';
import { SignaturePreview } from './SignaturePreview';
import styles from './Signatures.module.css';

export interface SignatureFormProps {
  draft: SignatureDraft;
  isSaving: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** The form of one signature: name, HTML and its sandboxed live preview, optional plain text. */
export const SignatureForm = observer(function SignatureForm({ draft, isSaving, onSave, onCancel }: SignatureFormProps) {
  const { t } = useTranslation();
  const nameIssue = draft.showIssues ? draft.nameIssue : null;
  const htmlIssue = draft.showIssues ? draft.htmlIssue : null;
  return (
    <Card title={draft.isNew ? t('signatures.form.createTitle') : t('signatures.form.editTitle', { name: draft.signature?.name ?? '' })}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <TextField
          label={t('signatures.form.name')}
          value={draft.name}
          onChange={draft.setName}
          isRequired
          autoFocus
          maxLength={PORT_LIMITS.name}
          errorMessage={nameIssue === null ? undefined : t(`signatures.form.errors.name.${nameIssue}`, { max: PORT_LIMITS.name })}
        />
        <div className={styles.columns}>
          <TextArea
            className={styles.code}
            label={t('signatures.form.html')}
            description={t('signatures.form.htmlHint')}
            value={draft.html}
            onChange={draft.setHtml}
            isRequired
            rows={10}
            errorMessage={htmlIssue === null ? undefined : t(`signatures.form.errors.html.${htmlIssue}`)}
          />
          <div>
            <p className={styles.previewLabel} id="signature-preview-label">
              {t('signatures.form.preview')}
            </p>
            <SignaturePreview document={draft.previewDocument} title={t('signatures.form.previewFrame')} />
            <p className={styles.hint}>{t('signatures.form.previewHint')}</p>
          </div>
        </div>
        <TextArea
          label={t('signatures.form.plain')}
          description={t('signatures.form.plainHint')}
          value={draft.plain}
          onChange={draft.setPlain}
          rows={4}
          errorMessage={draft.showIssues && draft.plainIsTooLong ? t('signatures.form.errors.plainTooLong') : undefined}
        />
        <div className={styles.buttons}>
          <Button variant="ghost" onPress={draft.fillPlainFromHtml} isDisabled={draft.html.trim() === ''}>
            {t('signatures.form.fillPlain')}
          </Button>
          <Button onPress={onCancel} isDisabled={isSaving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" isPending={isSaving}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
});
