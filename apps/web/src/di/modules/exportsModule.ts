import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { EXPORTS_VIEW_MODEL_FACTORY, ExportsViewModelFactory } from '../../features/exports/ExportsViewModelFactory';

/** The exports and email-rental pages and the "Exporter" dialog (issue 17). */
export const exportsModule = new ContainerModule((options) => {
  provide(options, EXPORTS_VIEW_MODEL_FACTORY).to(ExportsViewModelFactory).inSingletonScope();
});
