import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dkimSigningOptions } from '../src/mail/dkim-signing-options';
import { createSecretBox } from '../src/security/secret-box';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { DEMO_SENDING_DOMAIN, seedDemoSendingDomain } from '../src/tools/seed/demo-sending-domain';
import type { DemoSendingSeed } from '../src/tools/seed/demo-sending-domain';
import { setMailingCredits } from './support/campaign-sender-fixture';
import { listenSmtpServer } from './support/mail-servers';
import type { LocalServer } from './support/mail-servers';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { signedInCalls } from './support/signed-in-calls';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const OWNER = 'marketing@atlas.demo';
const OTHER_ORGANISATION_USER = 'sales@boreal.demo';

/**
 * The daily volume guard (docs/adr/043), the refund of planned sends when a scheduled campaign goes back to draft or
 * is deleted, and the demo sending domain seed. Each guard case uses its own Paris day so the counts do not mix.
 */
describe('campaign daily volume guard, credit refunds, demo sending domain', () => {
  describeEachDatabase('on each database', (context) => {
    let server: Server;
    let relay: LocalServer;
    const received: string[][] = [];
    const tokens: Record<string, string> = {};
    const calls = signedInCalls(() => server.api, tokens);
    let ownerId = 0;
    let organizationId = 0;
    let otherOrganizationId = 0;
    let otherUserId = 0;
    let domainId = 0;
    let senderId = 0;
    let contacts: number[] = [];
    let nextContact = 0;
    let clock = new Date('2026-04-01T07:00:00Z');
    const seeds: DemoSendingSeed[] = [];
    const key = randomBytes(32);

    beforeAll(async () => {
      relay = await listenSmtpServer({
        authOptional: true,
        onData(stream, session, callback) {
          stream.on('data', () => undefined);
          stream.on('end', () => {
            received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()));
            callback();
          });
        },
      });
      server = await startSeededServer(context.db, {
        clock: () => clock,
        env: { MAIL_SECRET_KEY: key.toString('base64'), CAMPAIGN_SMTP_URL: `smtp://${relay.host}:${relay.port}`, CAMPAIGN_MAILS_PER_SECOND_PER_DOMAIN: '500' },
      });
      ownerId = await userIdOf(context.db, OWNER);
      otherUserId = await userIdOf(context.db, OTHER_ORGANISATION_USER);
      tokens[OWNER] = await server.api.login(OWNER);
      const [owner] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [ownerId]);
      organizationId = owner!.organization_id;
      const [other] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [otherUserId]);
      otherOrganizationId = other!.organization_id;
      await loadGeneratedData(context.db, { companies: 4, contacts: 80, news: 1, conferences: 1 }, { referenceDate: '2026-03-01', seed: 43 });
      contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 80')).map((row) => Number(row.id));
      // The demo sending domain and default sender, seeded twice as two starts would (the second does nothing).
      const secrets = createSecretBox(key);
      seeds.push(await seedDemoSendingDomain(context.db, secrets, clock));
      seeds.push(await seedDemoSendingDomain(context.db, secrets, clock));
      domainId = seeds[0]!.domainId!;
      senderId = seeds[0]!.senderId!;
    }, 180_000);
    afterAll(async () => {
      await server?.close();
      await relay?.stop();
    });

    const setCredits = (amount: number) => setMailingCredits(context.db, organizationId, ownerId, amount);
    const credits = async () => (await context.db.query<{ amount: number }>(`SELECT amount FROM credits WHERE user_id = $1 AND kind = 'sequence'`, [ownerId]))[0]?.amount;
    const setDomainCheck = (spf: string | null, dkim: string | null, dmarc: string | null) =>
      context.db.query('UPDATE sending_domains SET spf_result = $2, dkim_result = $3, dmarc_result = $4 WHERE id = $1', [domainId, spf, dkim, dmarc]);
    /** A draft campaign ready to send with `count` targets (fresh contacts, fresh addresses). */
    const newCampaign = async (count: number, name: string) => {
      const [campaign] = await context.db.query<{ id: number }>(
        `INSERT INTO campaigns (organization_id, owner_user_id, name, sender_id, email_subject, email_html_content, email_footer)
         VALUES ($1, $2, $3, $4, 'Nouveautés', '<p>Bonjour</p>', '<p><a href="{{unsubscribe_link}}">Se désinscrire</a></p>') RETURNING id`,
        [organizationId, ownerId, name, senderId],
      );
      const addresses: string[] = [];
      for (let index = 0; index < count; index++) {
        const contactId = contacts[nextContact++]!;
        const address = `cible${contactId}@client.test`;
        await context.db.query('UPDATE contacts SET email = $2 WHERE id = $1', [contactId, address]);
        await context.db.query('INSERT INTO campaign_targets (organization_id, campaign_id, contact_id) VALUES ($1, $2, $3)', [organizationId, campaign!.id, contactId]);
        addresses.push(address);
      }
      return { id: campaign!.id, addresses };
    };
    /**
     * `count` mails of other campaigns of `organization` from `sender`, sent (or planned, `status` planned) at `at`:
     * enough sent campaigns, each with up to one send per generated contact.
     */
    const fillVolume = async (options: { organization: number; owner: number; sender: number; at: string; count: number; status?: 'sent' | 'planned' }) => {
      const perCampaign = contacts.length;
      const campaignCount = Math.ceil(options.count / perCampaign);
      const status = options.status ?? 'sent';
      const made = await context.db.query<{ id: number }>(
        `INSERT INTO campaigns (organization_id, owner_user_id, name, sender_id, status_id)
         SELECT $1, $2, 'Volume ' || n, $3, $5 FROM generate_series(1, $4::int) AS n RETURNING id`,
        [options.organization, options.owner, options.sender, campaignCount, status === 'sent' ? 3 : 2],
      );
      await context.db.query(
        `INSERT INTO campaign_sends (organization_id, campaign_id, contact_id, status, due_at, sent_at, message_id, tracking_token)
         SELECT $1, c.id, k.id, $5, $3, CASE WHEN $5 = 'sent' THEN $3::timestamptz END, '<' || c.id || '.' || k.id || '@volume.test>', 'vol-' || c.id || '-' || k.id
           FROM unnest($2::int[]) AS c(id) CROSS JOIN unnest($6::bigint[]) AS k(id)
          ORDER BY c.id, k.id LIMIT $4`,
        [options.organization, made.map((row) => row.id), options.at, options.count, status, contacts],
      );
    };
    const send = (campaignId: number, body: Record<string, unknown>) => calls.call('POST', `/v1/smart-mailing/campaigns/${campaignId}/send`, OWNER, body);
    const statusOf = async (campaignId: number) => (await context.db.query<{ status_id: number }>('SELECT status_id FROM campaigns WHERE id = $1', [campaignId]))[0]?.status_id;
    const sendsOf = (campaignId: number) => context.db.query<{ status: string }>('SELECT status FROM campaign_sends WHERE campaign_id = $1 ORDER BY id', [campaignId]);
    const history = (campaignId: number) =>
      context.db.query<{ type: string; old_amount: number; new_amount: number; author_user_id: number | null; comment: string | null }>(
        `SELECT type, old_amount, new_amount, author_user_id, comment FROM credit_history WHERE user_id = $1 AND kind = 'sequence' AND reference = $2 ORDER BY id`,
        [ownerId, `campaign:${campaignId}`],
      );

    it('seeds the demo organisation a sending domain (DKIM key sealed under the server key) and a default sender, once', async () => {
      expect(seeds[0]).toEqual({ domainId: expect.any(Number), senderId: expect.any(Number) });
      expect(seeds[1]).toEqual({ domainId: null, senderId: null });
      const domains = await context.db.query<{ name: string; dkim_key_id: string }>('SELECT name, dkim_key_id FROM sending_domains WHERE organization_id = $1', [organizationId]);
      expect(domains).toEqual([{ name: DEMO_SENDING_DOMAIN, dkim_key_id: createSecretBox(key).keyId }]);
      const senders = await context.db.query<{ sender_name: string; sender_email_local_part: string; is_default: boolean }>(
        'SELECT sender_name, sender_email_local_part, is_default FROM senders WHERE organization_id = $1',
        [organizationId],
      );
      expect(senders).toHaveLength(1);
      expect(senders[0]!.is_default).toBe(true);
      expect(senders[0]!.sender_email_local_part).toMatch(/^[a-z0-9.-]+$/);
      // The key opens under the server's key: the sender can sign with it.
      const [row] = await context.db.query<{ dkim_selector: string; dkim_private_key: Buffer; dkim_key_id: string }>(
        'SELECT dkim_selector, dkim_private_key, dkim_key_id FROM sending_domains WHERE id = $1',
        [domainId],
      );
      const signing = dkimSigningOptions({ name: DEMO_SENDING_DOMAIN, dkimSelector: row!.dkim_selector, dkimPrivateKey: row!.dkim_private_key, dkimKeyId: row!.dkim_key_id }, createSecretBox(key));
      expect(signing).toMatchObject({ domainName: DEMO_SENDING_DOMAIN, keySelector: 'cible202604', privateKey: expect.stringContaining('PRIVATE KEY') });
      // A new campaign takes the default sender; one that names none keeps none.
      expect(await calls.okCall('POST', '/v1/smart-mailing/campaigns', OWNER, { name: 'Sans choix' })).toMatchObject({ sender_id: senderId });
      expect(await calls.okCall('POST', '/v1/smart-mailing/campaigns', OWNER, { name: 'Sans expéditeur', sender_id: null })).toMatchObject({ sender_id: null });
      // The marketing user sends a campaign with it at once, and the sender's run delivers it signed.
      await setCredits(5);
      const campaign = await newCampaign(1, 'Démo');
      const answer = await send(campaign.id, { send_timing_id: 1 });
      expect(answer.status, answer.text).toBe(200);
      expect(await server.app.campaignSender.sender.runOnce(new Date('2026-04-01T07:01:00Z'))).toMatchObject({ sent: 1 });
      expect(received.flat()).toContain(campaign.addresses[0]);
    });

    it('lets a send through under 5 000 a day, refuses one that reaches it from an unauthenticated domain, and takes the acknowledgement', async () => {
      clock = new Date('2026-04-02T07:00:00Z');
      await setCredits(100);
      await setDomainCheck('pass', 'fail', null);
      await fillVolume({ organization: organizationId, owner: ownerId, sender: senderId, at: '2026-04-02T06:00:00Z', count: 4995 });
      const under = await newCampaign(4, 'Sous le seuil');
      const figures = await calls.okCall('GET', `/v1/smart-mailing/campaigns/${under.id}/send-volume`, OWNER);
      expect(figures).toEqual({
        day: '2026-04-02',
        domain: DEMO_SENDING_DOMAIN,
        other_count: 4995,
        send_count: 4,
        total_count: 4999,
        threshold: 5000,
        spf_result: 'pass',
        dkim_result: 'fail',
        dmarc_result: null,
        is_authenticated: false,
        requires_confirmation: false,
      });
      expect((await send(under.id, { send_timing_id: 1 })).status).toBe(200);

      const over = await newCampaign(2, 'Au-dessus du seuil');
      expect(await calls.okCall('GET', `/v1/smart-mailing/campaigns/${over.id}/send-volume`, OWNER)).toMatchObject({ other_count: 4999, total_count: 5001, requires_confirmation: true });
      const refusal = await calls.refused(send(over.id, { send_timing_id: 1 }), 409, 'CAMPAIGN.BULK_SENDER_UNAUTHENTICATED');
      expect(refusal.details).toEqual({ total_count: 5001, threshold: 5000, other_count: 4999, send_count: 2, spf: 'pass', dkim: 'fail', dmarc: null, day: '2026-04-02', domain: DEMO_SENDING_DOMAIN });
      expect(await credits()).toBe(96);
      expect(await sendsOf(over.id)).toEqual([]);
      expect(await statusOf(over.id)).toBe(1);
      await calls.refused(send(over.id, { send_timing_id: 1, confirm_bulk_volume: false }), 409, 'CAMPAIGN.BULK_SENDER_UNAUTHENTICATED');
      const acknowledged = await send(over.id, { send_timing_id: 1, confirm_bulk_volume: true });
      expect(acknowledged.status, acknowledged.text).toBe(200);
      expect(await credits()).toBe(94);
      expect(await statusOf(over.id)).toBe(3);
    });

    it('never refuses an authenticated domain (SPF, DKIM and DMARC pass), whatever the volume', async () => {
      clock = new Date('2026-04-03T07:00:00Z');
      await setCredits(100);
      await setDomainCheck('pass', 'pass', 'pass');
      await fillVolume({ organization: organizationId, owner: ownerId, sender: senderId, at: '2026-04-03T06:00:00Z', count: 6000 });
      const campaign = await newCampaign(2, 'Authentifié');
      expect(await calls.okCall('GET', `/v1/smart-mailing/campaigns/${campaign.id}/send-volume`, OWNER)).toMatchObject({ total_count: 6002, is_authenticated: true, requires_confirmation: false });
      expect((await send(campaign.id, { send_timing_id: 1 })).status).toBe(200);
    });

    it('counts a scheduled send on its Paris day, and the planned mails of a day scheduled earlier', async () => {
      clock = new Date('2026-04-04T07:00:00Z');
      await setCredits(100);
      await setDomainCheck('fail', 'fail', 'missing');
      // 4 999 planned for 6 April (a campaign scheduled earlier), nothing on 7 April.
      await fillVolume({ organization: organizationId, owner: ownerId, sender: senderId, at: '2026-04-06T08:00:00Z', count: 4999, status: 'planned' });
      const campaign = await newCampaign(1, 'Programmée');
      // 23:30 in Paris on 6 April is still that day (21:30 UTC); the day after is empty.
      const sixth = '2026-04-06T23:30:00+02:00';
      expect(await calls.okCall('GET', `/v1/smart-mailing/campaigns/${campaign.id}/send-volume?sent_date=${encodeURIComponent(sixth)}`, OWNER)).toMatchObject({
        day: '2026-04-06',
        other_count: 4999,
        requires_confirmation: true,
      });
      expect(await calls.okCall('GET', `/v1/smart-mailing/campaigns/${campaign.id}/send-volume`, OWNER)).toMatchObject({ day: '2026-04-04', other_count: 0, requires_confirmation: false });
      await calls.refused(send(campaign.id, { send_timing_id: 2, sent_date: sixth }), 409, 'CAMPAIGN.BULK_SENDER_UNAUTHENTICATED');
      const seventh = await send(campaign.id, { send_timing_id: 2, sent_date: '2026-04-07T00:30:00+02:00' });
      expect(seventh.status, seventh.text).toBe(200);
      expect(await statusOf(campaign.id)).toBe(2);
      // Rescheduling onto the full day is guarded too.
      await calls.refused(send(campaign.id, { send_timing_id: 2, sent_date: sixth }), 409, 'CAMPAIGN.BULK_SENDER_UNAUTHENTICATED');
    });

    it('does not count another organisation’s mails, even from a domain of the same name', async () => {
      clock = new Date('2026-04-08T07:00:00Z');
      await setCredits(100);
      await setDomainCheck(null, null, null);
      const [domain] = await context.db.query<{ id: number }>(
        `INSERT INTO sending_domains (organization_id, name, dkim_selector, dkim_private_key, dkim_key_id, dkim_public_key)
         VALUES ($1, $2, 'cible202604', '\\x00', 'none', 'none') RETURNING id`,
        [otherOrganizationId, DEMO_SENDING_DOMAIN],
      );
      const [sender] = await context.db.query<{ id: number }>(
        `INSERT INTO senders (organization_id, domain_id, sender_name, sender_email_local_part, sender_email_domain_name_part) VALUES ($1, $2, 'Boreal', 'news', $3) RETURNING id`,
        [otherOrganizationId, domain!.id, DEMO_SENDING_DOMAIN],
      );
      await fillVolume({ organization: otherOrganizationId, owner: otherUserId, sender: sender!.id, at: '2026-04-08T06:00:00Z', count: 6000 });
      const campaign = await newCampaign(2, 'Seule');
      expect(await calls.okCall('GET', `/v1/smart-mailing/campaigns/${campaign.id}/send-volume`, OWNER)).toMatchObject({ other_count: 0, total_count: 2 });
      expect((await send(campaign.id, { send_timing_id: 1 })).status).toBe(200);
    });

    it('refunds the planned sends when a scheduled campaign goes back to draft (ledger and history), in one change', async () => {
      clock = new Date('2026-04-10T07:00:00Z');
      await setCredits(10);
      const campaign = await newCampaign(3, 'Déprogrammée');
      expect((await send(campaign.id, { send_timing_id: 2, sent_date: '2026-04-20T10:00:00+02:00' })).status).toBe(200);
      expect(await credits()).toBe(7);
      const draft = await calls.okCall('PATCH', `/v1/smart-mailing/campaigns/${campaign.id}`, OWNER, { status_id: 1 });
      expect(draft).toMatchObject({ id: campaign.id, status_id: 1, sent_date: null });
      expect(await credits()).toBe(10);
      expect(await sendsOf(campaign.id)).toEqual([]);
      expect(await history(campaign.id)).toEqual([
        { type: 'consumption', old_amount: 10, new_amount: 7, author_user_id: null, comment: null },
        { type: 'top_up', old_amount: 7, new_amount: 10, author_user_id: ownerId, comment: '3 credits refunded (campaign sends removed before sending)' },
      ]);
      // Again: a draft stays a draft, nothing more is refunded; scheduling it again takes the credits again.
      await calls.okCall('PATCH', `/v1/smart-mailing/campaigns/${campaign.id}`, OWNER, { status_id: 1 });
      expect(await credits()).toBe(10);
      expect((await send(campaign.id, { send_timing_id: 2, sent_date: '2026-04-21T10:00:00+02:00' })).status).toBe(200);
      expect(await credits()).toBe(7);
      // A sent campaign does not go back.
      const sent = await newCampaign(1, 'Partie');
      expect((await send(sent.id, { send_timing_id: 1 })).status).toBe(200);
      await calls.refused(calls.call('PATCH', `/v1/smart-mailing/campaigns/${sent.id}`, OWNER, { status_id: 1 }), 409, 'CAMPAIGN.READ_ONLY');
      expect(await credits()).toBe(6);
    });

    it('refunds the planned sends when a scheduled campaign is deleted', async () => {
      clock = new Date('2026-04-11T07:00:00Z');
      await setCredits(10);
      const campaign = await newCampaign(4, 'Supprimée');
      expect((await send(campaign.id, { send_timing_id: 2, sent_date: '2026-04-20T10:00:00+02:00' })).status).toBe(200);
      expect(await credits()).toBe(6);
      const answer = await calls.call('DELETE', `/v1/smart-mailing/campaigns/${campaign.id}`, OWNER);
      expect(answer.status, answer.text).toBeLessThan(300);
      expect(await credits()).toBe(10);
      expect(await statusOf(campaign.id)).toBeUndefined();
      expect((await history(campaign.id)).map((row) => [row.type, row.old_amount, row.new_amount])).toEqual([
        ['consumption', 10, 6],
        ['top_up', 6, 10],
      ]);
    });

    it('never refunds a send already claimed or sent', async () => {
      clock = new Date('2026-04-12T07:00:00Z');
      await setCredits(10);
      const campaign = await newCampaign(3, 'En partie réclamée');
      expect((await send(campaign.id, { send_timing_id: 2, sent_date: '2026-04-20T10:00:00+02:00' })).status).toBe(200);
      const [first, second] = await context.db.query<{ id: number }>('SELECT id FROM campaign_sends WHERE campaign_id = $1 ORDER BY id', [campaign.id]);
      await context.db.query(`UPDATE campaign_sends SET status = 'claimed', claimed_at = now(), attempts = 1 WHERE id = $1`, [first!.id]);
      await context.db.query(`UPDATE campaign_sends SET status = 'sent', claimed_at = now(), sent_at = now(), attempts = 1 WHERE id = $1`, [second!.id]);
      await calls.okCall('PATCH', `/v1/smart-mailing/campaigns/${campaign.id}`, OWNER, { status_id: 1 });
      expect(await credits()).toBe(8);
      expect((await sendsOf(campaign.id)).map((row) => row.status)).toEqual(['claimed', 'sent']);
      expect((await history(campaign.id)).at(-1)).toMatchObject({ type: 'top_up', old_amount: 7, new_amount: 8 });
    });

    it('keeps credits consistent when back-to-draft and the sender’s run meet: every credit taken is either refunded or sent', async () => {
      // The run starts a little later each round, so both orders happen (the HTTP call takes a few ms to reach its lock).
      const delays = [0, 5, 15, 30, 60];
      for (const [round, day] of ['2026-04-14', '2026-04-15', '2026-04-16', '2026-04-17', '2026-04-18'].entries()) {
        clock = new Date(`${day}T07:00:00Z`);
        await setCredits(10);
        const campaign = await newCampaign(3, `Course ${round}`);
        expect((await send(campaign.id, { send_timing_id: 2, sent_date: `${day}T07:01:00Z` })).status).toBe(200);
        expect(await credits()).toBe(7);
        const mailsTo = () => received.flat().filter((address) => campaign.addresses.includes(address)).length;
        const [back] = await Promise.all([
          calls.call('PATCH', `/v1/smart-mailing/campaigns/${campaign.id}`, OWNER, { status_id: 1 }),
          (async () => {
            await new Promise((resolve) => setTimeout(resolve, delays[round]));
            clock = new Date(`${day}T07:02:00Z`);
            await server.app.campaignSender.sender.runOnce(clock);
          })(),
        ]);
        await server.app.campaignSender.sender.runOnce(new Date(`${day}T07:03:00Z`));
        const status = await statusOf(campaign.id);
        const mailed = mailsTo();
        const left = (await sendsOf(campaign.id)).length;
        if (back.status === 200) {
          // Back to draft first: everything refunded, nothing left to send, nothing sent.
          expect(status).toBe(1);
          expect([await credits(), left, mailed]).toEqual([10, 0, 0]);
        } else {
          // The run moved it to sent first: the change is refused, nothing refunded, every target mailed once.
          expect([back.status, (back.body as { code?: string }).code]).toEqual([409, expect.stringMatching(/^CAMPAIGN\.(READ_ONLY|TRANSITION_NOT_ALLOWED)$/)]);
          expect(status).toBe(3);
          expect([await credits(), left, mailed]).toEqual([7, 3, 3]);
        }
      }
    }, 120_000);
  });
});
