import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@tanstack/react-router';
import { decodeJwtPayload } from '@cible/core';
import { useInjection } from '../../di/useInjection';
import { HTTP_CLIENT } from '../../di/tokens';
import { SESSION_STORE } from '../session/SessionStore';
import { TOAST_STORE } from '../../ui/components/Toast/ToastStore';
import { textLinkClassName } from '../../ui/components/TextLink/TextLink';
import { NewPasswordForm } from './NewPasswordForm';
import { NewPasswordViewModel } from './NewPasswordViewModel';
import { changePasswordWithToken } from './changePasswordWithToken';

export interface ChangePasswordPageProps {
  /** The reset token of the emailed link. */
  token: string | null;
}

/**
 * Password change while logged out (/change-password?token=…), reached from the reset e-mail: a new password
 * with core's rule and a live checklist; on success the user is connected and lands on home.
 */
export function ChangePasswordPage({ token }: ChangePasswordPageProps) {
  const { t } = useTranslation();
  const http = useInjection(HTTP_CLIENT);
  const session = useInjection(SESSION_STORE);
  const toasts = useInjection(TOAST_STORE);
  const navigate = useNavigate();
  const [vm] = useState(
    () =>
      new NewPasswordViewModel(token, async (resetToken, password, confirmation) => {
        const { jwt } = await changePasswordWithToken(http, resetToken, { password, confirmation });
        const claims = decodeJwtPayload(jwt);
        toasts.success(t('auth.changePassword.success'));
        if (claims) {
          session.acceptToken(jwt, claims);
          await navigate({ href: '/', replace: true });
        } else {
          await navigate({ href: '/login', replace: true });
        }
      }),
  );
  return (
    <NewPasswordForm
      vm={vm}
      title={t('auth.changePassword.title')}
      subtitle={t('auth.changePassword.subtitle')}
      submitLabel={t('auth.changePassword.submit')}
      missingTokenText={t('auth.changePassword.missingToken')}
      invalidTokenText={t('auth.changePassword.invalidToken')}
      footer={
        <Link to="/login" search={{ forgot: '1' }} className={textLinkClassName}>
          {t('auth.changePassword.requestNew')}
        </Link>
      }
    />
  );
}
