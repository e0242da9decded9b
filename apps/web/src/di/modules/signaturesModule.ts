import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { SIGNATURES_VIEW_MODEL_FACTORY, SignaturesViewModelFactory } from '../../features/signatures/SignaturesViewModelFactory';

/** The signatures' screen (/personal-space/signatures). */
export const signaturesModule = new ContainerModule((options) => {
  provide(options, SIGNATURES_VIEW_MODEL_FACTORY).to(SignaturesViewModelFactory).inSingletonScope();
});
