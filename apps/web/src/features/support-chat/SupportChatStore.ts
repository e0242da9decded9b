import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SOCKET_MESSAGE_TYPE, supportChatBadgeLabel } from '@cible/core';
import type { AccessUser, SocketGateway, SupportChatConversation, SupportChatGateway, SupportChatMessage } from '@cible/core';
import { SOCKET_GATEWAY, SUPPORT_CHAT_GATEWAY } from '../../di/tokens';
import { token } from '../../di/token';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';
import { ServedUserSocket } from '../../view-model/ServedUserSocket';
import { withSocketPushSchemas } from '../../view-model/loadSocketPushSchemas';
import { SESSION_STORE } from '../session/SessionStore';
import { SupportChatComposer } from './SupportChatComposer';
import { withSupportChatMessage } from './supportChatMessages';

/** What the chat reads of the session: the user (his id, whether he is the support staff) and impersonation. */
export interface SupportChatSession {
  readonly user: { readonly id: number } | null;
  readonly accessUser: Pick<AccessUser, 'isPlatformAdmin'> | null;
  readonly isConnectedAs: boolean;
}

/** Messages shown when the panel opens (the newest; older ones on demand). */
export const SUPPORT_CHAT_PAGE_SIZE = 50;

/**
 * The support chat of the shell (docs/support-chat.md "In the app"), app-wide: the launcher's unread badge and the
 * panel's conversation. Served to a loaded user who writes for himself: not to the support staff (platform
 * administrators answer in the inbox) nor while an administrator is connected as the user (the API refuses his
 * writing). Once `start()`ed: loads the user's conversation (its unread count: the badge) and follows the socket's
 * support-chat messages (`SOCKET_MESSAGE_TYPE.supportChatMessage`, audience `user`): each one is added to the panel's
 * messages (once per id) and its count replaces the badge's. Opening the panel loads the newest messages and marks the
 * conversation read (the badge goes at once); an answer arriving while it is open is marked read too.
 */
@injectable()
export class SupportChatStore {
  /** The user's conversation: null before his first message. */
  readonly conversation = new Loadable<SupportChatConversation | null>();
  /** The messages shown in the panel, oldest first. */
  messages: SupportChatMessage[] = [];
  messagesStatus: LoadStatus = 'idle';
  hasOlder = false;
  isOpen = false;
  readonly composer: SupportChatComposer;

  private readonly following: ServedUserSocket;

  constructor(
    @inject(SUPPORT_CHAT_GATEWAY) private readonly gateway: SupportChatGateway,
    @inject(SOCKET_GATEWAY) socket: SocketGateway,
    @inject(SESSION_STORE) private readonly session: SupportChatSession,
  ) {
    this.composer = new SupportChatComposer((text) => this.gateway.sendSupportMessage({ body: { text } }));
    this.following = new ServedUserSocket(socket, {
      servedUserId: () => this.servedUserId,
      messageType: SOCKET_MESSAGE_TYPE.supportChatMessage,
      pushed: (payload) => this.pushed(payload),
      served: () => void this.loadConversation(),
      reset: () => this.reset(),
    });
    makeAutoObservable<this, 'gateway' | 'session' | 'following'>(
      this,
      { gateway: false, session: false, following: false, conversation: false, composer: false },
      { autoBind: true },
    );
  }

  /** The user the chat serves (see the class comment); null otherwise. */
  get servedUserId(): number | null {
    const { user, accessUser, isConnectedAs } = this.session;
    if (user === null || accessUser === null || accessUser.isPlatformAdmin || isConnectedAs) return null;
    return user.id;
  }

  get isAvailable(): boolean {
    return this.servedUserId !== null;
  }

  /** Support answers the user has not read (the badge). */
  get unreadCount(): number {
    return this.conversation.value?.unread_count ?? 0;
  }

  /** Core's badge text: null (no badge), "1"…"9", "9+". */
  get badgeLabel(): string | null {
    return supportChatBadgeLabel(this.unreadCount);
  }

  /** Follows the session: serves the user while he is loaded and served. Answers `stop`. Idempotent. */
  start(): () => void {
    this.following.start();
    return this.stop;
  }

  stop(): void {
    this.following.stop();
  }

