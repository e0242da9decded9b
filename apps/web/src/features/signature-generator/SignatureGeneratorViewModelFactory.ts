import { inject, injectable } from 'inversify';
import type { FileStorageGateway, FileUploadPort, SignaturesGateway } from '@cible/core';
import { token } from '../../di/token';
import { FILE_STORAGE_GATEWAY, FILE_UPLOADER, SIGNATURES_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { SESSION_STORE } from '../session/SessionStore';
import { copyTextToClipboard } from './copyTextToClipboard';
import { SignatureGeneratorViewModel, type SignatureGeneratorSession } from './SignatureGeneratorViewModel';

/** Makes the view-model of /email-signature-generator: the browser's clipboard, the toasts, the signature's labels, the logo's upload. */
@injectable()
export class SignatureGeneratorViewModelFactory {
  constructor(
    @inject(SIGNATURES_GATEWAY) private readonly gateway: SignaturesGateway,
    @inject(SESSION_STORE) private readonly session: SignatureGeneratorSession,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
    @inject(FILE_STORAGE_GATEWAY) private readonly files: FileStorageGateway,
    @inject(FILE_UPLOADER) private readonly uploader: FileUploadPort,
  ) {}

  create(): SignatureGeneratorViewModel {
    const t = this.translate;
    return new SignatureGeneratorViewModel(
      this.gateway,
      this.session,
      { linkedin: t('signatureGenerator.output.linkedin'), logo: t('signatureGenerator.output.logo') },
      {
        copy: (text) => copyTextToClipboard(text),
        copied: () => this.toasts.success(t('signatureGenerator.toast.copied')),
        copyFailed: () => this.toasts.error(t('signatureGenerator.toast.copyFailed')),
        saved: () => this.toasts.success(t('signatureGenerator.toast.saved')),
        saveFailed: () => this.toasts.error(t('signatureGenerator.toast.error')),
      },
      { gateway: this.files, uploader: this.uploader },
    );
  }
}

export const SIGNATURE_GENERATOR_VIEW_MODEL_FACTORY = token<SignatureGeneratorViewModelFactory>('SignatureGeneratorViewModelFactory');
