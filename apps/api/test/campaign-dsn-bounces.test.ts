import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDkimKeyPair } from '../src/mail/dkim-key-pair';
import { dsnVerdict } from '../src/modules/smart-mailing/campaign-bounce-reader';
import { createSecretBox } from '../src/security/secret-box';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { insertCampaignSender, setMailingCredits } from './support/campaign-sender-fixture';
import { hasDovecot, startDovecot } from './support/dovecot';
import type { DovecotServer } from './support/dovecot';
import { listenSmtpServer } from './support/mail-servers';
import type { LocalServer } from './support/mail-servers';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { signedInCalls } from './support/signed-in-calls';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const OWNER = 'marketing@atlas.demo';
const OTHER_OWNER = 'sales@boreal.demo';
const DOMAIN = 'campagnes-atlas.test';
const OTHER_DOMAIN = 'news-boreal.test';
const BOUNCES = 'bounces@cible.test';
const PASSWORD = 'Rebonds-2026';
const UUID = /^<([0-9a-f-]{36})@/;

const describeWithDovecot = hasDovecot() || process.env.CI === 'true' ? describe : describe.skip;

/** One mail the relay took: its raw bytes, the envelope sender, the recipients and the ENVID. */
interface Received {
  readonly raw: Buffer;
  readonly mailFrom: string;
  readonly to: readonly string[];
  readonly envid: string | null;
  readonly ret: string | null;
}

interface Send {
  id: number;
  contact_id: string;
  status: string;
  message_id: string;
  to_address: string | null;
}

/** The header block of a raw mail (what a report returns with RET=HDRS, text/rfc822-headers). */
const headerBlock = (raw: Buffer): string => raw.toString('utf8').split(/\r?\n\r?\n/, 1)[0]!;

/** A Postfix-like report (multipart/report; report-type=delivery-status), the original's headers returned when given. */
function postfixReport(options: {
  readonly to: string;
  readonly recipient: string;
  readonly action: 'failed' | 'delayed';
  readonly status: string;
  readonly diagnostic: string;
  readonly returnedHeaders: string | null;
  readonly envelopeId?: string;
}): string {
  const reportId = `${randomUUID()}@mx.client.test`;
  return [
    'Return-Path: <>',
    `Delivered-To: ${options.to}`,
    'From: MAILER-DAEMON@relay.cible.test (Mail Delivery System)',
    `To: ${options.to}`,
    options.action === 'failed' ? 'Subject: Undelivered Mail Returned to Sender' : 'Subject: Delayed Mail (still being retried)',
    `Message-ID: <${reportId}>`,
    'Date: Sun, 29 Nov 2026 08:01:00 +0100 (CET)',
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="6B1F2C0A21.1764399660/relay.cible.test"',
    'Content-Transfer-Encoding: 8bit',
    '',
    'This is a MIME-encapsulated message.',
    '',
    '--6B1F2C0A21.1764399660/relay.cible.test',
    'Content-Description: Notification',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'This is the mail system at host relay.cible.test.',
    '',
    options.action === 'failed' ? "I'm sorry to have to inform you that your message could not be delivered." : 'Your message could not be delivered for 4 hours. It will be retried until it is 5 days old.',
    '',
    '--6B1F2C0A21.1764399660/relay.cible.test',
    'Content-Description: Delivery report',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; relay.cible.test',
    'X-Postfix-Queue-ID: 6B1F2C0A21',
    `X-Postfix-Sender: rfc822; ${options.to}`,
    ...(options.envelopeId === undefined ? [] : [`Original-Envelope-Id: ${options.envelopeId}`]),
    'Arrival-Date: Sun, 29 Nov 2026 07:58:12 +0100 (CET)',
    '',
    `Final-Recipient: rfc822; ${options.recipient}`,
    `Original-Recipient: rfc822;${options.recipient}`,
    `Action: ${options.action}`,
    `Status: ${options.status}`,
    'Remote-MTA: dns; mx.client.test',
    `Diagnostic-Code: smtp; ${options.diagnostic}`,
    ...(options.action === 'delayed' ? ['Will-Retry-Until: Fri, 4 Dec 2026 07:58:12 +0100 (CET)'] : []),
    '',
    ...(options.returnedHeaders === null
      ? []
      : ['--6B1F2C0A21.1764399660/relay.cible.test', 'Content-Description: Undelivered Message Headers', 'Content-Type: text/rfc822-headers', '', options.returnedHeaders, '']),
    '--6B1F2C0A21.1764399660/relay.cible.test--',
    '',
  ].join('\r\n');
}

