import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { personalSpaceModule } from '../../../di/modules/personalSpaceModule';
import { useFactory } from '../../../di/useFactory';
import { Button } from '../../../ui/components/Button/Button';
import { Card } from '../../../ui/components/Card/Card';
import { ErrorState } from '../../../ui/components/ErrorState/ErrorState';
import { Skeleton } from '../../../ui/components/Skeleton/Skeleton';
import { TextField } from '../../../ui/components/TextField/TextField';
import { PersonalSpacePage } from '../PersonalSpacePage';
import { ReadOnlyField } from '../ReadOnlyField';
import { personalSpaceLinkLabel } from '../personalSpaceLinkLabel';
import type { ProfileField, ProfileViewModel } from './ProfileViewModel';
import { PROFILE_VIEW_MODEL_FACTORY } from './ProfileViewModelFactory';
import pageStyles from '../PersonalSpacePage.module.css';
import styles from './ProfilePage.module.css';

/** /personal-space/profile: the user's names and phones (editable), email and organisation (read-only). */
export const ProfilePage = observer(function ProfilePage() {
  const factory = useFactory(personalSpaceModule, PROFILE_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());
  const { t, i18n } = useTranslation();

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const title = personalSpaceLinkLabel('profile', i18n.language);
  return (
    <PersonalSpacePage title={title} description={t('personalSpace.profile.lead')}>
      {vm.status === 'loading' && (
        <Card>
          <Skeleton variant="card" lines={4} label={t('personalSpace.profile.loading')} />
        </Card>
      )}
      {vm.status === 'error' && (
        <Card>
          <ErrorState headingLevel={2} text={t('personalSpace.profile.loadError')} onRetry={() => void vm.load()} />
        </Card>
      )}
      {vm.status === 'ready' && vm.user && <ProfileForm vm={vm} />}
    </PersonalSpacePage>
  );
});

const ProfileForm = observer(function ProfileForm({ vm }: { vm: ProfileViewModel }) {
  const { t } = useTranslation();
  const titleId = useId();
  const user = vm.user;
  if (!user) return null;

  const field = (name: ProfileField) => ({
    value: vm.values[name],
    onChange: (value: string) => vm.fieldChanged(name, value),
    onBlur: () => vm.fieldBlurred(name),
    errorMessage: vm.errorOf(name) ?? undefined,
    isDisabled: vm.isSaving,
  });
  const firstName = field('first_name');
  const lastName = field('last_name');
  const phone = field('phone');
  const mobilePhone = field('mobile_phone');

  return (
    <>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          void vm.save();
        }}
      >
        <Card
          title={<span id={titleId}>{t('personalSpace.profile.identity.title')}</span>}
          description={t('personalSpace.profile.identity.description')}
          footer={
            <div className={pageStyles.actions}>
              {vm.isDirty && (
                <span className={pageStyles.actionsHint} role="status">
                  {t('personalSpace.profile.unsavedChanges')}
                </span>
              )}
              <Button variant="ghost" onPress={vm.cancel} isDisabled={!vm.isDirty || vm.isSaving}>
                {t('common.cancel')}
              </Button>
              <Button variant="primary" type="submit" isDisabled={!vm.isDirty} isPending={vm.isSaving}>
                {t('common.save')}
              </Button>
            </div>
          }
        >
          <div className={pageStyles.formGrid}>
            <TextField label={t('personalSpace.profile.fields.firstName')} isRequired autoComplete="given-name" {...firstName} />
            <TextField label={t('personalSpace.profile.fields.lastName')} isRequired autoComplete="family-name" {...lastName} />
            <TextField
              label={t('personalSpace.profile.fields.phone')}
              type="tel"
              autoComplete="tel"
              placeholder={t('personalSpace.profile.fields.phonePlaceholder')}
              description={t('personalSpace.profile.fields.phoneHint')}
              {...phone}
            />
            <TextField
              label={t('personalSpace.profile.fields.mobilePhone')}
              type="tel"
              autoComplete="tel"
              placeholder={t('personalSpace.profile.fields.mobilePhonePlaceholder')}
              description={t('personalSpace.profile.fields.phoneHint')}
              {...mobilePhone}
            />
          </div>
        </Card>
      </form>
      <Card title={t('personalSpace.profile.account.title')} description={t('personalSpace.profile.account.description')}>
        <dl className={styles.readOnlyGrid}>
          <ReadOnlyField label={t('personalSpace.profile.fields.email')} value={user.email} hint={t('personalSpace.profile.fields.emailHint')} />
          <ReadOnlyField label={t('personalSpace.profile.fields.organization')} value={user.organization.name} />
        </dl>
      </Card>
    </>
  );
});
