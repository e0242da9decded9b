import { isHttpFailure, isMailboxFailureCode, isMailboxOauthFailureCode } from '@cible/core';
import type { MailboxFailureCode, MailboxOauthFailureCode } from '@cible/core';

type KeyOf<Code extends string> = Code extends `MAILBOX.${infer Name}` ? `MAILBOX_${Name}` : never;

/**
 * Why a connection failed, as the key of its sentence (`emailConnection.failure.*`): one of the API's MAILBOX codes
 * with `.` as `_` (SMTP + IMAP checks name their step; a time-out takes the step of `details.step`:
 * `MAILBOX_TIMEOUT_SMTP`, `MAILBOX_TIMEOUT_IMAP`, and so does an internal host; OAuth codes as they are), the provider refused or the user cancelled
 * (`denied`), the caller may not connect this mailbox, or anything else (network, server error).
 */
export type ConnectFailure =
  | Exclude<KeyOf<MailboxFailureCode>, 'MAILBOX_TIMEOUT' | 'MAILBOX_HOST_NOT_ALLOWED'>
  | KeyOf<MailboxOauthFailureCode>
  | 'MAILBOX_TIMEOUT_SMTP'
  | 'MAILBOX_TIMEOUT_IMAP'
  | 'MAILBOX_HOST_NOT_ALLOWED_SMTP'
  | 'MAILBOX_HOST_NOT_ALLOWED_IMAP'
  | 'denied'
  | 'forbidden'
  | 'generic';

/** The failure of a connection attempt, from the API's error code. */
export function connectFailureOf(error: unknown): ConnectFailure {
  if (!isHttpFailure(error) || error.kind !== 'api') return 'generic';
  const code = error.error.code;
  const imap = error.error.details?.['step'] === 'imap';
  if (code === 'MAILBOX.TIMEOUT') return imap ? 'MAILBOX_TIMEOUT_IMAP' : 'MAILBOX_TIMEOUT_SMTP';
  if (code === 'MAILBOX.HOST_NOT_ALLOWED') return imap ? 'MAILBOX_HOST_NOT_ALLOWED_IMAP' : 'MAILBOX_HOST_NOT_ALLOWED_SMTP';
  if (isMailboxFailureCode(code) || isMailboxOauthFailureCode(code)) return code.replace('.', '_') as ConnectFailure;
  if (error.status === 403 || error.status === 404) return 'forbidden';
  return 'generic';
}
