import { inject, injectable } from 'inversify';
import type { HelpRequestGateway } from '@cible/core';
import { token } from '../../di/token';
import { HELP_REQUEST_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { SESSION_STORE } from '../session/SessionStore';
import { FEATURE_USAGE, type FeatureUsage } from '../shell/FeatureUsage';
import { HelpRequestViewModel, type HelpRequestSession } from './HelpRequestViewModel';

/** Makes the view-model of the help popup's form. */
@injectable()
export class HelpRequestViewModelFactory {
  constructor(
    @inject(HELP_REQUEST_GATEWAY) private readonly gateway: HelpRequestGateway,
    @inject(SESSION_STORE) private readonly session: HelpRequestSession,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
    @inject(FEATURE_USAGE) private readonly featureUsage: FeatureUsage,
  ) {}

  create(): HelpRequestViewModel {
    return new HelpRequestViewModel(this.gateway, this.session, this.toasts, this.translate, this.featureUsage);
  }
}

export const HELP_REQUEST_VIEW_MODEL_FACTORY = token<HelpRequestViewModelFactory>('HelpRequestViewModelFactory');
