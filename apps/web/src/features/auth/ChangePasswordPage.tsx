import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@tanstack/react-router';
import { authModule } from '../../di/modules/authModule';
import { useFactory } from '../../di/useFactory';
import { textLinkClassName } from '../../ui/components/TextLink/TextLink';
import { NewPasswordForm } from './NewPasswordForm';
import { NEW_PASSWORD_VIEW_MODEL_FACTORY } from './NewPasswordViewModelFactory';

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
  const factory = useFactory(authModule, NEW_PASSWORD_VIEW_MODEL_FACTORY);
  const navigate = useNavigate();
  const [vm] = useState(() => factory.forPasswordReset(token, (href) => navigate({ href, replace: true })));
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
