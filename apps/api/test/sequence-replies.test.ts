import { randomUUID } from 'node:crypto';
import { COMPANY_REPLY_PAUSED_UNTIL, EMAIL_REPLY_CATEGORY, notificationTypeId } from '@cible/core';
import { ImapFlow } from 'imapflow';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSequenceRepliesJobs } from '../src/modules/sequence-replies/sequence-replies-jobs';
import type { RepliesRun } from '../src/modules/sequence-replies/sequence-replies-service';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { createTestLogger } from './support/test-logger';
import { startDeliveringSmtpServer } from './support/delivering-smtp-server';
import type { DeliveringSmtpServer } from './support/delivering-smtp-server';
import { hasDovecot, startDovecot } from './support/dovecot';
import type { DovecotServer } from './support/dovecot';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const OWNER = 'marketing@atlas.demo';
/** A colleague whose mailbox is the local test mailbox (the SMTP catcher, ADR 022). */
const LOCAL_OWNER = 'sales-automation@atlas.demo';
/** The owner's mailbox login on both servers (a dovecot user). */
const LOGIN = 'jeanne@atlas.test';
const PASSWORD = 'Boite-Secret-2026';
/** The server's clock: a Saturday morning, Paris. */
const NOW = new Date('2026-11-28T10:00:00.000Z');
const SENT_AT = new Date('2026-11-27T09:00:00.000Z');
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const describeWithDovecot = hasDovecot() || process.env.CI === 'true' ? describe : describe.skip;

interface Contact {
  readonly id: number;
  readonly companyId: number;
  readonly email: string;
}

interface SentTarget {
  readonly targetId: number;
  readonly messageId: string;
  readonly token: string;
  readonly sendId: number;
}

