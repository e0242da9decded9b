import { type FormEvent, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { unsubscribeModule } from '../../di/modules/unsubscribeModule';
import { useFactory } from '../../di/useFactory';
import { Button } from '../../ui/components/Button/Button';
import { FormAlert } from '../auth/FormAlert';
import styles from '../auth/AuthForm.module.css';
import { UNSUBSCRIBE_VIEW_MODEL_FACTORY } from './UnsubscribeViewModelFactory';
import type { UnsubscribeViewModel } from './UnsubscribeViewModel';

export interface UnsubscribePageProps {
  /** The signed token of the mail's link (`?token=`); null when the link carries none. */
  token: string | null;
  /** The link of a test mail or a preview (`?preview=1`). */
  preview?: boolean;
}

/**
 * /unsubscribe?token=… (public, login layout; docs/adr/039-signed-unsubscribe-tokens.md): the recipient of a campaign
 * mail confirms the opt-out; the answer says done, already done, or that the link is not valid.
 */
export function UnsubscribePage({ token, preview = false }: UnsubscribePageProps) {
  const factory = useFactory(unsubscribeModule, UNSUBSCRIBE_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create(token, preview));
  return <UnsubscribePanel vm={vm} />;
}

/** The page's panel: the question and its button, or the outcome. */
export const UnsubscribePanel = observer(function UnsubscribePanel({ vm }: { vm: UnsubscribeViewModel }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.confirmClicked();
  };
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{t('auth.unsubscribe.title')}</h1>
      {vm.status === 'preview' && <FormAlert tone="info">{t('auth.unsubscribe.preview')}</FormAlert>}
      {vm.status === 'missing-token' && <FormAlert tone="error">{t('auth.unsubscribe.missingToken')}</FormAlert>}
      {vm.status === 'invalid-token' && <FormAlert tone="error">{t('auth.unsubscribe.invalidToken')}</FormAlert>}
      {vm.status === 'done' && <FormAlert tone="success">{t('auth.unsubscribe.done')}</FormAlert>}
      {vm.status === 'already-done' && <FormAlert tone="info">{t('auth.unsubscribe.alreadyDone')}</FormAlert>}
      {(vm.status === 'ready' || vm.status === 'sending') && (
        <>
          <p className={styles.subtitle}>{t('auth.unsubscribe.question')}</p>
          <p className={styles.hint}>{t('auth.unsubscribe.explain')}</p>
          {vm.failure === 'network' && <FormAlert tone="error">{t('auth.errors.network')}</FormAlert>}
          {vm.failure === 'unknown' && <FormAlert tone="error">{t('auth.errors.unknown')}</FormAlert>}
          <form className={styles.form} onSubmit={submit} noValidate>
            <Button type="submit" variant="primary" size="lg" fullWidth isPending={vm.status === 'sending'} autoFocus>
              {t('auth.unsubscribe.confirm')}
            </Button>
          </form>
        </>
      )}
    </div>
  );
});
