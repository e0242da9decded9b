import { inject, injectable } from 'inversify';
import type { AnalyticsUsageGateway, Clock } from '@cible/core';
import { token } from '../../di/token';
import { ANALYTICS_USAGE_GATEWAY, CLOCK } from '../../di/tokens';
import { AnalyticsUsageViewModel } from './AnalyticsUsageViewModel';

/** Makes the view-model of /support/analytics (platform administrators). */
@injectable()
export class AnalyticsUsageViewModelFactory {
  constructor(
    @inject(ANALYTICS_USAGE_GATEWAY) private readonly gateway: AnalyticsUsageGateway,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  create(): AnalyticsUsageViewModel {
    return new AnalyticsUsageViewModel(this.gateway, this.clock);
  }
}

export const ANALYTICS_USAGE_VIEW_MODEL_FACTORY = token<AnalyticsUsageViewModelFactory>('AnalyticsUsageViewModelFactory');
