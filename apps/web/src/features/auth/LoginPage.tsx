import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../ui/components/Button/Button';
import { Icon } from '../../ui/components/Icon/Icon';
import { TextField } from '../../ui/components/TextField/TextField';
import { authModule } from '../../di/modules/authModule';
import { useFactory } from '../../di/useFactory';
import { NewPasswordForm } from './NewPasswordForm';
import { FormAlert } from './FormAlert';
import { LOGIN_VIEW_MODEL_FACTORY } from './LoginViewModelFactory';
import { loginErrorText } from './loginErrorText';
import { addAuthTexts } from '../../i18n/authTexts';
import styles from './AuthForm.module.css';

// The login pages' texts come with this chunk, not with the first route (i18n/authTexts.ts).
addAuthTexts();

export interface LoginPageProps {
  /** The redirect_to query parameter: where to go once logged in (followed only when safe). */
  redirectTo?: string;
  /** Opens on the forgotten-password form. */
  startWithForgot?: boolean;
}

/** The login page (/login): login and password, show-password, forgotten-password flow. */
export const LoginPage = observer(function LoginPage({ redirectTo, startWithForgot }: LoginPageProps) {
  const { t } = useTranslation();
  const factory = useFactory(authModule, LOGIN_VIEW_MODEL_FACTORY);
  const navigate = useNavigate();
  const [vm] = useState(() => factory.create({ redirectTo, startWithForgot, onLoggedIn: (href) => void navigate({ href, replace: true }) }));
  const heading = useRef<HTMLHeadingElement>(null);
  const firstView = useRef(true);

  // Moving between the login and forgotten-password panels moves the focus to the new panel's title.
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    heading.current?.focus();
  }, [vm.view]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submitClicked();
  };
  const submitForgot = (event: FormEvent) => {
    event.preventDefault();
    void vm.forgotSubmitted();
  };

  if (vm.view === 'forgot-sent') {
    return (
      <div className={styles.panel}>
        <span className={styles.bigIcon}>
          <Icon name="mail" size={22} />
        </span>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {t('auth.forgot.sentTitle')}
        </h1>
        <p className={styles.subtitle}>{t('auth.forgot.sentText', { email: vm.sentTo })}</p>
        <p className={styles.hint}>{t('auth.forgot.sentHint')}</p>
        <Button variant="secondary" size="lg" fullWidth iconStart="chevronLeft" onPress={vm.backToLoginClicked}>
          {t('auth.forgot.back')}
        </Button>
      </div>
    );
  }

  if (vm.view === 'expired-password' && vm.expiredPassword) {
    return (
      <NewPasswordForm
        vm={vm.expiredPassword}
        title={t('auth.expired.title')}
        subtitle={t('auth.expired.subtitle')}
        submitLabel={t('auth.expired.submit')}
        missingTokenText={t('auth.errors.passwordExpired')}
        invalidTokenText={t('auth.expired.invalidToken')}
        footer={
          <Button variant="ghost" fullWidth iconStart="chevronLeft" onPress={vm.backToLoginClicked}>
            {t('auth.forgot.back')}
          </Button>
        }
      />
    );
  }

  if (vm.view === 'forgot') {
    return (
      <div className={styles.panel}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {t('auth.forgot.title')}
        </h1>
        <p className={styles.subtitle}>{t('auth.forgot.text')}</p>
        {vm.forgotStatus === 'failed' && <FormAlert tone="error">{t('auth.forgot.error')}</FormAlert>}
        <form className={styles.form} onSubmit={submitForgot} noValidate>
          <TextField
            label={t('auth.login.email')}
            type="email"
            name="email"
            autoComplete="username"
            placeholder={t('auth.login.emailPlaceholder')}
            value={vm.forgotEmail}
            onChange={vm.forgotEmailChanged}
            errorMessage={vm.forgotEmailMissing ? t('auth.login.emailRequired') : undefined}
            isRequired
            autoFocus
          />
          <Button type="submit" variant="primary" size="lg" fullWidth isPending={vm.forgotStatus === 'sending'}>
            {t('auth.forgot.submit')}
          </Button>
        </form>
        <Button variant="ghost" fullWidth iconStart="chevronLeft" onPress={vm.backToLoginClicked}>
          {t('auth.forgot.back')}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('auth.login.title')}
      </h1>
      <p className={styles.subtitle}>{t('auth.login.subtitle')}</p>
      {vm.cameFromPage && !vm.loginError && <FormAlert tone="info">{t('auth.login.redirectNotice')}</FormAlert>}
      {vm.loginError && <FormAlert tone="error">{loginErrorText(vm.loginError, t)}</FormAlert>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('auth.login.email')}
          type="email"
          name="email"
          autoComplete="username"
          placeholder={t('auth.login.emailPlaceholder')}
          value={vm.email}
          onChange={vm.emailChanged}
          errorMessage={vm.emailMissing ? t('auth.login.emailRequired') : undefined}
          isRequired
          autoFocus
        />
        <div className={styles.passwordBlock}>
          <TextField
            label={t('auth.login.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={vm.password}
            onChange={vm.passwordChanged}
            errorMessage={vm.passwordMissing ? t('auth.login.passwordRequired') : undefined}
            isRequired
          />
          <button type="button" className={styles.inlineLink} onClick={vm.forgotPasswordClicked}>
            {t('auth.login.forgotPassword')}
          </button>
        </div>
        <Button type="submit" variant="primary" size="lg" fullWidth isPending={vm.isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      </form>
    </div>
  );
});
