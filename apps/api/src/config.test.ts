import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, mailSecretKeyOf } from './config';
import { ConfigError } from './config-error';

const SECRET = 'a-test-secret-that-is-long-enough-32+';

describe('loadConfig', () => {
  let dataDir: string;
  const repoRoot = '/srv/cible';

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cible-config-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the documented defaults: embedded database in <repo>/.data, SMTP catcher, port 3000', () => {
    const config = loadConfig({ JWT_SECRET: SECRET }, { repoRoot });
    expect(config).toMatchObject({
      environment: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/cible/.data',
      database: { kind: 'embedded', dataDir: '/srv/cible/.data/pgdata' },
      jwtSecret: SECRET,
      mail: { smtpUrl: null, from: 'Cible <no-reply@cible.localhost>', supportMailbox: 'support@cible.localhost' },
      publicUrl: 'http://localhost:3000',
      webDistDir: '/srv/cible/apps/web/dist',
      logLevel: 'info',
      deskHost: null,
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://cible:pw@db.internal:5432/cible',
        DATABASE_POOL_MAX: '20',
        DATA_DIR: dataDir,
        JWT_SECRET: SECRET,
        SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
        MAIL_FROM: 'Cible <bonjour@cible.fr>',
        SUPPORT_MAILBOX: 'support@cible.fr',
        PUBLIC_URL: 'https://app.cible.fr/',
        WEB_DIST_DIR: '/opt/cible/web',
        LOG_LEVEL: 'warn',
        DESK_HOST: 'https://desk.cible.fr/',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        MAIL_SECRET_KEY: Buffer.alloc(32, 3).toString('base64'),
        MAILBOX_CHECK_TIMEOUT_SECONDS: '2.5',
        MAILBOX_INTERNAL_HOSTS: 'allow',
      },
      { repoRoot },
    );
    expect(config).toMatchObject({
      environment: 'production',
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'server', url: 'postgres://cible:pw@db.internal:5432/cible', poolMax: 20 },
      mail: { smtpUrl: 'smtps://user:pw@smtp.example.com:465', from: 'Cible <bonjour@cible.fr>', supportMailbox: 'support@cible.fr' },
      publicUrl: 'https://app.cible.fr',
      webDistDir: '/opt/cible/web',
      logLevel: 'warn',
      deskHost: 'https://desk.cible.fr',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      mailbox: { secretKey: Buffer.alloc(32, 3), checkTimeoutMs: 2_500, allowInternalHosts: true },
    });
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: '2' }, { repoRoot }).trustProxy).toBe(2);
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: 'true' }, { repoRoot }).trustProxy).toBe(true);
  });

  it('reads the sending-domain check’s DNS server, time-out and relay, with defaults, and refuses bad values', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }, { repoRoot }).campaignDomains).toEqual({ dnsServer: null, dnsTimeoutMs: 5_000, relayIp: '127.0.0.1', spfInclude: null });
    const configured = loadConfig(
      { JWT_SECRET: SECRET, CAMPAIGN_DNS_SERVER: '10.0.0.53:5353', CAMPAIGN_DNS_TIMEOUT_SECONDS: '1.5', CAMPAIGN_RELAY_IP: '203.0.113.7', CAMPAIGN_SPF_INCLUDE: '_spf.cible.fr' },
      { repoRoot },
    );
    expect(configured.campaignDomains).toEqual({ dnsServer: '10.0.0.53:5353', dnsTimeoutMs: 1_500, relayIp: '203.0.113.7', spfInclude: '_spf.cible.fr' });
    expect(() => loadConfig({ JWT_SECRET: SECRET, CAMPAIGN_RELAY_IP: 'relay.cible.fr' }, { repoRoot })).toThrow(/CAMPAIGN_RELAY_IP/);
    expect(() => loadConfig({ JWT_SECRET: SECRET, CAMPAIGN_DNS_SERVER: '8.8.8.8; rm' }, { repoRoot })).toThrow(/CAMPAIGN_DNS_SERVER/);
    expect(() => loadConfig({ JWT_SECRET: SECRET, CAMPAIGN_SPF_INCLUDE: 'not a domain' }, { repoRoot })).toThrow(/CAMPAIGN_SPF_INCLUDE/);
  });

  it('reads the campaign journal (address and IMAP URL together, delay default 60 s), and refuses one without the other', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }, { repoRoot }).campaignSender.journal).toBeNull();
    const configured = loadConfig(
      { JWT_SECRET: SECRET, CAMPAIGN_JOURNAL_ADDRESS: 'journal@cible.fr', CAMPAIGN_JOURNAL_IMAP_URL: 'imaps://journal:secret@imap.cible.fr/Journal' },
      { repoRoot },
    );
    expect(configured.campaignSender.journal).toEqual({ address: 'journal@cible.fr', imapUrl: 'imaps://journal:secret@imap.cible.fr/Journal', delayMs: 60_000 });
    expect(loadConfig({ JWT_SECRET: SECRET, CAMPAIGN_JOURNAL_ADDRESS: 'j@cible.fr', CAMPAIGN_JOURNAL_IMAP_URL: 'imap://j:s@h/INBOX', CAMPAIGN_JOURNAL_DELAY_SECONDS: '5' }, { repoRoot }).campaignSender.journal?.delayMs).toBe(5_000);
    expect(() => loadConfig({ JWT_SECRET: SECRET, CAMPAIGN_JOURNAL_ADDRESS: 'journal@cible.fr' }, { repoRoot })).toThrow(/CAMPAIGN_JOURNAL_IMAP_URL/);
    expect(() => loadConfig({ JWT_SECRET: SECRET, CAMPAIGN_JOURNAL_IMAP_URL: 'https://imap.cible.fr' }, { repoRoot })).toThrow(/CAMPAIGN_JOURNAL_IMAP_URL/);
  });

  it('allows mail servers on internal addresses by default on a loopback HOST only', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }, { repoRoot }).mailbox.allowInternalHosts).toBe(true);
    expect(loadConfig({ JWT_SECRET: SECRET, HOST: '0.0.0.0' }, { repoRoot }).mailbox.allowInternalHosts).toBe(false);
    expect(loadConfig({ JWT_SECRET: SECRET, HOST: '0.0.0.0', MAILBOX_INTERNAL_HOSTS: 'allow' }, { repoRoot }).mailbox.allowInternalHosts).toBe(true);
    expect(loadConfig({ JWT_SECRET: SECRET, MAILBOX_INTERNAL_HOSTS: 'deny' }, { repoRoot }).mailbox.allowInternalHosts).toBe(false);
    expect(() => loadConfig({ JWT_SECRET: SECRET, MAILBOX_INTERNAL_HOSTS: 'maybe' }, { repoRoot })).toThrow(/MAILBOX_INTERNAL_HOSTS/);
  });

  it('seeds demo data by default in development only, never in production; reads the chat secret and feature flags', () => {
    const development = loadConfig({ JWT_SECRET: SECRET }, { repoRoot });
    expect(development).toMatchObject({ seedDemoData: true, intercomSecret: null });
    expect(development.featureFlags).toEqual({ ai_assistant: true, linkedin_connection: true, self_hosted_analytics: true });
    expect(loadConfig({ JWT_SECRET: SECRET, NODE_ENV: 'test' }, { repoRoot }).seedDemoData).toBe(false);
    expect(loadConfig({ JWT_SECRET: SECRET, SEED_DEMO_DATA: 'false' }, { repoRoot }).seedDemoData).toBe(false);
    expect(loadConfig({ JWT_SECRET: SECRET, NODE_ENV: 'test', SEED_DEMO_DATA: 'true' }, { repoRoot }).seedDemoData).toBe(true);
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET, SMTP_URL: 'smtp://mail:25', MAIL_SECRET_KEY: Buffer.alloc(32, 1).toString('base64') };
    expect(loadConfig(production, { repoRoot }).seedDemoData).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO_DATA: 'true' }, { repoRoot })).toThrow(/SEED_DEMO_DATA/);

    const configured = loadConfig(
      { JWT_SECRET: SECRET, INTERCOM_SECRET: 'chat-secret-0123456789', FEATURE_FLAGS: 'linkedin_connection=false, beta_inbox=true' },
      { repoRoot },
    );
    expect(configured.intercomSecret).toBe('chat-secret-0123456789');
    expect(configured.featureFlags).toEqual({ ai_assistant: true, linkedin_connection: false, self_hosted_analytics: true, beta_inbox: true });
    expect(() => loadConfig({ JWT_SECRET: SECRET, FEATURE_FLAGS: 'linkedin_connection' }, { repoRoot })).toThrow(/FEATURE_FLAGS/);
    expect(() => loadConfig({ JWT_SECRET: SECRET, INTERCOM_SECRET: 'short' }, { repoRoot })).toThrow(/INTERCOM_SECRET/);
  });

  it('runs the alert jobs by default except in tests; ALERT_JOBS=on|off decides, ALERT_MATCH_CRON sets the matching cron', () => {
    const jobs = (extra: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, ...extra }, { repoRoot }).alertJobs;
    expect(jobs({})).toEqual({ enabled: true, matchCron: '*/5 * * * *' });
    expect(jobs({ NODE_ENV: 'test' }).enabled).toBe(false);
    expect(jobs({ NODE_ENV: 'test', ALERT_JOBS: 'on' }).enabled).toBe(true);
    expect(jobs({ ALERT_JOBS: 'off' }).enabled).toBe(false);
    expect(jobs({ ALERT_MATCH_CRON: '*/2 * * * *' }).matchCron).toBe('*/2 * * * *');
    expect(() => jobs({ ALERT_MATCH_CRON: 'every minute' })).toThrow(/ALERT_MATCH_CRON/);
    expect(() => jobs({ ALERT_JOBS: 'yes' })).toThrow(/ALERT_JOBS: must be on or off/);
  });

  it('reads sequence replies by default except in tests; SEQUENCE_REPLY_JOBS=on|off decides', () => {
    const jobs = (extra: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, ...extra }, { repoRoot }).sequenceReplies;
    expect(jobs({})).toEqual({ jobsEnabled: true });
    expect(jobs({ NODE_ENV: 'test' }).jobsEnabled).toBe(false);
    expect(jobs({ NODE_ENV: 'test', SEQUENCE_REPLY_JOBS: 'on' }).jobsEnabled).toBe(true);
    expect(jobs({ SEQUENCE_REPLY_JOBS: 'off' }).jobsEnabled).toBe(false);
    expect(() => jobs({ SEQUENCE_REPLY_JOBS: 'yes' })).toThrow(/SEQUENCE_REPLY_JOBS: must be on or off/);
  });

  it('runs the sequence sender by default except in tests, every 30 s with a lease of 10 minutes unless set', () => {
    const sender = (extra: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, ...extra }, { repoRoot }).sequenceSender;
    expect(sender({})).toEqual({ enabled: true, intervalMs: 30_000, leaseMs: 600_000 });
    expect(sender({ NODE_ENV: 'test' }).enabled).toBe(false);
    expect(sender({ NODE_ENV: 'test', SEQUENCE_SENDER: 'on', SEQUENCE_SENDER_INTERVAL_SECONDS: '0.2', SEQUENCE_SEND_LEASE_SECONDS: '3' })).toEqual({
      enabled: true,
      intervalMs: 200,
      leaseMs: 3000,
    });
    expect(() => sender({ SEQUENCE_SENDER: 'yes' })).toThrow(/SEQUENCE_SENDER: must be on or off/);
    expect(() => sender({ SEQUENCE_SEND_LEASE_SECONDS: '0' })).toThrow(/SEQUENCE_SEND_LEASE_SECONDS/);
  });

  it('configures an OAuth mailbox provider only with its client id and secret; endpoints and mail servers overridable', () => {
    const oauth = (extra: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, ...extra }, { repoRoot }).mailbox.oauth;
    expect(oauth({}).providers).toEqual({ google: null, microsoft: null });
    const microsoft = oauth({ MICROSOFT_OAUTH_CLIENT_ID: 'ms-id', MICROSOFT_OAUTH_CLIENT_SECRET: 'ms-secret' }).providers.microsoft;
    expect(microsoft).toMatchObject({
      clientId: 'ms-id',
      tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      smtp: { host: 'smtp.office365.com', port: 587, security: 'starttls' },
      imap: { host: 'outlook.office365.com', port: 993, security: 'tls' },
    });
    expect(microsoft?.scopes).toContain('https://outlook.office.com/IMAP.AccessAsUser.All');
    const google = oauth({
      GOOGLE_OAUTH_CLIENT_ID: 'g-id',
      GOOGLE_OAUTH_CLIENT_SECRET: 'g-secret',
      GOOGLE_OAUTH_TOKEN_URL: 'http://127.0.0.1:9000/token',
      GOOGLE_OAUTH_SMTP_SERVER: 'none://127.0.0.1:2525',
      GOOGLE_OAUTH_IMAP_SERVER: 'tls://[::1]:993',
      OAUTH_REDIRECT_ORIGINS: 'https://front.cible.fr/, http://localhost:5173',
    });
    expect(google.providers.google).toMatchObject({
      tokenUrl: 'http://127.0.0.1:9000/token',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      smtp: { host: '127.0.0.1', port: 2525, security: 'none' },
      imap: { host: '[::1]', port: 993, security: 'tls' },
    });
    expect(google.redirectOrigins).toEqual(['https://front.cible.fr', 'http://localhost:5173']);
    expect(() => oauth({ GOOGLE_OAUTH_CLIENT_ID: 'g-id' })).toThrow(/GOOGLE_OAUTH_CLIENT_SECRET/);
    expect(() => oauth({ MICROSOFT_OAUTH_CLIENT_SECRET: 'x' })).toThrow(/MICROSOFT_OAUTH_CLIENT_ID/);
    expect(() => oauth({ GOOGLE_OAUTH_SMTP_SERVER: 'smtp.gmail.com:465' })).toThrow(/GOOGLE_OAUTH_SMTP_SERVER/);
    expect(() => oauth({ GOOGLE_OAUTH_IMAP_SERVER: 'tls://imap.gmail.com:70000' })).toThrow(/GOOGLE_OAUTH_IMAP_SERVER/);
    expect(() => oauth({ OAUTH_REDIRECT_ORIGINS: 'ftp://x' })).toThrow(/OAUTH_REDIRECT_ORIGINS/);
  });

  it('serves the development mailbox by default on a loopback HOST only; DEV_MAILBOX=on|off decides otherwise', () => {
    const withHost = (extra: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, ...extra }, { repoRoot }).devMailbox;
    expect(withHost({})).toBe(true);
    for (const host of ['127.0.0.1', '::1', 'localhost', 'LOCALHOST']) expect(withHost({ HOST: host }), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'cible.example.com']) expect(withHost({ HOST: host }), host).toBe(false);
    expect(withHost({ HOST: '0.0.0.0', DEV_MAILBOX: 'on' })).toBe(true);
    expect(withHost({ HOST: '127.0.0.1', DEV_MAILBOX: 'off' })).toBe(false);
    expect(withHost({ HOST: '0.0.0.0', DEV_MAILBOX: '' })).toBe(false);
    expect(() => withHost({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX: must be on or off/);
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', MAIL_SECRET_KEY: Buffer.alloc(32).toString('base64') };
    expect(withHost({ ...production, HOST: '127.0.0.1' })).toBe(true);
    expect(() => withHost({ ...production, DEV_MAILBOX: 'on' })).toThrow(/DEV_MAILBOX/);
  });

  it('uses an S3 bucket for uploaded files only with all five S3 variables, and names the missing ones', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir }, { repoRoot }).fileStorage).toEqual({ s3: null });
    const s3 = { S3_ENDPOINT: 'https://s3.eu-west-3.amazonaws.com/', S3_BUCKET: 'cible-files', S3_REGION: 'eu-west-3', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, ...s3 }, { repoRoot }).fileStorage.s3).toEqual({
      endpoint: 'https://s3.eu-west-3.amazonaws.com',
      bucket: 'cible-files',
      region: 'eu-west-3',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: s3.S3_BUCKET }, { repoRoot })).toThrow(
      /S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/,
    );
  });

  it('gives the SMTP catcher a fixed port only with SMTP_CATCHER_PORT, refusing a port out of range', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }, { repoRoot }).mail.catcherPort).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: SECRET, SMTP_CATCHER_PORT: '2525' }, { repoRoot }).mail.catcherPort).toBe(2525);
    expect(() => loadConfig({ JWT_SECRET: SECRET, SMTP_CATCHER_PORT: '70000' }, { repoRoot })).toThrow(/SMTP_CATCHER_PORT/);
  });

  it('treats an empty variable as absent', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, PORT: '', DATABASE_URL: ' ', SMTP_URL: '' }, { repoRoot });
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('embedded');
    expect(config.mail.smtpUrl).toBeNull();
  });

  it('resolves relative paths from the directory npm was started in', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: 'var/data', INIT_CWD: '/home/me/cible' }, { repoRoot });
    expect(config.dataDir).toBe('/home/me/cible/var/data');
    expect(config.database).toEqual({ kind: 'embedded', dataDir: '/home/me/cible/var/data/pgdata' });
  });

  it('generates the JWT secret once into DATA_DIR (mode 0600) and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir }, { repoRoot });
    const second = loadConfig({ DATA_DIR: dataDir }, { repoRoot });
    expect(first.jwtSecret).toHaveLength(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('requires JWT_SECRET and SMTP_URL in production, listing both problems', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }, { repoRoot })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }, { repoRoot });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringContaining('JWT_SECRET'),
        expect.stringContaining('SMTP_URL'),
        expect.stringContaining('MAIL_SECRET_KEY'),
      ]);
    }
  });

  it('reads MAIL_SECRET_KEY (32 bytes in base64), else generates one once into DATA_DIR (mode 0600)', () => {
    const key = Buffer.alloc(32, 9);
    const configured = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, MAIL_SECRET_KEY: key.toString('base64') }, { repoRoot });
    expect(mailSecretKeyOf(configured.mailbox).equals(key)).toBe(true);
    expect(configured.mailbox.checkTimeoutMs).toBe(10_000);
    expect(() => loadConfig({ JWT_SECRET: SECRET, MAIL_SECRET_KEY: Buffer.alloc(16).toString('base64') }, { repoRoot })).toThrow(/MAIL_SECRET_KEY/);
    expect(() => loadConfig({ JWT_SECRET: SECRET, MAILBOX_CHECK_TIMEOUT_SECONDS: '0' }, { repoRoot })).toThrow(/MAILBOX_CHECK_TIMEOUT_SECONDS/);
    expect(loadConfig({ JWT_SECRET: SECRET, MAILBOX_CHECK_TIMEOUT_SECONDS: '2' }, { repoRoot }).mailbox.checkTimeoutMs).toBe(2_000);

    const generated = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir }, { repoRoot });
    const first = mailSecretKeyOf(generated.mailbox);
    expect(first).toHaveLength(32);
    expect(mailSecretKeyOf(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir }, { repoRoot }).mailbox).equals(first)).toBe(true);
    expect(statSync(join(dataDir, 'mail-secret-key')).mode & 0o777).toBe(0o600);
    writeFileSync(join(dataDir, 'mail-secret-key'), 'abîmé\n');
    expect(() => mailSecretKeyOf(generated.mailbox)).toThrow(/mail-secret-key is not 32 bytes/);
  });

  it('lists every invalid variable by name', () => {
    try {
      loadConfig(
        { PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', LOG_LEVEL: 'loud', SUPPORT_MAILBOX: 'nope', PUBLIC_URL: 'ftp://x' },
        { repoRoot },
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
      expect(problems.sort()).toEqual(['DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL', 'PORT', 'PUBLIC_URL', 'SUPPORT_MAILBOX']);
      expect((error as Error).message).toContain('Invalid configuration');
    }
  });
});
