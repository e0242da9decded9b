import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { ANALYTICS_USAGE_VIEW_MODEL_FACTORY, AnalyticsUsageViewModelFactory } from '../../features/support-analytics/AnalyticsUsageViewModelFactory';

/** The platform administrators' usage page: the factory of its view-model. */
export const supportAnalyticsModule = new ContainerModule((options) => {
  provide(options, ANALYTICS_USAGE_VIEW_MODEL_FACTORY).to(AnalyticsUsageViewModelFactory).inSingletonScope();
});