describe('delivery report verdicts', () => {
  it('a 5.x.x or a failed action bounces, a failed 4.x.x gives up, a delay or a 4.x.x alone waits, the rest is nothing', () => {
    expect(dsnVerdict({ action: 'failed', status: '5.1.1' })).toBe('bounce');
    expect(dsnVerdict({ action: 'failed', status: null })).toBe('bounce');
    expect(dsnVerdict({ action: 'failed', status: '4.4.7' })).toBe('gave_up');
    expect(dsnVerdict({ action: 'delayed', status: '4.4.1' })).toBe('delayed');
    expect(dsnVerdict({ action: null, status: '4.2.2' })).toBe('delayed');
    expect(dsnVerdict({ action: null, status: '5.7.1' })).toBe('bounce');
    expect(dsnVerdict({ action: 'delivered', status: '2.0.0' })).toBe('other');
    expect(dsnVerdict({ action: 'relayed', status: '5.0.0' })).toBe('other');
    expect(dsnVerdict({ action: null, status: 'garbage' })).toBe('other');
    expect(dsnVerdict({ action: null, status: '5.0.0 (permanent failure)' })).toBe('bounce');
  });

  it('agrees with the rule table on any action and status (fast-check)', () => {
    const action = fc.oneof(fc.constantFrom('failed', 'FAILED', 'delayed', 'delivered', 'relayed', 'expanded', ' Failed '), fc.constant(null), fc.string({ maxLength: 8 }));
    const status = fc.oneof(
      fc.tuple(fc.constantFrom('2', '4', '5'), fc.nat(999), fc.nat(999)).map(([klass, subject, detail]) => `${klass}.${subject}.${detail}`),
      fc.constant(null),
      fc.string({ maxLength: 8 }),
      fc.tuple(fc.constantFrom('5.1.1', '4.4.1'), fc.constantFrom(' (comment)', '(x)', '-1', '.2', 'x', ' \t')).map(([code, tail]) => code + tail),
    );
    fc.assert(
      fc.property(action, status, (a, st) => {
        const act = a?.trim().toLowerCase() || null;
        const klass = /^([245])\.\d{1,3}\.\d{1,3}(?:[\s(].*)?$/s.exec((st ?? '').trim())?.[1] ?? null;
        const expected =
          act === 'delayed' ? 'delayed' : act === 'failed' ? (klass === '4' || klass === '2' ? 'gave_up' : 'bounce') : act !== null ? 'other' : klass === '5' ? 'bounce' : klass === '4' ? 'delayed' : 'other';
        expect(dsnVerdict({ action: a, status: st })).toBe(expected);
      }),
    );
  });
});

describeWithDovecot('campaign bounces from delivery status notifications (real relay, real dovecot)', () => {
  describeEachDatabase('on each database', (context) => {
    let server: Server;
    let relay: LocalServer;
    let dovecot: DovecotServer;
    const received: Received[] = [];
    const tokens: Record<string, string> = {};
    const calls = signedInCalls(() => server.api, tokens);
    let ownerId = 0;
    let organizationId = 0;
    let otherOwnerId = 0;
    let otherOrganizationId = 0;
    let contacts: number[] = [];
    let nextContact = 0;
    let clock = new Date('2026-11-29T07:00:00Z');
    /** Senders by organisation (each with its own DKIM domain). */
    const senders = new Map<number, number>();

    beforeAll(async () => {
      const key = randomBytes(32);
      dovecot = await startDovecot([{ name: BOUNCES, password: PASSWORD }]);
      relay = await listenSmtpServer({
        authOptional: true,
        // Offers the DSN extension (RFC 3461) as Postfix does: the sender's ENVID and RET=HDRS reach it.
        hideDSN: false,
        onData(stream, session, callback) {
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('end', () => {
            const envelope = session.envelope as typeof session.envelope & { dsn?: { envid: string | null; ret: string | null } };
            received.push({
              raw: Buffer.concat(parts),
              mailFrom: envelope.mailFrom === false ? '' : envelope.mailFrom.address,
              to: envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              envid: envelope.dsn?.envid ?? null,
              ret: envelope.dsn?.ret ?? null,
            });
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
          CAMPAIGN_BOUNCE_ADDRESS: BOUNCES,
          CAMPAIGN_BOUNCE_IMAP_URL: `imap://${encodeURIComponent(BOUNCES)}:${PASSWORD}@${dovecot.host}:${dovecot.port}/INBOX`,
          MAILBOX_CHECK_TIMEOUT_SECONDS: '5',
          PUBLIC_URL: 'https://app.cible.test',
        },
      });
      ownerId = await userIdOf(context.db, OWNER);
      otherOwnerId = await userIdOf(context.db, OTHER_OWNER);
      tokens[OWNER] = await server.api.login(OWNER);
      const orgOf = async (userId: number) =>
        (await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [userId]))[0]!.organization_id;
      organizationId = await orgOf(ownerId);
      otherOrganizationId = await orgOf(otherOwnerId);
      await loadGeneratedData(context.db, { companies: 4, contacts: 30, news: 1, conferences: 1 }, { referenceDate: '2026-11-01', seed: 42 });
      contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 30')).map((row) => Number(row.id));
      const secrets = createSecretBox(key);
      const keys = await generateDkimKeyPair();
      for (const [organization, domainName] of [
        [organizationId, DOMAIN],
        [otherOrganizationId, OTHER_DOMAIN],
      ] as const) {
        senders.set(organization, (await insertCampaignSender(context.db, { organizationId: organization, domain: domainName, keys, secrets, senderName: 'Nouvelles' })).senderId);
      }
      await setMailingCredits(context.db, organizationId, ownerId, 100);
    }, 180_000);
    afterAll(async () => {
      await server?.close();
      await relay?.stop();
      await dovecot?.stop();
    });

    /** A draft campaign of the organisation with one target per address (fresh contacts). */
    const newCampaign = async (organization: number, owner: number, addresses: readonly string[], name: string) => {
      const [campaign] = await context.db.query<{ id: number }>(
        `INSERT INTO campaigns (organization_id, owner_user_id, name, sender_id, email_subject, email_html_content, email_footer)
         VALUES ($1, $2, $3, $4, 'Nos offres', '<p>Bonjour {{contact.first_name}}</p>', '<p><a href="{{unsubscribe_link}}">Se désinscrire</a></p>') RETURNING id`,
        [organization, owner, name, senders.get(organization)],
      );
      for (const address of addresses) {
        const contactId = contacts[nextContact++]!;
        await context.db.query('UPDATE contacts SET email = $2 WHERE id = $1', [contactId, address]);
        await context.db.query('INSERT INTO campaign_targets (organization_id, campaign_id, contact_id) VALUES ($1, $2, $3)', [organization, campaign!.id, contactId]);
      }
      return campaign!.id;
    };
    const sendsOf = (campaignId: number) =>
      context.db.query<Send>('SELECT id, contact_id, status, message_id, to_address FROM campaign_sends WHERE campaign_id = $1 ORDER BY id', [campaignId]);
    const sendTo = async (campaignId: number, address: string) => (await sendsOf(campaignId)).find((send) => send.to_address === address)!;
    const mailTo = (address: string) => received.filter((mail) => mail.to.includes(address));
    const run = (now: Date) => {
      clock = now;
      return server.app.campaignSender.sender.runOnce(now);
    };
    const readBounces = () => server.app.campaignBounces.reader!.readOnce();
    const bounces = async (organization: number) =>
      (await context.db.query<{ email: string }>('SELECT email FROM email_bounces WHERE organization_id = $1 ORDER BY email', [organization])).map((row) => row.email);
    const bouncedEvents = async (campaignId: number) =>
      context.db.query<{ send_id: number; detail: Record<string, unknown> }>(`SELECT send_id, detail FROM campaign_events WHERE campaign_id = $1 AND type = 'bounced' ORDER BY id`, [campaignId]);
    const imap = () => new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: BOUNCES, pass: PASSWORD }, logger: false });
    /** Appends messages to the bounce mailbox's INBOX (as a delivery would), answering their UIDs. */
    const deliver = async (...messages: string[]) => {
      const client = imap();
      await client.connect();
      const uids: number[] = [];
      try {
        for (const message of messages) {
          const appended = await client.append('INBOX', Buffer.from(message.replace(/\r?\n/g, '\r\n')), []);
          uids.push(Number((appended as { uid?: number }).uid));
        }
      } finally {
        await client.logout();
      }
      return uids;
    };
    const seenUids = async () => {
      const client = imap();
      await client.connect();
      try {
        await client.mailboxOpen('INBOX', { readOnly: true });
        const seen: number[] = [];
        for await (const message of client.fetch('1:*', { uid: true, flags: true })) if (message.flags?.has('\\Seen')) seen.push(message.uid);
        return seen.sort((a, b) => a - b);
      } finally {
        await client.logout();
      }
    };

    it('reads the reports of mails the relay took: a 5.1.1 bounces once, a 4.4.1 delay, an auto-reply and an unknown Message-ID change nothing; another organisation’s report touches only its send', async () => {
      const campaignId = await newCampaign(organizationId, ownerId, ['dur@client.test', 'lent@client.test', 'absent@client.test', 'verp@client.test', 'partage@client.test'], 'Hiver');
      const answer = await calls.call('POST', `/v1/smart-mailing/campaigns/${campaignId}/send`, OWNER, { send_timing_id: 1 });
      expect(answer.status, answer.text).toBe(200);
      // Boréal's campaign to the same shared address, sent by the same relay (planned as the send call would).
      const otherCampaignId = await newCampaign(otherOrganizationId, otherOwnerId, ['partage@client.test'], 'Boréal');
      await context.db.query(`UPDATE campaigns SET status_id = 3 WHERE id = $1`, [otherCampaignId]);
      await context.db.query(
        `INSERT INTO campaign_sends (organization_id, campaign_id, contact_id, due_at, message_id, tracking_token)
         SELECT organization_id, campaign_id, contact_id, $2, '<' || $3 || '@' || $4 || '>', $5 FROM campaign_targets WHERE campaign_id = $1`,
        [otherCampaignId, clock, randomUUID(), OTHER_DOMAIN, randomBytes(18).toString('base64url')],
      );
      expect(await run(new Date('2026-11-29T07:05:00Z'))).toMatchObject({ claimed: 6, sent: 6, bounced: 0 });

      // Every campaign mail left with the bounce address as envelope sender, VERP-keyed with its Message-ID's UUID, and that key as ENVID.
      for (const send of [...(await sendsOf(campaignId)), ...(await sendsOf(otherCampaignId))]) {
        const key = UUID.exec(send.message_id)![1]!;
        const mails = received.filter((mail) => headerBlock(mail.raw).includes(send.message_id));
        expect(mails).toHaveLength(1);
        expect(mails[0]!.mailFrom).toBe(`bounces+${key}@cible.test`);
        expect(mails[0]!.envid).toBe(key);
        expect(mails[0]!.ret).toBe('HDRS');
      }
      const dur = await sendTo(campaignId, 'dur@client.test');
      const lent = await sendTo(campaignId, 'lent@client.test');
      const absent = await sendTo(campaignId, 'absent@client.test');
      const verp = await sendTo(campaignId, 'verp@client.test');
      const shared = await sendTo(campaignId, 'partage@client.test');
      const [otherShared] = await sendsOf(otherCampaignId);
      const verpTo = (send: Send) => `bounces+${UUID.exec(send.message_id)![1]}@cible.test`;
      const returned = (address: string, send: Send) => headerBlock(mailTo(address).find((mail) => headerBlock(mail.raw).includes(send.message_id))!.raw);

      const uids = await deliver(
        // A hard bounce from a Postfix-like MTA, the original's headers returned.
        postfixReport({ to: verpTo(dur), recipient: 'dur@client.test', action: 'failed', status: '5.1.1', diagnostic: '550 5.1.1 <dur@client.test>: Recipient address rejected: User unknown', returnedHeaders: returned('dur@client.test', dur) }),
        // A delay: the relay retries, nothing changes.
        postfixReport({ to: verpTo(lent), recipient: 'lent@client.test', action: 'delayed', status: '4.4.1', diagnostic: 'connect to mx.client.test[192.0.2.7]:25: Connection timed out', returnedHeaders: returned('lent@client.test', lent) }),
        // An out-of-office answer (not a report) to a campaign mail.
        [
          'From: Absent <absent@client.test>',
          `To: Nouvelles <news@${DOMAIN}>`,
          'Subject: Réponse automatique : Nos offres',
          `Message-ID: <${randomUUID()}@client.test>`,
          `In-Reply-To: ${absent.message_id}`,
          'Auto-Submitted: auto-replied',
          'Date: Sun, 29 Nov 2026 08:02:00 +0100',
          'Content-Type: text/plain; charset=utf-8',
          '',
          'Je suis absent jusqu’au 7 décembre.',
          '',
        ].join('\r\n'),
        // A report of a Message-ID no send has.
        postfixReport({ to: BOUNCES, recipient: 'inconnu@client.test', action: 'failed', status: '5.1.1', diagnostic: '550 5.1.1 User unknown', returnedHeaders: `From: x@y.test\r\nMessage-ID: <${randomUUID()}@ailleurs.test>\r\nSubject: ?` }),
        // A report without the original's headers: found by the VERP key of the address it came to.
        postfixReport({ to: verpTo(verp), recipient: 'verp@client.test', action: 'failed', status: '5.2.1', diagnostic: '550 5.2.1 Mailbox disabled', returnedHeaders: null }),
        // Boréal's send to the shared address bounced (found by Original-Envelope-Id only: To is the bare address).
        postfixReport({ to: BOUNCES, recipient: 'partage@client.test', action: 'failed', status: '5.1.1', diagnostic: '550 5.1.1 User unknown', returnedHeaders: null, envelopeId: UUID.exec(otherShared!.message_id)![1] }),
      );

      const first = await readBounces();
      expect(first.outcomes).toEqual({ bounced: 3, delayed: 1, duplicate: 0, sequence: 0, ignored: 2 });
      expect(first.position?.lastUid).toBe(uids.at(-1));
      expect((await sendsOf(campaignId)).map((send) => [send.to_address, send.status])).toEqual([
        ['dur@client.test', 'failed_perm'],
        ['lent@client.test', 'sent'],
        ['absent@client.test', 'sent'],
        ['verp@client.test', 'failed_perm'],
        ['partage@client.test', 'sent'],
      ]);
      expect((await sendsOf(otherCampaignId)).map((send) => send.status)).toEqual(['failed_perm']);
      expect(await bounces(organizationId)).toEqual(['dur@client.test', 'verp@client.test']);
      expect(await bounces(otherOrganizationId)).toEqual(['partage@client.test']);
      const events = await bouncedEvents(campaignId);
      expect(events.map((event) => event.send_id)).toEqual([dur.id, verp.id]);
      expect(events[0]!.detail).toMatchObject({ source: 'dsn', status: '5.1.1', action: 'failed', final_recipient: 'dur@client.test', gave_up: false });
      expect((await bouncedEvents(otherCampaignId)).map((event) => event.send_id)).toEqual([otherShared!.id]);
      expect(shared.status).toBe('sent');
      // The reports handled are flagged \Seen; the auto-reply and the unknown report are left as they were.
      expect(await seenUids()).toEqual([uids[0], uids[1], uids[4], uids[5]]);

      // The statistics count the bounces (distinct targets with a bounced event).
      const statistics = await calls.call<{ bounced_count: number; target_count: number }>('GET', `/v1/smart-mailing/campaigns/${campaignId}/statistics`, OWNER);
      expect(statistics.status, statistics.text).toBe(200);
      expect(statistics.body).toMatchObject({ target_count: 5, bounced_count: 2 });

      // Nothing new: nothing read. The same reports read again (the position lost, and a copy delivered): one bounce each still.
      expect((await readBounces()).read).toBe(0);
      await context.db.query('DELETE FROM campaign_bounce_mailbox_states');
      const again = await readBounces();
      expect(again.outcomes).toEqual({ bounced: 0, delayed: 1, duplicate: 3, sequence: 0, ignored: 2 });
      await deliver(postfixReport({ to: verpTo(dur), recipient: 'dur@client.test', action: 'failed', status: '5.1.1', diagnostic: '550 5.1.1 User unknown', returnedHeaders: returned('dur@client.test', dur) }));
      expect((await readBounces()).outcomes).toMatchObject({ bounced: 0, duplicate: 1 });
      expect((await bouncedEvents(campaignId)).length).toBe(2);
      expect((await bouncedEvents(otherCampaignId)).length).toBe(1);

      // A later campaign to the bounced address sends nothing to it (the address is in the organisation's bounces).
      const later = await newCampaign(organizationId, ownerId, ['dur@client.test'], 'Printemps');
      const sent = await calls.call('POST', `/v1/smart-mailing/campaigns/${later}/send`, OWNER, { send_timing_id: 1 });
      expect(sent.status, sent.text).toBe(200);
      const before = mailTo('dur@client.test').length;
      expect(await run(new Date('2026-11-29T08:00:00Z'))).toMatchObject({ claimed: 1, sent: 0, bounced: 1 });
      expect(mailTo('dur@client.test')).toHaveLength(before);
    }, 60_000);

    it('a report that gives up after retries (Action failed, 4.4.7) settles the send without marking the address', async () => {
      const campaignId = await newCampaign(organizationId, ownerId, ['tard@client.test'], 'Expiré');
      expect((await calls.call('POST', `/v1/smart-mailing/campaigns/${campaignId}/send`, OWNER, { send_timing_id: 1 })).status).toBe(200);
      expect(await run(new Date('2026-11-29T09:00:00Z'))).toMatchObject({ sent: 1 });
      const [send] = await sendsOf(campaignId);
      await deliver(
        postfixReport({
          to: `bounces+${UUID.exec(send!.message_id)![1]}@cible.test`,
          recipient: 'tard@client.test',
          action: 'failed',
          status: '4.4.7',
          diagnostic: 'delivery temporarily suspended: connect to mx.client.test: Connection timed out',
          returnedHeaders: null,
        }),
      );
      expect((await readBounces()).outcomes).toMatchObject({ bounced: 1 });
      expect((await sendsOf(campaignId))[0]!.status).toBe('failed_perm');
      expect(await bounces(organizationId)).not.toContain('tard@client.test');
      expect((await bouncedEvents(campaignId))[0]!.detail).toMatchObject({ gave_up: true, status: '4.4.7' });
    }, 60_000);

    it('reads the bounce mailbox from the pg-boss queue when the job is started; a refused login fails the run (the job logs it, the next run tries again)', async () => {
      const campaignId = await newCampaign(organizationId, ownerId, ['file@client.test'], 'File');
      expect((await calls.call('POST', `/v1/smart-mailing/campaigns/${campaignId}/send`, OWNER, { send_timing_id: 1 })).status).toBe(200);
      expect(await run(new Date('2026-11-29T10:00:00Z'))).toMatchObject({ sent: 1 });
      const [send] = await sendsOf(campaignId);
      const { startCampaignBounceJobs } = await import('../src/modules/smart-mailing/campaign-bounce-jobs');
      const jobs = await startCampaignBounceJobs(context.db, server.app.campaignBounces.reader!, server.app.log as never);
      try {
        await deliver(
          postfixReport({ to: `bounces+${UUID.exec(send!.message_id)![1]}@cible.test`, recipient: 'file@client.test', action: 'failed', status: '5.1.1', diagnostic: '550 5.1.1 User unknown', returnedHeaders: null }),
        );
        await jobs.trigger();
        const deadline = Date.now() + 20_000;
        while ((await sendsOf(campaignId))[0]!.status === 'sent' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
        expect((await sendsOf(campaignId))[0]!.status).toBe('failed_perm');
      } finally {
        await jobs.stop();
      }
      // A mailbox that refuses the login: the run throws to the job, which logs it (the next run tries again).
      const { createCampaignBounceReader } = await import('../src/modules/smart-mailing/campaign-bounce-reader');
      const { createCampaignBounceRepository } = await import('../src/modules/smart-mailing/campaign-bounce-repository');
      const { parseCampaignBounceImapUrl, readBounceMailbox } = await import('../src/modules/smart-mailing/campaign-bounce-mailbox');
      const refused = createCampaignBounceReader({
        repository: createCampaignBounceRepository(context.db),
        mailbox: parseCampaignBounceImapUrl(`imap://${encodeURIComponent(BOUNCES)}:wrong@${dovecot.host}:${dovecot.port}/INBOX`),
        bounceAddress: BOUNCES,
        readMailbox: readBounceMailbox,
        sequenceReport: async () => 'ignored',
        now: () => clock,
        logger: server.app.log,
        timeoutMs: 5000,
      });
      await expect(refused.readOnce()).rejects.toThrow();
    }, 60_000);

    it('a report of a sequence mail found by its Message-ID is handed to the sequences’ reader (the send failed_perm, the target done)', async () => {
      const [sequence] = await context.db.query<{ id: number }>(
        `INSERT INTO sequences (organization_id, owner_user_id, name, status_id, finish_event_mail_replied) VALUES ($1, $2, 'Relance', 2, true) RETURNING id`,
        [organizationId, ownerId],
      );
      const [step] = await context.db.query<{ id: number }>(`INSERT INTO sequence_steps (organization_id, sequence_id, position, type_id) VALUES ($1, $2, 1, 2) RETURNING id`, [
        organizationId,
        sequence!.id,
      ]);
      const contactId = contacts[nextContact++]!;
      await context.db.query('UPDATE contacts SET email = $2 WHERE id = $1', [contactId, 'suite@client.test']);
      const [target] = await context.db.query<{ id: number }>(
        `INSERT INTO sequence_targets (organization_id, sequence_id, contact_id, current_step_id, current_step_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [organizationId, sequence!.id, contactId, step!.id, clock],
      );
      const messageId = `<${randomUUID()}@atlas.test>`;
      await context.db.query(
        `INSERT INTO sequence_sends (organization_id, sequence_id, target_id, step_id, owner_user_id, status, due_at, message_id, tracking_token, to_address, subject, sent_at)
         VALUES ($1, $2, $3, $4, $5, 'sent', $6, $7, $8, 'suite@client.test', 'Bonjour', $6)`,
        [organizationId, sequence!.id, target!.id, step!.id, ownerId, clock, messageId, randomUUID().replace(/-/g, '')],
      );
      await deliver(
        postfixReport({
          to: BOUNCES,
          recipient: 'suite@client.test',
          action: 'failed',
          status: '5.1.1',
          diagnostic: '550 5.1.1 User unknown',
          returnedHeaders: `From: Jeanne <jeanne@atlas.test>\r\nTo: suite@client.test\r\nSubject: Bonjour\r\nMessage-ID: ${messageId}`,
        }),
      );
      expect((await readBounces()).outcomes).toMatchObject({ sequence: 1, bounced: 0 });
      const [send] = await context.db.query<{ status: string }>('SELECT status FROM sequence_sends WHERE message_id = $1', [messageId]);
      expect(send!.status).toBe('failed_perm');
      const [row] = await context.db.query<{ done_event: string | null }>('SELECT done_event FROM sequence_targets WHERE id = $1', [target!.id]);
      expect(row!.done_event).toBe('mail_bounced');
      expect(await bounces(organizationId)).toContain('suite@client.test');
    }, 60_000);
  });
});
