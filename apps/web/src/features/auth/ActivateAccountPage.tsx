import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { decodeJwtPayload } from '@cible/core';
import { useInjection } from '../../di/useInjection';
import { USERS_GATEWAY } from '../../di/tokens';
import { SESSION_STORE } from '../session/SessionStore';
import { NewPasswordForm } from './NewPasswordForm';
import { NewPasswordViewModel } from './NewPasswordViewModel';

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
  const users = useInjection(USERS_GATEWAY);
  const session = useInjection(SESSION_STORE);
  const navigate = useNavigate();
  const [vm] = useState(
    () =>
      new NewPasswordViewModel(token, async (activationToken, password) => {
        const { jwt } = await users.activateAccount({ body: { token: activationToken, password } });
        const claims = decodeJwtPayload(jwt);
        if (claims) session.acceptToken(jwt, claims);
        await navigate({ href: '/', replace: true });
      }),
  );
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
