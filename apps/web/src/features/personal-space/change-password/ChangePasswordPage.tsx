import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { personalSpaceModule } from '../../../di/modules/personalSpaceModule';
import { useFactory } from '../../../di/useFactory';
import { Button } from '../../../ui/components/Button/Button';
import { Card } from '../../../ui/components/Card/Card';
import { TextField } from '../../../ui/components/TextField/TextField';
import { PasswordChecklist } from '../../auth/PasswordChecklist';
import { PersonalSpacePage } from '../PersonalSpacePage';
import { personalSpaceLinkLabel } from '../personalSpaceLinkLabel';
import type { ChangePasswordField } from './ChangePasswordViewModel';
import { CHANGE_PASSWORD_VIEW_MODEL_FACTORY } from './ChangePasswordViewModelFactory';
import pageStyles from '../PersonalSpacePage.module.css';
import styles from './ChangePasswordPage.module.css';

/**
 * /personal-space/change-password: current password, new password with the live checklist of core's rule,
 * confirmation. Nothing is loaded before the form, so the page has no loading or error state of its own.
 */
export const ChangePasswordPage = observer(function ChangePasswordPage() {
  const factory = useFactory(personalSpaceModule, CHANGE_PASSWORD_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const checklistId = useId();

  const field = (name: ChangePasswordField) => ({
    type: 'password' as const,
    value: vm[name],
    onChange: (value: string) => vm.fieldChanged(name, value),
    onBlur: () => vm.fieldBlurred(name),
    errorMessage: vm.errorOf(name) ?? undefined,
    isDisabled: vm.isSaving,
    isRequired: true,
  });
  const currentPassword = field('currentPassword');
  const newPassword = field('newPassword');
  const confirmation = field('confirmation');
  const title = personalSpaceLinkLabel('change-password', i18n.language);

  return (
    <PersonalSpacePage title={title} description={t('personalSpace.changePassword.lead')}>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          void vm.submit();
        }}
      >
        <Card
          title={<span id={titleId}>{t('personalSpace.changePassword.formTitle')}</span>}
          description={t('personalSpace.changePassword.formDescription')}
          footer={
            <div className={pageStyles.actions}>
              <Button variant="ghost" onPress={vm.clear} isDisabled={!vm.isDirty || vm.isSaving}>
                {t('common.cancel')}
              </Button>
              <Button variant="primary" type="submit" isPending={vm.isSaving}>
                {t('personalSpace.changePassword.submit')}
              </Button>
            </div>
          }
        >
          <div className={styles.fields}>
            <TextField label={t('personalSpace.changePassword.fields.current')} autoComplete="current-password" {...currentPassword} />
            <div className={styles.newPassword}>
              <TextField label={t('personalSpace.changePassword.fields.new')} autoComplete="new-password" aria-describedby={checklistId} {...newPassword} />
              <PasswordChecklist id={checklistId} checklist={vm.checklist} />
            </div>
            <TextField label={t('personalSpace.changePassword.fields.confirmation')} autoComplete="new-password" {...confirmation} />
          </div>
        </Card>
      </form>
    </PersonalSpacePage>
  );
});
