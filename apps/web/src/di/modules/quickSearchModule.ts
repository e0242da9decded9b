import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { QUICK_SEARCH_RESULTS_VIEW_MODEL_FACTORY, QuickSearchResultsViewModelFactory } from '../../features/quick-search/QuickSearchResultsViewModelFactory';
import { QUICK_SEARCH_VIEW_MODEL_FACTORY, QuickSearchViewModelFactory } from '../../features/quick-search/QuickSearchViewModelFactory';

/** Quick search's screens: the factories of the header box, the results page (the inquiry popup's factory: inquiriesModule). */
export const quickSearchModule = new ContainerModule((options) => {
  provide(options, QUICK_SEARCH_VIEW_MODEL_FACTORY).to(QuickSearchViewModelFactory).inSingletonScope();
  provide(options, QUICK_SEARCH_RESULTS_VIEW_MODEL_FACTORY).to(QuickSearchResultsViewModelFactory).inSingletonScope();
});
