import { z } from 'zod';
import { ApiEmailSchema, PORT_LIMITS, safeString } from '../shared/api-primitives';

/** How a mail client talks to a server: TLS from the first byte, plain then STARTTLS, or plain only. */
export const MAIL_SECURITY_MODES = ['tls', 'starttls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITY_MODES)[number];

/** Longest host name (RFC 1035). */
const HOST_MAX_LENGTH = 253;
/** Longest login or password of a mail server sent to us (app passwords and long logins fit). */
const MAIL_SECRET_MAX_LENGTH = 512;

/** One DNS label: letters, digits and inner hyphens, 1 to 63 characters. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`);
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** An IPv6 literal in brackets (hex groups and colons, optional dotted tail); Node's net.isIP checks it fully. */
const IPV6_LITERAL = /^\[[0-9A-Fa-f:.]{2,45}\]$/;

/** Whether a text is a mail server's address: a host name, an IPv4 address or a bracketed IPv6 literal. */
export function isMailHost(value: string): boolean {
  return value.length <= HOST_MAX_LENGTH && (IPV4.test(value) || IPV6_LITERAL.test(value) || HOST_NAME.test(value));
}

/** A mail server's host (trimmed): a host name, an IPv4 address or a bracketed IPv6 literal. */
export const MailHostSchema = safeString().trim().min(1).max(HOST_MAX_LENGTH).refine(isMailHost, 'MAILBOX.HOST_INVALID');

/** A TCP port. */
export const MailPortSchema = z.number().int().min(1).max(65_535);

/** What connects to one server (SMTP or IMAP): host, port, security, login and password (never answered back). */
export const MailServerCredentialsSchema = z
  .object({
    host: MailHostSchema,
    port: MailPortSchema,
    security: z.enum(MAIL_SECURITY_MODES),
    user: safeString().min(1).max(MAIL_SECRET_MAX_LENGTH),
    password: safeString().min(1).max(MAIL_SECRET_MAX_LENGTH),
  })
  .strict();
export type MailServerCredentials = z.infer<typeof MailServerCredentialsSchema>;

/**
 * Connecting a mailbox with SMTP + IMAP credentials (designed): the address and display name used as the sender, the
 * SMTP server that sends and the IMAP server that reads replies. Checked against both servers before it is stored.
 */
export const SmtpImapCredentialsBodySchema = z
  .object({
    email: ApiEmailSchema,
    display_name: safeString().trim().max(PORT_LIMITS.name).nullable().optional(),
    smtp: MailServerCredentialsSchema,
    imap: MailServerCredentialsSchema,
  })
  .strict();
export type SmtpImapCredentialsBody = z.infer<typeof SmtpImapCredentialsBodySchema>;

/** The step of the check a connection failed at (`details.step` of the MAILBOX.* errors). */
export const MAILBOX_CHECK_STEPS = ['smtp', 'imap'] as const;
export type MailboxCheckStep = (typeof MAILBOX_CHECK_STEPS)[number];

/**
 * Why the servers refused a mailbox (designed codes, each a 422 of core's status table, `details.step` naming the
 * server): SMTP not reachable (refused, unknown host, TLS failure), SMTP login refused, IMAP not reachable, IMAP login
 * refused, no INBOX to read, a server silent past the time-out of a step, or a server on an internal address where this
 * service allows none (ADR 017 "Servers a user may name").
 */
export const MAILBOX_FAILURE_CODES = [
  'MAILBOX.SMTP_UNREACHABLE',
  'MAILBOX.SMTP_AUTH_FAILED',
  'MAILBOX.IMAP_UNREACHABLE',
  'MAILBOX.IMAP_AUTH_FAILED',
  'MAILBOX.IMAP_INBOX_MISSING',
  'MAILBOX.TIMEOUT',
  'MAILBOX.HOST_NOT_ALLOWED',
] as const;
export type MailboxFailureCode = (typeof MAILBOX_FAILURE_CODES)[number];

/** Whether an error code is one of {@link MAILBOX_FAILURE_CODES}. */
export function isMailboxFailureCode(code: unknown): code is MailboxFailureCode {
  return typeof code === 'string' && (MAILBOX_FAILURE_CODES as readonly string[]).includes(code);
}

/** The `provider` of a mailbox connected with SMTP + IMAP credentials (OAuth providers name themselves). */
export const SMTP_IMAP_PROVIDER = 'smtp_imap';
