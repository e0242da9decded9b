import { randomBytes } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSendingDomain } from '../src/mail/check-sending-domain';
import type { SendingDomainCheckInput } from '../src/mail/check-sending-domain';
import { dkimRecordValue, generateDkimKeyPair } from '../src/mail/dkim-key-pair';
import type { DkimKeyPair } from '../src/mail/dkim-key-pair';
import { dkimSigningOptions } from '../src/mail/dkim-signing-options';
import { createDnsLookup } from '../src/mail/dns-lookup';
import { createSecretBox } from '../src/security/secret-box';
import { startLocalDnsServer } from './support/local-dns-server';
import type { LocalDnsServer } from './support/local-dns-server';
import { listenSmtpServer } from './support/mail-servers';

const DOMAIN = 'campagnes-atlas.test';
const SELECTOR = 'cible202611';
const RELAY = '192.0.2.10';

let keys: DkimKeyPair;
let otherKeys: DkimKeyPair;
let dns: LocalDnsServer;

/** The records of a domain that publishes everything right (SPF for the relay, our DKIM key, DMARC quarantine). */
const goodRecords = (): Record<string, string[]> => ({
  [DOMAIN]: [`v=spf1 ip4:${RELAY} -all`, 'google-site-verification=abc'],
  [`${SELECTOR}._domainkey.${DOMAIN}`]: [dkimRecordValue(keys.publicKeyBase64)],
  [`_dmarc.${DOMAIN}`]: ['v=DMARC1; p=quarantine; rua=mailto:dmarc@campagnes-atlas.test'],
});

const input = (): SendingDomainCheckInput => ({ name: DOMAIN, dkimSelector: SELECTOR, dkimPublicKeyBase64: keys.publicKeyBase64, relayIp: RELAY });
const lookup = () => createDnsLookup({ server: dns.address, timeoutMs: 2000 });
const publish = (records: Record<string, string[]>) => {
  dns.records.clear();
  for (const [name, values] of Object.entries(records)) dns.records.set(name.toLowerCase(), values);
};

beforeAll(async () => {
  [keys, otherKeys] = await Promise.all([generateDkimKeyPair(), generateDkimKeyPair()]);
  dns = await startLocalDnsServer();
});
afterAll(() => dns.stop());

describe('sending domain check (mailauth through a local DNS server)', () => {
  it('passes SPF, DKIM and DMARC when the domain publishes them', async () => {
    publish(goodRecords());
    const outcome = await checkSendingDomain(input(), lookup());
    expect(outcome).toEqual({
      spf: { result: 'pass', reason: null },
      dkim: { result: 'pass', reason: null },
      dmarc: { result: 'pass', reason: null },
      isVerified: true,
    });
  });

  it('says SPF is missing without an SPF record, and fails an SPF that does not allow the relay', async () => {
    const { [DOMAIN]: _spf, ...rest } = goodRecords();
    publish(rest);
    let outcome = await checkSendingDomain(input(), lookup());
    expect(outcome.spf.result).toBe('missing');
    expect(outcome.dkim.result).toBe('pass');
    expect(outcome.isVerified).toBe(false);
    publish({ ...rest, [DOMAIN]: ['v=spf1 ip4:198.51.100.1 -all'] });
    outcome = await checkSendingDomain(input(), lookup());
    expect(outcome.spf.result).toBe('fail');
    expect(outcome.spf.reason).toMatch(/^fail/);
  });

  it('fails DKIM when the published key is another key, and says missing when there is none', async () => {
    publish({ ...goodRecords(), [`${SELECTOR}._domainkey.${DOMAIN}`]: [dkimRecordValue(otherKeys.publicKeyBase64)] });
    let outcome = await checkSendingDomain(input(), lookup());
    expect(outcome.dkim).toEqual({ result: 'fail', reason: 'The published key is not the domain’s key.' });
    expect(outcome.spf.result).toBe('pass');
    expect(outcome.isVerified).toBe(false);
    const { [`${SELECTOR}._domainkey.${DOMAIN}`]: _dkim, ...rest } = goodRecords();
    publish(rest);
    outcome = await checkSendingDomain(input(), lookup());
    expect(outcome.dkim.result).toBe('missing');
  });

  it('passes DMARC p=none with a reason, and says missing without a DMARC record', async () => {
    publish({ ...goodRecords(), [`_dmarc.${DOMAIN}`]: ['v=DMARC1; p=none'] });
    let outcome = await checkSendingDomain(input(), lookup());
    expect(outcome.dmarc).toEqual({ result: 'pass', reason: 'p=none: reports only, nothing is refused.' });
    expect(outcome.isVerified).toBe(true);
    const { [`_dmarc.${DOMAIN}`]: _dmarc, ...rest } = goodRecords();
    publish(rest);
    outcome = await checkSendingDomain(input(), lookup());
    expect(outcome.dmarc).toEqual({ result: 'missing', reason: null });
    expect(outcome.isVerified).toBe(true);
  });

  it('answers unknown for every check when the DNS server does not answer (time-out), without throwing', async () => {
    const silent = await startLocalDnsServer({}, { silent: true });
    try {
      const started = Date.now();
      const outcome = await checkSendingDomain(input(), createDnsLookup({ server: silent.address, timeoutMs: 300 }));
      expect(outcome.spf.result).toBe('unknown');
      expect(outcome.dkim.result).toBe('unknown');
      expect(outcome.dmarc.result).toBe('unknown');
      expect(outcome.dkim.reason).toContain('ETIMEOUT');
      expect(outcome.isVerified).toBe(false);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await silent.stop();
    }
  });
});

describe('DKIM signing of outgoing campaign mail', () => {
  it('signs a mail sent through SMTP with the domain’s sealed key, and the signature verifies against the published key', async () => {
    const secrets = createSecretBox(randomBytes(32));
    const row = { name: DOMAIN, dkimSelector: SELECTOR, dkimPrivateKey: secrets.seal(keys.privateKeyPem), dkimKeyId: secrets.keyId };
    const received: Buffer[] = [];
    const smtp = await listenSmtpServer({
      authOptional: true,
      onData(stream, _session, callback) {
        const parts: Buffer[] = [];
        stream.on('data', (part: Buffer) => parts.push(part));
        stream.on('end', () => {
          received.push(Buffer.concat(parts));
          callback();
        });
      },
    });
    try {
      const transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true, dkim: dkimSigningOptions(row, secrets) });
      await transport.sendMail({ from: `Atlas <contact@${DOMAIN}>`, to: 'prospect@exemple.fr', subject: 'Nos offres', html: '<p>Bonjour</p>' });
      transport.close();
      expect(received).toHaveLength(1);
      const raw = received[0]!;
      expect(raw.toString('utf8')).toMatch(/^DKIM-Signature: [^]*?\bd=campagnes-atlas\.test; /m);
      publish(goodRecords());
      const verified = await dkimVerify(raw, { resolver: lookup() });
      expect(verified.results[0]?.signingDomain).toBe(DOMAIN);
      expect(verified.results[0]?.selector).toBe(SELECTOR);
      expect(verified.results[0]?.status.result).toBe('pass');
      // Against another published key, the same mail does not verify: the check above can fail.
      publish({ ...goodRecords(), [`${SELECTOR}._domainkey.${DOMAIN}`]: [dkimRecordValue(otherKeys.publicKeyBase64)] });
      const refused = await dkimVerify(raw, { resolver: lookup() });
      expect(refused.results[0]?.status.result).toBe('fail');
    } finally {
      await smtp.stop();
    }
  });
});
