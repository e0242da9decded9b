import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError } from './config-error';
import type { DatabaseConfig } from './db/database-config';
import { findRepoRoot } from './find-repo-root';
import { readOrCreateSecret } from './security/read-or-create-secret';
import { decodeSecretKey, generateSecretKey } from './security/secret-box';
import { MAILBOX_OAUTH_PROVIDERS, type MailboxOauthProvider, type MailSecurity } from '@cible/core';

export type Environment = 'development' | 'test' | 'production';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** The whole configuration of the API process, read once at start-up by {@link loadConfig}. */
export interface AppConfig {
  readonly environment: Environment;
  /** TCP port of the HTTP server (0 picks a free port). */
  readonly port: number;
  /** Interface the HTTP server binds to. */
  readonly host: string;
  readonly database: DatabaseConfig;
  /** Folder for everything the process keeps on disk (embedded database, generated secret). */
  readonly dataDir: string;
  /** HMAC secret of the session tokens (JWT). */
  readonly jwtSecret: string;
  readonly mail: {
    /** SMTP server URL; `null` starts the in-process SMTP catcher (development only). */
    readonly smtpUrl: string | null;
    /** SMTP_CATCHER_PORT: the catcher's port on 127.0.0.1 (absent: any free port), for a mail client of the developer's own. */
    readonly catcherPort?: number;
    readonly from: string;
    readonly supportMailbox: string;
  };
  /** Public base URL of the application, used in links sent by mail. No trailing slash. */
  readonly publicUrl: string;
  /** Folder of the built web app (index.html and assets). */
  readonly webDistDir: string;
  readonly logLevel: LogLevel;
  /** Base URL of the older "desk" application that some licences are sent to; `null` when not configured. */
  readonly deskHost: string | null;
  /** Which proxies to believe for the client address: none, all, a hop count, or addresses/CIDRs. */
  readonly trustProxy: boolean | number | readonly string[];
  /** HMAC key of the support chat's identity verification (GET /v1/users/intercom-verified-hash); `null`: off. */
  readonly intercomSecret: string | null;
  /** Create the demo organisations and users on an empty database (development only). */
  readonly seedDemoData: boolean;
  /** Feature flags published by GET /v1/users/global-configurations (`feature_<name>`). */
  readonly featureFlags: Readonly<Record<string, boolean>>;
  /**
   * Serve the development routes while the SMTP catcher runs: the mailbox (GET /v1/dev/mails…) and the notification
   * maker (POST /v1/dev/notifications). DEV_MAILBOX=on|off; default on only when HOST is a loopback address.
   */
  readonly devMailbox: boolean;
  /**
   * The alert jobs on pg-boss (docs/notifications.md "Alerts"): `alerts.match` on `matchCron` and the daily digest at
   * 07:00 Paris time. ALERT_JOBS=on|off, default on except with NODE_ENV=test (tests start them themselves);
   * ALERT_MATCH_CRON, default every 5 minutes.
   */
  readonly alertJobs: { readonly enabled: boolean; readonly matchCron: string };
  /**
   * The daily task reminder on pg-boss (`tasks.remind`, 08:00 Paris time; docs/adr/028-sequence-targets-and-tasks.md).
   * TASK_REMINDER_JOBS=on|off, default on except with NODE_ENV=test (tests call the reminder themselves).
   */
  readonly taskReminderJobs: { readonly enabled: boolean };
  /**
   * Mailboxes connected with SMTP + IMAP credentials (docs/adr/017-smtp-imap-mailbox.md): the AES-256 key that seals
   * their passwords (MAIL_SECRET_KEY; default generated once into DATA_DIR/mail-secret-key) and the time-out of each
   * step of the check against the servers (MAILBOX_CHECK_TIMEOUT_SECONDS, default 10).
   */
  /**
   * File storage (docs/adr/023-file-storage.md): an S3-compatible bucket when S3_ENDPOINT, S3_BUCKET, S3_REGION,
   * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are all set (`s3`), else `null`: the built-in store in the database.
   */
  readonly fileStorage: { readonly s3: S3Config | null };
  /**
   * Exports (docs/adr/025-exports.md): EXPORT_JOBS=on|off runs the export job (pg-boss queue `exports.run`) in this
   * process, default on except with NODE_ENV=test (tests turn it on); the files go to the S3 bucket of `fileStorage`
   * when set (prefix `exports/`), else to EXPORTS_DIR, default DATA_DIR/exports (created when missing).
   */
  readonly exports: { readonly jobsEnabled: boolean; readonly dir: string };
  /**
   * The reply reader of sequences (docs/adr/031-sequence-replies-and-tracking.md): SEQUENCE_REPLY_JOBS=on|off reads the
   * owners' INBOXes every minute (pg-boss queue `sequences.read-replies`), default on except with NODE_ENV=test.
   */
  readonly sequenceReplies: { readonly jobsEnabled: boolean };
  /** The sequence runner's schedule (pg-boss, every minute; off under NODE_ENV=test unless SEQUENCE_RUNNER=on). */
  readonly sequenceRunner: { readonly enabled: boolean };
  /**
   * The sequence sender (docs/adr/030-sequence-sender.md): SEQUENCE_SENDER=on|off runs its loop in this process
   * (default on except with NODE_ENV=test); SEQUENCE_SENDER_INTERVAL_SECONDS between two runs (default 30);
   * SEQUENCE_SEND_LEASE_SECONDS after which a send still claimed is an unknown outcome (default 600).
   */
  readonly sequenceSender: { readonly enabled: boolean; readonly intervalMs: number; readonly leaseMs: number };
  /**
   * The campaign sender (docs/adr/038-campaign-sender.md): CAMPAIGN_SENDER=on|off runs its pg-boss job in this process
   * (default on except with NODE_ENV=test); CAMPAIGN_SMTP_URL the relay (default SMTP_URL, else the dev catcher);
   * CAMPAIGN_MAILS_PER_SECOND_PER_DOMAIN the throttle per sender domain (default 10); CAMPAIGN_SEND_LEASE_SECONDS after
   * which a send still claimed is an unknown outcome (default 600); CAMPAIGN_UNSUBSCRIBE_MAILTO the house's opt-out
   * address for List-Unsubscribe (absent: the https link only). The journal (docs/adr/040): CAMPAIGN_JOURNAL_ADDRESS
   * gets a copy of every campaign mail (envelope only), CAMPAIGN_JOURNAL_IMAP_URL reads it (imap[s]://user:pass@host:port/
   * Folder), CAMPAIGN_JOURNAL_DELAY_SECONDS how late a copy may arrive (default 60); both set or neither.
   */
  readonly campaignSender: {
    readonly enabled: boolean;
    readonly smtpUrl: string | null;
    readonly mailsPerSecondPerDomain: number;
    readonly leaseMs: number;
    readonly unsubscribeMailto: string | null;
    readonly journal: { readonly address: string; readonly imapUrl: string; readonly delayMs: number } | null;
  };
  /**
   * Bounces of campaign mails from delivery status notifications (docs/adr/042-campaign-dsn-bounces.md):
   * CAMPAIGN_BOUNCE_ADDRESS the envelope sender (Return-Path) of campaign mails (absent: their From), in VERP form
   * `local+<key>@domain` unless CAMPAIGN_BOUNCE_VERP=off; CAMPAIGN_BOUNCE_IMAP_URL the mailbox the reports arrive in
   * (imaps://user:password@host:port/INBOX), read every five minutes by CAMPAIGN_BOUNCE_JOBS=on|off (default on
   * except with NODE_ENV=test; nothing runs without the URL).
   */
  readonly campaignBounces: {
    readonly address: string | null;
    readonly verp: boolean;
    readonly imapUrl: string | null;
    readonly jobsEnabled: boolean;
  };
  /**
   * Campaign sending domains (docs/adr/032-campaigns-model.md): the DNS server of their live SPF/DKIM/DMARC check
   * (CAMPAIGN_DNS_SERVER host:port, default the system's), its time-out (CAMPAIGN_DNS_TIMEOUT_SECONDS, default 5), and
   * what the domain's SPF must allow: the campaign relay's address (CAMPAIGN_RELAY_IP, checked) and the include a
   * domain publishes for it (CAMPAIGN_SPF_INCLUDE; absent: `ip4:<relay>` is suggested instead).
   */
  readonly campaignDomains: {
    readonly dnsServer: string | null;
    readonly dnsTimeoutMs: number;
    readonly relayIp: string;
    readonly spfInclude: string | null;
  };
  readonly mailbox: {
    /** MAIL_SECRET_KEY decoded; `null`: the key of `secretKeyFile`, generated there on first use ({@link mailSecretKeyOf}). */
    readonly secretKey: Buffer | null;
    readonly secretKeyFile: string;
    readonly checkTimeoutMs: number;
    /**
     * Whether a user may name mail servers on internal addresses (loopback, private, link-local…): MAILBOX_INTERNAL_HOSTS
     * allow|deny; default allow only on a loopback HOST (development, tests), deny otherwise (ADR 017 "Servers a user
     * may name").
     */
    readonly allowInternalHosts: boolean;
    /**
     * Mailboxes connected by OAuth 2 (docs/adr/021-oauth-mailbox.md): each provider with a client id, `null` when not
     * configured; and the origins besides PUBLIC_URL's that a redirect URI may have (OAUTH_REDIRECT_ORIGINS).
     */
    readonly oauth: {
      readonly providers: Readonly<Record<MailboxOauthProvider, OauthProviderConfig | null>>;
      readonly redirectOrigins: readonly string[];
    };
  };
}

