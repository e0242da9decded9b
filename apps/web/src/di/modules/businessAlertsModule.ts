import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { BUSINESS_ALERTS_VIEW_MODEL_FACTORY, BusinessAlertsViewModelFactory } from '../../features/business-alerts/BusinessAlertsViewModelFactory';

/** The business alerts' screen. */
export const businessAlertsModule = new ContainerModule((options) => {
  provide(options, BUSINESS_ALERTS_VIEW_MODEL_FACTORY).to(BusinessAlertsViewModelFactory).inSingletonScope();
});
