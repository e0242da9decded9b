import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { campaignBounceEnvelope, campaignBounceKeyOf, campaignBounceKeyOfAddress, verpAddress, withCampaignBounceEnvelope } from './campaign-bounce-envelope';
import { parseCampaignBounceImapUrl } from './campaign-bounce-mailbox';

describe('campaign bounce envelope', () => {
  it('keys a mail by its Message-ID’s UUID and finds the key back in the VERP address, whatever the case (fast-check)', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.domain(), fc.constantFrom('bounces@cible.test', 'Rebonds@Mail.Cible.test'), fc.boolean(), (uuid, host, base, upper) => {
        const key = campaignBounceKeyOf(`<${uuid}@${host}>`);
        expect(key).toBe(uuid.toLowerCase());
        const address = verpAddress(base, key!);
        expect(address.split('@')[0]!.length).toBeLessThanOrEqual(64);
        expect(campaignBounceKeyOfAddress(upper ? address.toUpperCase() : `Bounces <${address}>`, base)).toBe(key);
      }),
    );
  });

  it('finds no key in other Message-IDs or addresses', () => {
    expect(campaignBounceKeyOf('<abc@atlas.test>')).toBeNull();
    expect(campaignBounceKeyOf(`${randomUUID()}@atlas.test`)).toBeNull();
    const key = randomUUID();
    expect(campaignBounceKeyOfAddress(`bounces+${key}@ailleurs.test`, 'bounces@cible.test')).toBeNull();
    expect(campaignBounceKeyOfAddress(`autre+${key}@cible.test`, 'bounces@cible.test')).toBeNull();
    expect(campaignBounceKeyOfAddress('bounces+pas-une-cle@cible.test', 'bounces@cible.test')).toBeNull();
    expect(campaignBounceKeyOfAddress('bounces@cible.test', 'bounces@cible.test')).toBeNull();
  });

  it('sets the envelope (VERP or not) and asks the relay for header-only reports of failures and delays', () => {
    const key = randomUUID();
    const mail = { from: { name: 'Atlas', address: 'news@atlas.test' }, to: 'alice@client.test', messageId: `<${key}@atlas.test>` };
    expect(campaignBounceEnvelope({ address: 'bounces@cible.test', verp: true }, mail)).toEqual({
      envelope: { from: `bounces+${key}@cible.test`, to: ['alice@client.test'] },
      dsn: { id: key, return: 'headers', notify: ['failure', 'delay'], recipient: 'alice@client.test' },
    });
    expect(campaignBounceEnvelope({ address: 'bounces@cible.test', verp: false }, mail)).toMatchObject({ envelope: { from: 'bounces@cible.test' } });
    // A test send (no send's Message-ID, several addresses): the plain bounce address, every recipient, no DSN options.
    expect(campaignBounceEnvelope({ address: 'bounces@cible.test', verp: true }, { to: ['a@x.test', 'B <b@x.test>'], cc: { address: 'c@x.test' } })).toEqual({
      envelope: { from: 'bounces@cible.test', to: ['a@x.test', 'b@x.test', 'c@x.test'] },
    });
    // With a journal (ADR 040) the sender chose two envelope recipients: both stay, the reports still name the mail's.
    const journaled = { ...mail, envelope: { from: 'news@atlas.test', to: ['alice@client.test', 'journal@cible.test'] } };
    expect(campaignBounceEnvelope({ address: 'bounces@cible.test', verp: true }, journaled)).toEqual({
      envelope: { from: `bounces+${key}@cible.test`, to: ['alice@client.test', 'journal@cible.test'] },
      dsn: { id: key, return: 'headers', notify: ['failure', 'delay'], recipient: 'alice@client.test' },
    });
  });

  it('wraps the relay transport only when a bounce address is set', async () => {
    const seen: Record<string, unknown>[] = [];
    const transport = { sendMail: async (mail: Record<string, unknown>) => (seen.push(mail), { response: '250' }), close: () => undefined };
    expect(withCampaignBounceEnvelope(transport, null)).toBe(transport);
    await withCampaignBounceEnvelope(transport, { address: 'bounces@cible.test', verp: true }).sendMail({ to: 'a@x.test', messageId: `<${randomUUID()}@x.test>` });
    expect(seen[0]!.envelope).toMatchObject({ to: ['a@x.test'] });
  });
});

describe('campaign bounce configuration', () => {
  const SECRET = 'a-test-secret-that-is-long-enough-32+';
  const bounces = (extra: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, ...extra }, { repoRoot: '/srv/cible' }).campaignBounces;

  it('reads the bounce address, VERP (default on), the mailbox URL and the job switch (off in tests unless on)', () => {
    expect(bounces({ NODE_ENV: 'test' })).toEqual({ address: null, verp: true, imapUrl: null, jobsEnabled: false });
    expect(bounces({ CAMPAIGN_BOUNCE_ADDRESS: 'bounces@cible.test', CAMPAIGN_BOUNCE_VERP: 'off', CAMPAIGN_BOUNCE_IMAP_URL: 'imaps://bounces%40cible.test:s3cret@imap.cible.test/INBOX' })).toEqual({
      address: 'bounces@cible.test',
      verp: false,
      imapUrl: 'imaps://bounces%40cible.test:s3cret@imap.cible.test/INBOX',
      jobsEnabled: true,
    });
    expect(() => bounces({ CAMPAIGN_BOUNCE_ADDRESS: 'not an address' })).toThrow(/CAMPAIGN_BOUNCE_ADDRESS/);
    expect(() => bounces({ CAMPAIGN_BOUNCE_IMAP_URL: 'https://imap.cible.test' })).toThrow(/CAMPAIGN_BOUNCE_IMAP_URL/);
  });

  it('parses the mailbox URL: TLS for imaps (port 993), the folder, a key without the password', () => {
    expect(parseCampaignBounceImapUrl('imaps://bounces%40cible.test:s%2Fcret@imap.cible.test/Rebonds')).toEqual({
      host: 'imap.cible.test',
      port: 993,
      secure: true,
      user: 'bounces@cible.test',
      password: 's/cret',
      folder: 'Rebonds',
      key: 'bounces@cible.test@imap.cible.test:993/Rebonds',
    });
    expect(parseCampaignBounceImapUrl('imap://u:p@127.0.0.1:1143')).toMatchObject({ port: 1143, secure: false, folder: 'INBOX' });
  });
});