/** An S3-compatible bucket: uploads are presigned PUTs to `{endpoint}/{bucket}/{key}` (path style), served from there. */
export interface S3Config {
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

const S3_VARS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The S3 bucket of the environment: all five variables, or none (`null`); some only is a problem. */
function s3ConfigOf(vars: Readonly<Record<string, string | undefined>>, problems: string[]): S3Config | null {
  const set = S3_VARS.filter((name) => vars[name] !== undefined);
  if (set.length === 0) return null;
  if (set.length < S3_VARS.length) {
    problems.push(`${S3_VARS.filter((name) => vars[name] === undefined).join(', ')}: required with ${set.join(', ')} (an S3 bucket needs all five)`);
    return null;
  }
  return {
    endpoint: vars.S3_ENDPOINT!.replace(/\/+$/, ''),
    bucket: vars.S3_BUCKET!,
    region: vars.S3_REGION!,
    accessKeyId: vars.S3_ACCESS_KEY_ID!,
    secretAccessKey: vars.S3_SECRET_ACCESS_KEY!,
  };
}

/** A mail server of an OAuth provider (no login: the address the provider answers is the login). */
export interface OauthMailServer {
  readonly host: string;
  readonly port: number;
  readonly security: MailSecurity;
}

/** One OAuth provider as configured: its client, its endpoints, its scopes and its mail servers. */
export interface OauthProviderConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly scopes: readonly string[];
  /** Extra query parameters of the authorize URL (Google: offline access and consent, for a refresh token). */
  readonly authorizeParams: Readonly<Record<string, string>>;
  readonly smtp: OauthMailServer;
  readonly imap: OauthMailServer;
}

