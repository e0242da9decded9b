import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { SEQUENCES_VIEW_MODEL_FACTORY, SequencesViewModelFactory } from '../../features/sequences/SequencesViewModelFactory';

/** The sequence pages: lists, details (steps, settings, targets, record), results, settings (issue 18). */
export const sequencesModule = new ContainerModule((options) => {
  provide(options, SEQUENCES_VIEW_MODEL_FACTORY).to(SequencesViewModelFactory).inSingletonScope();
});
