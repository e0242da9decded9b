import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { LINKEDIN_CONNECTION_VIEW_MODEL_FACTORY, LinkedinConnectionViewModelFactory } from '../../features/linkedin-connection/LinkedinConnectionViewModelFactory';

/** The LinkedIn connection's screen (/personal-space/linkedin-connection, beta). */
export const linkedinConnectionModule = new ContainerModule((options) => {
  provide(options, LINKEDIN_CONNECTION_VIEW_MODEL_FACTORY).to(LinkedinConnectionViewModelFactory).inSingletonScope();
});
