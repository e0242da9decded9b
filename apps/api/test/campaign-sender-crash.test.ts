import { randomBytes } from 'node:crypto';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDkimKeyPair } from '../src/mail/dkim-key-pair';
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
const DOMAIN = 'campagnes-atlas.test';
const JOURNAL = 'journal@cible.test';
const JOURNAL_PASSWORD = 'Journal-Secret-2026';
const MINUTE = 60_000;

const headerOf = (raw: Buffer | string, name: string): string | null => {
  const head = raw.toString().split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.+)$`, 'im').exec(head)?.[1]?.trim() ?? null;
};

const describeWithDovecot = hasDovecot() || process.env.CI === 'true' ? describe : describe.skip;

/**
 * Exactly once across a crash (docs/adr/040-campaign-sender-exactly-once.md): a relay (smtp-server) that files the
 * journal copy in dovecot (IMAP APPEND) before its 250; claims left by a crashed run are looked up in the journal.
 */
describeWithDovecot('campaign sender: unknown outcomes decided by the journal', () => {
  describeEachDatabase('on each database', (context) => {
    let server: Server;
    let relay: LocalServer;
    let dovecot: DovecotServer;
    let filer: ImapFlow;
    /** Mails the relay took for each target address, by Message-ID. */
    const delivered = new Map<string, string[]>();
    /** Journal copies filed, by Message-ID. */
    const journalCopies: string[] = [];
    const tokens: Record<string, string> = {};
    const calls = signedInCalls(() => server.api, tokens);
    let ownerId = 0;
    let organizationId = 0;
    let senderId = 0;
    let contacts: number[] = [];
    let nextContact = 0;
    let clock = new Date('2026-04-01T08:00:00Z');

    beforeAll(async () => {
      const key = randomBytes(32);
      const keys = await generateDkimKeyPair();
      dovecot = await startDovecot([{ name: JOURNAL, password: JOURNAL_PASSWORD }]);
      filer = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: JOURNAL, pass: JOURNAL_PASSWORD }, logger: false });
      filer.on('error', () => undefined);
      await filer.connect();
      await filer.mailboxCreate('Journal');
      relay = await listenSmtpServer({
        authOptional: true,
        onData(stream, session, callback) {
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('end', () => {
            const raw = Buffer.concat(parts);
            const messageId = headerOf(raw, 'Message-ID') ?? 'none';
            const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
            // The journal copy is filed before the 250, as a relay delivering to a local mailbox does.
            const file = recipients.includes(JOURNAL) ? filer.append('Journal', raw).then(() => journalCopies.push(messageId)) : Promise.resolve();
            void file.then(
              () => {
                for (const address of recipients.filter((address) => address !== JOURNAL)) delivered.set(address, [...(delivered.get(address) ?? []), messageId]);
                callback();
              },
              (error: unknown) => callback(Object.assign(new Error(String(error)), { responseCode: 451 })),
            );
          });
        },
      });
      server = await startSeededServer(context.db, {
        clock: () => clock,
        env: {
          MAIL_SECRET_KEY: key.toString('base64'),
          CAMPAIGN_SMTP_URL: `smtp://${relay.host}:${relay.port}`,
          CAMPAIGN_MAILS_PER_SECOND_PER_DOMAIN: '500',
          CAMPAIGN_JOURNAL_ADDRESS: JOURNAL,
          CAMPAIGN_JOURNAL_IMAP_URL: `imap://${encodeURIComponent(JOURNAL)}:${JOURNAL_PASSWORD}@${dovecot.host}:${dovecot.port}/Journal`,
          CAMPAIGN_JOURNAL_DELAY_SECONDS: '120',
          PUBLIC_URL: 'https://app.cible.test',
        },
      });
      ownerId = await userIdOf(context.db, OWNER);
      tokens[OWNER] = await server.api.login(OWNER);
      const [owner] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [ownerId]);
      organizationId = owner!.organization_id;
      await loadGeneratedData(context.db, { companies: 4, contacts: 20, news: 1, conferences: 1 }, { referenceDate: '2026-03-01', seed: 40 });
      contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 20')).map((row) => Number(row.id));
      const secrets = createSecretBox(key);
      senderId = (await insertCampaignSender(context.db, { organizationId, domain: DOMAIN, keys, secrets })).senderId;
      await setMailingCredits(context.db, organizationId, ownerId, 100);
    }, 180_000);
    afterAll(async () => {
      await server?.close();
      await relay?.stop();
      await filer?.logout().catch(() => undefined);
      await dovecot?.stop();
    });

    const newCampaign = async (addresses: readonly string[]) => {
      const [campaign] = await context.db.query<{ id: number }>(
        `INSERT INTO campaigns (organization_id, owner_user_id, name, sender_id, email_subject, email_html_content, email_footer)
         VALUES ($1, $2, 'Reprise', $3, 'Bonjour {{contact.first_name}}', '<p>Bonjour {{contact.first_name}}</p>', '<p><a href="{{unsubscribe_link}}">Se désinscrire</a></p>') RETURNING id`,
        [organizationId, ownerId, senderId],
      );
      for (const address of addresses) {
        const contactId = contacts[nextContact++]!;
        await context.db.query('UPDATE contacts SET email = $2 WHERE id = $1', [contactId, address]);
        await context.db.query('INSERT INTO campaign_targets (organization_id, campaign_id, contact_id) VALUES ($1, $2, $3)', [organizationId, campaign!.id, contactId]);
      }
      const answer = await calls.call('POST', `/v1/smart-mailing/campaigns/${campaign!.id}/send`, OWNER, { send_timing_id: 1 });
      expect(answer.status, answer.text).toBe(200);
      return campaign!.id;
    };
    const sends = (campaignId: number) =>
      context.db.query<{ id: number; status: string; message_id: string; attempts: number; smtp_response: string | null }>(
        `SELECT s.id, s.status, s.message_id, s.attempts, s.smtp_response FROM campaign_sends s JOIN contacts p ON p.id = s.contact_id
          WHERE s.campaign_id = $1 ORDER BY p.email`,
        [campaignId],
      );
    const run = (now: Date) => {
      clock = now;
      return server.app.campaignSender.sender.runOnce(now);
    };
    /** What a process killed between its claim's commit and its outcome's leaves: the sends claimed at `at`. */
    const crashedClaim = (campaignId: number, at: Date) =>
      context.db.query(`UPDATE campaign_sends SET status = 'claimed', claimed_at = $2, attempts = 1 WHERE campaign_id = $1`, [campaignId, at]);
    /** The mail a crashed process had handed to the relay before dying (the relay's 250 never recorded). */
    const sentBeforeTheCrash = async (to: string, messageId: string) => {
      const transport = nodemailer.createTransport({ host: relay.host, port: relay.port, secure: false, ignoreTLS: true });
      await transport.sendMail({ from: `news@${DOMAIN}`, to, subject: 'Bonjour', text: 'Bonjour', messageId, envelope: { from: `news@${DOMAIN}`, to: [to, JOURNAL] } });
      transport.close();
    };
    const campaignSentDate = async (campaignId: number) =>
      (await context.db.query<{ sent_date: Date | null }>('SELECT sent_date FROM campaigns WHERE id = $1', [campaignId]))[0]!.sent_date;

    it('sends each mail with a journal copy in the envelope only (no Bcc header, the journal address nowhere in the headers)', async () => {
      const campaign = await newCampaign(['normal@client.test']);
      expect(await run(new Date('2026-04-01T08:01:00Z'))).toMatchObject({ claimed: 1, sent: 1, finished: 1 });
      const [send] = await sends(campaign);
      expect(delivered.get('normal@client.test')).toEqual([send!.message_id]);
      expect(journalCopies).toContain(send!.message_id);
      await filer.mailboxOpen('Journal');
      const copies: string[] = [];
      for await (const message of filer.fetch('1:*', { source: true })) copies.push(message.source!.toString());
      const copy = copies.find((raw) => headerOf(raw, 'Message-ID') === send!.message_id)!;
      expect(headerOf(copy, 'To')).toBe('normal@client.test');
      expect(headerOf(copy, 'Bcc')).toBeNull();
      expect(copy.split(/\r?\n\r?\n/, 1)[0]!.toLowerCase()).not.toContain(JOURNAL);
    });

    it('decides a crashed run’s claims: found in the journal → sent, not resent; missing after lease + delay → sent again once, same Message-ID', async () => {
      const campaign = await newCampaign(['arrive@client.test', 'perdu@client.test']);
      const [arrived, lost] = await sends(campaign);
      const crashAt = new Date('2026-04-02T08:00:00Z');
      await crashedClaim(campaign, crashAt);
      await sentBeforeTheCrash('arrive@client.test', arrived!.message_id);

      expect(await run(new Date(crashAt.getTime() + 5 * MINUTE))).toMatchObject({ expired: 0, recovered: 0, resent: 0, claimed: 0, finished: 0 });
      // Lease (10 min) over: the mail in the journal is sent; the other waits for the journal's delay (2 min).
      expect(await run(new Date(crashAt.getTime() + 11 * MINUTE))).toMatchObject({ expired: 2, recovered: 1, resent: 0, claimed: 0, finished: 0 });
      expect((await sends(campaign)).map((send) => send.status)).toEqual(['sent', 'unknown']);
      expect(await campaignSentDate(campaign)).toBeNull();
      expect(delivered.get('perdu@client.test')).toBeUndefined();

      expect(await run(new Date(crashAt.getTime() + 13 * MINUTE))).toMatchObject({ recovered: 0, resent: 1, claimed: 1, sent: 1, finished: 1 });
      expect(delivered.get('arrive@client.test')).toEqual([arrived!.message_id]);
      expect(delivered.get('perdu@client.test')).toEqual([lost!.message_id]);
      const after = await sends(campaign);
      expect(after.map((send) => [send.status, send.attempts])).toEqual([['sent', 1], ['sent', 2]]);
      expect(after[0]!.smtp_response).toMatch(/found in the journal/);
      const events = await context.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM campaign_events WHERE campaign_id = $1 AND type = 'sent'`, [campaign]);
      expect(events[0]!.count).toBe(2);

      expect(await run(new Date(crashAt.getTime() + 60 * MINUTE))).toMatchObject({ expired: 0, recovered: 0, resent: 0, claimed: 0 });
      expect(delivered.get('arrive@client.test')).toHaveLength(1);
      expect(delivered.get('perdu@client.test')).toHaveLength(1);
    });

    it('leaves an unknown outcome unknown while the journal cannot be read, and decides it once it can', async () => {
      const campaign = await newCampaign(['attente@client.test']);
      const crashAt = new Date('2026-04-03T08:00:00Z');
      await crashedClaim(campaign, crashAt);
      // The journal's folder gone (renamed away): it cannot be read.
      await filer.mailboxClose().catch(() => undefined);
      await filer.mailboxRename('Journal', 'Journal-away');
      try {
        expect(await run(new Date(crashAt.getTime() + 30 * MINUTE))).toMatchObject({ expired: 1, recovered: 0, resent: 0, claimed: 0, finished: 0 });
        expect(await run(new Date(crashAt.getTime() + 40 * MINUTE))).toMatchObject({ recovered: 0, resent: 0, claimed: 0 });
        expect((await sends(campaign)).map((send) => send.status)).toEqual(['unknown']);
        expect(delivered.get('attente@client.test')).toBeUndefined();
      } finally {
        await filer.mailboxRename('Journal-away', 'Journal');
      }
      expect(await run(new Date(crashAt.getTime() + 50 * MINUTE))).toMatchObject({ resent: 1, sent: 1, finished: 1 });
      expect(delivered.get('attente@client.test')).toHaveLength(1);
    });
  });
});
