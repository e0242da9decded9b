import type { CaughtMail } from './caught-mail';
import type { SmtpCatcher } from './smtp-catcher';

/** Where a local test mailbox sends: the catcher's SMTP server on this machine, no login, no TLS. */
export interface LocalTestSmtpServer {
  readonly host: '127.0.0.1';
  /** Changes at each start of the API: read it when sending, never store it. */
  readonly port: number;
}

/**
 * The local test mailbox of the embedded default (docs/adr/022-local-test-mailbox.md): a mailbox "connected" to the
 * in-process SMTP catcher. It sends through the catcher's SMTP server, and its "IMAP side" is the catcher itself: the
 * mails a local test address sent and those addressed to it. Nothing reaches another machine. The reply detection of
 * sequences reads `messagesOf(address)` where it would read an IMAP INBOX.
 */
export interface LocalTestMailbox {
  /** True only while the SMTP catcher runs (no SMTP_URL) and the development mailbox is served (`config.devMailbox`). */
  readonly available: boolean;
  /** The catcher's SMTP server while available, else `null`. */
  smtpServer(): LocalTestSmtpServer | null;
  /** Caught mails sent from `address` (SMTP envelope sender) or to it (envelope recipients), newest first; [] when unavailable. */
  messagesOf(address: string): CaughtMail[];
}

/** Whether a caught mail was sent from `address` or to it (whole addresses, case-insensitive). */
export function isMailOfAddress(mail: CaughtMail, address: string): boolean {
  const wanted = address.toLowerCase();
  return mail.envelope.from?.toLowerCase() === wanted || mail.envelope.to.some((recipient) => recipient.toLowerCase() === wanted);
}

/** The local test mailbox over the running catcher; unavailable without a catcher or with the development mailbox off. */
export function createLocalTestMailbox(catcher: SmtpCatcher | null, devMailbox: boolean): LocalTestMailbox {
  const running = devMailbox ? catcher : null;
  return {
    available: running !== null,
    smtpServer: () => (running === null ? null : { host: '127.0.0.1', port: running.port }),
    messagesOf: (address) => (running === null ? [] : running.list().filter((mail) => isMailOfAddress(mail, address))),
  };
}