/** Feature flags and their defaults; FEATURE_FLAGS=name=true,other=false overrides them. */
export const DEFAULT_FEATURE_FLAGS: Readonly<Record<string, boolean>> = {
  ai_assistant: true,
  linkedin_connection: true,
  self_hosted_analytics: true,
};

/** An empty variable counts as absent (so `FOO=` in a .env file falls back to the default). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** The providers' public defaults: endpoints, scopes, authorize parameters, SMTP and IMAP servers (ADR 021). */
export const OAUTH_PROVIDER_DEFAULTS: Readonly<Record<MailboxOauthProvider, Omit<OauthProviderConfig, 'clientId' | 'clientSecret'>>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    scopes: ['https://mail.google.com/', 'openid', 'email'],
    authorizeParams: { access_type: 'offline', prompt: 'consent' },
    smtp: { host: 'smtp.gmail.com', port: 465, security: 'tls' },
    imap: { host: 'imap.gmail.com', port: 993, security: 'tls' },
  },
  microsoft: {
    authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    scopes: ['offline_access', 'openid', 'email', 'https://outlook.office.com/SMTP.Send', 'https://outlook.office.com/IMAP.AccessAsUser.All'],
    authorizeParams: {},
    smtp: { host: 'smtp.office365.com', port: 587, security: 'starttls' },
    imap: { host: 'outlook.office365.com', port: 993, security: 'tls' },
  },
};

/** `security://host:port` of a provider's mail server override (security: tls, starttls or none). */
const MAIL_SERVER_PATTERN = /^(tls|starttls|none):\/\/([^\s/:]+|\[[0-9A-Fa-f:.]+\]):(\d{1,5})$/;

function parseMailServer(value: string): OauthMailServer | null {
  const match = MAIL_SERVER_PATTERN.exec(value.trim());
  if (match === null) return null;
  const port = Number(match[3]);
  if (port < 1 || port > 65_535) return null;
  return { security: match[1] as MailSecurity, host: match[2]!, port };
}

const mailServerVar = optional(z.string().refine((value) => parseMailServer(value) !== null, 'must be tls|starttls|none://host:port'));

