import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from '../src/modules/smart-mailing/campaign-unsubscribe-token';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { insertCampaignSender, setMailingCredits } from './support/campaign-sender-fixture';
import { listenSmtpServer } from './support/mail-servers';
import type { LocalServer } from './support/mail-servers';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { signedInCalls } from './support/signed-in-calls';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const OWNER = 'marketing@atlas.demo';
const DOMAIN = 'campagnes-atlas.test';
const UNSUBSCRIBE = '/v1/email/unsubscribe';
/** The test server's key (MAIL_SECRET_KEY): its unsubscribe tokens are signed with a key derived from it. */
const KEY = randomBytes(32);

/** One mail the relay took: its raw bytes and its recipients. */
interface Received {
  readonly raw: Buffer;
  readonly to: readonly string[];
}

const headerOf = (raw: Buffer, name: string): string | null => {
  const head = raw.toString('utf8').split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.+)$`, 'im').exec(head)?.[1]?.trim() ?? null;
};

/** The HTML part's text, quoted-printable undone. */
const bodyOf = (raw: Buffer): string =>
  raw
    .toString('utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A character of the token changed for another of the base64url alphabet. */
const altered = (token: string, at: number) => token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);

describe('campaign unsubscribe: signed tokens, the /unsubscribe page call and the one-click POST (ADR 039)', () => {
  describeEachDatabase('on each database', (context) => {
    let server: Server;
    let relay: LocalServer;
    const received: Received[] = [];
    const tokens: Record<string, string> = {};
    const calls = signedInCalls(() => server.api, tokens);
    let ownerId = 0;
    let organizationId = 0;
    let otherOrganizationId = 0;
    let senderId = 0;
    let contacts: number[] = [];
    let nextContact = 0;
    let clock = new Date('2026-04-01T09:00:00Z');

    beforeAll(async () => {
      relay = await listenSmtpServer({
        authOptional: true,
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
          MAIL_SECRET_KEY: KEY.toString('base64'),
          CAMPAIGN_SMTP_URL: `smtp://${relay.host}:${relay.port}`,
          CAMPAIGN_MAILS_PER_SECOND_PER_DOMAIN: '500',
          PUBLIC_URL: 'https://app.cible.test',
        },
      });
      ownerId = await userIdOf(context.db, OWNER);
      tokens[OWNER] = await server.api.login(OWNER);
      const [owner] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [ownerId]);
      organizationId = owner!.organization_id;
      const [other] = await context.db.query<{ id: number }>('SELECT id FROM organizations WHERE id <> $1 ORDER BY id LIMIT 1', [organizationId]);
      otherOrganizationId = other!.id;
      await loadGeneratedData(context.db, { companies: 4, contacts: 30, news: 1, conferences: 1 }, { referenceDate: '2026-03-01', seed: 39 });
      contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 30')).map((row) => Number(row.id));
      // The relay signs with the domain's key: any sealed key will do here (DKIM is campaign-send.test.ts's subject).
      const { generateDkimKeyPair } = await import('../src/mail/dkim-key-pair');
      const { createSecretBox } = await import('../src/security/secret-box');
      const keys = await generateDkimKeyPair();
      const secrets = createSecretBox(KEY);
      senderId = (await insertCampaignSender(context.db, { organizationId, domain: DOMAIN, keys, secrets, selector: 'cible2026' })).senderId;
      await setMailingCredits(context.db, organizationId, ownerId, 100);
    }, 180_000);
    afterAll(async () => {
      await server?.close();
      await relay?.stop();
    });

    /** A campaign to fresh contacts (one per address), sent now and through the relay; its sends and their mails. */
    const sentCampaign = async (addresses: readonly string[], name: string) => {
      const [campaign] = await context.db.query<{ id: number }>(
        `INSERT INTO campaigns (organization_id, owner_user_id, name, sender_id, email_subject, email_html_content, email_footer)
         VALUES ($1, $2, $3, $4, 'Nouveautés', '<p>Bonjour {{contact.first_name}}</p>', '<p>PIED <a href="{{unsubscribe_link}}">Se désinscrire</a></p>') RETURNING id`,
        [organizationId, ownerId, name, senderId],
      );
      const contactIds: number[] = [];
      for (const address of addresses) {
        const contactId = contacts[nextContact++]!;
        await context.db.query('UPDATE contacts SET email = $2 WHERE id = $1', [contactId, address]);
        await context.db.query('INSERT INTO campaign_targets (organization_id, campaign_id, contact_id) VALUES ($1, $2, $3)', [organizationId, campaign!.id, contactId]);
        contactIds.push(contactId);
      }
      const answer = await calls.call('POST', `/v1/smart-mailing/campaigns/${campaign!.id}/send`, OWNER, { send_timing_id: 1 });
      expect(answer.status, answer.text).toBe(200);
      clock = new Date(clock.getTime() + 60_000);
      await server.app.campaignSender.sender.runOnce(clock);
      const sends = await context.db.query<{ id: number; contact_id: string; status: string; tracking_token: string }>(
        'SELECT id, contact_id, status, tracking_token FROM campaign_sends WHERE campaign_id = $1 ORDER BY id',
        [campaign!.id],
      );
      return { id: campaign!.id, contactIds, sends, mails: addresses.map((address) => received.filter((mail) => mail.to.includes(address))) };
    };
    const unsubscribe = (token: unknown) => server.api.call('POST', UNSUBSCRIBE, { body: { token } });
    const unsubscribedEvents = async (sendId: number) =>
      (await context.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM campaign_events WHERE send_id = $1 AND type = 'unsubscribed'`, [sendId]))[0]!.n;
    const allUnsubscribedEvents = async () =>
      (await context.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM campaign_events WHERE type = 'unsubscribed'`))[0]!.n;
    const oneClick = (token: string) =>
      fetch(`${server.baseUrl}/v1/t/u/${token}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

    it('the link of a sent mail opens /unsubscribe?token=…; its POST records the opt-out once and refuses the replay; later imports exclude the contact', async () => {
      const campaign = await sentCampaign(['page@client.test'], 'Avril');
      const [send] = campaign.sends;
      expect(send!.status).toBe('sent');
      const [mail] = campaign.mails[0]!;
      // The body links to the web page with the signed token; List-Unsubscribe keeps the API's one-click URL.
      const link = /href="(https:\/\/app\.cible\.test\/unsubscribe\?token=([^"]+))"/.exec(bodyOf(mail!.raw));
      expect(link).not.toBeNull();
      const token = decodeURIComponent(link![2]!);
      expect(token).toMatch(/^[A-Za-z0-9_-]{40}$/);
      expect(token).toBe(send!.tracking_token);
      expect(headerOf(mail!.raw, 'List-Unsubscribe')).toBe(`<https://app.cible.test/v1/t/u/${token}>`);
      expect(headerOf(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      // What the token says: this campaign send of this organisation.
      expect(createUnsubscribeTokens(KEY).read(token)).toMatchObject({ ok: true, claims: { kind: 'campaign', sendId: send!.id, organizationId } });

      const answer = await unsubscribe(token);
      expect(answer.status, answer.text).toBe(204);
      expect(await unsubscribedEvents(send!.id)).toBe(1);
      // Replayed: refused with its own code, nothing recorded twice.
      await calls.refused(unsubscribe(token), 409, 'UNSUBSCRIBE.ALREADY_DONE');
      expect(await unsubscribedEvents(send!.id)).toBe(1);

      // A later campaign import and a sequence import exclude the contact (reason 3: opted out).
      const contactId = campaign.contactIds[0]!;
      const [later] = await context.db.query<{ id: number }>(
        `INSERT INTO campaigns (organization_id, owner_user_id, name) VALUES ($1, $2, 'Mai') RETURNING id`,
        [organizationId, ownerId],
      );
      const check = (await calls.okCall('POST', '/v1/smart-mailing/check-targets', OWNER, { campaign_id: later!.id, contact_id_list: [contactId] })) as {
        excluded_list: { contact_id: number; reason_id: number }[];
      };
      expect(check.excluded_list).toEqual([{ contact_id: contactId, reason_id: 3 }]);
      expect(await calls.okCall('POST', '/v1/smart-mailing/import-targets', OWNER, { campaign_id: later!.id, contact_id_list: [contactId] })).toMatchObject({
        imported_count: 0,
        excluded_count: 1,
      });
      const [sequence] = await context.db.query<{ id: number }>(`INSERT INTO sequences (organization_id, owner_user_id, name) VALUES ($1, $2, 'Relance avril') RETURNING id`, [
        organizationId,
        ownerId,
      ]);
      const sequenceCheck = (await calls.okCall('POST', `/v1/sequence/sequences/${sequence!.id}/check-import-targets`, OWNER, { contact_id_list: [contactId] })) as {
        excluded_list: { contact_id: number; reason_id: number }[];
      };
      expect(sequenceCheck.excluded_list).toEqual([{ contact_id: contactId, reason_id: 3 }]);
    });

    it('the RFC 8058 one-click POST records the opt-out with the same token; the page call then answers already done', async () => {
      const campaign = await sentCampaign(['oneclick@client.test'], 'Avril bis');
      const [send] = campaign.sends;
      const page = await fetch(`${server.baseUrl}/v1/t/u/${send!.tracking_token}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<form method="post">');
      expect(await unsubscribedEvents(send!.id)).toBe(0);
      const first = await oneClick(send!.tracking_token);
      expect(first.status).toBe(200);
      expect(await unsubscribedEvents(send!.id)).toBe(1);
      // A mail client may repeat its one-click POST: 200 again, nothing recorded twice.
      expect((await oneClick(send!.tracking_token)).status).toBe(200);
      expect(await unsubscribedEvents(send!.id)).toBe(1);
      await calls.refused(unsubscribe(send!.tracking_token), 409, 'UNSUBSCRIBE.ALREADY_DONE');
      expect(await unsubscribedEvents(send!.id)).toBe(1);
    });

    it('refuses forged tokens: a changed character, another organisation re-signed with a wrong key or with the right one, a random token, a malformed body', async () => {
      const campaign = await sentCampaign(['forge@client.test'], 'Avril ter');
      const [send] = campaign.sends;
      const token = send!.tracking_token;
      const before = await allUnsubscribedEvents();
      for (const at of [0, 1, 5, 13, 20, 39]) {
        await calls.refused(unsubscribe(altered(token, at)), 400, 'UNSUBSCRIBE.INVALID_TOKEN');
        // The one-click URL refuses it too (the unsubscribe page's unknown link).
        expect((await oneClick(altered(token, at))).status).toBe(404);
      }
      const issuedAt = Math.floor(clock.getTime() / 1000);
      // The send re-signed for another organisation with a key that is not the server's: a bad MAC.
      const wrongKey = createUnsubscribeTokens(randomBytes(32));
      await calls.refused(unsubscribe(wrongKey.sign({ kind: 'campaign', sendId: send!.id, organizationId: otherOrganizationId, issuedAt })), 400, 'UNSUBSCRIBE.INVALID_TOKEN');
      await calls.refused(unsubscribe(wrongKey.sign({ kind: 'campaign', sendId: send!.id, organizationId, issuedAt })), 400, 'UNSUBSCRIBE.INVALID_TOKEN');
      // Even well signed, a token that is not the one the send went out with is refused (another organisation, another
      // issued-at, a sequence kind).
      const rightKey = createUnsubscribeTokens(KEY);
      for (const claims of [
        { kind: 'campaign' as const, sendId: send!.id, organizationId: otherOrganizationId, issuedAt },
        { kind: 'campaign' as const, sendId: send!.id, organizationId, issuedAt: issuedAt + 1 },
        { kind: 'sequence' as const, sendId: send!.id, organizationId, issuedAt },
        { kind: 'campaign' as const, sendId: 2_000_000_000, organizationId, issuedAt },
      ]) {
        await calls.refused(unsubscribe(rightKey.sign(claims)), 400, 'UNSUBSCRIBE.INVALID_TOKEN');
      }
      // A random token of the old format (ADR 038), and bodies the contract refuses.
      await calls.refused(unsubscribe(randomBytes(18).toString('base64url')), 400, 'UNSUBSCRIBE.INVALID_TOKEN');
      await calls.refused(unsubscribe('short'), 400, 'VALIDATION.INVALID_BODY');
      // Characters outside a token's alphabet: the contract's own code (its schema's message).
      await calls.refused(unsubscribe(`${token.slice(0, 30)}<script>`), 400, 'UNSUBSCRIBE.INVALID_TOKEN');
      await calls.refused(server.api.call('POST', UNSUBSCRIBE, { body: { token, more: 1 } }), 400, 'VALIDATION.INVALID_BODY');
      expect(await allUnsubscribedEvents()).toBe(before);
      // The genuine token still works once.
      expect((await unsubscribe(token)).status).toBe(204);
      expect(await allUnsubscribedEvents()).toBe(before + 1);
    });

    it('records two simultaneous calls with the same token once: one 204, one 409', async () => {
      const campaign = await sentCampaign(['double@client.test'], 'Avril double');
      const [send] = campaign.sends;
      const answers = await Promise.all([unsubscribe(send!.tracking_token), unsubscribe(send!.tracking_token)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
      expect(await unsubscribedEvents(send!.id)).toBe(1);
    });

    it('keeps the random token of a mail sent before signed tokens working on the one-click URL only', async () => {
      const campaign = await sentCampaign(['ancien@client.test'], 'Avril quater');
      const [send] = campaign.sends;
      const legacy = randomBytes(18).toString('base64url');
      await context.db.query('UPDATE campaign_sends SET tracking_token = $2 WHERE id = $1', [send!.id, legacy]);
      await calls.refused(unsubscribe(legacy), 400, 'UNSUBSCRIBE.INVALID_TOKEN');
      expect((await oneClick(legacy)).status).toBe(200);
      expect(await unsubscribedEvents(send!.id)).toBe(1);
    });
  });
});
