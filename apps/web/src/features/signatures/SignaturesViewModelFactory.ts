import { inject, injectable } from 'inversify';
import type { SignaturesGateway } from '@cible/core';
import { token } from '../../di/token';
import { SIGNATURES_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { SESSION_STORE } from '../session/SessionStore';
import { SignaturesViewModel, type SignaturesSession } from './SignaturesViewModel';

/** Makes the view-model of /personal-space/signatures; saves and failures are told with the spec's toasts. */
@injectable()
export class SignaturesViewModelFactory {
  constructor(
    @inject(SIGNATURES_GATEWAY) private readonly gateway: SignaturesGateway,
    @inject(SESSION_STORE) private readonly session: SignaturesSession,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  create(): SignaturesViewModel {
    return new SignaturesViewModel(this.gateway, this.session, {
      saved: () => this.toasts.success(this.translate('signatures.toast.saved')),
      failed: () => this.toasts.error(this.translate('signatures.toast.error')),
    });
  }
}

export const SIGNATURES_VIEW_MODEL_FACTORY = token<SignaturesViewModelFactory>('SignaturesViewModelFactory');
