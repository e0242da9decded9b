import { BatEmailListResponseSchema, EmailTemplateSchema, SignatureSchema, TemplatePreviewResponseSchema, TemplateTagSchema } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { startDeliveringSmtpServer } from './support/delivering-smtp-server';
import type { DeliveringSmtpServer } from './support/delivering-smtp-server';
import { hasDovecot, startDovecot } from './support/dovecot';
import type { DovecotServer } from './support/dovecot';
import { readInbox } from './support/read-inbox';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';
import { signedInCalls } from './support/signed-in-calls';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const SALES = 'sales@atlas.demo';
const MARKETING = 'marketing@atlas.demo';
const STRANGER = 'sales@boreal.demo';
/** The sales PME licence: contacts not marked visible to it are blurred. */
const SALES_PME = 'sales-pme@atlas.demo';
/** The mailbox's login on both servers, and the extra test address (both dovecot users). */
const LOGIN = 'envois@atlas.test';
const EXTRA = 'bat@atlas.test';
const PASSWORD = 'Boite-Secret-2026';
/** A contact name that looks like markup: escaped in the HTML, as written in the text part. */
const HOSTILE_FIRST_NAME = 'Zoé<script>alert(1)</script>';

const PREVIEW = (id: number) => `/v1/email/template/${id}/preview`;
const SEND_TEST = (id: number) => `/v1/email/template/${id}/send-test`;

const describeWithDovecot = hasDovecot() || process.env.CI === 'true' ? describe : describe.skip;

