import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { QUERY_LIST_VIEW_MODEL_FACTORY, QueryListViewModelFactory } from '../../features/queries/QueryListViewModelFactory';

/** The queries feature's screens: saved searches, company and contact segments, alerts. */
export const queryPagesModule = new ContainerModule((options) => {
  provide(options, QUERY_LIST_VIEW_MODEL_FACTORY).to(QueryListViewModelFactory).inSingletonScope();
});
