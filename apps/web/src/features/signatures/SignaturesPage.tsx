import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { signaturesModule } from '../../di/modules/signaturesModule';
import { useFactory } from '../../di/useFactory';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog/ConfirmDialog';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { PersonalSpacePage } from '../personal-space/PersonalSpacePage';
import { signaturePreviewDocument } from './signaturePreviewDocument';
import { SignatureForm } from './SignatureForm';
import { SignaturePreview } from './SignaturePreview';
import { SIGNATURES_VIEW_MODEL_FACTORY } from './SignaturesViewModelFactory';
import type { SignaturesViewModel } from './SignaturesViewModel';
import styles from './Signatures.module.css';

/**
 * /personal-space/signatures: the user's signatures (or, for a manager, a colleague's), each with its sandboxed
 * preview; one form to create or edit; a link to the signature generator.
 */
export const SignaturesPage = observer(function SignaturesPage() {
  const { t } = useTranslation();
  const factory = useFactory(signaturesModule, SIGNATURES_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());

  useEffect(() => {
    void vm.load();
  }, [vm]);

  // When the form closes, the keyboard focus goes back to "Nouvelle signature" (not lost on the page's body).
  const actions = useRef<HTMLDivElement>(null);
  const hadForm = useRef(false);
  const hasForm = vm.draft !== null;
  useEffect(() => {
    if (hadForm.current && !hasForm) actions.current?.querySelector<HTMLButtonElement>('button')?.focus();
    hadForm.current = hasForm;
  }, [hasForm]);

  return (
    <PersonalSpacePage title={t('signatures.title')} description={t('signatures.lead')}>
      <div className={styles.toolbar}>
        {vm.actsForOthers ? (
          <Select
            className={styles.owner}
            label={t('signatures.owner')}
            options={vm.owners.map((owner) => ({ value: owner.id, name: owner.isSelf ? t('signatures.ownerSelf', { name: owner.name }) : owner.name }))}
            value={vm.ownerId}
            onChange={vm.selectOwner}
            isDisabled={vm.isSaving}
          />
        ) : (
          <span />
        )}
        <div className={styles.buttons} ref={actions}>
          {vm.showsGenerator && <TextLink href="/email-signature-generator">{t('signatures.openGenerator')}</TextLink>}
          {vm.draft === null && (
            <Button variant="primary" iconStart="plus" onPress={vm.startCreate}>
              {t('signatures.create')}
            </Button>
          )}
        </div>
      </div>
      {vm.draft !== null && <SignatureForm draft={vm.draft} isSaving={vm.isSaving} onSave={() => void vm.save()} onCancel={vm.closeForm} />}
      {vm.draft === null && <SignatureList vm={vm} />}
      <ConfirmDialog
        isOpen={vm.pendingDiscard !== null}
        title={t('signatures.discard.title')}
        confirmLabel={t('signatures.discard.confirm')}
        cancelLabel={t('signatures.discard.keep')}
        onConfirm={vm.confirmDiscard}
        onCancel={vm.cancelDiscard}
      >
        <p>{t('signatures.discard.text')}</p>
      </ConfirmDialog>
    </PersonalSpacePage>
  );
});

const SignatureList = observer(function SignatureList({ vm }: { vm: SignaturesViewModel }) {
  const { t } = useTranslation();
  if (vm.status === 'error') return <ErrorState text={t('signatures.loadError')} onRetry={() => void vm.load()} />;
  if (vm.status !== 'ready') return <Skeleton variant="card" label={t('signatures.loading')} />;
  if (vm.signatures.length === 0) {
    const title = vm.isOwnSignatures ? t('signatures.empty.title') : t('signatures.empty.otherTitle', { name: vm.owner?.name ?? '' });
    return <EmptyState icon="mail" title={title} text={t('signatures.empty.text')} />;
  }
  return (
    <ul className={styles.list} aria-label={t('signatures.listLabel', { name: vm.owner?.name ?? '' })}>
      {vm.signatures.map((signature) => (
        <li key={signature.id}>
          <Card
            title={signature.name}
            headingLevel={2}
            actions={
              <Button size="sm" variant="ghost" iconStart="edit" onPress={() => vm.startEdit(signature.id)} aria-label={t('signatures.editNamed', { name: signature.name })}>
                {t('common.edit')}
              </Button>
            }
          >
            <SignaturePreview size="sm" document={signaturePreviewDocument(signature.html_content)} title={t('signatures.previewOf', { name: signature.name })} />
          </Card>
        </li>
      ))}
    </ul>
  );
});
