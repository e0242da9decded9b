import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { CREDIT_CONSUMPTION_VIEW_MODEL_FACTORY, CreditConsumptionViewModelFactory } from '../../features/credit-consumption/CreditConsumptionViewModelFactory';

/** The credit consumption page (/personal-space/credit-consumption). */
export const creditConsumptionModule = new ContainerModule((options) => {
  provide(options, CREDIT_CONSUMPTION_VIEW_MODEL_FACTORY).to(CreditConsumptionViewModelFactory).inSingletonScope();
});
