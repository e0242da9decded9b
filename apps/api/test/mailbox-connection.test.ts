import { EmailCredentialsSchema } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailboxCredentialsRepository } from '../src/modules/connections/mailbox-credentials-repository';
import { createSecretBox, decodeSecretKey, generateSecretKey, SecretBoxError } from '../src/security/secret-box';
import { freePort, hasDovecot, startDovecot } from './support/dovecot';
import type { DovecotServer } from './support/dovecot';
import { startAuthSmtpServer, startSilentServer } from './support/mail-servers';
import type { LocalServer } from './support/mail-servers';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const LOGIN = 'envois@atlas.test';
const SMTP_PASSWORD = 'Smtp-Secret-4711';
const IMAP_PASSWORD = 'Imap-Secret-0815';
const NO_INBOX_LOGIN = 'sans-inbox@atlas.test';
/** The check's time-out per step in this file (seconds). */
const STEP_TIMEOUT_SECONDS = 2;

const CONNECT = (user: number) => `/v1/email/smtp-imap/credentials/${user}`;
const CREDENTIALS = (user: number) => `/v1/email/nylas/credentials/${user}`;

// Debian's dovecot is required on CI; elsewhere the file is skipped when it is missing.
const describeWithDovecot = hasDovecot() || process.env.CI === 'true' ? describe : describe.skip;

