import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { INQUIRY_REQUEST_VIEW_MODEL_FACTORY, InquiryRequestViewModelFactory } from '../../features/quick-search/InquiryRequestViewModelFactory';
import { QUICK_SEARCH_RESULTS_VIEW_MODEL_FACTORY, QuickSearchResultsViewModelFactory } from '../../features/quick-search/QuickSearchResultsViewModelFactory';
import { QUICK_SEARCH_VIEW_MODEL_FACTORY, QuickSearchViewModelFactory } from '../../features/quick-search/QuickSearchViewModelFactory';

/** Quick search's screens: the factories of the header box, the results page and the inquiry request view-models. */
export const quickSearchModule = new ContainerModule((options) => {
  provide(options, QUICK_SEARCH_VIEW_MODEL_FACTORY).to(QuickSearchViewModelFactory).inSingletonScope();
  provide(options, QUICK_SEARCH_RESULTS_VIEW_MODEL_FACTORY).to(QuickSearchResultsViewModelFactory).inSingletonScope();
  provide(options, INQUIRY_REQUEST_VIEW_MODEL_FACTORY).to(InquiryRequestViewModelFactory).inSingletonScope();
});
