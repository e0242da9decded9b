import { ContainerModule } from 'inversify';
import { HttpSequencesGateway } from '@cible/infra';
import { provide, resolve } from '../injection';
import { ENDPOINT_CLIENT } from '../tokens';
import { SEQUENCES_GATEWAY } from '../../features/sequences/sequencesGatewayToken';
import { SEQUENCES_VIEW_MODEL_FACTORY, SequencesViewModelFactory } from '../../features/sequences/SequencesViewModelFactory';

/**
 * The sequence pages: lists, details (steps, settings, targets, record), results, settings (issue 18), and their HTTP
 * gateway on the shared endpoint client. Bound here, in the pages' lazy chunk, rather than in gatewaysModule: the
 * first route is at its budget (docs/performance.md).
 */
export const sequencesModule = new ContainerModule((options) => {
  provide(options, SEQUENCES_GATEWAY)
    .toDynamicValue((context) => new HttpSequencesGateway(resolve(context, ENDPOINT_CLIENT)))
    .inSingletonScope();
  provide(options, SEQUENCES_VIEW_MODEL_FACTORY).to(SequencesViewModelFactory).inSingletonScope();
});
