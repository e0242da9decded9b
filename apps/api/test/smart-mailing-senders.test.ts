import { EMAIL_HTML_MAX_BYTES, SenderListResponseSchema, SenderSchema, SendingDomainListResponseSchema, SendingDomainSchema, SmartMailingSettingsSchema } from '@cible/core';
import type { Sender, SendingDomain } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/security/secret-box';
import { mailSecretKeyOf } from '../src/config';
import { dkimRecordValue, publicKeyBase64Of } from '../src/mail/dkim-key-pair';
import { startLocalDnsServer } from './support/local-dns-server';
import type { LocalDnsServer } from './support/local-dns-server';
import { organizationIdOf, startSeededServer } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const DOMAINS = '/v1/smart-mailing/domains';
const DOMAIN = (id: number | string) => `${DOMAINS}/${id}`;
const SENDERS = '/v1/smart-mailing/senders';
const SENDER = (id: number | string) => `${SENDERS}/${id}`;
const USED = '/v1/smart-mailing/used-senders';
const SETTINGS = '/v1/smart-mailing/settings';

const MARKETING = 'marketing@atlas.demo';
const SMART_CAMPAIGN_V2 = 'smart-campaign-v2@atlas.demo';
const SALES = 'sales@atlas.demo';
const SALES_AUTOMATION = 'sales-automation@atlas.demo';
const SENDER_LICENCE = 'sender@atlas.demo';
const RELAY = '192.0.2.25';

