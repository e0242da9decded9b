import { randomUUID } from 'node:crypto';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { startDeliveringSmtpServer } from './support/delivering-smtp-server';
import type { DeliveringSmtpServer } from './support/delivering-smtp-server';
import { freePort, hasDovecot, startDovecot } from './support/dovecot';
import type { DovecotServer } from './support/dovecot';
import { readInbox } from './support/read-inbox';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

/** The sequences' owner (smtp + imap mailbox on the test servers) and a colleague (local test mailbox: the catcher). */
const OWNER = 'marketing@atlas.demo';
const COLLEAGUE = 'sales-automation@atlas.demo';
const MANAGER = 'manager@atlas.demo';
const SALES = 'sales@atlas.demo';
const STRANGER = 'manager@boreal.demo';
/** The owner's mailbox login on both servers. */
const LOGIN = 'envois@atlas.test';
const PASSWORD = 'Boite-Secret-2026';
/** Prospects' addresses: dovecot users the delivering server takes mail for. */
const RECIPIENTS = Array.from({ length: 24 }, (_, index) => `prospect${index + 1}@client.test`);
const LEASE_MS = 10 * 60_000;
const MINUTE = 60_000;

/** A Paris instant of March 2026 (UTC+1): day of month and hour, Paris time. */
const paris = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 2, day, hour - 1, minute));

const describeWithDovecot = hasDovecot() || process.env.CI === 'true' ? describe : describe.skip;

