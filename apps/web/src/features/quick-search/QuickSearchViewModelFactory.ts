import { inject, injectable } from 'inversify';
import type { QuickSearchGateway, Timers } from '@cible/core';
import { token } from '../../di/token';
import { QUICK_SEARCH_GATEWAY, TIMERS } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { SESSION_STORE } from '../session/SessionStore';
import { FEATURE_USAGE, type FeatureUsage } from '../shell/FeatureUsage';
import { QUICK_SEARCH_OVERLAY_STORE, type QuickSearchOverlayStore } from '../shell/QuickSearchOverlayStore';
import { QuickSearchViewModel, type QuickSearchOptions, type QuickSearchSession } from './QuickSearchViewModel';

/** Makes the view-model of the header's quick search (one per box). */
@injectable()
export class QuickSearchViewModelFactory {
  constructor(
    @inject(QUICK_SEARCH_GATEWAY) private readonly gateway: QuickSearchGateway,
    @inject(QUICK_SEARCH_OVERLAY_STORE) private readonly overlay: QuickSearchOverlayStore,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(SESSION_STORE) private readonly session: QuickSearchSession,
    @inject(TIMERS) private readonly timers: Timers,
    @inject(TRANSLATE) private readonly translate: Translate,
    @inject(FEATURE_USAGE) private readonly featureUsage: FeatureUsage,
  ) {}

  create(options: QuickSearchOptions = {}): QuickSearchViewModel {
    return new QuickSearchViewModel(this.gateway, this.overlay, this.toasts, this.session, this.timers, this.translate, { featureUsage: this.featureUsage, ...options });
  }
}

export const QUICK_SEARCH_VIEW_MODEL_FACTORY = token<QuickSearchViewModelFactory>('QuickSearchViewModelFactory');
