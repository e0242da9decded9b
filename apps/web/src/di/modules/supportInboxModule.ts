import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { SUPPORT_INBOX_VIEW_MODEL_FACTORY, SupportInboxViewModelFactory } from '../../features/support-chat/inbox/SupportInboxViewModelFactory';

/** The support inbox's screen (/support/inbox): the factory of its view-model, loaded with the page. */
export const supportInboxModule = new ContainerModule((options) => {
  provide(options, SUPPORT_INBOX_VIEW_MODEL_FACTORY).to(SupportInboxViewModelFactory).inSingletonScope();
});