/** The variables of one OAuth provider, `GOOGLE_OAUTH_*` or `MICROSOFT_OAUTH_*` (ADR 021, docs/api.md). */
const oauthProviderVars = (prefix: string) => ({
  /** The OAuth client id; absent: the provider is not configured. */
  [`${prefix}_OAUTH_CLIENT_ID`]: optional(z.string().max(512)),
  /** The OAuth client secret (required with the client id). */
  [`${prefix}_OAUTH_CLIENT_SECRET`]: optional(z.string().max(512)),
  /** Authorize endpoint override (tests, self-hosted identity providers). */
  [`${prefix}_OAUTH_AUTHORIZE_URL`]: optional(httpUrl),
  /** Token endpoint override. */
  [`${prefix}_OAUTH_TOKEN_URL`]: optional(httpUrl),
  /** SMTP server override, `tls|starttls|none://host:port`. */
  [`${prefix}_OAUTH_SMTP_SERVER`]: mailServerVar,
  /** IMAP server override, `tls|starttls|none://host:port`. */
  [`${prefix}_OAUTH_IMAP_SERVER`]: mailServerVar,
});

const PROVIDER_PREFIXES: Readonly<Record<MailboxOauthProvider, string>> = { google: 'GOOGLE', microsoft: 'MICROSOFT' };

/** The configuration of one provider from the parsed variables; `null` without a client id. */
function oauthProviderOf(provider: MailboxOauthProvider, vars: Readonly<Record<string, string | undefined>>, problems: string[]): OauthProviderConfig | null {
  const prefix = PROVIDER_PREFIXES[provider];
  const clientId = vars[`${prefix}_OAUTH_CLIENT_ID`];
  const clientSecret = vars[`${prefix}_OAUTH_CLIENT_SECRET`];
  if (clientId === undefined) {
    if (clientSecret !== undefined) problems.push(`${prefix}_OAUTH_CLIENT_ID: required with ${prefix}_OAUTH_CLIENT_SECRET`);
    return null;
  }
  if (clientSecret === undefined) {
    problems.push(`${prefix}_OAUTH_CLIENT_SECRET: required with ${prefix}_OAUTH_CLIENT_ID`);
    return null;
  }
  const defaults = OAUTH_PROVIDER_DEFAULTS[provider];
  const server = (name: string, fallback: OauthMailServer) => {
    const value = vars[`${prefix}_OAUTH_${name}_SERVER`];
    return value === undefined ? fallback : (parseMailServer(value) ?? fallback);
  };
  return {
    ...defaults,
    clientId,
    clientSecret,
    authorizeUrl: vars[`${prefix}_OAUTH_AUTHORIZE_URL`] ?? defaults.authorizeUrl,
    tokenUrl: vars[`${prefix}_OAUTH_TOKEN_URL`] ?? defaults.tokenUrl,
    smtp: server('SMTP', defaults.smtp),
    imap: server('IMAP', defaults.imap),
  };
}

/** OAUTH_REDIRECT_ORIGINS: comma-separated http(s) origins. */
function parseOrigins(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => new URL(entry).origin);
}

/**
 * Every environment variable the API reads, with its rule. docs/api.md carries the same table for operators.
 * Paths may be relative: they are resolved against the directory `npm` was started from (INIT_CWD) or the current one.
 */
