import { makeAutoObservable, runInAction } from 'mobx';
import { SOCKET_MESSAGE_TYPE, SupportChatPushSchema } from '@cible/core';
import type { SocketGateway, SupportChatMessage, SupportInboxConversation, SupportInboxGateway, SupportInboxResponse } from '@cible/core';
import { Loadable, type LoadStatus } from '../../../view-model/Loadable';
import { SupportChatComposer } from '../SupportChatComposer';
import { withSupportChatMessage } from '../supportChatMessages';

/** Conversations listed at once (the newest activity first). */
export const SUPPORT_INBOX_PAGE_SIZE = 50;
/** Messages of the open conversation loaded at once: the newest, then as many older ones per "earlier messages". */
export const SUPPORT_INBOX_MESSAGES = 100;

/** The newest activity of a row: its last message, or its creation. */
const activityOf = (row: SupportInboxConversation) => Date.parse(row.last_message?.sent_at ?? row.created_at);

/**
 * The support staff's inbox (/support/inbox, docs/support-chat.md "The inbox"): the conversations of every organisation,
 * newest activity first, with the user's identity and licence and the number of his messages support has not read;
 * opening one shows its messages (plain text), marks it read and lets support answer. The socket's support-chat
 * messages (audience `support`) move their conversation to the top with its new count, and join the open
 * conversation (marked read at once, support is looking at it).
 */
