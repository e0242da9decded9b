import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { BAT_EMAILS_VIEW_MODEL_FACTORY, BatEmailsViewModelFactory } from '../../features/bat-emails/BatEmailsViewModelFactory';

/** The test-send addresses page (/personal-space/bat). */
export const batEmailsModule = new ContainerModule((options) => {
  provide(options, BAT_EMAILS_VIEW_MODEL_FACTORY).to(BatEmailsViewModelFactory).inSingletonScope();
});
