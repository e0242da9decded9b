import { type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components/Button/Button';
import { TextField } from '../../ui/components/TextField/TextField';
import { FormAlert } from './FormAlert';
import type { NewPasswordViewModel } from './NewPasswordViewModel';
import { PasswordChecklist } from './PasswordChecklist';
import styles from './AuthForm.module.css';

export interface NewPasswordFormProps {
  vm: NewPasswordViewModel;
  title: string;
  subtitle: string;
  submitLabel: string;
  /** Shown instead of the form when the link has no token. */
  missingTokenText: string;
  /** Shown when the API refuses the token (expired, used). */
  invalidTokenText: string;
  /** Extra actions under the form or the alerts (e.g. ask for a new link). */
  footer?: ReactNode;
}

/** The new-password form of the activation and reset pages: password with a live checklist, confirmation. */
export const NewPasswordForm = observer(function NewPasswordForm({ vm, title, subtitle, submitLabel, missingTokenText, invalidTokenText, footer }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submitClicked();
  };
  const confirmationError = vm.confirmationError === 'required' ? t('auth.password.confirmationRequired') : vm.confirmationError === 'mismatch' ? t('auth.password.mismatch') : undefined;
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>{subtitle}</p>
      {vm.token === null ? (
        <FormAlert tone="error">{missingTokenText}</FormAlert>
      ) : (
        <>
          {vm.failure === 'invalid-token' && <FormAlert tone="error">{invalidTokenText}</FormAlert>}
          {vm.failure === 'network' && <FormAlert tone="error">{t('auth.errors.network')}</FormAlert>}
          {vm.failure === 'unknown' && <FormAlert tone="error">{t('auth.errors.unknown')}</FormAlert>}
          <form className={styles.form} onSubmit={submit} noValidate>
            <TextField
              label={t('auth.password.new')}
              type="password"
              name="new-password"
              autoComplete="new-password"
              value={vm.password}
              onChange={vm.passwordChanged}
              errorMessage={vm.passwordError ? t('auth.password.invalid') : undefined}
              aria-describedby="password-rules"
              isRequired
              autoFocus
            />
            <PasswordChecklist id="password-rules" checklist={vm.checklist} />
            <TextField
              label={t('auth.password.confirmation')}
              type="password"
              name="password-confirmation"
              autoComplete="new-password"
              value={vm.confirmation}
              onChange={vm.confirmationChanged}
              errorMessage={confirmationError}
              isRequired
            />
            <Button type="submit" variant="primary" size="lg" fullWidth isPending={vm.status === 'saving'}>
              {submitLabel}
            </Button>
          </form>
        </>
      )}
      {footer}
    </div>
  );
});
