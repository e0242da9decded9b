import type { AuthContext } from '../security/auth-context';
import type { CaughtMail } from './caught-mail';
import { isMailOfAddress } from './local-test-mailbox';

/** Who reads the development mailbox: the real person behind the session, and the support mailbox's address. */
export interface DevMailboxReader {
  /** The reader's own address (lower case). */
  readonly email: string;
  /** A platform administrator (the support staff) also reads what is sent to the support mailbox. */
  readonly readsSupportMailbox: boolean;
}

/**
 * The reader of a session: the REAL person, i.e. the administrator behind a "connected as" session, never the
 * impersonated user (reading that user's password-reset link would turn an audited impersonation into a takeover).
 */
export function devMailboxReaderOf(auth: AuthContext): DevMailboxReader {
  const person = auth.impersonator ?? auth.user;
  return { email: person.email.toLowerCase(), readsSupportMailbox: person.isPlatformAdmin };
}

/**
 * A caught mail is shown to a reader when it is his: its SMTP envelope recipients (To, Cc and Bcc) include the reader's
 * own address, or its envelope sender is that address (what he sent from a local test mailbox, ADR 022); and, to a
 * platform administrator, when its recipients include the support mailbox. Addresses compare whole and
 * case-insensitively.
 */
export function isCaughtMailVisible(mail: CaughtMail, reader: DevMailboxReader, supportMailbox: string): boolean {
  if (isMailOfAddress(mail, reader.email)) return true;
  const support = supportMailbox.toLowerCase();
  return reader.readsSupportMailbox && mail.envelope.to.some((address) => address.toLowerCase() === support);
}
