import { makeAutoObservable, runInAction } from 'mobx';
import { checkSupportChatMessage, SUPPORT_CHAT_MESSAGE_MAX_LENGTH } from '@cible/core';
import type { SupportChatMessage } from '@cible/core';
import { supportChatSendErrorOf } from './supportChatMessages';
import type { SupportChatSendError } from './supportChatMessages';

/**
 * The send box of the chat panel and of the inbox: the draft, core's rule on it (`checkSupportChatMessage`: plain
 * text, trimmed, 1 to 2,000 characters), the call in flight and the reason of a refusal. The draft is kept when the
 * call fails, emptied once the message is stored.
 */
export class SupportChatComposer {
  draft = '';
  isSending = false;
  error: SupportChatSendError | null = null;
  /** Seconds to wait when the rate limit refused the last message. */
  retryAfterSeconds: number | null = null;

  constructor(private readonly post: (text: string) => Promise<SupportChatMessage>) {
    makeAutoObservable<this, 'post'>(this, { post: false }, { autoBind: true });
  }

  /** The longest message (the text box's `maxLength`, stated beside it). */
  get maxLength(): number {
    return SUPPORT_CHAT_MESSAGE_MAX_LENGTH;
  }

  /** Whether the draft may be sent now (not blank, not over the limit, nothing in flight). */
  get canSend(): boolean {
    return !this.isSending && checkSupportChatMessage(this.draft).ok;
  }

  setDraft(draft: string): void {
    this.draft = draft;
    if (this.error === 'required' || this.error === 'tooLong') this.error = null;
  }

  /** Sends the draft; answers the stored message, or null when it was refused (the reason is in `error`). */
  async send(): Promise<SupportChatMessage | null> {
    if (this.isSending) return null;
    const check = checkSupportChatMessage(this.draft);
    if (!check.ok) {
      this.error = check.code === 'SUPPORT_CHAT.MESSAGE_REQUIRED' ? 'required' : 'tooLong';
      return null;
    }
    this.isSending = true;
    this.error = null;
    this.retryAfterSeconds = null;
    try {
      const message = await this.post(check.text);
      runInAction(() => {
        this.draft = '';
        this.isSending = false;
      });
      return message;
    } catch (failure) {
      const { reason, retryAfterSeconds } = supportChatSendErrorOf(failure);
      runInAction(() => {
        this.isSending = false;
        this.error = reason;
        this.retryAfterSeconds = retryAfterSeconds;
      });
      return null;
    }
  }

  reset(): void {
    this.draft = '';
    this.isSending = false;
    this.error = null;
    this.retryAfterSeconds = null;
  }
}
