import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { SUPPORT_CHAT_STORE, SupportChatStore } from '../../features/support-chat/SupportChatStore';

/** The support chat: the app-wide store of the shell's launcher and panel (the inbox page makes its own view-model). */
export const supportChatModule = new ContainerModule((options) => {
  provide(options, SUPPORT_CHAT_STORE).to(SupportChatStore).inSingletonScope();
});
