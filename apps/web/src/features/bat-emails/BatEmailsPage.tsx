import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { batEmailsModule } from '../../di/modules/batEmailsModule';
import { useFactory } from '../../di/useFactory';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { IconButton } from '../../ui/components/IconButton/IconButton';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextField } from '../../ui/components/TextField/TextField';
import { PersonalSpacePage } from '../personal-space/PersonalSpacePage';
import { ReadOnlyField } from '../personal-space/ReadOnlyField';
import { personalSpaceLinkLabel } from '../personal-space/personalSpaceLinkLabel';
import type { BatEmailsViewModel } from './BatEmailsViewModel';
import { BAT_EMAILS_VIEW_MODEL_FACTORY } from './BatEmailsViewModelFactory';
import pageStyles from '../personal-space/PersonalSpacePage.module.css';
import styles from './BatEmailsPage.module.css';

/**
 * /personal-space/bat ("Emails de test (BAT)"): the user's own address (read-only) and the other test addresses, added
 * and removed, checked, saved as a whole. Hidden for the sender licences by core's rules (no link, the guard refuses).
 */
export const BatEmailsPage = observer(function BatEmailsPage() {
  const { t, i18n } = useTranslation();
  const factory = useFactory(batEmailsModule, BAT_EMAILS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <PersonalSpacePage title={personalSpaceLinkLabel('test-emails', i18n.language)} description={t('batEmails.lead')}>
      {vm.status === 'loading' && (
        <Card>
          <Skeleton variant="card" lines={3} label={t('batEmails.loading')} />
        </Card>
      )}
      {vm.status === 'error' && (
        <Card>
          <ErrorState headingLevel={2} text={t('batEmails.loadError')} onRetry={() => void vm.load()} />
        </Card>
      )}
      {vm.status === 'ready' && <BatEmailsForm vm={vm} />}
    </PersonalSpacePage>
  );
});

const BatEmailsForm = observer(function BatEmailsForm({ vm }: { vm: BatEmailsViewModel }) {
  const { t } = useTranslation();
  const [focusKey, setFocusKey] = useState<number | null>(null);
  return (
    <form
      noValidate
      aria-label={t('batEmails.listLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void vm.save();
      }}
    >
      <Card
        title={t('batEmails.listLabel')}
        description={vm.isAtLimit ? t('batEmails.limitReached', { count: vm.limit }) : t('batEmails.used', { used: vm.rows.length, count: vm.limit })}
        footer={
          <div className={pageStyles.actions}>
            {vm.isDirty && (
              <span className={pageStyles.actionsHint} role="status">
                {t('batEmails.unsaved')}
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
        <div className={styles.rows}>
          {vm.ownEmail !== null && (
            <dl className={styles.own}>
              <ReadOnlyField label={t('batEmails.own')} value={vm.ownEmail} hint={t('batEmails.ownHint')} />
            </dl>
          )}
          <ol className={styles.list}>
            {vm.rows.map((row, index) => {
              const error = vm.errorOf(row.key);
              return (
                <li key={row.key} className={styles.row}>
                  <TextField
                    label={t('batEmails.address', { index: index + 1 })}
                    type="email"
                    autoComplete="email"
                    placeholder={t('batEmails.placeholder')}
                    value={row.email}
                    onChange={(value) => vm.setEmail(row.key, value)}
                    onBlur={() => vm.blurred(row.key)}
                    autoFocus={focusKey === row.key}
                    isDisabled={vm.isSaving}
                    errorMessage={error ? t(`batEmails.errors.${error.key}`, { max: error.max ?? 0 }) : undefined}
                  />
                  <IconButton icon="trash" label={t('batEmails.remove', { index: index + 1 })} onPress={() => vm.removeRow(row.key)} isDisabled={vm.isSaving} />
                </li>
              );
            })}
          </ol>
          <div>
            <Button iconStart="plus" onPress={() => setFocusKey(vm.addRow())} isDisabled={vm.isAtLimit || vm.isSaving}>
              {t('batEmails.add')}
            </Button>
          </div>
        </div>
      </Card>
    </form>
  );
});
