import { inject, injectable } from 'inversify';
import type { BusinessAlertsGateway, Clock, QueriesGateway } from '@cible/core';
import { token } from '../../di/token';
import { BUSINESS_ALERTS_GATEWAY, CLOCK, QUERIES_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { BusinessAlertsViewModel } from './BusinessAlertsViewModel';

/** Makes the view-model of /business-alerts: news and facets over the business-alerts gateway, alerts saved through the queries. */
@injectable()
export class BusinessAlertsViewModelFactory {
  constructor(
    @inject(BUSINESS_ALERTS_GATEWAY) private readonly gateway: BusinessAlertsGateway,
    @inject(QUERIES_GATEWAY) private readonly queries: QueriesGateway,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  create(): BusinessAlertsViewModel {
    return new BusinessAlertsViewModel(this.gateway, this.queries, this.clock, {
      savedAlert: (name) => this.toasts.success(this.translate('businessAlerts.save.done', { name })),
    });
  }
}

export const BUSINESS_ALERTS_VIEW_MODEL_FACTORY = token<BusinessAlertsViewModelFactory>('BusinessAlertsViewModelFactory');
