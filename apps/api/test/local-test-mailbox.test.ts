import { BatEmailListResponseSchema, EmailCredentialsSchema, EmailTemplateSchema, LocalTestMailboxSchema, TemplateTagSchema } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { CaughtMail } from '../src/mail/caught-mail';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { createApiClient } from './support/api-client';
import { freePort } from './support/dovecot';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { startTestServer } from './support/start-test-server';
import type { TestServer } from './support/start-test-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const SALES = 'sales@atlas.demo';
const MARKETING = 'marketing@atlas.demo';
const MANAGER = 'manager@atlas.demo';
const SENDER = 'sender@atlas.demo';
const STRANGER = 'manager@boreal.demo';
/** A test address of the sales user: nobody's account, so only the sender reads what he sent there. */
const EXTRA = 'essais@atlas-conseil.test';

const LOCAL_TEST = '/v1/email/local-test';
const CONNECT = (user: number) => `/v1/email/local-test/credentials/${user}`;
const SEND_TEST = (id: number) => `/v1/email/template/${id}/send-test`;
const DevMailsSchema = z.object({ mails: z.array(z.object({ id: z.string(), subject: z.string(), envelope: z.object({ from: z.string().nullable(), to: z.array(z.string()) }) })) });

describeEachDatabase('local test mailbox (the embedded default’s SMTP catcher as the user’s mailbox)', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let contact: { id: number; first_name: string };
  /** Servers started on the same database with another configuration, closed at the end. */
  const others: TestServer[] = [];

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    for (const email of [SALES, MARKETING, MANAGER, SENDER, STRANGER]) {
      ids[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
    await loadGeneratedData(context.db, 'small', { referenceDate: '2026-05-01', seed: 7 });
    const [row] = await context.db.query<{ id: number; first_name: string }>(
      "SELECT id, first_name FROM contacts WHERE is_visible_pme AND coalesce(first_name, '') <> '' ORDER BY id LIMIT 1",
    );
    contact = { id: Number(row!.id), first_name: row!.first_name };
  }, 120_000);
  afterAll(async () => {
    for (const other of others) await other.close();
    await server?.close();
  });

  const call = (target: { api: Server['api'] }, method: string, path: string, email: string, body?: unknown) =>
    target.api.call(method, path, { token: tokens[email]!, ...(body === undefined ? {} : { body: body as Record<string, unknown> }) });
  const ok = async (method: string, path: string, email: string, body?: unknown) => {
    const answer = await call(server, method, path, email, body);
    expect(answer.status, `${email} ${method} ${path}: ${answer.text.slice(0, 400)}`).toBe(200);
    return answer.body;
  };
  const notified = async (email: string, typeId: number) =>
    (
      await context.db.query<{ email: string | null }>(
        "SELECT payload->>'email' AS email FROM notifications WHERE user_id = $1 AND notification_type_id = $2 ORDER BY id",
        [ids[email]!, typeId],
      )
    ).map((row) => row.email);
  const connection = async (email: string) => {
    const [row] = await context.db.query<{ status: string; provider: string | null; email: string }>(
      "SELECT status, provider, email FROM account_connections WHERE user_id = $1 AND kind = 'mailbox'",
      [ids[email]],
    );
    return row;
  };
  /** Another server on the same database (same JWT secret: the tokens work there too). */
  const startOther = async (env: Record<string, string>) => {
    const other = await startTestServer({ database: context.db, env: { TRUST_PROXY: 'true', ...env } });
    others.push(other);
    return { ...other, api: createApiClient(other.baseUrl) };
  };

  it('is offered while the catcher runs and the development mailbox is on', async () => {
    expect(LocalTestMailboxSchema.parse(await ok('GET', LOCAL_TEST, SALES))).toEqual({ available: true });
    expect(server.app.mailboxes.localTest.available).toBe(true);
  });

  it('connects the caller’s own address: provider local_test, nothing stored but the address, owner notified', async () => {
    const credentials = EmailCredentialsSchema.parse(await ok('POST', CONNECT(ids[SALES]!), SALES));
    expect(credentials).toMatchObject({ status: 'connected', account_infos: { email: SALES, provider: 'local_test', disconnected_at: null } });
    const [stored] = await context.db.query<{ provider: string; email: string; settings: unknown; secret: Buffer; display_name: string | null }>(
      'SELECT provider, email, settings, secret, display_name FROM mailbox_credentials WHERE user_id = $1',
      [ids[SALES]],
    );
    expect(stored).toMatchObject({ provider: 'local_test', email: SALES, settings: {} });
    expect(stored!.secret.length).toBe(0);
    expect(stored!.display_name).toMatch(/\S+ \S+/);
    expect(await connection(SALES)).toMatchObject({ status: 'connected', provider: 'local_test', email: SALES });
    expect(await notified(SALES, 8)).toEqual([SALES]);
    // The sender opens it with the catcher's current address and no login.
    const opened = await server.app.mailboxes.openMailbox(ids[SALES]!);
    expect(opened).toMatchObject({ provider: 'local_test', email: SALES, smtp: { host: '127.0.0.1', port: server.mail.catcher!.port, user: null }, imap: null });
  });

  it('lets a manager connect a sender’s mailbox (the sender’s address), not a sales colleague’s (403); another organisation: 404', async () => {
    const managed = EmailCredentialsSchema.parse(await ok('POST', CONNECT(ids[SENDER]!), MANAGER));
    expect(managed.account_infos).toMatchObject({ email: SENDER, provider: 'local_test' });
    expect(await notified(SENDER, 8)).toEqual([SENDER]);
    // The demo data gives the marketing user a connected mailbox of his own: it stays as it is.
    const before = await connection(MARKETING);
    expect(before).toMatchObject({ status: 'connected', provider: 'google' });
    const forbidden = await call(server, 'POST', CONNECT(ids[MARKETING]!), MANAGER);
    expect(forbidden.status, forbidden.text).toBe(403);
    const stranger = await call(server, 'POST', CONNECT(ids[SENDER]!), STRANGER);
    expect(stranger.status, stranger.text).toBe(404);
    expect(await connection(MARKETING)).toEqual(before);
  });

  it('sends a test of a template through the catcher, variables filled; the owner reads what he sent and received, nobody else does', async () => {
    const tag = TemplateTagSchema.parse(await ok('POST', '/v1/email/templates/tags', SALES, { name: 'Boîte de test', color: '#336699' }));
    const template = EmailTemplateSchema.parse(
      await ok('POST', '/v1/email/templates', SALES, {
        name: 'Essai local',
        subject: 'Bonjour {{contact.first_name}}',
        html_content: '<p>Bonjour {{contact.first_name}},</p><p>Je suis {{sender.first_name}} {{sender.last_name}}.</p>',
        tag_id_list: [tag.tag_id],
      }),
    );
    const list = BatEmailListResponseSchema.parse(await ok('PUT', '/v1/email/bat-emails', SALES, { email_list: [EXTRA] }));
    const extra = list.bat_email_list.find((address) => address.email === EXTRA)!;
    const [names] = await context.db.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM users WHERE id = $1', [ids[SALES]]);

    expect(await ok('POST', SEND_TEST(template.id), SALES, { bat_email_id_list: [0, extra.id], contact_id: contact.id })).toEqual({ sent_count: 2 });
    const catcher = server.mail.catcher!;
    const subject = `[TEST] Bonjour ${contact.first_name}`;
    const arrived = async (to: string): Promise<CaughtMail> => catcher.waitFor((mail) => mail.subject === subject && mail.envelope.to.includes(to));
    for (const mail of [await arrived(SALES), await arrived(EXTRA)]) {
      expect(mail.envelope.from).toBe(SALES);
      expect(mail.from).toBe(`${names!.first_name} ${names!.last_name} <${SALES}>`);
      expect(mail.text).toContain(`Bonjour ${contact.first_name},`);
      expect(mail.text).toContain(`Je suis ${names!.first_name} ${names!.last_name}.`);
      expect(mail.html).toContain(`Je suis ${names!.first_name} ${names!.last_name}.`);
    }

    // The "IMAP side": the owner's mails, sent and received, through the port and the development mailbox.
    const own = server.app.mailboxes.localTest.messagesOf(SALES).filter((mail) => mail.subject === subject);
    expect(own.map((mail) => mail.envelope.to).sort()).toEqual([[EXTRA], [SALES]]);
    const read = async (email: string) => DevMailsSchema.parse(await ok('GET', '/v1/dev/mails', email)).mails.filter((mail) => mail.subject === subject);
    expect((await read(SALES)).map((mail) => mail.envelope.to[0]).sort()).toEqual([EXTRA, SALES].sort());
    expect(await read(MARKETING)).toEqual([]);
    const foreign = await call(server, 'GET', `/v1/dev/mails/${own[0]!.id}`, MARKETING);
    expect(foreign.status).toBe(404);
    expect(server.app.mailboxes.localTest.messagesOf(MARKETING).filter((mail) => mail.subject === subject)).toEqual([]);
  });

  it('is not offered with the development mailbox off or with SMTP_URL: GET says so, POST answers 409 MAILBOX.LOCAL_TEST_UNAVAILABLE', async () => {
    const closed = await freePort();
    const before = await connection(MARKETING);
    for (const env of [{ DEV_MAILBOX: 'off' }, { SMTP_URL: `smtp://127.0.0.1:${closed}` }] as Record<string, string>[]) {
      const other = await startOther(env);
      const offered = await call(other, 'GET', LOCAL_TEST, MARKETING);
      expect(offered.body, JSON.stringify(env)).toEqual({ available: false });
      const refused = await call(other, 'POST', CONNECT(ids[MARKETING]!), MARKETING);
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body).toMatchObject({ code: 'MAILBOX.LOCAL_TEST_UNAVAILABLE' });
      expect(await connection(MARKETING)).toEqual(before);
    }
  });

  it('catcher gone (restarted with SMTP_URL): the test send answers 409 MAILBOX.NOT_CONNECTED, the mailbox is disconnected, its owner notified once', async () => {
    const other = await startOther({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    const [template] = await context.db.query<{ id: number }>('SELECT id FROM email_templates WHERE owner_user_id = $1 ORDER BY id DESC LIMIT 1', [ids[SALES]]);
    expect(await notified(SALES, 9)).toEqual([]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await call(other, 'POST', SEND_TEST(Number(template!.id)), SALES, { bat_email_id_list: [0] });
      expect(answer.status, answer.text).toBe(409);
      expect(answer.body).toMatchObject({ code: 'MAILBOX.NOT_CONNECTED' });
    }
    expect(await connection(SALES)).toMatchObject({ status: 'disconnected', provider: 'local_test' });
    expect(await notified(SALES, 9)).toEqual([SALES]);
    const [stored] = await context.db.query<{ last_failure: string | null }>('SELECT last_failure FROM mailbox_credentials WHERE user_id = $1', [ids[SALES]]);
    expect(stored!.last_failure).toMatch(/local test mailbox/);
  });
});