const environmentSchema = z.object({
  /** `development` (default), `test` or `production`. Production requires JWT_SECRET and SMTP_URL. */
  NODE_ENV: optional(z.enum(['development', 'test', 'production'])),
  /** HTTP port, default 3000. */
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  /** Bind address, default 127.0.0.1 (set 0.0.0.0 in a container or behind a load balancer). */
  HOST: optional(z.string()),
  /** postgres://user:password@host:port/database. Absent: embedded PGlite in DATA_DIR. */
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
  /** Connections per API process in server mode, default 10 (the embedded store always uses 1). */
  DATABASE_POOL_MAX: optional(z.coerce.number().int().min(1).max(200)),
  /** Data folder, default `<repo>/.data`. */
  DATA_DIR: optional(z.string()),
  /** At least 32 characters. Absent: generated once into DATA_DIR/jwt-secret (not allowed in production). */
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  /** smtp(s)://user:password@host:port. Absent: in-process SMTP catcher, mails readable at /v1/dev/mails. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  /** The in-process SMTP catcher's port on 127.0.0.1 when SMTP_URL is absent; default any free port. */
  SMTP_CATCHER_PORT: optional(z.coerce.number().int().min(1).max(65_535)),
  /** Sender of outgoing mail, default `Cible <no-reply@cible.localhost>`. */
  MAIL_FROM: optional(z.string()),
  /** Mailbox that receives help requests, default support@cible.localhost. */
  SUPPORT_MAILBOX: optional(z.email({ error: 'must be an email address' })),
  /** Public URL of the app, default http://localhost:<PORT>. */
  PUBLIC_URL: optional(httpUrl),
  /** Built web app, default `<repo>/apps/web/dist`. */
  WEB_DIST_DIR: optional(z.string()),
  /** Log level, default info. */
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  /** Base URL of the older desk application. */
  DESK_HOST: optional(httpUrl),
  /** `true`, `false` (default), a hop count, or comma-separated trusted proxy addresses. */
  TRUST_PROXY: optional(z.string()),
  /** Support-chat identity-verification secret. Absent: the hash call answers null. */
  INTERCOM_SECRET: optional(z.string().min(16, 'must be at least 16 characters long')),
  /** `true` or `false`; default true in development, false otherwise; never allowed in production. */
  SEED_DEMO_DATA: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  /** Comma-separated `name=true|false` overrides of the feature flags. */
  FEATURE_FLAGS: optional(
    z.string().regex(/^\s*[a-z][a-z0-9_]*=(true|false)\s*(,\s*[a-z][a-z0-9_]*=(true|false)\s*)*$/, 'must be name=true|false pairs separated by commas'),
  ),
  /**
   * `on` or `off`: the development mailbox and notification maker (only while the SMTP catcher runs). Default on when
   * HOST is loopback (127.0.0.1, ::1, localhost), off otherwise; not allowed on in production.
   */
  DEV_MAILBOX: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  /** `on` (default, except NODE_ENV=test) or `off`: run the alert jobs (matching and the daily digest) in this process. */
  ALERT_JOBS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  TASK_REMINDER_JOBS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  /** `on` (default, except NODE_ENV=test) or `off`: run the export job in this process. */
  EXPORT_JOBS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  /** `on` (default, except NODE_ENV=test) or `off`: read the sequence owners' mailboxes for replies in this process. */
  SEQUENCE_REPLY_JOBS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  SEQUENCE_RUNNER: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  /** `on` (default, except NODE_ENV=test) or `off`: run the sequence sender's loop in this process. */
  SEQUENCE_SENDER: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  /** Seconds between two runs of the sequence sender, default 30. */
  SEQUENCE_SENDER_INTERVAL_SECONDS: optional(z.coerce.number().min(0.05).max(3600)),
  /** Seconds after which a send still claimed (a crash) is an unknown outcome, checked in the Sent folder; default 600. */
  SEQUENCE_SEND_LEASE_SECONDS: optional(z.coerce.number().min(1).max(86_400)),
  /** `on` (default, except NODE_ENV=test) or `off`: run the campaign sender's job in this process. */
  CAMPAIGN_SENDER: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  /** The campaign relay (smtp://… or smtps://…); default SMTP_URL, else the development catcher. */
  CAMPAIGN_SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  /** Campaign mails per second per sender domain, default 10. */
  CAMPAIGN_MAILS_PER_SECOND_PER_DOMAIN: optional(z.coerce.number().min(0.1).max(10_000)),
  /** Seconds after which a campaign send still claimed (a crash) is an unknown outcome, default 600. */
  CAMPAIGN_SEND_LEASE_SECONDS: optional(z.coerce.number().min(1).max(86_400)),
  /** The house's opt-out mailbox, added to List-Unsubscribe as a mailto: URL. */
  CAMPAIGN_UNSUBSCRIBE_MAILTO: optional(z.email({ error: 'must be an e-mail address' })),
  /** The envelope sender (Return-Path) of campaign mails, where delivery reports go; absent: their From address. */
  CAMPAIGN_BOUNCE_ADDRESS: optional(z.email({ error: 'must be an e-mail address' })),
  /** `on` (default) or `off`: the envelope sender in VERP form `local+<key>@domain` (the bounce mailbox takes sub-addresses). */
  CAMPAIGN_BOUNCE_VERP: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  /** The bounce mailbox read for delivery reports: imaps://user:password@host:port/INBOX (imap:// for a loopback test server). */
  CAMPAIGN_BOUNCE_IMAP_URL: optional(z.string().regex(/^imaps?:\/\/[^\s:@/]+:[^\s@/]+@\S+$/, 'must be an imaps://user:password@host:port/folder URL')),
  /** `on` (default, except NODE_ENV=test) or `off`: run the campaign bounce reader's job in this process. */
  CAMPAIGN_BOUNCE_JOBS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  /** The journal mailbox's address: every campaign mail is also delivered there (envelope only; docs/adr/040). */
  CAMPAIGN_JOURNAL_ADDRESS: optional(z.email({ error: 'must be an e-mail address' })),
  /** Where the journal is read: imap://user:password@host:port/Folder (imaps:// for TLS). */
  CAMPAIGN_JOURNAL_IMAP_URL: optional(z.string().regex(/^imaps?:\/\/\S+$/, 'must be an imap:// or imaps:// URL')),
  /** How long after the lease a copy may still reach the journal (the relay's delivery delay), default 60. */
  CAMPAIGN_JOURNAL_DELAY_SECONDS: optional(z.coerce.number().min(0).max(86_400)),
  /** The DNS server (`host` or `host:port`) of the sending domains' check. Absent: the system's resolvers. */
  CAMPAIGN_DNS_SERVER: optional(z.string().regex(/^[A-Za-z0-9.:[\]-]{1,100}$/, 'must be host or host:port')),
  /** Time-out in seconds of each DNS query of a sending domain's check, default 5. */
  CAMPAIGN_DNS_TIMEOUT_SECONDS: optional(z.coerce.number().min(0.05).max(60)),
  /** The IPv4 address campaigns leave from (the relay), checked in each domain's SPF. Default 127.0.0.1. */
  CAMPAIGN_RELAY_IP: optional(z.ipv4({ error: 'must be an IPv4 address' })),
  /** The SPF include a domain publishes for the relay (`_spf.example.com`). Absent: `ip4:<CAMPAIGN_RELAY_IP>`. */
  CAMPAIGN_SPF_INCLUDE: optional(z.string().regex(/^([a-z0-9_-]+\.)+[a-z]{2,63}$/i, 'must be a domain name')),
  /** The folder of the export files when no S3 bucket is set. Absent: DATA_DIR/exports. */
  EXPORTS_DIR: optional(z.string()),
  /** The cron of the alert matching job (5 fields, Paris time), default every 5 minutes. */
  ALERT_MATCH_CRON: optional(z.string().regex(/^\S+( \S+){4}$/, { error: 'must be a 5-field cron expression' })),
  /** 32 random bytes in base64 (`openssl rand -base64 32`): seals mailbox passwords. Absent: generated once into DATA_DIR/mail-secret-key (not allowed in production). */
  MAIL_SECRET_KEY: optional(z.string().refine((value) => decodeSecretKey(value) !== null, 'must be 32 bytes in base64 (openssl rand -base64 32)')),
  /** Time-out in seconds of each step of a mailbox check (SMTP, then IMAP), default 10. */
  MAILBOX_CHECK_TIMEOUT_SECONDS: optional(z.coerce.number().min(0.1).max(120)),
  /** `allow` or `deny`: mail servers on internal addresses. Default allow on a loopback HOST only. */
  MAILBOX_INTERNAL_HOSTS: optional(z.enum(['allow', 'deny'], { error: 'must be allow or deny' })),
  /** An S3-compatible bucket for uploaded files (all five or none; docs/adr/023-file-storage.md). */
  S3_ENDPOINT: optional(httpUrl),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as eu-west-3')),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  ...oauthProviderVars('GOOGLE'),
  ...oauthProviderVars('MICROSOFT'),
  /** Comma-separated origins (besides PUBLIC_URL's) an OAuth redirect URI may have, e.g. a separate web front. */
  OAUTH_REDIRECT_ORIGINS: optional(
    z.string().refine((value) => value.split(',').every((entry) => entry.trim() === '' || httpUrl.safeParse(entry.trim()).success), 'must be http(s) origins separated by commas'),
  ),
});

