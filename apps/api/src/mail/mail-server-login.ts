import type { MailSecurity } from '@cible/core';

/** Where a mail server is and who logs in to it (no secret). */
export interface MailServerAddress {
  readonly host: string;
  readonly port: number;
  readonly security: MailSecurity;
  readonly user: string;
}

/**
 * A mail server with what proves the login: a password (SMTP + IMAP credentials, ADR 017) or an OAuth 2 access token
 * sent with SASL XOAUTH2 (a mailbox connected through Google or Microsoft, ADR 021).
 */
export type MailServerLogin = MailServerAddress &
  ({ readonly password: string; readonly accessToken?: undefined } | { readonly accessToken: string; readonly password?: undefined });

/**
 * A server that takes no login: the local test mailbox's SMTP catcher on this machine (no TLS, no AUTH; ADR 022).
 */
export interface OpenMailServer {
  readonly host: string;
  readonly port: number;
  readonly security: 'none';
  readonly user: null;
  readonly password?: undefined;
  readonly accessToken?: undefined;
}

/** The SMTP server a mailbox sends through: with a login (password or OAuth token), or the local catcher without. */
export type MailboxSmtpServer = MailServerLogin | OpenMailServer;

/**
 * nodemailer's `auth` of a login: XOAUTH2 with the access token, the password (PLAIN / LOGIN), or none for a server
 * that takes no login.
 */
export function smtpAuthOf(server: MailboxSmtpServer) {
  if (server.user === null) return undefined;
  return server.accessToken === undefined
    ? { user: server.user, pass: server.password }
    : { type: 'OAuth2' as const, user: server.user, accessToken: server.accessToken };
}

/** imapflow's `auth` of a login: XOAUTH2 / OAUTHBEARER with the access token, or the password (LOGIN). */
export function imapAuthOf(server: MailServerLogin) {
  return server.accessToken === undefined ? { user: server.user, pass: server.password } : { user: server.user, accessToken: server.accessToken };
}