export class SupportInboxViewModel {
  readonly inbox = new Loadable<SupportInboxResponse>({ status: 'loading' });
  selectedId: number | null = null;
  messages: SupportChatMessage[] = [];
  messagesStatus: LoadStatus = 'idle';
  isLoadingMore = false;
  loadMoreFailed = false;
  /** Whether the open conversation has messages older than those shown. */
  hasOlderMessages = false;
  isLoadingOlder = false;
  loadOlderFailed = false;
  readonly composer: SupportChatComposer;

  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly gateway: SupportInboxGateway,
    private readonly socket: SocketGateway,
  ) {
    this.composer = new SupportChatComposer((text) => {
      const id = this.selectedId;
      if (id === null) return Promise.reject(new Error('no conversation open'));
      return this.gateway.answerSupportConversation({ params: { conversation: id }, body: { text } });
    });
    makeAutoObservable<this, 'gateway' | 'socket' | 'unsubscribe'>(
      this,
      { gateway: false, socket: false, unsubscribe: false, inbox: false, composer: false },
      { autoBind: true },
    );
  }

  /** The conversations, newest activity first. */
  get conversations(): readonly SupportInboxConversation[] {
    return this.inbox.value?.conversation_list ?? [];
  }

  /** Conversations with user messages support has not read. */
  get unreadConversationCount(): number {
    return this.inbox.value?.unread_conversation_count ?? 0;
  }

  get selected(): SupportInboxConversation | null {
    return this.conversations.find((row) => row.id === this.selectedId) ?? null;
  }

  /** Follows the socket and loads the inbox. Answers `stop`. */
  start(): () => void {
    this.unsubscribe ??= this.socket.onMessage(SOCKET_MESSAGE_TYPE.supportChatMessage, (payload) => this.pushed(payload));
    void this.load();
    return this.stop;
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  async load(): Promise<void> {
    await this.inbox.load(() => this.gateway.listSupportInbox({ query: { limit: SUPPORT_INBOX_PAGE_SIZE, offset: 0 } }));
  }

  /** Whether older conversations exist beyond those listed. */
  get hasMore(): boolean {
    const inbox = this.inbox.value;
    return inbox !== null && inbox.conversation_list.length < inbox.conversation_count;
  }

  /** Lists the next conversations (older activity) after those shown. */
  async loadMore(): Promise<void> {
    const inbox = this.inbox.value;
    if (inbox === null || this.isLoadingMore || !this.hasMore) return;
    this.isLoadingMore = true;
    this.loadMoreFailed = false;
    try {
      const next = await this.gateway.listSupportInbox({ query: { limit: SUPPORT_INBOX_PAGE_SIZE, offset: inbox.conversation_list.length } });
      runInAction(() => {
        this.inbox.update((current) => {
          const known = new Set(current.conversation_list.map((row) => row.id));
          return {
            ...current,
            conversation_list: [...current.conversation_list, ...next.conversation_list.filter((row) => !known.has(row.id))],
            conversation_count: next.conversation_count,
            unread_conversation_count: next.unread_conversation_count,
          };
        });
        this.isLoadingMore = false;
      });
    } catch {
      runInAction(() => {
        this.isLoadingMore = false;
        this.loadMoreFailed = true;
      });
    }
  }

  /** Opens a conversation: its newest messages, then marks it read (its count goes at once). */
  async select(id: number): Promise<void> {
    if (this.selectedId !== id) this.composer.reset();
    this.selectedId = id;
    this.messages = [];
    this.hasOlderMessages = false;
    this.loadOlderFailed = false;
    this.messagesStatus = 'loading';
    try {
      const page = await this.gateway.listSupportInboxMessages({ params: { conversation: id }, query: { limit: SUPPORT_INBOX_MESSAGES } });
      if (this.selectedId !== id) return;
      runInAction(() => {
        this.messages = page.message_list.reduce(withSupportChatMessage, this.messages);
        this.hasOlderMessages = page.has_more;
        this.messagesStatus = 'ready';
      });
      await this.markRead(id);
    } catch {
      if (this.selectedId === id) {
        runInAction(() => {
          this.messagesStatus = 'error';
        });
      }
    }
  }

  /** Loads the messages of the open conversation before the oldest shown (they join above it). */
  async loadOlderMessages(): Promise<void> {
    const id = this.selectedId;
    const oldest = this.messages[0];
    if (id === null || oldest === undefined || !this.hasOlderMessages || this.isLoadingOlder) return;
    this.isLoadingOlder = true;
    this.loadOlderFailed = false;
    try {
      const page = await this.gateway.listSupportInboxMessages({ params: { conversation: id }, query: { before_id: oldest.id, limit: SUPPORT_INBOX_MESSAGES } });
      runInAction(() => {
        this.isLoadingOlder = false;
        if (this.selectedId !== id) return;
        this.messages = page.message_list.reduce(withSupportChatMessage, this.messages);
        this.hasOlderMessages = page.has_more;
      });
    } catch {
      runInAction(() => {
        this.isLoadingOlder = false;
        this.loadOlderFailed = this.selectedId === id;
      });
    }
  }

  /** Back to the list (on a narrow screen). */
  close(): void {
    this.selectedId = null;
    this.hasOlderMessages = false;
    this.messages = [];
    this.messagesStatus = 'idle';
    this.composer.reset();
  }

  /** Sends the answer; it joins the open conversation and its row goes to the top. */
  async answer(): Promise<void> {
    const id = this.selectedId;
    const message = await this.composer.send();
    if (message === null || id === null) return;
    runInAction(() => {
      if (this.selectedId === id) this.messages = withSupportChatMessage(this.messages, message);
      this.inbox.update((inbox) => this.withRow(inbox, { ...this.rowOf(inbox, id), last_message: message }));
    });
  }

  private rowOf(inbox: SupportInboxResponse, id: number): SupportInboxConversation {
    return inbox.conversation_list.find((row) => row.id === id) as SupportInboxConversation;
  }

  /** The inbox with a row replaced (or added), sorted newest activity first. */
  private withRow(inbox: SupportInboxResponse, row: SupportInboxConversation | undefined): SupportInboxResponse {
    if (row === undefined) return inbox;
    const isNew = !inbox.conversation_list.some((known) => known.id === row.id);
    const rows = [row, ...inbox.conversation_list.filter((known) => known.id !== row.id)].sort((a, b) => activityOf(b) - activityOf(a) || b.id - a.id);
    return { ...inbox, conversation_list: rows, conversation_count: inbox.conversation_count + (isNew ? 1 : 0) };
  }

  private async markRead(id: number): Promise<void> {
    const row = this.conversations.find((candidate) => candidate.id === id);
    if (row === undefined || row.unread_count === 0) return;
    this.inbox.update((inbox) => ({
      ...this.withRow(inbox, { ...this.rowOf(inbox, id), unread_count: 0 }),
      unread_conversation_count: Math.max(0, inbox.unread_conversation_count - 1),
    }));
    try {
      await this.gateway.markSupportInboxConversationRead({ params: { conversation: id } });
    } catch {
      await this.load();
    }
  }

  /** A message pushed to the support staff: its row to the top with the new count; shown when its conversation is open. */
  private pushed(payload: unknown): void {
    const parsed = SupportChatPushSchema.safeParse(payload);
    if (!parsed.success) {
      void this.load();
      return;
    }
    if (parsed.data.audience !== 'support') return;
    const { message, conversation, unread_conversation_count: unreadConversations } = parsed.data;
    const isOpen = this.selectedId === conversation.id && this.messagesStatus !== 'idle';
    if (isOpen) this.messages = withSupportChatMessage(this.messages, message);
    const applied = this.inbox.update((inbox) => ({ ...this.withRow(inbox, conversation), unread_conversation_count: unreadConversations }));
    if (!applied) void this.load();
    if (isOpen && message.author === 'user') void this.markRead(conversation.id);
  }
}