/** The loopback bind addresses: a server bound to one of them is reachable from this machine only. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', '::1', '[::1]', 'localhost']);

export interface LoadConfigOptions {
  /** Monorepo root used for the default folders; found from this module's location when absent. */
  readonly repoRoot?: string;
}

/** A background job's switch: `on` or `off` when set; absent, on except under NODE_ENV=test (tests start jobs themselves). */
const jobSwitch = (value: 'on' | 'off' | undefined, environment: string): boolean => (value === undefined ? environment !== 'test' : value === 'on');

/** The campaign journal (docs/adr/040): both the address and the IMAP URL, or neither. */
function campaignJournalOf(address: string | undefined, imapUrl: string | undefined, delaySeconds: number | undefined, problems: string[]) {
  if (address === undefined && imapUrl === undefined) return null;
  if (address === undefined || imapUrl === undefined) {
    problems.push('CAMPAIGN_JOURNAL_ADDRESS and CAMPAIGN_JOURNAL_IMAP_URL: set both or neither (the journal is written and read)');
    return null;
  }
  return { address, imapUrl, delayMs: Math.round((delaySeconds ?? 60) * 1000) };
}

/**
 * Parses and validates the environment once. Throws a {@link ConfigError} listing every problem.
 * Side effect: without JWT_SECRET (outside production) the generated secret is read from or written to DATA_DIR.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const vars = parsed.data;
  const environment: Environment = vars.NODE_ENV ?? 'development';
  const problems: string[] = [];
  if (environment === 'production' && vars.JWT_SECRET === undefined) {
    problems.push('JWT_SECRET: required when NODE_ENV=production (at least 32 random characters)');
  }
  if (environment === 'production' && vars.SMTP_URL === undefined) {
    problems.push('SMTP_URL: required when NODE_ENV=production (the SMTP catcher is for development only)');
  }
  if (environment === 'production' && vars.MAIL_SECRET_KEY === undefined) {
    problems.push('MAIL_SECRET_KEY: required when NODE_ENV=production (openssl rand -base64 32)');
  }
  if (environment === 'production' && vars.SEED_DEMO_DATA === 'true') {
    problems.push('SEED_DEMO_DATA: demo accounts with a published password are not allowed when NODE_ENV=production');
  }
  if (environment === 'production' && vars.DEV_MAILBOX === 'on') {
    problems.push('DEV_MAILBOX: the development mailbox is not allowed when NODE_ENV=production');
  }
  const oauthProviders = Object.fromEntries(
    MAILBOX_OAUTH_PROVIDERS.map((provider) => [provider, oauthProviderOf(provider, vars as Record<string, string | undefined>, problems)]),
  ) as Record<MailboxOauthProvider, OauthProviderConfig | null>;
  const s3 = s3ConfigOf(vars as Record<string, string | undefined>, problems);
  const campaignJournal = campaignJournalOf(vars.CAMPAIGN_JOURNAL_ADDRESS, vars.CAMPAIGN_JOURNAL_IMAP_URL, vars.CAMPAIGN_JOURNAL_DELAY_SECONDS, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  const repoRoot = options.repoRoot ?? findRepoRoot(fileURLToPath(new URL('.', import.meta.url)));
  const baseDir = env.INIT_CWD ?? process.cwd();
  const pathFrom = (value: string | undefined, fallback: string): string =>
    value === undefined ? fallback : isAbsolute(value) ? value : resolve(baseDir, value);

  const port = vars.PORT ?? 3000;
  const host = vars.HOST ?? '127.0.0.1';
  const dataDir = pathFrom(vars.DATA_DIR, join(repoRoot, '.data'));
  const database: DatabaseConfig =
    vars.DATABASE_URL === undefined
      ? { kind: 'embedded', dataDir: join(dataDir, 'pgdata') }
      : { kind: 'server', url: vars.DATABASE_URL, poolMax: vars.DATABASE_POOL_MAX ?? 10 };

  return {
    environment,
    port,
    host,
    database,
    dataDir,
    jwtSecret: vars.JWT_SECRET ?? readOrCreateSecret(join(dataDir, 'jwt-secret')),
    mail: {
      smtpUrl: vars.SMTP_URL ?? null,
      ...(vars.SMTP_CATCHER_PORT === undefined ? {} : { catcherPort: vars.SMTP_CATCHER_PORT }),
      from: vars.MAIL_FROM ?? 'Cible <no-reply@cible.localhost>',
      supportMailbox: vars.SUPPORT_MAILBOX ?? 'support@cible.localhost',
    },
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    webDistDir: pathFrom(vars.WEB_DIST_DIR, join(repoRoot, 'apps', 'web', 'dist')),
    logLevel: vars.LOG_LEVEL ?? 'info',
    deskHost: vars.DESK_HOST?.replace(/\/+$/, '') ?? null,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    intercomSecret: vars.INTERCOM_SECRET ?? null,
    seedDemoData: vars.SEED_DEMO_DATA === undefined ? environment === 'development' : vars.SEED_DEMO_DATA === 'true',
    featureFlags: { ...DEFAULT_FEATURE_FLAGS, ...parseFeatureFlags(vars.FEATURE_FLAGS) },
    devMailbox: vars.DEV_MAILBOX === undefined ? LOOPBACK_HOSTS.has(host.trim().toLowerCase()) : vars.DEV_MAILBOX === 'on',
    alertJobs: {
      enabled: jobSwitch(vars.ALERT_JOBS, environment),
      matchCron: vars.ALERT_MATCH_CRON ?? '*/5 * * * *',
    },
    taskReminderJobs: { enabled: jobSwitch(vars.TASK_REMINDER_JOBS, environment) },
    fileStorage: { s3 },
    sequenceRunner: { enabled: jobSwitch(vars.SEQUENCE_RUNNER, environment) },
    exports: {
      jobsEnabled: jobSwitch(vars.EXPORT_JOBS, environment),
      dir: pathFrom(vars.EXPORTS_DIR, join(dataDir, 'exports')),
    },
    sequenceReplies: { jobsEnabled: jobSwitch(vars.SEQUENCE_REPLY_JOBS, environment) },
    sequenceSender: {
      enabled: jobSwitch(vars.SEQUENCE_SENDER, environment),
      intervalMs: Math.round((vars.SEQUENCE_SENDER_INTERVAL_SECONDS ?? 30) * 1000),
      leaseMs: Math.round((vars.SEQUENCE_SEND_LEASE_SECONDS ?? 600) * 1000),
    },
    campaignSender: {
      enabled: jobSwitch(vars.CAMPAIGN_SENDER, environment),
      smtpUrl: vars.CAMPAIGN_SMTP_URL ?? vars.SMTP_URL ?? null,
      mailsPerSecondPerDomain: vars.CAMPAIGN_MAILS_PER_SECOND_PER_DOMAIN ?? 10,
      leaseMs: Math.round((vars.CAMPAIGN_SEND_LEASE_SECONDS ?? 600) * 1000),
      unsubscribeMailto: vars.CAMPAIGN_UNSUBSCRIBE_MAILTO ?? null,
      journal: campaignJournal,
    },
    campaignBounces: {
      address: vars.CAMPAIGN_BOUNCE_ADDRESS ?? null,
      verp: vars.CAMPAIGN_BOUNCE_VERP !== 'off',
      imapUrl: vars.CAMPAIGN_BOUNCE_IMAP_URL ?? null,
      jobsEnabled: jobSwitch(vars.CAMPAIGN_BOUNCE_JOBS, environment),
    },
    campaignDomains: {
      dnsServer: vars.CAMPAIGN_DNS_SERVER ?? null,
      dnsTimeoutMs: Math.round((vars.CAMPAIGN_DNS_TIMEOUT_SECONDS ?? 5) * 1000),
      relayIp: vars.CAMPAIGN_RELAY_IP ?? '127.0.0.1',
      spfInclude: vars.CAMPAIGN_SPF_INCLUDE ?? null,
    },
    mailbox: {
      secretKey: vars.MAIL_SECRET_KEY === undefined ? null : decodeSecretKey(vars.MAIL_SECRET_KEY),
      secretKeyFile: join(dataDir, 'mail-secret-key'),
      checkTimeoutMs: Math.round((vars.MAILBOX_CHECK_TIMEOUT_SECONDS ?? 10) * 1000),
      allowInternalHosts:
        vars.MAILBOX_INTERNAL_HOSTS === undefined ? LOOPBACK_HOSTS.has(host.trim().toLowerCase()) : vars.MAILBOX_INTERNAL_HOSTS === 'allow',
      oauth: { providers: oauthProviders, redirectOrigins: parseOrigins(vars.OAUTH_REDIRECT_ORIGINS) },
    },
  };
}

/**
 * The key that seals mailbox passwords: MAIL_SECRET_KEY, else the one generated once into DATA_DIR/mail-secret-key
 * (mode 0600; read back on every start). A file that does not hold 32 bytes in base64 is a ConfigError naming it.
 */
export function mailSecretKeyOf(mailbox: AppConfig['mailbox']): Buffer {
  if (mailbox.secretKey !== null) return mailbox.secretKey;
  const key = decodeSecretKey(readOrCreateSecret(mailbox.secretKeyFile, generateSecretKey));
  if (key === null) throw new ConfigError([`MAIL_SECRET_KEY: the key in ${mailbox.secretKeyFile} is not 32 bytes in base64`]);
  return key;
}

function parseFeatureFlags(value: string | undefined): Record<string, boolean> {
  if (value === undefined) return {};
  return Object.fromEntries(
    value.split(',').map((pair) => {
      const [name = '', flag] = pair.split('=').map((part) => part.trim());
      return [name, flag === 'true'];
    }),
  );
}

function parseTrustProxy(value: string | undefined): boolean | number | readonly string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
