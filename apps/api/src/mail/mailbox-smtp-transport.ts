import nodemailer from 'nodemailer';
import { smtpAuthOf } from './mail-server-login';
import type { MailboxSmtpServer } from './mail-server-login';

/** A host as the socket wants it: an IPv6 literal without its brackets (`[::1]` → `::1`). */
export const socketHost = (host: string): string => (host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host);

/**
 * A nodemailer transport of its own (not pooled) to a user's SMTP server: its security mode, its login, time-outs of
 * `timeoutMs` for the connection, the greeting and each answer, and TLS certificates always verified (one that does not
 * verify is an unreachable server, never accepted blindly: ADR 017). The mailbox check and the test send use it; a
 * server without login (the local test mailbox) gets no `auth`. `pool`: one kept-open connection for many mails (the
 * sequence sender, one transport per mailbox per run; close it after).
 */
export function createMailboxSmtpTransport(smtp: MailboxSmtpServer, timeoutMs: number, options: { readonly pool?: boolean } = {}) {
  const auth = smtpAuthOf(smtp);
  return nodemailer.createTransport({
    ...(options.pool === true ? { pool: true as const, maxConnections: 1, maxMessages: Infinity } : {}),
    host: socketHost(smtp.host),
    port: smtp.port,
    secure: smtp.security === 'tls',
    requireTLS: smtp.security === 'starttls',
    ignoreTLS: smtp.security === 'none',
    ...(auth === undefined ? {} : { auth }),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    tls: { rejectUnauthorized: true },
    logger: false,
    debug: false,
  });
}
