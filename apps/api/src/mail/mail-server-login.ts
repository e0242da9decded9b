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

/** nodemailer's `auth` of a login: XOAUTH2 with the access token, or the password (PLAIN / LOGIN). */
export function smtpAuthOf(server: MailServerLogin) {
  return server.accessToken === undefined
    ? { user: server.user, pass: server.password }
    : { type: 'OAuth2' as const, user: server.user, accessToken: server.accessToken };
}

/** imapflow's `auth` of a login: XOAUTH2 / OAUTHBEARER with the access token, or the password (LOGIN). */
export function imapAuthOf(server: MailServerLogin) {
  return server.accessToken === undefined ? { user: server.user, pass: server.password } : { user: server.user, accessToken: server.accessToken };
}
