/**
 * Longest support-chat message, in UTF-16 code units after trimming (what a textarea's `maxLength` counts, so that
 * the form and the API agree to the character). Designed: a chat message is a few sentences; a longer text belongs
 * in the help form, which takes attachments.
 * @rule app-shell §1, §7 (designed) · a support-chat message holds at most 2,000 characters
 */
export const SUPPORT_CHAT_MESSAGE_MAX_LENGTH = 2000;

/** Why a support-chat message is refused. */
export type SupportChatMessageError = 'SUPPORT_CHAT.MESSAGE_REQUIRED' | 'SUPPORT_CHAT.MESSAGE_TOO_LONG';

/** A message ready to store, or the code of its refusal. */
export type SupportChatMessageCheck =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly code: SupportChatMessageError };

/**
 * Prepares a support-chat message: line breaks become `\n`, surrounding blanks are dropped; an empty message is
 * refused (`SUPPORT_CHAT.MESSAGE_REQUIRED`), and so is one over {@link SUPPORT_CHAT_MESSAGE_MAX_LENGTH}
 * (`SUPPORT_CHAT.MESSAGE_TOO_LONG`). The text is plain text: it is stored and shown as typed, never read as HTML.
 * @rule app-shell §1, §7 (designed) · a support-chat message is plain text, trimmed, neither empty nor over the limit
 */
export function checkSupportChatMessage(raw: string): SupportChatMessageCheck {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text === '') return { ok: false, code: 'SUPPORT_CHAT.MESSAGE_REQUIRED' };
  if (text.length > SUPPORT_CHAT_MESSAGE_MAX_LENGTH) return { ok: false, code: 'SUPPORT_CHAT.MESSAGE_TOO_LONG' };
  return { ok: true, text };
}
