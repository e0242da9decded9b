import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { authModule } from '../../di/modules/authModule';
import { useFactory } from '../../di/useFactory';
import { NewPasswordForm } from './NewPasswordForm';
import { NEW_PASSWORD_VIEW_MODEL_FACTORY } from './NewPasswordViewModelFactory';

export interface ActivateAccountPageProps {
  /** The activation token of the emailed link. */
  token: string | null;
}

/**
 * Account activation (/activate-account?token=…): the user chooses a password (core's rule, live checklist);
 * the API answers a session token, the user lands on home, connected.
 */
export function ActivateAccountPage({ token }: ActivateAccountPageProps) {
  const { t } = useTranslation();
  const factory = useFactory(authModule, NEW_PASSWORD_VIEW_MODEL_FACTORY);
  const navigate = useNavigate();
  const [vm] = useState(() => factory.forActivation(token, (href) => navigate({ href, replace: true })));
  return (
    <NewPasswordForm
      vm={vm}
      title={t('auth.activate.title')}
      subtitle={t('auth.activate.subtitle')}
      submitLabel={t('auth.activate.submit')}
      missingTokenText={t('auth.activate.missingToken')}
      invalidTokenText={t('auth.activate.invalidToken')}
    />
  );
}
