import { randomBytes } from 'node:crypto';
import { notificationWording, translate } from '@cible/core';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dkimRecordValue, generateDkimKeyPair } from '../src/mail/dkim-key-pair';
import { createDnsLookup } from '../src/mail/dns-lookup';
import { createSecretBox } from '../src/security/secret-box';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { insertCampaignSender, setMailingCredits } from './support/campaign-sender-fixture';
import { startLocalDnsServer } from './support/local-dns-server';
import type { LocalDnsServer } from './support/local-dns-server';
import { listenSmtpServer } from './support/mail-servers';
import type { LocalServer } from './support/mail-servers';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { signedInCalls } from './support/signed-in-calls';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const OWNER = 'marketing@atlas.demo';
const DOMAIN = 'campagnes-atlas.test';
const SELECTOR = 'cible202611';
const MINUTE = 60_000;

/** One mail the relay took: its raw bytes and its recipients. */
interface Received {
  readonly raw: Buffer;
  readonly to: readonly string[];
}

const headerOf = (raw: Buffer, name: string): string | null => {
  const head = raw.toString('utf8').split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.+)$`, 'im').exec(head)?.[1]?.trim() ?? null;
};

/** The HTML part's text, quoted-printable undone (enough to find the footer and the links). */
const bodyOf = (raw: Buffer): string =>
  raw
    .toString('utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('campaign send: credits, exactly once through the relay, headers, DKIM, bounces, unsubscribe', () => {
  describeEachDatabase('on each database', (context) => {
    let server: Server;
    let relay: LocalServer;
    let dns: LocalDnsServer;
    const received: Received[] = [];
    /** What the relay answers to a recipient instead of taking the mail. */
    const refusals = new Map<string, { code: number; message: string }>();
    const tokens: Record<string, string> = {};
    const calls = signedInCalls(() => server.api, tokens);
    let ownerId = 0;
    let organizationId = 0;
    let senderId = 0;
    let contacts: number[] = [];
    let nextContact = 0;
    let clock = new Date('2026-03-02T09:00:00Z');

    beforeAll(async () => {
      const key = randomBytes(32);
      const keys = await generateDkimKeyPair();
      dns = await startLocalDnsServer({ [`${SELECTOR}._domainkey.${DOMAIN}`]: [dkimRecordValue(keys.publicKeyBase64)] });
      relay = await listenSmtpServer({
        authOptional: true,
        onRcptTo(address, _session, callback) {
          const refusal = refusals.get(address.address.toLowerCase());
          if (refusal === undefined) return callback();
          const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
          return callback(error);
        },
        onData(stream, session, callback) {
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('end', () => {
            received.push({ raw: Buffer.concat(parts), to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()) });
            callback();
          });
        },
      });
      server = await startSeededServer(context.db, {
        clock: () => clock,
        env: {
          MAIL_SECRET_KEY: key.toString('base64'),
          CAMPAIGN_SMTP_URL: `smtp://${relay.host}:${relay.port}`,
          CAMPAIGN_MAILS_PER_SECOND_PER_DOMAIN: '500',
          CAMPAIGN_UNSUBSCRIBE_MAILTO: 'desinscription@cible.test',
          PUBLIC_URL: 'https://app.cible.test',
        },
      });
      ownerId = await userIdOf(context.db, OWNER);
      tokens[OWNER] = await server.api.login(OWNER);
      const [owner] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [ownerId]);
      organizationId = owner!.organization_id;
      await loadGeneratedData(context.db, { companies: 4, contacts: 30, news: 1, conferences: 1 }, { referenceDate: '2026-03-01', seed: 19 });
      contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 30')).map((row) => Number(row.id));
      const secrets = createSecretBox(key);
      senderId = (await insertCampaignSender(context.db, { organizationId, domain: DOMAIN, keys, secrets, selector: SELECTOR, replyTo: 'reponses@atlas.test' })).senderId;
    }, 180_000);
    afterAll(async () => {
      await server?.close();
      await relay?.stop();
      await dns?.stop();
    });

    const setCredits = (amount: number) => setMailingCredits(context.db, organizationId, ownerId, amount);
    const credits = async () => (await context.db.query<{ amount: number }>(`SELECT amount FROM credits WHERE user_id = $1 AND kind = 'sequence'`, [ownerId]))[0]?.amount;
    /** A draft campaign ready to send, with one target per address (fresh contacts). */
    const newCampaign = async (addresses: readonly string[], name = 'Printemps') => {
      const [campaign] = await context.db.query<{ id: number }>(
        `INSERT INTO campaigns (organization_id, owner_user_id, name, sender_id, email_subject, email_html_content, email_header, email_footer, mirror_link, mirror_link_text)
         VALUES ($1, $2, $3, $4, 'Nos offres pour {{contact.first_name}}', '<p>Bonjour {{contact.first_name}}, voyez <a href="https://atlas.test/offres">nos offres</a>.</p>',
                 '<p>EN-TETE ATLAS</p>', '<p>PIED ATLAS <a href="{{unsubscribe_link}}">Se désinscrire</a></p>', true, 'Version en ligne') RETURNING id`,
        [organizationId, ownerId, name, senderId],
      );
      const contactIds: number[] = [];
      for (const address of addresses) {
        const contactId = contacts[nextContact++]!;
        await context.db.query('UPDATE contacts SET email = $2 WHERE id = $1', [contactId, address]);
        await context.db.query('INSERT INTO campaign_targets (organization_id, campaign_id, contact_id) VALUES ($1, $2, $3)', [organizationId, campaign!.id, contactId]);
        contactIds.push(contactId);
      }
      return { id: campaign!.id, contactIds };
    };
    const sendNow = (campaignId: number) => calls.call('POST', `/v1/smart-mailing/campaigns/${campaignId}/send`, OWNER, { send_timing_id: 1 });
    const sends = (campaignId: number) =>
      context.db.query<{ id: number; contact_id: string; status: string; message_id: string; tracking_token: string; attempts: number; next_attempt_at: Date | null }>(
        'SELECT id, contact_id, status, message_id, tracking_token, attempts, next_attempt_at FROM campaign_sends WHERE campaign_id = $1 ORDER BY id',
        [campaignId],
      );
    const run = (now: Date) => {
      clock = now;
      return server.app.campaignSender.sender.runOnce(now);
    };
    const mailsTo = (address: string) => received.filter((mail) => mail.to.includes(address));

    it('refuses a send short of mailing credits: 409, nothing changes, the owner gets the insufficient-credits notification', async () => {
      const campaign = await newCampaign(['court1@client.test', 'court2@client.test', 'court3@client.test'], 'Trop grande');
      await setCredits(2);
      const refusal = await calls.refused(sendNow(campaign.id), 409, 'CREDITS.INSUFFICIENT');
      expect(refusal.details).toEqual({ required: 3, available: 2 });
      expect(await credits()).toBe(2);
      expect(await sends(campaign.id)).toEqual([]);
      const [row] = await context.db.query<{ status_id: number }>('SELECT status_id FROM campaigns WHERE id = $1', [campaign.id]);
      expect(row!.status_id).toBe(1);
      const notes = await context.db.query<{ notification_type_id: number; payload: Record<string, unknown> }>(
        `SELECT notification_type_id, payload FROM notifications WHERE user_id = $1 AND notification_type_id = 11 AND payload->>'campaign_name' = 'Trop grande'`,
        [ownerId],
      );
      expect(notes).toHaveLength(1);
      expect(notes[0]!.payload.campaign_name).toBe('Trop grande');
      expect(translate(notificationWording(11, notes[0]!.payload), 'fr')).toMatch(/Trop grande.*n.a pas pu être envoyée car vous n.avez pas assez de crédits/);
      expect(await run(new Date('2026-03-02T09:01:00Z'))).toMatchObject({ claimed: 0, sent: 0 });
    });

    it('sends each target once with header, footer, mirror and unsubscribe links, List-Unsubscribe (one click) and a verifying DKIM signature; a second run sends nothing', async () => {
      const addresses = ['alice@client.test', 'bruno@client.test', 'chloe@client.test'];
      const campaign = await newCampaign(addresses);
      await setCredits(10);
      const answer = await sendNow(campaign.id);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({ id: campaign.id, status_id: 3, sent_date: null });
      expect(await credits()).toBe(7);
      const planned = await sends(campaign.id);
      expect(planned.map((send) => send.status)).toEqual(['planned', 'planned', 'planned']);
      // Sending it again is refused by core's transitions: sent → sent is not a status change.
      await calls.refused(sendNow(campaign.id), 409, 'CAMPAIGN.TRANSITION_NOT_ALLOWED');

      const first = await run(new Date('2026-03-02T09:05:00Z'));
      expect(first).toMatchObject({ claimed: 3, sent: 3, retried: 0, bounced: 0, finished: 1 });
      const lookup = createDnsLookup({ server: dns.address, timeoutMs: 2000 });
      for (const [index, address] of addresses.entries()) {
        const mails = mailsTo(address);
        expect(mails).toHaveLength(1);
        const raw = mails[0]!.raw;
        const send = planned[index]!;
        expect(headerOf(raw, 'Message-ID')).toBe(send.message_id);
        expect(headerOf(raw, 'List-Unsubscribe')).toBe(`<https://app.cible.test/v1/t/u/${send.tracking_token}>, <mailto:desinscription@cible.test?subject=unsubscribe>`);
        expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
        expect(headerOf(raw, 'From')).toBe(`Atlas Marketing <news@${DOMAIN}>`);
        const body = bodyOf(raw);
        expect(body).toContain('EN-TETE ATLAS');
        expect(body).toContain('PIED ATLAS');
        // The body's link is the web page /unsubscribe with the signed token (ADR 039); the header keeps the one-click URL.
        expect(body).toContain(`href="https://app.cible.test/unsubscribe?token=${send.tracking_token}"`);
        // The mirror link goes through the click redirect like the content's links (kept in order with the send).
        expect(body).toContain('Version en ligne');
        const [links] = await context.db.query<{ tracked_links: string[] }>('SELECT tracked_links FROM campaign_sends WHERE id = $1', [send.id]);
        expect(links!.tracked_links).toEqual([`https://app.cible.test/v1/t/m/${send.tracking_token}`, 'https://atlas.test/offres']);
        expect(body).toContain(`href="https://app.cible.test/v1/t/c/${send.tracking_token}/0"`);
        expect(body).toContain(`https://app.cible.test/v1/t/o/${send.tracking_token}`);
        const verified = await dkimVerify(raw, { resolver: lookup });
        expect(verified.results[0]?.signingDomain).toBe(DOMAIN);
        expect(verified.results[0]?.status.result).toBe('pass');
      }
      expect((await sends(campaign.id)).map((send) => send.status)).toEqual(['sent', 'sent', 'sent']);
      const [done] = await context.db.query<{ sent_date: Date | null }>('SELECT sent_date FROM campaigns WHERE id = $1', [campaign.id]);
      expect(done!.sent_date?.toISOString()).toBe('2026-03-02T09:05:00.000Z');
      const events = await context.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM campaign_events WHERE campaign_id = $1 AND type = 'sent'`, [campaign.id]);
      expect(events[0]!.n).toBe(3);
      const campaignNotes = await context.db.query<{ payload: Record<string, unknown> }>('SELECT payload FROM notifications WHERE user_id = $1 AND notification_type_id = 4', [ownerId]);
      expect(campaignNotes.map((note) => note.payload.campaign_name)).toContain('Printemps');

      const countBefore = received.length;
      expect(await run(new Date('2026-03-02T09:30:00Z'))).toMatchObject({ claimed: 0, sent: 0, finished: 0 });
      expect(received.length).toBe(countBefore);

      // The mirror page shows the mail for its contact; an unknown token: 404.
      const mirror = await fetch(`${server.baseUrl}/v1/t/m/${planned[0]!.tracking_token}`);
      expect(mirror.status).toBe(200);
      expect(await mirror.text()).toContain('PIED ATLAS');
      expect((await fetch(`${server.baseUrl}/v1/t/m/unknown-token-123`)).status).toBe(404);
    });

    it('retries a 4xx refusal with back-off, then sends it once', async () => {
      const campaign = await newCampaign(['greylist@client.test']);
      await setCredits(10);
      expect((await sendNow(campaign.id)).status).toBe(200);
      refusals.set('greylist@client.test', { code: 451, message: 'Greylisted, try later' });
      const now = new Date('2026-03-02T10:00:00Z');
      expect(await run(now)).toMatchObject({ claimed: 1, sent: 0, retried: 1, finished: 0 });
      const [waiting] = await sends(campaign.id);
      expect(waiting!.status).toBe('failed_temp');
      expect(waiting!.next_attempt_at?.toISOString()).toBe(new Date(now.getTime() + 5 * MINUTE).toISOString());
      refusals.delete('greylist@client.test');
      expect(await run(new Date(now.getTime() + 2 * MINUTE))).toMatchObject({ claimed: 0 });
      expect(await run(new Date(now.getTime() + 6 * MINUTE))).toMatchObject({ claimed: 1, sent: 1, finished: 1 });
      expect(mailsTo('greylist@client.test')).toHaveLength(1);
      const [sent] = await sends(campaign.id);
      expect([sent!.status, sent!.attempts]).toEqual(['sent', 2]);
    });

    it('records a 5xx refusal as a bounce, never retried', async () => {
      const campaign = await newCampaign(['inconnu@client.test', 'daniel@client.test']);
      await setCredits(10);
      expect((await sendNow(campaign.id)).status).toBe(200);
      refusals.set('inconnu@client.test', { code: 550, message: 'No such user' });
      const now = new Date('2026-03-02T11:00:00Z');
      expect(await run(now)).toMatchObject({ claimed: 2, sent: 1, bounced: 1, finished: 1 });
      const rows = await sends(campaign.id);
      expect(rows.map((send) => send.status)).toEqual(['failed_perm', 'sent']);
      const bounces = await context.db.query<{ email: string }>('SELECT email FROM email_bounces WHERE organization_id = $1', [organizationId]);
      expect(bounces.map((row) => row.email)).toContain('inconnu@client.test');
      const events = await context.db.query<{ type: string }>('SELECT type FROM campaign_events WHERE send_id = $1', [rows[0]!.id]);
      expect(events.map((event) => event.type)).toEqual(['bounced']);
      refusals.delete('inconnu@client.test');
      expect(await run(new Date(now.getTime() + 24 * 60 * MINUTE))).toMatchObject({ claimed: 0 });
      expect(mailsTo('inconnu@client.test')).toHaveLength(0);
    });

    it('opts the contact out with the one-click POST: a later campaign does not mail it and the sequence import excludes it', async () => {
      const campaign = await newCampaign(['optout@client.test']);
      await setCredits(10);
      expect((await sendNow(campaign.id)).status).toBe(200);
      await run(new Date('2026-03-04T12:00:00Z'));
      const [send] = await sends(campaign.id);
      expect(send!.status).toBe('sent');
      const contactId = Number(send!.contact_id);

      const page = await fetch(`${server.baseUrl}/v1/t/u/${send!.tracking_token}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<form method="post">');
      const oneClick = await fetch(`${server.baseUrl}/v1/t/u/${send!.tracking_token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      const events = await context.db.query<{ type: string }>(`SELECT type FROM campaign_events WHERE send_id = $1 AND type = 'unsubscribed'`, [send!.id]);
      expect(events).toHaveLength(1);

      // A later campaign to the same contact: planned and paid, but cancelled at claim time, never mailed.
      const [later] = await context.db.query<{ id: number }>(
        `INSERT INTO campaigns (organization_id, owner_user_id, name, sender_id, email_subject, email_html_content, email_footer)
         VALUES ($1, $2, 'Été', $3, 'Été', '<p>Bonjour</p>', '<a href="{{unsubscribe_link}}">Se désinscrire</a>') RETURNING id`,
        [organizationId, ownerId, senderId],
      );
      await context.db.query('INSERT INTO campaign_targets (organization_id, campaign_id, contact_id) VALUES ($1, $2, $3)', [organizationId, later!.id, contactId]);
      expect((await sendNow(later!.id)).status).toBe(200);
      expect(await run(new Date('2026-03-04T13:00:00Z'))).toMatchObject({ claimed: 1, sent: 0, cancelled: 1, finished: 1 });
      expect(mailsTo('optout@client.test')).toHaveLength(1);

      // The sequence import reads the same opt-out (reason 3: opted out).
      const [sequence] = await context.db.query<{ id: number }>(
        `INSERT INTO sequences (organization_id, owner_user_id, name) VALUES ($1, $2, 'Relance') RETURNING id`,
        [organizationId, ownerId],
      );
      const check = await calls.okCall('POST', `/v1/sequence/sequences/${sequence!.id}/check-import-targets`, OWNER, { contact_id_list: [contactId] });
      expect((check as { excluded_list: { contact_id: number; reason_id: number }[] }).excluded_list).toEqual([{ contact_id: contactId, reason_id: 3 }]);
    });

    it('schedules a campaign: credits taken now, nothing sent before its date, sent by the first run after it', async () => {
      clock = new Date('2026-03-05T08:00:00Z');
      const campaign = await newCampaign(['planifie@client.test']);
      await setCredits(4);
      const answer = await calls.call('POST', `/v1/smart-mailing/campaigns/${campaign.id}/send`, OWNER, { send_timing_id: 2, sent_date: '2026-03-05T10:00:00+01:00' });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({ status_id: 2, sent_date: '2026-03-05T09:00:00.000Z' });
      expect(await credits()).toBe(3);
      expect(await run(new Date('2026-03-05T08:59:00Z'))).toMatchObject({ started: 0, claimed: 0 });
      expect(mailsTo('planifie@client.test')).toHaveLength(0);
      expect(await run(new Date('2026-03-05T09:00:30Z'))).toMatchObject({ started: 1, claimed: 1, sent: 1, finished: 1 });
      expect(mailsTo('planifie@client.test')).toHaveLength(1);
      await calls.refused(calls.call('POST', `/v1/smart-mailing/campaigns/${campaign.id}/send`, OWNER, { send_timing_id: 2, sent_date: '2026-03-06T10:00:00+01:00' }), 409, 'CAMPAIGN.TRANSITION_NOT_ALLOWED');
    });

    it('turns a claim past the lease (a crash during SMTP) into unknown and never sends it again', async () => {
      clock = new Date('2026-03-07T08:00:00Z');
      const campaign = await newCampaign(['crash@client.test']);
      await setCredits(2);
      expect((await sendNow(campaign.id)).status).toBe(200);
      // What a process killed between its claim's commit and the SMTP answer leaves behind.
      await context.db.query(`UPDATE campaign_sends SET status = 'claimed', claimed_at = $2, attempts = 1 WHERE campaign_id = $1`, [campaign.id, new Date('2026-03-07T08:00:00Z')]);
      expect(await run(new Date('2026-03-07T08:05:00Z'))).toMatchObject({ expired: 0, claimed: 0, finished: 0 });
      expect(await run(new Date('2026-03-07T08:11:00Z'))).toMatchObject({ expired: 1, claimed: 0, sent: 0, finished: 1 });
      expect((await sends(campaign.id)).map((send) => send.status)).toEqual(['unknown']);
      expect(await run(new Date('2026-03-08T08:00:00Z'))).toMatchObject({ claimed: 0 });
      expect(mailsTo('crash@client.test')).toHaveLength(0);
    });

    it('sends from the pg-boss queue when the sender job is started', async () => {
      clock = new Date('2026-03-06T08:00:00Z');
      const { startCampaignSenderJobs } = await import('../src/modules/smart-mailing/campaign-sender-jobs');
      const jobs = await startCampaignSenderJobs(context.db, server.app.campaignSender.sender, () => clock, server.app.log as never);
      try {
        const campaign = await newCampaign(['file@client.test']);
        await setCredits(2);
        expect((await sendNow(campaign.id)).status).toBe(200);
        await jobs.trigger();
        const deadline = Date.now() + 20_000;
        while (mailsTo('file@client.test').length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
        expect(mailsTo('file@client.test')).toHaveLength(1);
        // The relay has the mail before the job writes its outcome: wait for the outcome.
        await expect.poll(async () => (await sends(campaign.id)).map((send) => send.status), { timeout: 10_000 }).toEqual(['sent']);
      } finally {
        await jobs.stop();
      }
    }, 60_000);

    it('sends a test of the campaign to the caller’s own address, rendered the same, without credits or sends', async () => {
      const campaign = await newCampaign(['test-target@client.test']);
      await setCredits(5);
      const before = received.length;
      const answer = await calls.call('POST', '/v1/smart-mailing/send-test', OWNER, { campaign_id: campaign.id, bat_email_id_list: [0] });
      expect(answer.status, answer.text).toBe(204);
      expect(received.length).toBe(before + 1);
      const mail = received[received.length - 1]!;
      expect(mail.to).toEqual([OWNER]);
      expect(headerOf(mail.raw, 'Subject')).toMatch(/^\[TEST\] Nos offres/);
      expect(bodyOf(mail.raw)).toContain('PIED ATLAS');
      expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(await credits()).toBe(5);
      expect(await sends(campaign.id)).toEqual([]);
    });
  });
});
