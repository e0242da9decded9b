import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { SIGNATURE_GENERATOR_VIEW_MODEL_FACTORY, SignatureGeneratorViewModelFactory } from '../../features/signature-generator/SignatureGeneratorViewModelFactory';

/** The signature generator's screen (/email-signature-generator). */
export const signatureGeneratorModule = new ContainerModule((options) => {
  provide(options, SIGNATURE_GENERATOR_VIEW_MODEL_FACTORY).to(SignatureGeneratorViewModelFactory).inSingletonScope();
});