describeWithDovecot('sequence replies, bounces, out-of-office and tracking (real dovecot)', () => {
  describeEachDatabase('on each database', (context) => {
    let server: Server;
    let dovecot: DovecotServer;
    let smtp: DeliveringSmtpServer;
    let ownerId: number;
    let localOwnerId: number;
    let organizationId: number;
    /** Contacts with an e-mail: two at one company, the others each at a company of their own. */
    let pair: [Contact, Contact];
    let singles: Contact[];

    beforeAll(async () => {
      dovecot = await startDovecot([{ name: LOGIN, password: PASSWORD }]);
      smtp = await startDeliveringSmtpServer(dovecot, { user: LOGIN, password: PASSWORD }, { [LOGIN]: PASSWORD });
      server = await startSeededServer(context.db, { env: { MAILBOX_CHECK_TIMEOUT_SECONDS: '3' }, clock: () => NOW });
      ownerId = await userIdOf(context.db, OWNER);
      const token = await server.api.login(OWNER);
      const connected = await server.api.call('POST', `/v1/email/smtp-imap/credentials/${ownerId}`, {
        token,
        body: {
          email: LOGIN,
          display_name: 'Jeanne Martin',
          smtp: { host: smtp.host, port: smtp.port, security: 'none', user: LOGIN, password: PASSWORD },
          imap: { host: dovecot.host, port: dovecot.port, security: 'none', user: LOGIN, password: PASSWORD },
        },
      });
      expect(connected.status, connected.text).toBe(200);
      localOwnerId = await userIdOf(context.db, LOCAL_OWNER);
      const local = await server.api.call('POST', `/v1/email/local-test/credentials/${localOwnerId}`, { token: await server.api.login(LOCAL_OWNER) });
      expect(local.status, local.text).toBe(200);
      await loadGeneratedData(context.db, { companies: 12, contacts: 60, news: 1, conferences: 1 }, { referenceDate: '2026-05-01', seed: 11 });
      const [owner] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [ownerId]);
      organizationId = owner!.organization_id;
      const contacts = (
        await context.db.query<{ id: string; company_id: string; email: string }>('SELECT id, company_id, email FROM contacts WHERE email IS NOT NULL ORDER BY company_id, id')
      ).map((row) => ({ id: Number(row.id), companyId: Number(row.company_id), email: row.email }));
      const byCompany = new Map<number, Contact[]>();
      for (const contact of contacts) byCompany.set(contact.companyId, [...(byCompany.get(contact.companyId) ?? []), contact]);
      const groups = [...byCompany.values()];
      const two = groups.find((group) => group.length >= 2)!;
      pair = [two[0]!, two[1]!];
      singles = groups.filter((group) => group !== two).map((group) => group[0]!);
      expect(singles.length).toBeGreaterThanOrEqual(5);
    }, 180_000);
    afterAll(async () => {
      await server?.close();
      await smtp?.stop();
      await dovecot?.stop();
    });

    const db = () => context.db;

    /** An ongoing sequence of the owner with two e-mail steps. */
    const newSequence = async (finishOnReply = true, owner = ownerId) => {
      const [sequence] = await db().query<{ id: number }>(
        `INSERT INTO sequences (organization_id, owner_user_id, name, status_id, finish_event_mail_replied) VALUES ($1, $2, $3, 2, $4) RETURNING id`,
        [organizationId, owner, `Relance ${randomUUID().slice(0, 6)}`, finishOnReply],
      );
      const steps: number[] = [];
      for (const position of [1, 2]) {
        const [step] = await db().query<{ id: number }>(
          `INSERT INTO sequence_steps (organization_id, sequence_id, position, type_id) VALUES ($1, $2, $3, 2) RETURNING id`,
          [organizationId, sequence!.id, position],
        );
        steps.push(step!.id);
      }
      return { id: sequence!.id, steps, owner };
    };

    /** A target whose first mail was sent (message_id, tracking token) and whose second is planned. */
    const sentTarget = async (sequence: { id: number; steps: number[]; owner: number }, contact: Contact): Promise<SentTarget> => {
      const [target] = await db().query<{ id: number }>(
        `INSERT INTO sequence_targets (organization_id, sequence_id, contact_id, current_step_id, current_step_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [organizationId, sequence.id, contact.id, sequence.steps[0], SENT_AT],
      );
      const messageId = `<${randomUUID()}@atlas.test>`;
      const token = randomUUID().replace(/-/g, '');
      const [send] = await db().query<{ id: number }>(
        `INSERT INTO sequence_sends (organization_id, sequence_id, target_id, step_id, owner_user_id, status, due_at, message_id, tracking_token, to_address, subject, sent_at)
         VALUES ($1, $2, $3, $4, $5, 'sent', $6, $7, $8, $9, 'Bonjour', $6) RETURNING id`,
        [organizationId, sequence.id, target!.id, sequence.steps[0], sequence.owner, SENT_AT, messageId, token, contact.email],
      );
      await db().query(
        `INSERT INTO sequence_sends (organization_id, sequence_id, target_id, step_id, owner_user_id, status, due_at, message_id, tracking_token)
         VALUES ($1, $2, $3, $4, $5, 'planned', $6, $7, $8)`,
        [organizationId, sequence.id, target!.id, sequence.steps[1], sequence.owner, new Date('2026-11-30T09:00:00.000Z'), `<${randomUUID()}@atlas.test>`, randomUUID().replace(/-/g, '')],
      );
      await db().query('UPDATE sequence_targets SET next_step_due_at = $2 WHERE id = $1', [target!.id, new Date('2026-11-30T09:00:00.000Z')]);
      return { targetId: target!.id, messageId, token, sendId: send!.id };
    };

    /** Puts raw mails into the owner's INBOX, as his mail server would. */
    const deliver = async (...mails: string[]) => {
      const client = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: LOGIN, pass: PASSWORD }, logger: false });
      await client.connect();
      for (const mail of mails) await client.append('INBOX', Buffer.from(mail.replace(/\r?\n/g, '\r\n')), []);
      await client.logout();
    };

    const mail = (from: string, subject: string, body: string, inReplyTo: string | null, extraHeaders: string[] = []) =>
      [
        `From: ${from}`,
        `To: Jeanne Martin <${LOGIN}>`,
        `Subject: ${subject}`,
        `Message-ID: <${randomUUID()}@client.test>`,
        'Date: Sat, 28 Nov 2026 09:30:00 +0100',
        ...(inReplyTo === null ? [] : [`In-Reply-To: ${inReplyTo}`, `References: ${inReplyTo}`]),
        ...extraHeaders,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        body,
        '',
      ].join('\n');

    const targetRow = async (targetId: number) => {
      const [row] = await db().query<{ done_at: Date | null; done_event: string | null; paused_until: Date | null; next_step_due_at: Date | null }>(
        'SELECT done_at, done_event, paused_until, next_step_due_at FROM sequence_targets WHERE id = $1',
        [targetId],
      );
      return row!;
    };
    const sendsOf = async (targetId: number) =>
      (await db().query<{ status: string }>('SELECT status FROM sequence_sends WHERE target_id = $1 ORDER BY step_id', [targetId])).map((row) => row.status);
    const eventsOf = async (targetId: number) =>
      db().query<{ type: string; detail: Record<string, unknown> | null; is_bot: boolean }>('SELECT type, detail, is_bot FROM sequence_events WHERE target_id = $1 ORDER BY id', [targetId]);
    const engagementNotes = async (contactId: number) =>
      db().query<{ payload: { engagement?: { tracking_status?: string }; sequence_id?: number } }>(
        'SELECT payload FROM notifications WHERE user_id = $1 AND notification_type_id = $2 AND contact_id = $3 ORDER BY id',
        [ownerId, notificationTypeId('engagement'), contactId],
      );

    it('a reply stops the target (finish on reply), cancels its planned mail, records the category and notifies the owner; an unrelated mail is ignored', async () => {
      const sequence = await newSequence();
      const contact = singles[0]!;
      const target = await sentTarget(sequence, contact);
      await deliver(
        mail(`Paul <${contact.email}>`, 'Re: Bonjour', 'Bonjour, oui je suis intéressé, appelez-moi mardi.\n\n> Bonjour…', target.messageId),
        mail('Newsletter <news@shop.test>', 'Promotions', 'Rien à voir.', null),
        mail('Inconnu <x@elsewhere.test>', 'Re: autre chose', 'Réponse à un autre fil.', '<not-ours@elsewhere.test>'),
      );
      const run = await server.app.sequenceReplies.service.readAll();
      expect(run).toMatchObject({ failures: 0, outcomes: { replied: 1, ignored: 2 } });
      expect(await targetRow(target.targetId)).toMatchObject({ done_event: 'mail_replied', done_at: NOW, next_step_due_at: null });
      expect(await sendsOf(target.targetId)).toEqual(['sent', 'cancelled']);
      const events = await eventsOf(target.targetId);
      expect(events.map((event) => event.type)).toEqual(['replied', 'target_done']);
      expect(events[0]!.detail).toMatchObject({ category: EMAIL_REPLY_CATEGORY.interested, category_code: 'interested', from: contact.email });
      const notes = await engagementNotes(contact.id);
      expect(notes.map((note) => note.payload)).toEqual([expect.objectContaining({ engagement: { tracking_status: 'replied' }, sequence_id: sequence.id })]);
      // A second run reads nothing new: nothing recorded twice.
      expect((await server.app.sequenceReplies.service.readAll()).outcomes).toMatchObject({ replied: 0, ignored: 0 });
      expect(await eventsOf(target.targetId)).toHaveLength(2);
    });

    it('a reply to a sequence that does not finish on reply records the reply but keeps the target going', async () => {
      const sequence = await newSequence(false);
      const contact = singles[1]!;
      const target = await sentTarget(sequence, contact);
      await deliver(mail(contact.email, 'Re: Bonjour', 'Merci, bien reçu.', target.messageId));
      expect((await server.app.sequenceReplies.service.readAll()).outcomes.replied).toBe(1);
      expect(await targetRow(target.targetId)).toMatchObject({ done_at: null, paused_until: null });
      expect(await sendsOf(target.targetId)).toEqual(['sent', 'planned']);
      expect((await eventsOf(target.targetId)).map((event) => [event.type, event.detail?.category_code])).toEqual([['replied', 'replied']]);
    });

    it('an out-of-office reply pauses the target until the day after the return date and withdraws its planned mail', async () => {
      const sequence = await newSequence();
      const contact = singles[2]!;
      const target = await sentTarget(sequence, contact);
      await deliver(mail(contact.email, 'Réponse automatique : Bonjour', "Bonjour,\nJe suis absent jusqu'au 12 décembre inclus.", target.messageId, ['Auto-Submitted: auto-replied']));
      expect((await server.app.sequenceReplies.service.readAll()).outcomes.autoreplied).toBe(1);
      const row = await targetRow(target.targetId);
      expect(row.done_at).toBeNull();
      expect(row.paused_until?.toISOString()).toBe('2026-12-12T23:00:00.000Z');
      expect(row.next_step_due_at).toBeNull();
      // The planned mail is removed (not cancelled): the planner plans the step again after the pause.
      expect(await sendsOf(target.targetId)).toEqual(['sent']);
      const events = await eventsOf(target.targetId);
      expect(events.map((event) => event.type)).toEqual(['autoreplied', 'target_paused']);
      expect(events[0]!.detail).toMatchObject({ return_date: '2026-12-12', category: EMAIL_REPLY_CATEGORY.auto_reply });
      expect(await engagementNotes(contact.id)).toEqual([]);
    });

    it('a delivery status notification bounces: the send failed_perm, the address bounced, the target done', async () => {
      const sequence = await newSequence();
      const contact = singles[3]!;
      const target = await sentTarget(sequence, contact);
      const dsn = [
        'From: Mail Delivery System <MAILER-DAEMON@mx.client.test>',
        `To: ${LOGIN}`,
        'Subject: Undelivered Mail Returned to Sender',
        `Message-ID: <${randomUUID()}@mx.client.test>`,
        'Date: Sat, 28 Nov 2026 09:01:00 +0100',
        'Auto-Submitted: auto-replied',
        'MIME-Version: 1.0',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Your message could not be delivered.',
        '--b1',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; mx.client.test',
        '',
        `Final-Recipient: rfc822; ${contact.email}`,
        'Action: failed',
        'Status: 5.1.1',
        'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
        '',
        '--b1',
        'Content-Type: text/rfc822-headers',
        '',
        `From: Jeanne Martin <${LOGIN}>`,
        `To: ${contact.email}`,
        'Subject: Bonjour',
        `Message-ID: ${target.messageId}`,
        '',
        '--b1--',
        '',
      ].join('\n');
      await deliver(dsn);
      expect((await server.app.sequenceReplies.service.readAll()).outcomes.bounced).toBe(1);
      expect(await targetRow(target.targetId)).toMatchObject({ done_event: 'mail_bounced' });
      expect(await sendsOf(target.targetId)).toEqual(['failed_perm', 'cancelled']);
      const [bounce] = await db().query<{ email: string; reason: string }>('SELECT email, reason FROM email_bounces WHERE organization_id = $1 AND email = lower($2)', [organizationId, contact.email]);
      expect(bounce).toMatchObject({ email: contact.email.toLowerCase(), reason: expect.stringContaining('5.1.1') });
      expect((await eventsOf(target.targetId)).map((event) => event.type)).toEqual(['bounced', 'target_done']);
    });

    it('a reply from a colleague at the same company stops the replied target and pauses the company’s other target in the owner’s other ongoing sequence', async () => {
      const first = await newSequence();
      const second = await newSequence();
      const replied = await sentTarget(first, pair[0]);
      const other = await sentTarget(second, pair[1]);
      const bystander = await sentTarget(second, singles[4]!);
      await deliver(mail(`Collègue <assistante@${pair[0].email.split('@')[1]}>`, 'Re: Bonjour', 'Je transmets à mon responsable.', replied.messageId));
      expect((await server.app.sequenceReplies.service.readAll()).outcomes.replied).toBe(1);
      expect(await targetRow(replied.targetId)).toMatchObject({ done_event: 'mail_replied' });
      const paused = await targetRow(other.targetId);
      expect(paused).toMatchObject({ done_at: null, next_step_due_at: null });
      expect(paused.paused_until?.toISOString()).toBe(COMPANY_REPLY_PAUSED_UNTIL);
      expect(await sendsOf(other.targetId)).toEqual(['sent']);
      expect((await eventsOf(other.targetId)).map((event) => [event.type, event.detail?.reason])).toEqual([['target_paused', 'company_replied']]);
      // A target of another company is left alone.
      expect(await targetRow(bystander.targetId)).toMatchObject({ paused_until: null, done_at: null });
      expect(await sendsOf(bystander.targetId)).toEqual(['sent', 'planned']);
    });

    it('reads the replies of a local test mailbox from the SMTP catcher (no IMAP): a reply to the owner stops the target', async () => {
      const sequence = await newSequence(true, localOwnerId);
      const contact = singles[7] ?? singles[2]!;
      const target = await sentTarget(sequence, contact);
      const catcher = server.mail.catcher!;
      const transport = createTransport({ host: '127.0.0.1', port: catcher.port, secure: false, ignoreTLS: true });
      const { messageId } = await transport.sendMail({
        from: contact.email,
        to: LOCAL_OWNER,
        subject: 'Re: Bonjour',
        text: 'Merci, rappelez-moi demain.',
        inReplyTo: target.messageId,
        references: [target.messageId],
      });
      transport.close();
      await catcher.waitFor((mail) => mail.messageId === messageId);
      const run = await server.app.sequenceReplies.service.readAll();
      expect(run.failures).toBe(0);
      expect(await targetRow(target.targetId)).toMatchObject({ done_event: 'mail_replied' });
      expect((await eventsOf(target.targetId)).map((event) => [event.type, event.detail?.category_code ?? null])).toEqual([
        ['replied', 'interested'],
        ['target_done', null],
      ]);
      // Read once: the next run finds nothing new in the catcher.
      await server.app.sequenceReplies.service.readAll();
      expect(await eventsOf(target.targetId)).toHaveLength(2);
    });

    it('runs as a pg-boss job on the same database: a triggered run reads the mailboxes and handles a new reply', async () => {
      const sequence = await newSequence();
      const contact = singles[8] ?? singles[3]!;
      const target = await sentTarget(sequence, contact);
      await deliver(mail(contact.email, 'Re: Bonjour', 'Merci pour votre message.', target.messageId));
      const runs: RepliesRun[] = [];
      const service = server.app.sequenceReplies.service;
      const readAll = async () => {
        const run = await service.readAll();
        runs.push(run);
        return run;
      };
      const jobs = await startSequenceRepliesJobs(db(), { ...service, readAll }, createTestLogger());
      try {
        expect(await jobs.trigger()).toEqual(expect.any(String));
        await expect.poll(() => runs.length, { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);
      } finally {
        await jobs.stop();
      }
      expect(runs[0]).toMatchObject({ failures: 0, outcomes: { replied: 1 } });
      expect(await targetRow(target.targetId)).toMatchObject({ done_event: 'mail_replied' });
    }, 40_000);

    describe('tracking routes', () => {
      const get = (path: string, userAgent: string | null) =>
        fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: userAgent === null ? {} : { 'user-agent': userAgent } });

      it('rewrites a mail’s links, records opens and clicks (bots flagged), notifies the first person’s hit, and redirects only to the mail’s own links', async () => {
        const sequence = await newSequence();
        const contact = singles[5] ?? singles[0]!;
        const target = await sentTarget(sequence, contact);
        const html = await server.app.sequenceReplies.tracker.trackEmail(
          '<p><a href="https://atlas.fr/offre?a=1&amp;b=2">Offre</a> <a href="mailto:jeanne@atlas.test">Écrire</a> <a href="https://atlas.fr/unsubscribe?t=1">Se désabonner</a></p>',
          target.token,
          server.baseUrl,
        );
        const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
        expect(hrefs).toEqual([`${server.baseUrl}/v1/t/c/${target.token}/0`, 'mailto:jeanne@atlas.test', 'https://atlas.fr/unsubscribe?t=1']);
        const pixel = /<img src="([^"]+)"/.exec(html)![1]!;
        expect(pixel).toBe(`${server.baseUrl}/v1/t/o/${target.token}`);

        const open = await get(`/v1/t/o/${target.token}`, 'Mozilla/5.0');
        expect(open.status).toBe(200);
        expect(open.headers.get('content-type')).toBe('image/gif');
        expect((await open.arrayBuffer()).byteLength).toBeGreaterThan(0);
        await get(`/v1/t/o/${target.token}`, BROWSER);
        await get(`/v1/t/o/${target.token}`, BROWSER);
        const click = await get(`/v1/t/c/${target.token}/0`, BROWSER);
        expect(click.status).toBe(302);
        expect(click.headers.get('location')).toBe('https://atlas.fr/offre?a=1&b=2');
        const events = await eventsOf(target.targetId);
        expect(events.map((event) => [event.type, event.is_bot, event.detail?.bot_reason ?? null])).toEqual([
          ['opened', true, 'privacy_proxy'],
          ['opened', false, null],
          ['opened', false, null],
          ['clicked', false, null],
        ]);
        expect((await engagementNotes(contact.id)).map((note) => note.payload.engagement?.tracking_status)).toEqual(['opened', 'clicked']);
      });

      it('refuses an open redirect: another link number, an unknown token or a made-up URL go to the app’s home, nothing recorded', async () => {
        const sequence = await newSequence();
        const target = await sentTarget(sequence, singles[6] ?? singles[1]!);
        await server.app.sequenceReplies.tracker.trackEmail('<a href="https://atlas.fr/">x</a>', target.token, server.baseUrl);
        for (const path of [
          `/v1/t/c/${target.token}/1`,
          `/v1/t/c/${target.token}/-1`,
          `/v1/t/c/${target.token}/https%3A%2F%2Fevil.test`,
          `/v1/t/c/${'z'.repeat(32)}/0`,
          '/v1/t/c/%2F%2Fevil.test/0',
          '/v1/t/c/1/1',
        ]) {
          const answer = await get(path, BROWSER);
          expect(answer.status, path).toBe(302);
          expect(answer.headers.get('location'), path).toBe(server.config.publicUrl);
        }
        const unknownPixel = await get(`/v1/t/o/${'z'.repeat(32)}`, BROWSER);
        expect(unknownPixel.status).toBe(200);
        expect(unknownPixel.headers.get('content-type')).toBe('image/gif');
        expect(await eventsOf(target.targetId)).toEqual([]);
      });

      it('unsubscribes: GET only asks, the POST (form or one-click) ends every target of the contact in the organisation, once', async () => {
        const contact = singles[10] ?? singles[9] ?? singles[0]!;
        const first = await newSequence();
        const second = await newSequence();
        const target = await sentTarget(first, contact);
        const other = await sentTarget(second, contact);
        const page = await fetch(`${server.baseUrl}/v1/t/u/${target.token}`);
        expect(page.status).toBe(200);
        const [organization] = await db().query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [organizationId]);
        const html = await page.text();
        expect(html).toContain(`Ne plus recevoir les e-mails de prospection de ${organization!.name.replace(/&/g, '&amp;')}`);
        expect(html).toContain('<form method="post">');
        expect(await targetRow(target.targetId)).toMatchObject({ done_event: null });

        const oneClick = await fetch(`${server.baseUrl}/v1/t/u/${target.token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
        expect(oneClick.status).toBe(200);
        expect(await oneClick.text()).toContain('C’est fait');
        for (const targetId of [target.targetId, other.targetId]) {
          expect(await targetRow(targetId)).toMatchObject({ done_event: 'unsubscribed', next_step_due_at: null });
          expect(await sendsOf(targetId)).toEqual(['sent', 'cancelled']);
        }
        const again = await fetch(`${server.baseUrl}/v1/t/u/${target.token}`, { method: 'POST', headers: { 'accept-language': 'en-GB' } });
        expect(await again.text()).toContain('Done: you will receive no more prospecting e-mails');
        expect((await eventsOf(target.targetId)).map((event) => event.type)).toEqual(['unsubscribed']);

        const unknown = await fetch(`${server.baseUrl}/v1/t/u/${'z'.repeat(32)}`, { method: 'POST' });
        expect(unknown.status).toBe(404);
        expect(await unknown.text()).toContain('Ce lien de désinscription n’est pas ou plus valable.');
        expect((await fetch(`${server.baseUrl}/v1/t/u/%2F..%2Fx`)).status).toBe(404);
      });
    });
  });
});