describeWithDovecot('template preview and test send through the caller’s mailbox (real dovecot, delivering SMTP)', () => {
  describeEachDatabase('on each database', (context) => {
    let server: Server;
    let dovecot: DovecotServer;
    let smtp: DeliveringSmtpServer;
    const tokens: Record<string, string> = {};
    const ids: Record<string, number> = {};
    let contactId: number;

    beforeAll(async () => {
      dovecot = await startDovecot([LOGIN, SALES, EXTRA].map((name) => ({ name, password: PASSWORD })));
      smtp = await startDeliveringSmtpServer(dovecot, { user: LOGIN, password: PASSWORD }, { [SALES]: PASSWORD, [EXTRA]: PASSWORD, [LOGIN]: PASSWORD });
      server = await startSeededServer(context.db, { env: { MAILBOX_CHECK_TIMEOUT_SECONDS: '3' } });
      for (const email of [SALES, MARKETING, STRANGER, SALES_PME]) {
        ids[email] = await userIdOf(context.db, email);
        tokens[email] = await server.api.login(email);
      }
      await loadGeneratedData(context.db, 'small', { referenceDate: '2026-05-01', seed: 7 });
      // A contact of the data (not blurred for the sales licence), renamed to look like markup.
      const [contact] = await context.db.query<{ id: number }>(
        'SELECT p.id FROM contacts p ORDER BY p.id LIMIT 1',
      );
      contactId = Number(contact!.id);
      await context.db.query('UPDATE contacts SET first_name = $2 WHERE id = $1', [contactId, HOSTILE_FIRST_NAME]);
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await smtp?.stop();
      await dovecot?.stop();
    });

    const { call, okCall: ok } = signedInCalls(() => server.api, tokens);
    const connectMailbox = (email: string) =>
      ok('POST', `/v1/email/smtp-imap/credentials/${ids[email]}`, email, {
        email: 'jeanne.martin@atlas-conseil.fr',
        display_name: 'Jeanne Martin',
        smtp: { host: smtp.host, port: smtp.port, security: 'none', user: LOGIN, password: PASSWORD },
        imap: { host: dovecot.host, port: dovecot.port, security: 'none', user: LOGIN, password: PASSWORD },
      });
    let tags = 0;
    const newTemplate = async (email: string) => {
      tags += 1;
      const tag = TemplateTagSchema.parse(await ok('POST', '/v1/email/templates/tags', email, { name: `Relance ${tags}`, color: '#336699' }));
      return EmailTemplateSchema.parse(
        await ok('POST', '/v1/email/templates', email, {
          name: 'Premier contact',
          subject: 'Bonjour {{contact.first_name}} de {{company.name}}',
          html_content: '<p>Bonjour {{contact.civility}} {{contact.first_name}},</p><p>Je suis {{sender.first_name}}.</p>',
          tag_id_list: [tag.tag_id],
        }),
      );
    };

    it('previews the caller’s template for a contact: variables filled and escaped, his latest signature, the preview unsubscribe link', async () => {
      await ok('POST', '/v1/email/signatures', SALES, { name: 'Ancienne', html_content: '<p>Ancienne signature</p>' });
      SignatureSchema.parse(await ok('POST', '/v1/email/signatures', SALES, { name: 'Standard', html_content: '<p><strong>Signature Atlas</strong></p>' }));
      const template = await newTemplate(SALES);
      expect(template.tags.map((tag) => tag.name)).toEqual([`Relance ${tags}`]);
      const preview = TemplatePreviewResponseSchema.parse(await ok('POST', PREVIEW(template.id), SALES, { contact_id: contactId }));
      const [company] = await context.db.query<{ name: string }>('SELECT c.name FROM contacts p JOIN companies c ON c.id = p.company_id WHERE p.id = $1', [contactId]);
      expect(preview.subject).toBe(`Bonjour ${HOSTILE_FIRST_NAME} de ${company!.name}`);
      expect(preview.html).not.toContain('<script');
      expect(preview.html).toContain('&lt;script&gt;');
      expect(preview.html).toContain('Signature Atlas');
      expect(preview.html).not.toContain('Ancienne signature');
      expect(preview.text).toContain(HOSTILE_FIRST_NAME);
      expect(preview.text).toContain('Signature Atlas');
      expect(preview.missing_variable_list).toEqual([]);
      expect(preview.unknown_variable_list).toEqual([]);
    });

    it('previews without a contact: contact and company variables empty and listed, the sender’s filled', async () => {
      const template = await newTemplate(SALES);
      const preview = TemplatePreviewResponseSchema.parse(await ok('POST', PREVIEW(template.id), SALES, {}));
      expect(preview.subject).toMatch(/^Bonjour\s+de$/);
      expect(preview.missing_variable_list).toEqual(expect.arrayContaining(['contact.first_name', 'contact.civility', 'company.name']));
      expect(preview.missing_variable_list).not.toContain('sender.first_name');
      expect(preview.text).toMatch(/Je suis \S+/);
    });

    it('answers 404 for an unknown contact and for another user’s template (other organisation), 400 for a bad body', async () => {
      const template = await newTemplate(SALES);
      expect((await call('POST', PREVIEW(template.id), SALES, { contact_id: 2_000_000_000 })).status).toBe(404);
      for (const [path, body] of [
        [PREVIEW(template.id), { contact_id: contactId }],
        [SEND_TEST(template.id), { bat_email_id_list: [0], contact_id: contactId }],
      ] as const) {
        const answer = await call('POST', path, STRANGER, body);
        expect(answer.status, answer.text).toBe(404);
        expect(answer.body).toMatchObject({ code: 'NOT_FOUND' });
      }
      // A test address of another organisation's user: not one of the caller's (404).
      const foreign = BatEmailListResponseSchema.parse(await ok('PUT', '/v1/email/bat-emails', STRANGER, { email_list: ['test@boreal.test'] }));
      const foreignId = foreign.bat_email_list.find((address) => address.id !== 0)!.id;
      expect((await call('POST', SEND_TEST(template.id), SALES, { bat_email_id_list: [foreignId] })).status).toBe(404);
      expect((await call('POST', PREVIEW(template.id), SALES, { contact_id: 'x' })).status).toBe(400);
    });

    it('refuses the preview of a contact blurred for the caller’s licence: 403 DATA.BLURRED', async () => {
      const [hidden] = await context.db.query<{ id: number }>('SELECT id FROM contacts WHERE NOT is_visible_pme ORDER BY id LIMIT 1');
      const template = await newTemplate(SALES_PME);
      const answer = await call('POST', PREVIEW(template.id), SALES_PME, { contact_id: Number(hidden!.id) });
      expect(answer.status, answer.text).toBe(403);
      expect(answer.body).toMatchObject({ code: 'DATA.BLURRED' });
      expect(answer.text).not.toContain('Bonjour');
    });

    it('refuses a test send without a connected mailbox: 409 MAILBOX.NOT_CONNECTED, nothing sent', async () => {
      const template = await newTemplate(MARKETING);
      const before = smtp.state.received;
      const answer = await call('POST', SEND_TEST(template.id), MARKETING, { bat_email_id_list: [0] });
      expect(answer.status, answer.text).toBe(409);
      expect(answer.body).toMatchObject({ code: 'MAILBOX.NOT_CONNECTED' });
      expect(smtp.state.received).toBe(before);
    });

    it('sends a test to the own address and a test address through the caller’s mailbox; the mails arrive in the IMAP INBOX', async () => {
      await connectMailbox(SALES);
      const list = BatEmailListResponseSchema.parse(await ok('PUT', '/v1/email/bat-emails', SALES, { email_list: [EXTRA] }));
      const extra = list.bat_email_list.find((address) => address.email === EXTRA)!;
      const template = await newTemplate(SALES);

      // An id that is not one of the caller's test addresses: 404, nothing sent.
      const before = smtp.state.received;
      expect((await call('POST', SEND_TEST(template.id), SALES, { bat_email_id_list: [0, extra.id + 1000] })).status).toBe(404);
      expect(smtp.state.received).toBe(before);

      expect(await ok('POST', SEND_TEST(template.id), SALES, { bat_email_id_list: [0, extra.id], contact_id: contactId })).toEqual({ sent_count: 2 });
      for (const recipient of [SALES, EXTRA]) {
        const inbox = await readInbox(dovecot, recipient, PASSWORD);
        const mail = inbox.find((message) => message.subject.startsWith('[TEST] '));
        expect(mail, `${recipient}: ${JSON.stringify(inbox.map((message) => message.subject))}`).toBeDefined();
        expect(mail!.subject).toContain(HOSTILE_FIRST_NAME);
        expect(mail!.from).toBe('jeanne.martin@atlas-conseil.fr');
        expect(mail!.fromName).toBe('Jeanne Martin');
        expect(mail!.text).toContain(HOSTILE_FIRST_NAME);
        expect(mail!.text).toContain('Signature Atlas');
        expect(mail!.html).toContain('Signature Atlas');
        expect(mail!.html).not.toContain('<script');
      }
    });

    it('marks the mailbox disconnected (and notifies) when the SMTP server refuses the stored password: 422, then 409', async () => {
      const template = await newTemplate(SALES);
      smtp.state.password = 'changed-on-the-server';
      try {
        const answer = await call('POST', SEND_TEST(template.id), SALES, { bat_email_id_list: [0] });
        expect(answer.status, answer.text).toBe(422);
        expect(answer.body).toMatchObject({ code: 'MAILBOX.SMTP_AUTH_FAILED' });
        expect(answer.text).not.toContain(PASSWORD);
        const [connection] = await context.db.query<{ status: string }>("SELECT status FROM account_connections WHERE user_id = $1 AND kind = 'mailbox'", [ids[SALES]]);
        expect(connection!.status).toBe('disconnected');
        const notified = await context.db.query('SELECT id FROM notifications WHERE user_id = $1 AND notification_type_id = 9', [ids[SALES]]);
        expect(notified).toHaveLength(1);
        // Lost: no more sends with the stored password until reconnected.
        expect((await call('POST', SEND_TEST(template.id), SALES, { bat_email_id_list: [0] })).status).toBe(409);
      } finally {
        smtp.state.password = PASSWORD;
      }
    });
  });
});