  /** Loads the user's conversation (the badge). */
  async loadConversation(): Promise<void> {
    if (this.servedUserId === null) return;
    await this.conversation.load(async () => (await this.gateway.getMySupportConversation()).conversation);
  }

  /** Opens or closes the panel (the launcher, Escape, the close button). */
  setOpen(open: boolean): void {
    if (open === this.isOpen) return;
    this.isOpen = open;
    if (open) void this.opened();
  }

  /** Loads the newest messages (the conversation first when it is not known yet) and marks them read. */
  async loadMessages(): Promise<void> {
    this.messagesStatus = 'loading';
    try {
      let conversation = this.conversation.value;
      if (conversation === null) {
        await this.loadConversation();
        if (this.conversation.status === 'error') throw this.conversation.error;
        conversation = this.conversation.value;
      }
      if (conversation === null) {
        runInAction(() => {
          this.messages = [];
          this.hasOlder = false;
          this.messagesStatus = 'ready';
        });
        return;
      }
      const page = await this.gateway.listSupportMessages({ params: { conversation: conversation.id }, query: { limit: SUPPORT_CHAT_PAGE_SIZE } });
      runInAction(() => {
        // Pushes heard during the load are kept.
        this.messages = page.message_list.reduce(withSupportChatMessage, this.messages);
        this.hasOlder = page.has_more;
        this.messagesStatus = 'ready';
      });
      await this.markRead();
    } catch {
      runInAction(() => {
        this.messagesStatus = 'error';
      });
    }
  }

  /** Loads the messages before the oldest shown. */
  async loadOlder(): Promise<void> {
    const conversation = this.conversation.value;
    const oldest = this.messages[0];
    if (conversation === null || oldest === undefined || !this.hasOlder) return;
    try {
      const page = await this.gateway.listSupportMessages({
        params: { conversation: conversation.id },
        query: { before_id: oldest.id, limit: SUPPORT_CHAT_PAGE_SIZE },
      });
      runInAction(() => {
        this.messages = page.message_list.reduce(withSupportChatMessage, this.messages);
        this.hasOlder = page.has_more;
      });
    } catch {
      // The button stays: the user may try again.
    }
  }

  /** Sends the draft; the message joins the list (and starts the conversation on the first one). */
  async send(): Promise<void> {
    const message = await this.composer.send();
    if (message === null) return;
    runInAction(() => {
      this.messages = withSupportChatMessage(this.messages, message);
    });
    if (this.conversation.value === null || this.conversation.value.id !== message.conversation_id) await this.loadConversation();
  }

  private async opened(): Promise<void> {
    await this.loadMessages();
  }

  /** The conversation is read: the badge goes at once; the API's answer then gives the count. */
  private async markRead(): Promise<void> {
    const conversation = this.conversation.value;
    if (conversation === null || conversation.unread_count === 0) return;
    this.conversation.update((current) => (current === null ? current : { ...current, unread_count: 0 }));
    try {
      const marked = await this.gateway.markSupportConversationRead({ params: { conversation: conversation.id } });
      this.conversation.set(marked);
    } catch {
      await this.loadConversation();
    }
  }

  /** A support-chat message pushed by the socket for the user: shown, counted, read when the panel is open. */
  private pushed(payload: unknown): void {
    // The push's schema comes with the first push when not loaded yet (withSocketPushSchemas).
    withSocketPushSchemas((schemas) => {
      const parsed = schemas?.SupportChatPushSchema.safeParse(payload);
      if (parsed === undefined || !parsed.success || parsed.data.audience !== 'user') {
        if (!parsed?.success) void this.loadConversation();
        return;
      }
      const { message, conversation } = parsed.data;
      this.conversation.set(conversation);
      if (this.messagesStatus === 'ready' || this.messagesStatus === 'loading') this.messages = withSupportChatMessage(this.messages, message);
      if (this.isOpen && message.author === 'support') void this.markRead();
    });
  }

  /** Nobody served (the socket is no longer followed): the chat is emptied. */
  private reset(): void {
    this.conversation.reset();
    this.messages = [];
    this.messagesStatus = 'idle';
    this.hasOlder = false;
    this.isOpen = false;
    this.composer.reset();
  }
}

export const SUPPORT_CHAT_STORE = token<SupportChatStore>('SupportChatStore');
