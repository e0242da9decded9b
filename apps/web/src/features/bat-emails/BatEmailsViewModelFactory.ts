import { inject, injectable } from 'inversify';
import type { BatEmailsGateway } from '@cible/core';
import { token } from '../../di/token';
import { BAT_EMAILS_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { BatEmailsViewModel } from './BatEmailsViewModel';

/** Makes the view-model of /personal-space/bat, with the spec's toasts. */
@injectable()
export class BatEmailsViewModelFactory {
  constructor(
    @inject(BAT_EMAILS_GATEWAY) private readonly gateway: BatEmailsGateway,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  create(): BatEmailsViewModel {
    return new BatEmailsViewModel(this.gateway, {
      saved: () => this.toasts.success(this.translate('personalSpace.toast.saved')),
      failed: () => this.toasts.error(this.translate('personalSpace.toast.error')),
    });
  }
}

export const BAT_EMAILS_VIEW_MODEL_FACTORY = token<BatEmailsViewModelFactory>('BatEmailsViewModelFactory');
