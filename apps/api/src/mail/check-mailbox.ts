import { DomainFailure } from '@cible/core';
import type { MailboxCheckStep, MailboxFailureCode } from '@cible/core';
import { ImapFlow } from 'imapflow';
import { imapAuthOf } from './mail-server-login';
import type { MailServerLogin } from './mail-server-login';
import { createMailboxSmtpTransport, socketHost } from './mailbox-smtp-transport';

/** The two servers of a mailbox: SMTP to send, IMAP to read replies (each with a password or an OAuth access token). */
export interface MailboxServers {
  readonly smtp: MailServerLogin;
  readonly imap: MailServerLogin;
}

/** Checks a mailbox's servers before it is stored; throws a coded {@link DomainFailure} (MAILBOX.*) naming the step. */
export interface MailboxChecker {
  check(servers: MailboxServers): Promise<void>;
}

export interface MailboxCheckerOptions {
  /** Time-out of each step (SMTP, then IMAP), in milliseconds; a silent server fails as MAILBOX.TIMEOUT. */
  readonly stepTimeoutMs: number;
}

/** The domain failure of a step (`details.step`); the message names the step for developers, never a password. */
function failure(code: MailboxFailureCode, step: MailboxCheckStep, cause: unknown): DomainFailure {
  const reason = cause instanceof Error ? `${(cause as { code?: unknown }).code ?? cause.name}` : 'refused';
  return new DomainFailure(code, `Mailbox check failed at the ${step.toUpperCase()} step (${reason}).`, { details: { step } });
}

/** A host as the socket wants it: an IPv6 literal without its brackets. */

/** Runs `work` for at most `ms`; past it, `onTimeout` cleans up and the step fails as MAILBOX.TIMEOUT. */
async function withinStep<T>(step: MailboxCheckStep, ms: number, work: Promise<T>, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(failure('MAILBOX.TIMEOUT', step, new Error('no answer in time')));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const SMTP_TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ETIMEOUT']);
const IMAP_TIMEOUT_CODES = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT', 'ETIMEOUT', 'ETIMEDOUT']);

const codeOf = (error: unknown): string => String((error as { code?: unknown } | null)?.code ?? '');

/** SMTP: connect, EHLO, (STARTTLS), AUTH — nodemailer's `verify()` on a transport of its own, not pooled. */
async function checkSmtp(smtp: MailServerLogin, options: MailboxCheckerOptions): Promise<void> {
  const transport = createMailboxSmtpTransport(smtp, options.stepTimeoutMs);
  try {
    await withinStep('smtp', options.stepTimeoutMs, transport.verify(), () => transport.close());
  } catch (error) {
    if (error instanceof DomainFailure) throw error;
    const code = codeOf(error);
    if (code === 'EAUTH' || code === 'ENOAUTH') throw failure('MAILBOX.SMTP_AUTH_FAILED', 'smtp', error);
    if (SMTP_TIMEOUT_CODES.has(code)) throw failure('MAILBOX.TIMEOUT', 'smtp', error);
    throw failure('MAILBOX.SMTP_UNREACHABLE', 'smtp', error);
  } finally {
    transport.close();
  }
}

/** IMAP: connect, LOGIN, SELECT INBOX (read-only), LOGOUT — with imapflow. */
async function checkImap(imap: MailServerLogin, options: MailboxCheckerOptions): Promise<void> {
  const client = new ImapFlow({
    host: socketHost(imap.host),
    port: imap.port,
    secure: imap.security === 'tls',
    doSTARTTLS: imap.security === 'starttls' ? true : imap.security === 'none' ? false : undefined,
    auth: imapAuthOf(imap),
    logger: false,
    connectionTimeout: options.stepTimeoutMs,
    greetingTimeout: options.stepTimeoutMs,
    socketTimeout: options.stepTimeoutMs,
    tls: { rejectUnauthorized: true },
    disableAutoIdle: true,
  });
  // imapflow also reports a broken connection as an 'error' event: the awaited call below already fails with it.
  client.on('error', () => undefined);
  const stop = () => client.close();
  try {
    await withinStep('imap', options.stepTimeoutMs, client.connect(), stop);
  } catch (error) {
    stop();
    if (error instanceof DomainFailure) throw error;
    if ((error as { authenticationFailed?: unknown }).authenticationFailed === true) throw failure('MAILBOX.IMAP_AUTH_FAILED', 'imap', error);
    if (IMAP_TIMEOUT_CODES.has(codeOf(error))) throw failure('MAILBOX.TIMEOUT', 'imap', error);
    throw failure('MAILBOX.IMAP_UNREACHABLE', 'imap', error);
  }
  try {
    await withinStep('imap', options.stepTimeoutMs, client.mailboxOpen('INBOX', { readOnly: true }), stop);
  } catch (error) {
    stop();
    if (error instanceof DomainFailure) throw error;
    if (IMAP_TIMEOUT_CODES.has(codeOf(error))) throw failure('MAILBOX.TIMEOUT', 'imap', error);
    throw failure('MAILBOX.IMAP_INBOX_MISSING', 'imap', error);
  }
  try {
    await withinStep('imap', options.stepTimeoutMs, client.logout(), stop);
  } catch {
    // The check passed; a LOGOUT that fails changes nothing.
    stop();
  }
}

/**
 * The real check, one step after the other, each bounded by `stepTimeoutMs` (docs/adr/017-smtp-imap-mailbox.md):
 * SMTP (connect, EHLO, AUTH), then IMAP (connect, LOGIN, SELECT INBOX). The first failing step decides the code.
 */
export function createMailboxChecker(options: MailboxCheckerOptions): MailboxChecker {
  return {
    async check(servers) {
      await checkSmtp(servers.smtp, options);
      await checkImap(servers.imap, options);
    },
  };
}
