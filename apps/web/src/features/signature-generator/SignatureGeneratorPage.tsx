import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PORT_LIMITS, SIGNATURE_URL_MAX_LENGTH } from '@cible/core';
import { signatureGeneratorModule } from '../../di/modules/signatureGeneratorModule';
import { useFactory } from '../../di/useFactory';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { SignatureLogoFileField } from './SignatureLogoFileField';
import { Modal } from '../../ui/components/Modal/Modal';
import { TextArea } from '../../ui/components/TextArea/TextArea';
import { TextField } from '../../ui/components/TextField/TextField';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { SIGNATURE_GENERATOR_VIEW_MODEL_FACTORY } from './SignatureGeneratorViewModelFactory';
import type { SignatureFieldName, SignatureGeneratorViewModel } from './SignatureGeneratorViewModel';
import styles from './SignatureGenerator.module.css';

const FIELDS: ReadonlyArray<{ readonly name: SignatureFieldName; readonly type: 'text' | 'tel' | 'email' | 'url'; readonly required?: boolean }> = [
  { name: 'fullName', type: 'text', required: true },
  { name: 'jobTitle', type: 'text' },
  { name: 'company', type: 'text' },
  { name: 'phone', type: 'tel' },
  { name: 'email', type: 'email' },
  { name: 'website', type: 'url' },
  { name: 'linkedinUrl', type: 'url' },
  { name: 'logoUrl', type: 'url' },
];

/** /email-signature-generator: the form, the live sandboxed preview, "Copier le HTML", "Enregistrer comme signature". */
export const SignatureGeneratorPage = observer(function SignatureGeneratorPage() {
  const { t } = useTranslation();
  const factory = useFactory(signatureGeneratorModule, SIGNATURE_GENERATOR_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('signatureGenerator.title')}</h1>
        <p className={styles.lead}>{t('signatureGenerator.lead')}</p>
      </header>
      <div className={styles.layout}>
        <Card title={t('signatureGenerator.formTitle')}>
          <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
            {FIELDS.map((field) => (
              <GeneratorField key={field.name} vm={vm} name={field.name} type={field.type} isRequired={field.required === true} />
            ))}
            <SignatureLogoFileField logo={vm.logo} />
            <div className={styles.colour}>
              <GeneratorField vm={vm} name="accentColour" type="text" isRequired={false} />
              <span className={styles.swatch} style={{ background: vm.issues.includes('accentColour') ? 'transparent' : vm.fields.accentColour }} aria-hidden="true" />
            </div>
          </form>
        </Card>
        <Card title={t('signatureGenerator.previewTitle')} description={t('signatureGenerator.previewHint')}>
          <iframe sandbox="" srcDoc={vm.previewDocument} title={t('signatureGenerator.previewFrame')} className={styles.preview} referrerPolicy="no-referrer" />
          <div className={styles.buttons}>
            <Button variant="primary" iconStart="file" onPress={() => void vm.copyHtml()}>
              {t('signatureGenerator.copy')}
            </Button>
            {vm.showsSave && (
              <Button iconStart="check" onPress={vm.openSave}>
                {t('signatureGenerator.save')}
              </Button>
            )}
          </div>
          {vm.savedName !== null && (
            <p className={styles.saved} role="status">
              {t('signatureGenerator.savedAs', { name: vm.savedName })} <TextLink href="/personal-space/signatures">{t('signatureGenerator.openSignatures')}</TextLink>
            </p>
          )}
          <TextArea className={styles.code} label={t('signatureGenerator.htmlLabel')} description={t('signatureGenerator.htmlHint')} value={vm.html} isReadOnly rows={6} />
        </Card>
      </div>
      <Modal
        isOpen={vm.isSaveOpen}
        onOpenChange={(open) => !open && vm.closeSave()}
        size="sm"
        title={t('signatureGenerator.saveDialog.title')}
        footer={
          <>
            <Button onPress={vm.closeSave} isDisabled={vm.isSaving}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" isDisabled={vm.saveNameIssue !== null} isPending={vm.isSaving} onPress={() => void vm.save()}>
              {t('common.save')}
            </Button>
          </>
        }
      >
        <TextField
          label={t('signatureGenerator.saveDialog.name')}
          value={vm.saveName}
          onChange={vm.setSaveName}
          maxLength={PORT_LIMITS.name}
          autoFocus
          errorMessage={vm.saveNameIssue === null ? undefined : t(`signatureGenerator.saveDialog.${vm.saveNameIssue}`, { max: PORT_LIMITS.name })}
        />
      </Modal>
    </div>
  );
});

const GeneratorField = observer(function GeneratorField({
  vm,
  name,
  type,
  isRequired,
}: {
  vm: SignatureGeneratorViewModel;
  name: SignatureFieldName;
  type: 'text' | 'tel' | 'email' | 'url';
  isRequired: boolean;
}) {
  const { t } = useTranslation();
  const issue = vm.issueOf(name);
  return (
    <TextField
      label={t(`signatureGenerator.fields.${name}.label`)}
      description={t(`signatureGenerator.fields.${name}.hint`)}
      type={type}
      value={vm.fields[name]}
      onChange={(value) => vm.setField(name, value)}
      onBlur={() => vm.touch(name)}
      isRequired={isRequired}
      maxLength={type === 'url' ? SIGNATURE_URL_MAX_LENGTH : PORT_LIMITS.name}
      errorMessage={issue === null ? undefined : issue === 'required' ? t('signatureGenerator.fields.fullName.required') : t(`signatureGenerator.fields.${issue}.invalid`)}
    />
  );
});