describeWithDovecot('mailbox connection by SMTP + IMAP credentials (real dovecot, local SMTP)', () => {
  describeEachDatabase('on each database', (context) => {
    let server: Server;
    let dovecot: DovecotServer;
    let smtp: LocalServer;
    let silent: LocalServer;
    let closedPort: number;
    const tokens: Record<string, string> = {};
    const ids: Record<string, number> = {};
    const accounts = ['sender-v2@atlas.demo', 'sender@atlas.demo', 'manager@atlas.demo', 'sales@atlas.demo', 'manager@boreal.demo', 'marketing@atlas.demo'];

    beforeAll(async () => {
      [dovecot, smtp, silent, closedPort] = await Promise.all([
        startDovecot([
          { name: LOGIN, password: IMAP_PASSWORD },
          // A user whose INBOX cannot exist (dovecot fails to create it: SELECT INBOX answers NO).
          { name: NO_INBOX_LOGIN, password: IMAP_PASSWORD, inboxPath: '/proc/1/no-inbox' },
        ]),
        startAuthSmtpServer(LOGIN, SMTP_PASSWORD),
        startSilentServer(),
        freePort(),
      ]);
      server = await startSeededServer(context.db, { env: { MAILBOX_CHECK_TIMEOUT_SECONDS: String(STEP_TIMEOUT_SECONDS) } });
      for (const email of accounts) {
        ids[email] = await userIdOf(context.db, email);
        tokens[email] = await server.api.login(email);
      }
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await Promise.all([dovecot?.stop(), smtp?.stop(), silent?.stop()]);
    });

    const goodBody = () => ({
      email: 'envois@atlas-conseil.fr',
      display_name: 'Envois Atlas',
      smtp: { host: smtp.host, port: smtp.port, security: 'none', user: LOGIN, password: SMTP_PASSWORD },
      imap: { host: dovecot.host, port: dovecot.port, security: 'none', user: LOGIN, password: IMAP_PASSWORD },
    });
    const connect = (caller: string, owner: string, body: unknown) =>
      server.api.call('POST', CONNECT(ids[owner]!), { token: tokens[caller]!, body: body as Record<string, unknown> });
    /** Everything stored about a user's mailbox: the credentials row and the connection row. */
    const stored = async (owner: string) => {
      const [credentials] = await context.db.query<{ settings: unknown; secret: Buffer; key_id: string; display_name: string | null; provider: string }>(
        'SELECT settings, secret, key_id, display_name, provider FROM mailbox_credentials WHERE user_id = $1',
        [ids[owner]],
      );
      const [connection] = await context.db.query<{ status: string; email: string; provider: string | null; updated_at: Date }>(
        "SELECT status, email, provider, updated_at FROM account_connections WHERE user_id = $1 AND kind = 'mailbox'",
        [ids[owner]],
      );
      return { credentials, connection };
    };
    const notifications = async (owner: string, typeId: number) =>
      (
        await context.db.query<{ email: string | null }>(
          "SELECT payload->>'email' AS email FROM notifications WHERE user_id = $1 AND notification_type_id = $2 ORDER BY id",
          [ids[owner]!, typeId],
        )
      ).map((row) => row.email);

    /** Posts a body that must fail with `code` at `step`, and checks that nothing was stored. */
    const expectRefused = async (body: unknown, code: string, step: string, owner = 'sender-v2@atlas.demo') => {
      const before = await stored(owner);
      const startedAt = Date.now();
      const answer = await connect(owner, owner, body);
      const seconds = (Date.now() - startedAt) / 1000;
      expect(answer.status, answer.text).toBe(422);
      expect(answer.body).toMatchObject({ code, details: { step } });
      expect(answer.text).not.toContain(SMTP_PASSWORD);
      expect(answer.text).not.toContain(IMAP_PASSWORD);
      expect(await stored(owner)).toEqual(before);
      return seconds;
    };

    it('connects a mailbox whose SMTP and IMAP logins work: stored sealed, connected, owner notified', async () => {
      const answer = await connect('sender-v2@atlas.demo', 'sender-v2@atlas.demo', goodBody());
      expect(answer.status, answer.text).toBe(200);
      const credentials = EmailCredentialsSchema.parse(answer.body);
      expect(credentials).toMatchObject({ status: 'connected', account_infos: { email: 'envois@atlas-conseil.fr', provider: 'smtp_imap', disconnected_at: null } });
      expect(answer.text).not.toContain(SMTP_PASSWORD);
      expect(answer.text).not.toContain(IMAP_PASSWORD);

      const read = await server.api.call('GET', CREDENTIALS(ids['sender-v2@atlas.demo']!), { token: tokens['sender-v2@atlas.demo']! });
      expect(read.body).toEqual(credentials);
      expect(await notifications('sender-v2@atlas.demo', 8)).toEqual(['envois@atlas-conseil.fr']);

      // The stored bytes: servers in the clear without passwords, passwords sealed (neither appears in any column).
      const { credentials: row } = await stored('sender-v2@atlas.demo');
      expect(row).toMatchObject({ provider: 'smtp_imap', display_name: 'Envois Atlas' });
      expect(row!.settings).toEqual({
        smtp: { host: smtp.host, port: smtp.port, security: 'none', user: LOGIN },
        imap: { host: dovecot.host, port: dovecot.port, security: 'none', user: LOGIN },
      });
      const [raw] = await context.db.query<{ whole: string }>('SELECT row_to_json(m)::text AS whole FROM mailbox_credentials m WHERE user_id = $1', [
        ids['sender-v2@atlas.demo'],
      ]);
      expect(raw!.whole).not.toContain(SMTP_PASSWORD);
      expect(raw!.whole).not.toContain(IMAP_PASSWORD);
      expect(row!.secret.includes(Buffer.from(SMTP_PASSWORD))).toBe(false);
      expect(row!.secret.includes(Buffer.from(IMAP_PASSWORD))).toBe(false);
      expect(row!.secret.includes(Buffer.from(Buffer.from(SMTP_PASSWORD).toString('base64')))).toBe(false);

      // The sender opens them with the server key; another key is named as such, never garbage.
      const opened = await server.app.mailboxes.openMailbox(ids['sender-v2@atlas.demo']!);
      expect(opened).toMatchObject({ email: 'envois@atlas-conseil.fr', smtp: { password: SMTP_PASSWORD }, imap: { password: IMAP_PASSWORD } });
      const stranger = createSecretBox(decodeSecretKey(generateSecretKey())!);
      const found = await createMailboxCredentialsRepository(context.db).find(ids['sender-v2@atlas.demo']!);
      expect(() => stranger.open(found!.secret, found!.keyId)).toThrow(SecretBoxError);
      expect(() => stranger.open(found!.secret, found!.keyId)).toThrow(/MAIL_SECRET_KEY/);
    });

    it('refuses a wrong SMTP password and a wrong IMAP password, naming the step, storing nothing', async () => {
      const body = goodBody();
      await expectRefused({ ...body, smtp: { ...body.smtp, password: 'faux' } }, 'MAILBOX.SMTP_AUTH_FAILED', 'smtp', 'sender@atlas.demo');
      await expectRefused({ ...body, imap: { ...body.imap, password: 'faux' } }, 'MAILBOX.IMAP_AUTH_FAILED', 'imap', 'sender@atlas.demo');
      await expectRefused({ ...body, imap: { ...body.imap, user: 'personne@atlas.test' } }, 'MAILBOX.IMAP_AUTH_FAILED', 'imap', 'sender@atlas.demo');
    });

    it('with internal hosts denied (MAILBOX_INTERNAL_HOSTS=deny), refuses loopback servers before any connection, naming the step', async () => {
      const guarded = await startSeededServer(context.db, { env: { MAILBOX_CHECK_TIMEOUT_SECONDS: String(STEP_TIMEOUT_SECONDS), MAILBOX_INTERNAL_HOSTS: 'deny' } });
      try {
        const token = await guarded.api.login('sales@atlas.demo');
        const body = goodBody();
        // The silent server would hold a connection until the step's time-out: a quick refusal means none was opened.
        const started = Date.now();
        const answer = await guarded.api.call('POST', CONNECT(ids['sales@atlas.demo']!), {
          token,
          body: { ...body, smtp: { ...body.smtp, host: silent.host, port: silent.port } },
        });
        expect(answer.status, answer.text).toBe(422);
        expect(answer.body).toMatchObject({ code: 'MAILBOX.HOST_NOT_ALLOWED', details: { step: 'smtp' } });
        expect(Date.now() - started).toBeLessThan(STEP_TIMEOUT_SECONDS * 1000);
        // A name that resolves to loopback (/etc/hosts) is refused too; both hosts are checked before the real check
        // (192.0.2.1, a documentation address, is not internal: the IMAP host decides).
        for (const [servers, step] of [
          [{ smtp: { ...body.smtp, host: 'localhost' } }, 'smtp'],
          [{ smtp: { ...body.smtp, host: '192.0.2.1' }, imap: { ...body.imap, host: '[::1]' } }, 'imap'],
        ] as const) {
          const refused = await guarded.api.call('POST', CONNECT(ids['sales@atlas.demo']!), { token, body: { ...body, ...servers } });
          expect(refused.status, refused.text).toBe(422);
          expect(refused.body).toMatchObject({ code: 'MAILBOX.HOST_NOT_ALLOWED', details: { step } });
        }
        expect(await stored('sales@atlas.demo')).toEqual({ credentials: undefined, connection: undefined });
      } finally {
        await guarded.close();
      }
    });

    it('refuses an IMAP account whose INBOX cannot be selected', async () => {
      const body = goodBody();
      await expectRefused({ ...body, imap: { ...body.imap, user: NO_INBOX_LOGIN } }, 'MAILBOX.IMAP_INBOX_MISSING', 'imap');
    });

    it('refuses a TLS server whose certificate does not verify (self-signed) as unreachable', async () => {
      const tls = await startAuthSmtpServer(LOGIN, SMTP_PASSWORD, { secure: true });
      try {
        const body = goodBody();
        await expectRefused({ ...body, smtp: { ...body.smtp, port: tls.port, security: 'tls' } }, 'MAILBOX.SMTP_UNREACHABLE', 'smtp');
      } finally {
        await tls.stop();
      }
    });

    it('refuses a closed port at either step', async () => {
      const body = goodBody();
      await expectRefused({ ...body, smtp: { ...body.smtp, port: closedPort } }, 'MAILBOX.SMTP_UNREACHABLE', 'smtp');
      await expectRefused({ ...body, imap: { ...body.imap, port: closedPort } }, 'MAILBOX.IMAP_UNREACHABLE', 'imap');
    });

    it('gives up on a server that accepts TCP but never answers, within the time-out in seconds', async () => {
      const body = goodBody();
      const smtpSeconds = await expectRefused({ ...body, smtp: { ...body.smtp, port: silent.port } }, 'MAILBOX.TIMEOUT', 'smtp');
      const imapSeconds = await expectRefused({ ...body, imap: { ...body.imap, port: silent.port } }, 'MAILBOX.TIMEOUT', 'imap');
      expect(smtpSeconds).toBeGreaterThanOrEqual(STEP_TIMEOUT_SECONDS - 0.2);
      expect(smtpSeconds).toBeLessThan(STEP_TIMEOUT_SECONDS + 2);
      expect(imapSeconds).toBeGreaterThanOrEqual(STEP_TIMEOUT_SECONDS - 0.2);
      expect(imapSeconds).toBeLessThan(2 * STEP_TIMEOUT_SECONDS + 3);
    }, 30_000);

    it('refuses bad input with 400 before any connection, storing nothing', async () => {
      const body = goodBody();
      const owner = 'sender@atlas.demo';
      const before = await stored(owner);
      const bad: unknown[] = [
        { ...body, email: 'pas-une-adresse' },
        { ...body, smtp: { ...body.smtp, host: 'smtp exemple.fr' } },
        { ...body, smtp: { ...body.smtp, port: 70_000 } },
        { ...body, imap: { ...body.imap, security: 'ssl' } },
        { ...body, imap: { ...body.imap, password: 'a\u0000b' } },
        { ...body, smtp: { ...body.smtp, user: '\uD800' } },
        { ...body, imap: undefined },
        { ...body, extra: true },
      ];
      for (const input of bad) {
        const answer = await connect(owner, owner, input);
        expect(answer.status, `${JSON.stringify(input)}: ${answer.text}`).toBe(400);
        // VALIDATION.INVALID_BODY, or the rule's own code (MAILBOX.HOST_INVALID, TEXT.INVALID_CHARACTER).
        expect((answer.body as { code: string }).code).toMatch(/^(VALIDATION\.INVALID_BODY|MAILBOX\.HOST_INVALID|TEXT\.INVALID_CHARACTER)$/);
      }
      expect(await stored(owner)).toEqual(before);
    });

    it('lets a manager connect a sender’s mailbox (core’s sender rule), not a sales colleague’s; another organisation: 404', async () => {
      const managed = await connect('manager@atlas.demo', 'sender@atlas.demo', goodBody());
      expect(managed.status, managed.text).toBe(200);
      expect(await notifications('sender@atlas.demo', 8)).toEqual(['envois@atlas-conseil.fr']);

      const salesBefore = await stored('sales@atlas.demo');
      const forbidden = await connect('manager@atlas.demo', 'sales@atlas.demo', goodBody());
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
      expect(await stored('sales@atlas.demo')).toEqual(salesBefore);

      const stranger = await connect('manager@boreal.demo', 'sender-v2@atlas.demo', { ...goodBody(), email: 'pirate@boreal.test' });
      expect(stranger.status).toBe(404);
      expect(stranger.body).toMatchObject({ code: 'NOT_FOUND' });
      expect((await stored('sender-v2@atlas.demo')).connection).toMatchObject({ email: 'envois@atlas-conseil.fr' });
    });

    it('marks a mailbox disconnected when its login later fails, notifying its owner once', async () => {
      const owner = 'sender-v2@atlas.demo';
      expect(await server.app.mailboxes.markMailboxDisconnected(ids[owner]!, '535 5.7.8 Authentication credentials invalid')).toBe(true);
      expect(await server.app.mailboxes.markMailboxDisconnected(ids[owner]!, 'again')).toBe(false);
      expect(await notifications(owner, 9)).toEqual(['envois@atlas-conseil.fr']);
      const read = await server.api.call('GET', CREDENTIALS(ids[owner]!), { token: tokens[owner]! });
      expect(read.body).toMatchObject({ status: 'disconnected', account_infos: { email: 'envois@atlas-conseil.fr', provider: 'smtp_imap' } });
      const [row] = await context.db.query<{ last_failure: string }>('SELECT last_failure FROM mailbox_credentials WHERE user_id = $1', [ids[owner]]);
      expect(row?.last_failure).toBe('535 5.7.8 Authentication credentials invalid');
      expect(await server.app.mailboxes.markMailboxDisconnected(ids['sales@atlas.demo']!, 'never connected')).toBe(false);

      // Connecting again restores it (and clears the failure).
      expect((await connect(owner, owner, goodBody())).status).toBe(200);
      expect((await stored(owner)).connection?.status).toBe('connected');
    });

    it('disconnects with DELETE and forgets the passwords', async () => {
      const owner = 'sender-v2@atlas.demo';
      const answer = await server.api.call('DELETE', CREDENTIALS(ids[owner]!), { token: tokens[owner]! });
      expect(answer.status, answer.text).toBe(204);
      const after = await stored(owner);
      expect(after.connection?.status).toBe('disconnected');
      expect(after.credentials).toBeUndefined();
      expect(await server.app.mailboxes.openMailbox(ids[owner]!)).toBeNull();
      const read = await server.api.call('GET', CREDENTIALS(ids[owner]!), { token: tokens[owner]! });
      expect(read.body).toMatchObject({ status: 'disconnected', account_infos: { email: 'envois@atlas-conseil.fr' } });
    });
  });
});