describeWithDovecot('sequence sender: exactly once through the owner’s mailbox (real SMTP, real dovecot)', () => {
  describeEachDatabase('on each database', (context) => {
    let server: Server;
    let dovecot: DovecotServer;
    let smtp: DeliveringSmtpServer;
    const tokens: Record<string, string> = {};
    const ids: Record<string, number> = {};
    let organizationId: number;
    let contacts: number[] = [];
    let nextContact = 0;
    /** The server's clock (the review's "now"); each run sets it. */
    let clock = paris(1, 9);

    beforeAll(async () => {
      dovecot = await startDovecot([LOGIN, OWNER, ...RECIPIENTS].map((name) => ({ name, password: PASSWORD })));
      smtp = await startDeliveringSmtpServer(dovecot, { user: LOGIN, password: PASSWORD }, Object.fromEntries([LOGIN, OWNER, ...RECIPIENTS].map((name) => [name, PASSWORD])));
      server = await startSeededServer(context.db, { clock: () => clock, env: { MAILBOX_CHECK_TIMEOUT_SECONDS: '3', SEQUENCE_SEND_LEASE_SECONDS: String(LEASE_MS / 1000) } });
      for (const email of [OWNER, COLLEAGUE, MANAGER, SALES, STRANGER]) {
        ids[email] = await userIdOf(context.db, email);
        tokens[email] = await server.api.login(email);
      }
      const [owner] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [ids[OWNER]]);
      organizationId = owner!.organization_id;
      await loadGeneratedData(context.db, { companies: 6, contacts: 40, news: 1, conferences: 1 }, { referenceDate: '2026-03-01', seed: 11 });
      contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 40')).map((row) => Number(row.id));
      const connected = await call('POST', `/v1/email/smtp-imap/credentials/${ids[OWNER]}`, OWNER, {
        email: LOGIN,
        display_name: 'Jeanne Martin',
        smtp: { host: smtp.host, port: smtp.port, security: 'none', user: LOGIN, password: PASSWORD },
        imap: { host: dovecot.host, port: dovecot.port, security: 'none', user: LOGIN, password: PASSWORD },
      });
      expect(connected.status, connected.text).toBe(200);
      const local = await call('POST', `/v1/email/local-test/credentials/${ids[COLLEAGUE]}`, COLLEAGUE, {});
      expect(local.status, local.text).toBe(200);
    }, 180_000);
    afterAll(async () => {
      await server?.close();
      await smtp?.stop();
      await dovecot?.stop();
    });

    const call = (method: string, path: string, email: string, body?: unknown) =>
      server.api.call(method, path, { token: tokens[email]!, ...(body === undefined ? {} : { body: body as Record<string, unknown> }) });
    const run = (now: Date) => {
      clock = now;
      return server.app.sequenceSender.runOnce(now);
    };

    /** An ongoing sequence of `owner` with two e-mail steps (and a task step), window `days` `start`–`end` Paris. */
    const newSequence = async (owner = OWNER, window: { days?: string; start?: number; end?: number } = {}) => {
      const [sequence] = await context.db.query<{ id: number }>(
        `INSERT INTO sequences (organization_id, owner_user_id, name, status_id, sendable_days, sendable_start_hour, sendable_end_hour)
         VALUES ($1, $2, 'Relance', 2, $3, $4, $5) RETURNING id`,
        [organizationId, ids[owner], window.days ?? '0,1,2,3,4,5,6', window.start ?? 7, window.end ?? 22],
      );
      const step = async (position: number, type: 1 | 2) => {
        const [row] = await context.db.query<{ id: number }>(
          `INSERT INTO sequence_steps (organization_id, sequence_id, position, type_id, email_subject, email_html_content, task_type_id, task_description)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          type === 2
            ? [organizationId, sequence!.id, position, 2, `Étape ${position} pour {{contact.first_name}}`, `<p>Bonjour {{contact.first_name}}, étape ${position}.</p>`, null, null]
            : [organizationId, sequence!.id, position, 1, null, null, 1, 'Appeler'],
        );
        return row!.id;
      };
      return { id: sequence!.id, steps: [await step(1, 2), await step(2, 2), await step(3, 1)] as const };
    };
    /** A target of the sequence on a fresh contact whose address is `email`. */
    const newTarget = async (sequenceId: number, email: string) => {
      const contactId = contacts[nextContact++]!;
      await context.db.query('UPDATE contacts SET email = $2 WHERE id = $1', [contactId, email]);
      const [row] = await context.db.query<{ id: number }>(
        'INSERT INTO sequence_targets (organization_id, sequence_id, contact_id) VALUES ($1, $2, $3) RETURNING id',
        [organizationId, sequenceId, contactId],
      );
      return row!.id;
    };
    /** What the planner inserts: a planned send of (target, step), due at `dueAt`. */
    const plan = async (sequenceId: number, targetId: number, stepId: number, dueAt: Date, owner = OWNER) => {
      const messageId = `<${randomUUID()}@cible.test>`;
      const [row] = await context.db.query<{ id: number }>(
        `INSERT INTO sequence_sends (organization_id, sequence_id, target_id, step_id, owner_user_id, due_at, message_id, tracking_token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [organizationId, sequenceId, targetId, stepId, ids[owner], dueAt, messageId, randomUUID()],
      );
      return { id: row!.id, messageId };
    };
    const sendRow = async (id: number) => {
      const [row] = await context.db.query<{ status: string; attempts: number; next_attempt_at: Date | null; sent_at: Date | null; smtp_response: string | null; to_address: string | null }>(
        'SELECT status, attempts, next_attempt_at, sent_at, smtp_response, to_address FROM sequence_sends WHERE id = $1',
        [id],
      );
      return row!;
    };
    const eventsOf = async (sendId: number) =>
      (await context.db.query<{ type: string }>('SELECT type FROM sequence_events WHERE send_id = $1 ORDER BY id', [sendId])).map((row) => row.type);
    const received = (messageId: string) => smtp.state.messageIds.filter((id) => id === messageId).length;

    it('sends a due send once, with its Message-ID, rendered for the contact; records it and advances the target; never sends it twice', async () => {
      const sequence = await newSequence();
      const target = await newTarget(sequence.id, RECIPIENTS[0]!);
      const now = paris(2, 10);
      const due = await plan(sequence.id, target, sequence.steps[0], new Date(now.getTime() - MINUTE));
      const later = await plan(sequence.id, await newTarget(sequence.id, RECIPIENTS[1]!), sequence.steps[0], new Date(now.getTime() + 30 * MINUTE));

      const first = await run(now);
      expect(first).toMatchObject({ claimed: 1, sent: 1, retried: 0, bounced: 0 });
      expect(received(due.messageId)).toBe(1);
      expect(await sendRow(due.id)).toMatchObject({ status: 'sent', attempts: 1, sent_at: now, to_address: RECIPIENTS[0] });
      expect(await eventsOf(due.id)).toEqual(['sent']);
      expect((await sendRow(later.id)).status).toBe('planned');
      const [advanced] = await context.db.query<{ current_step_id: number; current_step_at: Date; next_step_due_at: Date | null }>(
        'SELECT current_step_id, current_step_at, next_step_due_at FROM sequence_targets WHERE id = $1',
        [target],
      );
      expect(advanced).toEqual({ current_step_id: sequence.steps[0], current_step_at: now, next_step_due_at: null });
      const [firstName] = await context.db.query<{ first_name: string }>('SELECT p.first_name FROM contacts p JOIN sequence_targets t ON t.contact_id = p.id WHERE t.id = $1', [target]);
      const inbox = await readInbox(dovecot, RECIPIENTS[0]!, PASSWORD);
      expect(inbox.map((mail) => [mail.subject, mail.from, mail.fromName])).toEqual([[`Étape 1 pour ${firstName!.first_name}`, LOGIN, 'Jeanne Martin']]);
      expect(inbox[0]!.text).toContain(`Bonjour ${firstName!.first_name}, étape 1.`);
      // Tracked: the open pixel of the send's token (the tracking module's trackEmail, ADR 031).
      const [token] = await context.db.query<{ tracking_token: string }>('SELECT tracking_token FROM sequence_sends WHERE id = $1', [due.id]);
      expect(inbox[0]!.html).toContain(`/v1/t/o/${token!.tracking_token}`);

      // Later runs send the second send when due, and never the first again.
      expect(await run(new Date(now.getTime() + 5 * MINUTE))).toMatchObject({ claimed: 0, sent: 0 });
      expect(await run(new Date(now.getTime() + 31 * MINUTE))).toMatchObject({ claimed: 1, sent: 1 });
      expect(received(due.messageId)).toBe(1);
      expect(received(later.messageId)).toBe(1);
    });

    it('retries a temporary refusal (4xx) with a growing back-off, then sends', async () => {
      const sequence = await newSequence();
      const address = RECIPIENTS[2]!;
      const send = await plan(sequence.id, await newTarget(sequence.id, address), sequence.steps[0], paris(3, 9));
      smtp.state.refusals.set(address, { code: 451, message: 'Greylisted, try again later' });
      const now = paris(3, 10);

      expect(await run(now)).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
      const first = await sendRow(send.id);
      expect(first).toMatchObject({ status: 'failed_temp', attempts: 1, next_attempt_at: new Date(now.getTime() + 5 * MINUTE) });
      expect(first.smtp_response).toContain('451');
      // Not before the back-off; the second refusal waits twice as long.
      expect(await run(new Date(now.getTime() + 4 * MINUTE))).toMatchObject({ claimed: 0 });
      const second = new Date(now.getTime() + 5 * MINUTE);
      expect(await run(second)).toMatchObject({ claimed: 1, retried: 1 });
      expect(await sendRow(send.id)).toMatchObject({ status: 'failed_temp', attempts: 2, next_attempt_at: new Date(second.getTime() + 10 * MINUTE) });

      smtp.state.refusals.delete(address);
      expect(await run(new Date(second.getTime() + 10 * MINUTE))).toMatchObject({ claimed: 1, sent: 1 });
      expect(await sendRow(send.id)).toMatchObject({ status: 'sent', attempts: 3 });
      expect(received(send.messageId)).toBe(1);
    });

    it('bounces a permanent refusal (5xx): failed for good, address marked, target done, later sends cancelled, never retried', async () => {
      const sequence = await newSequence();
      const address = RECIPIENTS[3]!;
      const target = await newTarget(sequence.id, address);
      const send = await plan(sequence.id, target, sequence.steps[0], paris(4, 9));
      const laterStep = await plan(sequence.id, target, sequence.steps[1], paris(6, 9));
      smtp.state.refusals.set(address, { code: 550, message: 'No such user here' });
      const now = paris(4, 10);

      expect(await run(now)).toMatchObject({ claimed: 1, sent: 0, bounced: 1 });
      expect(await sendRow(send.id)).toMatchObject({ status: 'failed_perm', attempts: 1, next_attempt_at: null });
      expect((await sendRow(send.id)).smtp_response).toContain('550');
      expect(await eventsOf(send.id)).toEqual(['bounced']);
      expect((await sendRow(laterStep.id)).status).toBe('cancelled');
      const [done] = await context.db.query('SELECT done_event, done_at FROM sequence_targets WHERE id = $1', [target]);
      expect(done).toEqual({ done_event: 'mail_bounced', done_at: now });
      const bounces = await context.db.query('SELECT email FROM email_bounces WHERE organization_id = $1 AND email = $2', [organizationId, address]);
      expect(bounces).toHaveLength(1);

      // Never retried; the same address in another sequence is not even tried (already bounced).
      smtp.state.refusals.delete(address);
      const other = await newSequence();
      const again = await plan(other.id, await newTarget(other.id, address), other.steps[0], paris(6, 9));
      expect(await run(paris(6, 10))).toMatchObject({ claimed: 1, sent: 0, bounced: 1 });
      expect(await sendRow(send.id)).toMatchObject({ status: 'failed_perm', attempts: 1 });
      expect(await sendRow(again.id)).toMatchObject({ status: 'failed_perm', smtp_response: 'address already bounced' });
      expect(received(send.messageId) + received(again.messageId)).toBe(0);
    });

    it('takes a lost connection (SMTP server unreachable) as temporary: retried later, nothing bounced', async () => {
      const connected = await call('POST', `/v1/email/smtp-imap/credentials/${ids[MANAGER]}`, MANAGER, {
        email: LOGIN,
        smtp: { host: smtp.host, port: smtp.port, security: 'none', user: LOGIN, password: PASSWORD },
        imap: { host: dovecot.host, port: dovecot.port, security: 'none', user: LOGIN, password: PASSWORD },
      });
      expect(connected.status, connected.text).toBe(200);
      // The server moved away after the connection was checked: nothing listens on the stored port any more.
      await context.db.query(`UPDATE mailbox_credentials SET settings = jsonb_set(settings, '{smtp,port}', to_jsonb($2::int)) WHERE user_id = $1`, [ids[MANAGER], await freePort()]);
      const sequence = await newSequence(MANAGER);
      const target = await newTarget(sequence.id, RECIPIENTS[23]!);
      const send = await plan(sequence.id, target, sequence.steps[0], paris(17, 9), MANAGER);
      const now = paris(17, 10);
      expect(await run(now)).toMatchObject({ claimed: 1, sent: 0, retried: 1, bounced: 0 });
      const row = await sendRow(send.id);
      expect(row).toMatchObject({ status: 'failed_temp', attempts: 1, next_attempt_at: new Date(now.getTime() + 5 * MINUTE) });
      expect(row.smtp_response).toMatch(/ECONNECTION|ECONNREFUSED/);
      const [state] = await context.db.query('SELECT done_at FROM sequence_targets WHERE id = $1', [target]);
      expect(state).toEqual({ done_at: null });
      expect(await context.db.query('SELECT email FROM email_bounces WHERE email = $1', [RECIPIENTS[23]])).toEqual([]);
      await context.db.query("UPDATE sequence_sends SET status = 'cancelled' WHERE id = $1", [send.id]);
    });

    it('never claims above the owner’s daily threshold nor outside the window', async () => {
      await context.db.query(
        `INSERT INTO sequence_settings (user_id, organization_id, daily_threshold) VALUES ($1, $2, 3)
         ON CONFLICT (user_id) DO UPDATE SET daily_threshold = 3`,
        [ids[OWNER], organizationId],
      );
      // Tuesday to Thursday, 9:00–12:00 Paris.
      const sequence = await newSequence(OWNER, { days: '2,3,4', start: 9, end: 12 });
      const sends: { id: number; messageId: string }[] = [];
      for (const address of RECIPIENTS.slice(4, 9)) sends.push(await plan(sequence.id, await newTarget(sequence.id, address), sequence.steps[0], paris(9, 7)));
      const statuses = async () => (await Promise.all(sends.map((send) => sendRow(send.id)))).map((row) => row.status);

      expect(await run(paris(10, 8, 59))).toMatchObject({ claimed: 0 }); // Tuesday before 9:00
      expect(await run(paris(9, 10))).toMatchObject({ claimed: 0 }); // Monday: not a sending day
      expect(await run(paris(10, 9))).toMatchObject({ claimed: 3, sent: 3 });
      expect(await run(paris(10, 11, 59))).toMatchObject({ claimed: 0 }); // threshold reached today
      expect(await run(paris(11, 12))).toMatchObject({ claimed: 0 }); // Wednesday, window closed
      expect(await run(paris(11, 9, 30))).toMatchObject({ claimed: 2, sent: 2 });
      expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
      const perDay = await context.db.query<{ day: string; count: number }>(
        `SELECT to_char(sent_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS day, count(*)::int AS count FROM sequence_sends
         WHERE sequence_id = $1 GROUP BY 1 ORDER BY 1`,
        [sequence.id],
      );
      expect(perDay).toEqual([
        { day: '2026-03-10', count: 3 },
        { day: '2026-03-11', count: 2 },
      ]);
      await context.db.query('DELETE FROM sequence_settings WHERE user_id = $1', [ids[OWNER]]);
    });

    it('two senders running at once send each mail once', async () => {
      const sequence = await newSequence();
      const sends: { id: number; messageId: string }[] = [];
      for (const address of RECIPIENTS.slice(9, 19)) sends.push(await plan(sequence.id, await newTarget(sequence.id, address), sequence.steps[0], paris(12, 9)));
      const now = paris(12, 10);
      const [one, two] = await Promise.all([run(now), run(now)]);
      expect(one.sent + two.sent).toBe(10);
      for (const send of sends) expect([received(send.messageId), (await sendRow(send.id)).status]).toEqual([1, 'sent']);
    });

    it('recovers a claim left by a crash: found in the Sent folder → sent; not found in a mailbox that does not save sent mail → review', async () => {
      const sequence = await newSequence();
      const crashed = async (address: string) => {
        const send = await plan(sequence.id, await newTarget(sequence.id, address), sequence.steps[0], paris(13, 9));
        await context.db.query("UPDATE sequence_sends SET status = 'claimed', claimed_at = $2, attempts = 1 WHERE id = $1", [send.id, paris(13, 9, 30)]);
        return send;
      };
      const inSent = await crashed(RECIPIENTS[19]!);
      const lost = await crashed(RECIPIENTS[20]!);
      // The crash happened after the SMTP server took the first one: its copy is in the owner's Sent folder.
      const client = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: LOGIN, pass: PASSWORD }, logger: false });
      await client.connect();
      await client.mailboxCreate('Sent').catch(() => undefined);
      await client.append('Sent', `From: ${LOGIN}\r\nTo: ${RECIPIENTS[19]}\r\nSubject: Étape 1\r\nMessage-ID: ${inSent.messageId}\r\n\r\nBonjour\r\n`);
      await client.logout();

      // Within the lease: still claimed, nothing happens.
      expect(await run(paris(13, 9, 35))).toMatchObject({ expired: 0, foundInSent: 0 });
      expect((await sendRow(inSent.id)).status).toBe('claimed');
      // Past the lease: unknown → looked up. This SMTP + IMAP server does not save sent mail (its latest accepted send
      // is not in Sent): the missing one goes to review, never resent blindly.
      expect(await run(paris(13, 10))).toMatchObject({ expired: 2, foundInSent: 1, resent: 0, review: 1, sent: 0 });
      expect(await sendRow(inSent.id)).toMatchObject({ status: 'sent', smtp_response: 'found in the Sent folder after an unknown outcome' });
      expect(await eventsOf(inSent.id)).toEqual(['sent']);
      expect((await sendRow(lost.id)).status).toBe('review');
      expect(received(inSent.messageId) + received(lost.messageId)).toBe(0);

      // The owner decides: send it again (a colleague may not; a target without a send under review: 409).
      const [lostTarget] = await context.db.query<{ target_id: number }>('SELECT target_id FROM sequence_sends WHERE id = $1', [lost.id]);
      const REVIEW = `/v1/sequence/sequences/${sequence.id}/targets/${lostTarget!.target_id}/send-review`;
      const colleague = await call('POST', REVIEW, COLLEAGUE, { decision: 'resend' });
      expect([colleague.status, (colleague.body as { code?: string }).code]).toEqual([403, 'SEQUENCE.NOT_OWNER']);
      expect((await call('POST', REVIEW, SALES, { decision: 'resend' })).status).toBe(403);
      const decided = await call('POST', REVIEW, OWNER, { decision: 'resend' });
      expect(decided.status, decided.text).toBe(204);
      expect((await sendRow(lost.id)).status).toBe('planned');
      const again = await call('POST', REVIEW, OWNER, { decision: 'mark_sent' });
      expect([again.status, (again.body as { code?: string }).code]).toEqual([409, 'SEQUENCE.NO_SEND_TO_REVIEW']);
      expect(await run(paris(13, 10, 5))).toMatchObject({ claimed: 1, sent: 1 });
      expect(received(lost.messageId)).toBe(1);

      // The server now files every mail it takes in Sent (like Gmail): once a mail it took is found there (the probe),
      // a missing one was never sent and is sent again, once.
      smtp.state.saveSent = true;
      try {
        const reference = await plan(sequence.id, await newTarget(sequence.id, RECIPIENTS[21]!), sequence.steps[0], paris(13, 10));
        expect(await run(paris(13, 11))).toMatchObject({ sent: 1 });
        const missing = await crashed(RECIPIENTS[22]!);
        await context.db.query('UPDATE sequence_sends SET claimed_at = $2 WHERE id = $1', [missing.id, paris(13, 11, 30)]);
        expect(await run(paris(13, 12))).toMatchObject({ expired: 1, foundInSent: 0, resent: 1, sent: 1, review: 0 });
        expect(await sendRow(missing.id)).toMatchObject({ status: 'sent', attempts: 2 });
        expect([received(reference.messageId), received(missing.messageId)]).toEqual([1, 1]);
      } finally {
        smtp.state.saveSent = false;
      }
    });

    it('sends again an unknown send missing from a mailbox that saves sent mail itself (the local test mailbox)', async () => {
      const sequence = await newSequence(COLLEAGUE);
      const send = await plan(sequence.id, await newTarget(sequence.id, 'quelqu.un@client.test'), sequence.steps[0], paris(16, 9), COLLEAGUE);
      await context.db.query("UPDATE sequence_sends SET status = 'claimed', claimed_at = $2, attempts = 1 WHERE id = $1", [send.id, paris(16, 9)]);
      expect(await run(paris(16, 10))).toMatchObject({ expired: 1, foundInSent: 0, resent: 1, sent: 1 });
      expect(await sendRow(send.id)).toMatchObject({ status: 'sent', attempts: 2 });
      const caught = server.app.mailboxes.localTest.messagesOf(COLLEAGUE).filter((mail) => mail.messageId === send.messageId);
      expect(caught).toHaveLength(1);
      // The next recovery finds nothing to do.
      expect(await run(paris(16, 11))).toMatchObject({ expired: 0, resent: 0 });
    });

    it('sends a missing unknown send again only inside the window: a claim lost at 17:50 is sent at the next opening, not at 18:05', async () => {
      // Monday to Friday, 9:00–18:00 Paris; Monday 16 March 2026.
      const sequence = await newSequence(COLLEAGUE, { days: '1,2,3,4,5', start: 9, end: 18 });
      const send = await plan(sequence.id, await newTarget(sequence.id, 'apres.fermeture@client.test'), sequence.steps[0], paris(16, 17, 49), COLLEAGUE);
      // Claimed at 17:50, then the process died: the lease (10 min) is over at 18:00, after the window closed.
      await context.db.query("UPDATE sequence_sends SET status = 'claimed', claimed_at = $2, attempts = 1 WHERE id = $1", [send.id, paris(16, 17, 50)]);
      expect(await run(paris(16, 18, 5))).toMatchObject({ expired: 1, foundInSent: 0, resent: 0, sent: 0 });
      const tuesday = paris(17, 9);
      expect(await sendRow(send.id)).toMatchObject({ status: 'failed_temp', next_attempt_at: tuesday });
      expect(await run(paris(17, 8, 59))).toMatchObject({ claimed: 0 });
      expect(await run(tuesday)).toMatchObject({ claimed: 1, sent: 1 });
      const caught = server.app.mailboxes.localTest.messagesOf(COLLEAGUE).filter((mail) => mail.messageId === send.messageId);
      expect(caught).toHaveLength(1);
    });

    /** A Paris instant of April 2026 (UTC+2, summer time): day of month and hour, Paris time. */
    const parisApril = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 3, day, hour - 2, minute));
    /** A send of a fresh target at its second attempt (back-off 10 min), its retry due at `retryAt`. */
    const failedOnce = async (sequence: { id: number; steps: readonly number[] }, address: string, retryAt: Date) => {
      const send = await plan(sequence.id, await newTarget(sequence.id, address), sequence.steps[0]!, new Date(retryAt.getTime() - 5 * MINUTE));
      await context.db.query(`UPDATE sequence_sends SET status = 'failed_temp', attempts = 1, next_attempt_at = $2 WHERE id = $1`, [send.id, retryAt]);
      return send;
    };

    // Last: the claims of these (late March and April 2026) count in the daily threshold of any earlier day.
    it('retries inside the sequence’s sending calendar: a failure on Friday 17:55 waits for Monday’s opening, or Tuesday’s after Easter Monday', async () => {
      // Monday to Friday, 9:00–18:00 Paris.
      const sequence = await newSequence(OWNER, { days: '1,2,3,4,5', start: 9, end: 18 });
      const address = RECIPIENTS[2]!;
      smtp.state.refusals.set(address, { code: 451, message: 'Greylisted, try again later' });
      const send = await failedOnce(sequence, address, paris(20, 17, 50));
      // Friday 20 March 2026, 17:55: refused again; + 10 min = 18:05, the window has closed → Monday 23 March, 9:00.
      expect(await run(paris(20, 17, 55))).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
      const monday = paris(23, 9);
      expect(await sendRow(send.id)).toMatchObject({ status: 'failed_temp', attempts: 2, next_attempt_at: monday });
      const [target] = await context.db.query<{ next_step_due_at: Date }>('SELECT t.next_step_due_at FROM sequence_targets t JOIN sequence_sends s ON s.target_id = t.id WHERE s.id = $1', [send.id]);
      expect(target!.next_step_due_at).toEqual(monday);
      smtp.state.refusals.delete(address);
      expect(await run(paris(22, 12))).toMatchObject({ claimed: 0 }); // Sunday
      expect(await run(paris(23, 8, 59))).toMatchObject({ claimed: 0 });
      expect(await run(monday)).toMatchObject({ claimed: 1, sent: 1 });
      expect(await sendRow(send.id)).toMatchObject({ status: 'sent', attempts: 3, sent_at: monday });

      // Friday 3 April 2026, 17:55: Monday 6 April is Easter Monday, a public holiday → Tuesday 7 April, 9:00.
      const easter = RECIPIENTS[0]!;
      smtp.state.refusals.set(easter, { code: 451, message: 'Greylisted, try again later' });
      const beforeEaster = await failedOnce(sequence, easter, parisApril(3, 17, 50));
      expect(await run(parisApril(3, 17, 55))).toMatchObject({ claimed: 1, retried: 1 });
      const tuesday = parisApril(7, 9);
      expect(await sendRow(beforeEaster.id)).toMatchObject({ status: 'failed_temp', attempts: 2, next_attempt_at: tuesday });
      smtp.state.refusals.delete(easter);
      expect(await run(parisApril(6, 10))).toMatchObject({ claimed: 0 });
      expect(await run(tuesday)).toMatchObject({ claimed: 1, sent: 1 });
      expect(received(send.messageId) + received(beforeEaster.messageId)).toBe(2);
    });

    it('never claims a due retry on a public holiday, nor outside a window changed after the retry was set', async () => {
      const sequence = await newSequence(OWNER, { days: '1,2,3,4,5', start: 9, end: 18 });
      // Due before Easter Monday (6 April 2026), inside the window's hours and weekdays.
      const send = await failedOnce(sequence, RECIPIENTS[1]!, parisApril(6, 8));
      expect(await run(parisApril(6, 10))).toMatchObject({ claimed: 0 });
      // The owner moves the window to Wednesdays 14:00–18:00: the retry waits for it.
      await context.db.query('UPDATE sequences SET sendable_days = $2, sendable_start_hour = 14 WHERE id = $1', [sequence.id, '3']);
      expect(await run(parisApril(7, 10))).toMatchObject({ claimed: 0 }); // Tuesday
      expect(await run(parisApril(8, 10))).toMatchObject({ claimed: 0 }); // Wednesday before 14:00
      expect(await sendRow(send.id)).toMatchObject({ status: 'failed_temp', attempts: 1 });
      expect(await run(parisApril(8, 14))).toMatchObject({ claimed: 1, sent: 1 });
      expect(await sendRow(send.id)).toMatchObject({ status: 'sent', attempts: 2 });
    });

    describe('POST /v1/sequence/sequences/{id}/send-email-test', () => {
      const SEND_TEST = (id: number) => `/v1/sequence/sequences/${id}/send-email-test`;

      it('sends an e-mail step as a test to the caller’s own address through his mailbox, filled for a contact', async () => {
        const sequence = await newSequence();
        const contactId = contacts[39]!;
        const [contact] = await context.db.query<{ first_name: string }>('SELECT first_name FROM contacts WHERE id = $1', [contactId]);
        const answer = await call('POST', SEND_TEST(sequence.id), OWNER, { step_id: sequence.steps[1], bat_email_id_list: [0], contact_id: contactId });
        expect(answer.status, answer.text).toBe(204);
        const inbox = await readInbox(dovecot, OWNER, PASSWORD);
        expect(inbox.map((mail) => mail.subject)).toContain(`[TEST] Étape 2 pour ${contact!.first_name}`);
      });

      it('refuses a task step (400), a step of another sequence (404), another organisation (404) and a read-only licence (403)', async () => {
        const sequence = await newSequence();
        const other = await newSequence();
        const refusal = async (email: string, id: number, body: Record<string, unknown>) => {
          const answer = await call('POST', SEND_TEST(id), email, body);
          return [answer.status, (answer.body as { code?: string } | null)?.code];
        };
        expect(await refusal(OWNER, sequence.id, { step_id: sequence.steps[2], bat_email_id_list: [0] })).toEqual([400, 'SEQUENCE.NOT_EMAIL_STEP']);
        expect(await refusal(OWNER, sequence.id, { step_id: other.steps[0], bat_email_id_list: [0] })).toEqual([404, 'NOT_FOUND']);
        expect((await refusal(STRANGER, sequence.id, { step_id: sequence.steps[0], bat_email_id_list: [0] }))[0]).toBe(404);
        expect((await refusal(SALES, sequence.id, { step_id: sequence.steps[0], bat_email_id_list: [0] }))[0]).toBe(403);
        expect(await refusal(OWNER, sequence.id, { step_id: sequence.steps[0], bat_email_id_list: [] })).toEqual([400, 'VALIDATION.INVALID_BODY']);
      });
    });
  });
});
