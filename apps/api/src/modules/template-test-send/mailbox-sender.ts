import { DomainFailure } from '@cible/core';
import { createMailboxSmtpTransport } from '../../mail/mailbox-smtp-transport';
import type { OpenedMailbox } from '../connections/connections-service';

/** One mail to send through a user's mailbox. */
export interface MailboxMessage {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** Sends mails through a user's own SMTP server; throws a coded {@link DomainFailure} (MAILBOX.*) when the server refuses. */
export interface MailboxSender {
  /** Sends the messages in order on one connection; answers how many were accepted. */
  send(mailbox: OpenedMailbox, messages: readonly MailboxMessage[]): Promise<number>;
}

const codeOf = (error: unknown): string => String((error as { code?: unknown } | null)?.code ?? '');
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ETIMEOUT']);

/**
 * A nodemailer transport of its own per call (not pooled: a test send is a few mails, and the mailbox is the user's),
 * with time-outs of seconds, TLS certificates always verified (as the mailbox check, ADR 017). From: the mailbox's
 * address and display name.
 */
export function createMailboxSender(options: { readonly timeoutMs: number }): MailboxSender {
  return {
    async send(mailbox, messages) {
      const { smtp } = mailbox;
      const transport = createMailboxSmtpTransport(smtp, options.timeoutMs);
      const from = mailbox.displayName === null ? mailbox.email : { name: mailbox.displayName, address: mailbox.email };
      let sent = 0;
      try {
        for (const message of messages) {
          await transport.sendMail({ from, to: message.to, subject: message.subject, html: message.html, text: message.text });
          sent += 1;
        }
        return sent;
      } catch (error) {
        const code = codeOf(error);
        const details = { step: 'smtp', sent_count: sent };
        if (code === 'EAUTH' || code === 'ENOAUTH') throw new DomainFailure('MAILBOX.SMTP_AUTH_FAILED', `The SMTP server refused the login (${code}).`, { details });
        if (TIMEOUT_CODES.has(code)) throw new DomainFailure('MAILBOX.TIMEOUT', `The SMTP server did not answer in time (${code}).`, { details });
        throw new DomainFailure('MAILBOX.SMTP_UNREACHABLE', `The SMTP server could not take the mail (${code || 'no code'}).`, { details });
      } finally {
        transport.close();
      }
    },
  };
}
