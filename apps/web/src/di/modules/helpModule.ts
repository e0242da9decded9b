import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { HELP_REQUEST_VIEW_MODEL_FACTORY, HelpRequestViewModelFactory } from '../../features/help/HelpRequestViewModelFactory';

/** The help popup: the factory of its form's view-model. */
export const helpModule = new ContainerModule((options) => {
  provide(options, HELP_REQUEST_VIEW_MODEL_FACTORY).to(HelpRequestViewModelFactory).inSingletonScope();
});
