import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { ADVANCED_SEARCH_VIEW_MODEL_FACTORY, AdvancedSearchViewModelFactory } from '../../features/advanced-search/AdvancedSearchViewModelFactory';

/** The advanced search's screen. */
export const advancedSearchModule = new ContainerModule((options) => {
  provide(options, ADVANCED_SEARCH_VIEW_MODEL_FACTORY).to(AdvancedSearchViewModelFactory).inSingletonScope();
});
