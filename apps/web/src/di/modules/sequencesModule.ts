import { ContainerModule } from 'inversify';
import { HttpSequencesGateway, HttpTasksGateway } from '@cible/infra';
import { provide, resolve } from '../injection';
import { ENDPOINT_CLIENT } from '../tokens';
import { SEQUENCES_GATEWAY } from '../../features/sequences/sequencesGatewayToken';
import { TASK_LIST_GATEWAY } from '../../features/tasks/tasksGatewayToken';
import { SEQUENCES_VIEW_MODEL_FACTORY, SequencesViewModelFactory } from '../../features/sequences/SequencesViewModelFactory';

/**
 * The sequence pages: lists, details (steps, settings, targets, record), results with the owner's tasks, settings
 * (issue 18), and their HTTP gateways on the shared endpoint client. Bound here, in the pages' lazy chunk, rather than in gatewaysModule: the
 * first route is at its budget (docs/performance.md).
 */
export const sequencesModule = new ContainerModule((options) => {
  provide(options, SEQUENCES_GATEWAY)
    .toDynamicValue((context) => new HttpSequencesGateway(resolve(context, ENDPOINT_CLIENT)))
    .inSingletonScope();
  provide(options, TASK_LIST_GATEWAY)
    .toDynamicValue((context) => new HttpTasksGateway(resolve(context, ENDPOINT_CLIENT)))
    .inSingletonScope();
  provide(options, SEQUENCES_VIEW_MODEL_FACTORY).to(SequencesViewModelFactory).inSingletonScope();
});
