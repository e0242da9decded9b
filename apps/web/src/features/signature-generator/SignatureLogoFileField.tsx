import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../ui/components/FileDrop/FileDrop';
import { formatFileSize } from '../../ui/components/FileDrop/formatFileSize';
import type { SignatureLogoUploadViewModel } from './SignatureLogoUploadViewModel';

/** The logo file of the signature generator: FileDrop, the upload's progress, its refusal in words. */
export const SignatureLogoFileField = observer(function SignatureLogoFileField({ logo }: { logo: SignatureLogoUploadViewModel }) {
  const { t, i18n } = useTranslation();
  const size = formatFileSize(logo.maxBytes, i18n.language);
  return (
    <div>
      <FileDrop
        label={t('signatureGenerator.logoFile.label')}
        description={t('signatureGenerator.logoFile.hint', { size })}
        acceptedFileTypes={[...logo.acceptedTypes]}
        file={logo.file}
        onChange={(file) => void logo.choose(file)}
        isDisabled={logo.isUploading}
        errorMessage={logo.issue === null ? undefined : t(`signatureGenerator.logoFile.${logo.issue}`, { size })}
      />
      <p role="status" aria-live="polite">
        {logo.isUploading ? t('signatureGenerator.logoFile.uploading') : logo.uploadedUrl !== null ? t('signatureGenerator.logoFile.uploaded') : null}
      </p>
    </div>
  );
});