describeEachDatabase('smart mailing: sending domains, senders, settings', (context) => {
  let server: Server;
  let dns: LocalDnsServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    dns = await startLocalDnsServer();
    server = await startSeededServer(context.db, { env: { CAMPAIGN_DNS_SERVER: dns.address, CAMPAIGN_RELAY_IP: RELAY, CAMPAIGN_DNS_TIMEOUT_SECONDS: '2' } });
    for (const email of [MARKETING, SMART_CAMPAIGN_V2, SALES, SALES_AUTOMATION, SENDER_LICENCE]) tokens[email] = await server.api.login(email);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await dns?.stop();
  });

  const call = (method: string, path: string, email: string, body?: unknown) =>
    server.api.call(method, path, { token: tokens[email]!, ...(body === undefined ? {} : { body }) });
  const expectStatus = async (status: number, method: string, path: string, email: string, body?: unknown) => {
    const answer = await call(method, path, email, body);
    expect(answer.status, `${email} ${method} ${path}: ${answer.text.slice(0, 300)}`).toBe(status);
    return answer;
  };
  const ok = async (method: string, path: string, email: string, body?: unknown) => (await expectStatus(200, method, path, email, body)).body;
  const codeOf = (answer: { body: unknown }) => (answer.body as { code?: string }).code;
  const addDomain = async (name: string, email = MARKETING): Promise<SendingDomain> => SendingDomainSchema.parse(await ok('POST', DOMAINS, email, { name }));
  const sender = (local: string, domain: string, extra: Record<string, unknown> = {}) => ({
    sender_name: `Atlas ${local}`,
    sender_email_local_part: local,
    sender_email_domain_name_part: domain,
    ...extra,
  });

  describe('sending domains', () => {
    it('adds a domain with a generated 2048-bit DKIM key whose private half is sealed, and shows the records to publish', async () => {
      const domain = await addDomain('Campagnes.Atlas-Conseil.test');
      expect(domain).toMatchObject({ name: 'campagnes.atlas-conseil.test', is_verified: false, checks: null, checked_at: null });
      expect(domain.dkim_selector).toMatch(/^cible\d{6}$/);
      const byPurpose = Object.fromEntries(domain.dns_record_list.map((record) => [record.purpose, record]));
      expect(byPurpose.spf).toEqual({ purpose: 'spf', type: 'TXT', host: 'campagnes.atlas-conseil.test', value: `v=spf1 ip4:${RELAY} ~all` });
      expect(byPurpose.dkim?.host).toBe(`${domain.dkim_selector}._domainkey.campagnes.atlas-conseil.test`);
      expect(byPurpose.dkim?.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]+=*$/);
      expect(byPurpose.dmarc).toMatchObject({ host: '_dmarc.campagnes.atlas-conseil.test', value: expect.stringMatching(/^v=DMARC1; p=none/) });
      const [row] = await context.db.query<{ dkim_private_key: Buffer; dkim_key_id: string; dkim_public_key: string }>(
        'SELECT dkim_private_key, dkim_key_id, dkim_public_key FROM sending_domains WHERE id = $1',
        [domain.id],
      );
      expect(row!.dkim_private_key.toString('utf8')).not.toContain('PRIVATE KEY');
      const privateKeyPem = createSecretBox(mailSecretKeyOf(server.config.mailbox)).open(row!.dkim_private_key, row!.dkim_key_id);
      expect(publicKeyBase64Of(privateKeyPem)).toBe(row!.dkim_public_key);
      expect(byPurpose.dkim?.value).toBe(dkimRecordValue(row!.dkim_public_key));
      expect(Buffer.from(row!.dkim_public_key, 'base64').length).toBeGreaterThan(256);
      const list = SendingDomainListResponseSchema.parse(await ok('GET', DOMAINS, SALES));
      expect(list.domain_list.map((item) => item.name)).toContain('campagnes.atlas-conseil.test');
      expect(JSON.stringify(list)).not.toContain('PRIVATE');
    });

    it('refuses the same domain twice (409), a malformed name (400)', async () => {
      await addDomain('double.atlas.test');
      const again = await expectStatus(409, 'POST', DOMAINS, SMART_CAMPAIGN_V2, { name: 'DOUBLE.atlas.test' });
      expect(codeOf(again)).toBe('SENDING_DOMAIN.ALREADY_EXISTS');
      for (const name of ['not a domain', 'x@atlas.test', 'a'.repeat(300) + '.fr', 'atlas\u0000.test']) await expectStatus(400, 'POST', DOMAINS, MARKETING, { name });
      await expectStatus(400, 'POST', DOMAINS, MARKETING, { name: 'ok.atlas.test', dkim_selector: 'mine' });
    });

    it('checks SPF, DKIM and DMARC live, stores the results, and verifies the domain when SPF and DKIM pass', async () => {
      const domain = await addDomain('verifie.atlas.test');
      const dkimRecord = domain.dns_record_list.find((record) => record.purpose === 'dkim')!;
      dns.records.set('verifie.atlas.test', [`v=spf1 ip4:${RELAY} -all`]);
      dns.records.set(dkimRecord.host, [dkimRecord.value]);
      let checked = SendingDomainSchema.parse(await ok('POST', `${DOMAIN(domain.id)}/check`, MARKETING));
      expect(checked.checks).toEqual({ spf: { result: 'pass', reason: null }, dkim: { result: 'pass', reason: null }, dmarc: { result: 'missing', reason: null } });
      expect(checked.is_verified).toBe(true);
      expect(checked.checked_at).not.toBeNull();
      const listed = SendingDomainListResponseSchema.parse(await ok('GET', DOMAINS, MARKETING)).domain_list.find((item) => item.id === domain.id);
      expect(listed).toEqual(checked);
      // The SPF record removed: the next check says missing and the domain is no longer verified.
      dns.records.delete('verifie.atlas.test');
      checked = SendingDomainSchema.parse(await ok('POST', `${DOMAIN(domain.id)}/check`, SMART_CAMPAIGN_V2));
      expect(checked.checks?.spf.result).toBe('missing');
      expect(checked.is_verified).toBe(false);
    });

    it('answers a check whose DNS does not answer with unknown results, not a 5xx', async () => {
      const silent = await startLocalDnsServer({}, { silent: true });
      const slow = await startSeededServer(context.db, { env: { CAMPAIGN_DNS_SERVER: silent.address, CAMPAIGN_DNS_TIMEOUT_SECONDS: '0.3' } });
      try {
        const token = await slow.api.login(MARKETING);
        const [row] = await context.db.query<{ id: number }>("SELECT id FROM sending_domains WHERE name = 'verifie.atlas.test'");
        const answer = await slow.api.call('POST', `${DOMAIN(row!.id)}/check`, { token });
        expect(answer.status, answer.text).toBe(200);
        const checked = SendingDomainSchema.parse(answer.body);
        expect([checked.checks?.spf.result, checked.checks?.dkim.result, checked.checks?.dmarc.result]).toEqual(['unknown', 'unknown', 'unknown']);
        expect(checked.is_verified).toBe(false);
      } finally {
        await slow.close();
        await silent.stop();
      }
    });
  });

  describe('senders', () => {
    let domain: SendingDomain;
    beforeAll(async () => {
      domain = await addDomain('expediteurs.atlas.test');
    });

    it('creates senders on the organisation’s domains, the first one default, and keeps one default', async () => {
      const first = SenderSchema.parse(await ok('POST', SENDERS, MARKETING, sender('contact', 'Expediteurs.Atlas.test', { reply_to_email: 'reponses@atlas.test' })));
      expect(first).toMatchObject({ sender_email_domain_name_part: 'expediteurs.atlas.test', reply_to_email: 'reponses@atlas.test', is_default: true });
      const second = SenderSchema.parse(await ok('POST', SENDERS, MARKETING, sender('news', domain.name)));
      expect(second.is_default).toBe(false);
      const third = SenderSchema.parse(await ok('POST', SENDERS, SMART_CAMPAIGN_V2, sender('offres', domain.name, { is_default: true })));
      expect(third.is_default).toBe(true);
      const defaults = async () => SenderListResponseSchema.parse(await ok('GET', SENDERS, SALES));
      let list = await defaults();
      expect(list.sender_list.filter((item) => item.is_default).map((item) => item.id)).toEqual([third.id]);
      expect(list.sender_list[0]!.id).toBe(third.id);
      // The default moved back by a change.
      const changed = SenderSchema.parse(await ok('PATCH', SENDER(first.id), MARKETING, { is_default: true, sender_name: 'Atlas Conseil' }));
      expect(changed).toMatchObject({ is_default: true, sender_name: 'Atlas Conseil', sender_email_local_part: 'contact' });
      list = await defaults();
      expect(list.sender_list.filter((item) => item.is_default).map((item) => item.id)).toEqual([first.id]);
      // The partial unique index refuses a second default written behind the service's back.
      await expect(context.db.query('UPDATE senders SET is_default = true WHERE id = $1', [second.id])).rejects.toThrow();
    });

    it('refuses a sender on a domain the organisation has not added (422), also on change', async () => {
      const refused = await expectStatus(422, 'POST', SENDERS, MARKETING, sender('contact', 'gmail.com'));
      expect(codeOf(refused)).toBe('SENDER.DOMAIN_NOT_ALLOWED');
      const created = SenderSchema.parse(await ok('POST', SENDERS, MARKETING, sender('ventes', domain.name)));
      const changed = await expectStatus(422, 'PATCH', SENDER(created.id), MARKETING, { sender_email_domain_name_part: 'autre-domaine.fr' });
      expect(codeOf(changed)).toBe('SENDER.DOMAIN_NOT_ALLOWED');
      // Another organisation's domain is not the caller's either.
      const boreal = await organizationIdOf(context.db, 'Boréal Industrie');
      await context.db.query(
        "INSERT INTO sending_domains (organization_id, name, dkim_selector, dkim_private_key, dkim_key_id, dkim_public_key) VALUES ($1, 'boreal.test', 's', '\\x00'::bytea, 'k', 'AAAA')",
        [boreal],
      );
      expect(codeOf(await expectStatus(422, 'POST', SENDERS, MARKETING, sender('x', 'boreal.test')))).toBe('SENDER.DOMAIN_NOT_ALLOWED');
    });

    it('refuses bad input with 400', async () => {
      const bodies: unknown[] = [
        {},
        sender('', domain.name),
        sender('a b', domain.name),
        sender('x'.repeat(65), domain.name),
        sender('ok', 'not_a_domain'),
        sender('ok', domain.name, { reply_to_email: 'pas-une-adresse' }),
        sender('ok', domain.name, { is_default: 'yes' }),
        sender('ok', domain.name, { organization_id: 1 }),
        { ...sender('ok', domain.name), sender_name: 'A\u0000B' },
      ];
      for (const body of bodies) await expectStatus(400, 'POST', SENDERS, MARKETING, body);
      await expectStatus(400, 'PATCH', SENDER('abc'), MARKETING, { sender_name: 'x' });
      await expectStatus(400, 'DELETE', DOMAIN(0), MARKETING);
    });

    it('lists the senders a campaign uses, refuses to remove a domain a sender uses, removes a sender', async () => {
      const organizationId = await organizationIdOf(context.db, 'Atlas Conseil');
      const used = SenderSchema.parse(await ok('POST', SENDERS, MARKETING, sender('utilise', domain.name)));
      const [owner] = await context.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'marketing@atlas.demo'");
      await context.db.query("INSERT INTO campaigns (organization_id, owner_user_id, name, sender_id) VALUES ($1, $2, 'Lancement', $3)", [
        organizationId,
        owner!.id,
        used.id,
      ]);
      const usedList = SenderListResponseSchema.parse(await ok('GET', USED, SALES_AUTOMATION));
      expect(usedList.sender_list.map((item: Sender) => item.id)).toEqual([used.id]);
      const inUse = await expectStatus(409, 'DELETE', DOMAIN(domain.id), MARKETING);
      expect(codeOf(inUse)).toBe('SENDING_DOMAIN.IN_USE');
      await expectStatus(204, 'DELETE', SENDER(used.id), MARKETING);
      await expectStatus(404, 'DELETE', SENDER(used.id), MARKETING);
      const [campaign] = await context.db.query<{ sender_id: number | null }>("SELECT sender_id FROM campaigns WHERE name = 'Lancement'");
      expect(campaign!.sender_id).toBeNull();
      // Once no sender uses it, the domain goes.
      const unused = await addDomain('jetable.atlas.test');
      await expectStatus(204, 'DELETE', DOMAIN(unused.id), SMART_CAMPAIGN_V2);
      await expectStatus(404, 'POST', `${DOMAIN(unused.id)}/check`, MARKETING);
    });

    it('answers 404 for another organisation’s sender and domain, and changes nothing', async () => {
      const boreal = await organizationIdOf(context.db, 'Boréal Industrie');
      const [foreignDomain] = await context.db.query<{ id: number }>('SELECT id FROM sending_domains WHERE organization_id = $1', [boreal]);
      const [foreignSender] = await context.db.query<{ id: number }>(
        "INSERT INTO senders (organization_id, domain_id, sender_name, sender_email_local_part, sender_email_domain_name_part) VALUES ($1, $2, 'Boréal', 'info', 'boreal.test') RETURNING id",
        [boreal, foreignDomain!.id],
      );
      await expectStatus(404, 'PATCH', SENDER(foreignSender!.id), MARKETING, { sender_name: 'Pris' });
      await expectStatus(404, 'DELETE', SENDER(foreignSender!.id), MARKETING);
      await expectStatus(404, 'DELETE', DOMAIN(foreignDomain!.id), MARKETING);
      await expectStatus(404, 'POST', `${DOMAIN(foreignDomain!.id)}/check`, MARKETING);
      const [still] = await context.db.query<{ sender_name: string }>('SELECT sender_name FROM senders WHERE id = $1', [foreignSender!.id]);
      expect(still!.sender_name).toBe('Boréal');
      const names = SenderListResponseSchema.parse(await ok('GET', SENDERS, MARKETING)).sender_list.map((item) => item.sender_name);
      expect(names).not.toContain('Boréal');
    });

    it('lets read-only licences read but not write (403), and refuses the sender licence everything', async () => {
      for (const email of [SALES, SALES_AUTOMATION]) {
        await ok('GET', SENDERS, email);
        await ok('GET', DOMAINS, email);
        await ok('GET', SETTINGS, email);
        expect(codeOf(await expectStatus(403, 'POST', SENDERS, email, sender('lecture', domain.name)))).toBe('AUTH.FORBIDDEN');
        await expectStatus(403, 'POST', DOMAINS, email, { name: 'lecture.atlas.test' });
        await expectStatus(403, 'POST', `${DOMAIN(domain.id)}/check`, email);
        await expectStatus(403, 'PUT', SETTINGS, email, { email_header: null, email_footer: null });
      }
      await expectStatus(403, 'GET', SENDERS, SENDER_LICENCE);
      await expectStatus(403, 'GET', DOMAINS, SENDER_LICENCE);
    });
  });

  describe('settings', () => {
    it('stores the header and footer sanitised, answers nulls before the first save, refuses oversized HTML with 413', async () => {
      expect(SmartMailingSettingsSchema.parse(await ok('GET', SETTINGS, MARKETING))).toEqual({ email_header: null, email_footer: null });
      const saved = SmartMailingSettingsSchema.parse(
        await ok('PUT', SETTINGS, MARKETING, { email_header: '<p onclick="x()">Atlas<script>alert(1)</script></p>', email_footer: null }),
      );
      expect(saved).toEqual({ email_header: '<p>Atlas</p>', email_footer: null });
      expect(SmartMailingSettingsSchema.parse(await ok('GET', SETTINGS, SALES))).toEqual(saved);
      const big = await expectStatus(413, 'PUT', SETTINGS, MARKETING, { email_header: null, email_footer: `<p>${'x'.repeat(EMAIL_HTML_MAX_BYTES)}</p>` });
      expect(codeOf(big)).toBe('EMAIL.HTML_TOO_LARGE');
      await expectStatus(400, 'PUT', SETTINGS, MARKETING, { email_header: '<p>x</p>' });
      expect(SmartMailingSettingsSchema.parse(await ok('GET', SETTINGS, MARKETING))).toEqual(saved);
    });
  });
});

