import type { MailServerCredentials } from '@cible/core';
import nodemailer from 'nodemailer';

/**
 * The SMTP server a mailbox sends through: a user's server with its login (`MailServerCredentials`), or the local test
 * mailbox's catcher on this machine, which takes no login (`user` and `password` null, no TLS; ADR 022).
 */
export type MailboxSmtpServer =
  | MailServerCredentials
  | { readonly host: string; readonly port: number; readonly security: 'none'; readonly user: null; readonly password: null };

/** A host as the socket wants it: an IPv6 literal without its brackets (`[::1]` → `::1`). */
export const socketHost = (host: string): string => (host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host);

/**
 * A nodemailer transport of its own (not pooled) to a user's SMTP server: its security mode, its login, time-outs of
 * `timeoutMs` for the connection, the greeting and each answer, and TLS certificates always verified (one that does not
 * verify is an unreachable server, never accepted blindly: ADR 017). The mailbox check and the test send use it; a
 * server without login (the local test mailbox) gets no `auth`.
 */
export function createMailboxSmtpTransport(smtp: MailboxSmtpServer, timeoutMs: number) {
  return nodemailer.createTransport({
    host: socketHost(smtp.host),
    port: smtp.port,
    secure: smtp.security === 'tls',
    requireTLS: smtp.security === 'starttls',
    ignoreTLS: smtp.security === 'none',
    ...(smtp.user === null ? {} : { auth: { user: smtp.user, pass: smtp.password } }),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    tls: { rejectUnauthorized: true },
    logger: false,
    debug: false,
  });
}
