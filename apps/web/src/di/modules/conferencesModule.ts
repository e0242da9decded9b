import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { CONFERENCES_VIEW_MODEL_FACTORY, ConferencesViewModelFactory } from '../../features/conferences/ConferencesViewModelFactory';

/** The conference pages (docs/conferences.md): the factory of the list and program view-models. */
export const conferencesModule = new ContainerModule((options) => {
  provide(options, CONFERENCES_VIEW_MODEL_FACTORY).to(ConferencesViewModelFactory).inSingletonScope();
});
