import { DomainFailure } from '@cible/core';
import type { DomainDnsRecord, SendingDomain, SendingDomainCreateBody, SendingDomainListResponse } from '@cible/core';
import { checkSendingDomain } from '../../mail/check-sending-domain';
import { dkimRecordValue, dkimSelectorAt, generateDkimKeyPair } from '../../mail/dkim-key-pair';
import type { DnsLookup } from '../../mail/dns-lookup';
import type { AuthContext } from '../../security/auth-context';
import type { SecretBox } from '../../security/secret-box';
import type { SendingDomainRow, SendingDomainsRepository } from './sending-domains-repository';

export interface SendingDomainsService {
  list(auth: AuthContext): Promise<SendingDomainListResponse>;
  create(auth: AuthContext, body: SendingDomainCreateBody): Promise<SendingDomain>;
  remove(auth: AuthContext, id: number): Promise<void>;
  check(auth: AuthContext, id: number): Promise<SendingDomain>;
}

export interface SendingDomainsDependencies {
  readonly repository: SendingDomainsRepository;
  /** Seals the DKIM private keys (the mailbox secrets' box: MAIL_SECRET_KEY). */
  readonly secrets: SecretBox;
  /** The DNS of the live check (CAMPAIGN_DNS_SERVER). */
  readonly lookup: DnsLookup;
  /** What SPF must allow: the relay's address, and the include suggested for it (else `ip4:`). */
  readonly relay: { readonly ip: string; readonly spfInclude: string | null };
  readonly now?: () => Date;
}

const notFound = () => new DomainFailure('NOT_FOUND', 'No such sending domain.');

/**
 * Use cases of the sending domains (ADR 032): adding a domain generates its 2048-bit RSA DKIM key pair (private key
 * sealed, selector `cible<yyyymm>`); the answer lists the DNS records to publish (SPF, DKIM, DMARC suggestion) and the
 * last check; the check queries the DNS now and stores its results; a domain a sender uses cannot be removed.
 */
export function createSendingDomainsService(dependencies: SendingDomainsDependencies): SendingDomainsService {
  const { repository, secrets, lookup, relay } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const spfValue = relay.spfInclude === null ? `v=spf1 ip4:${relay.ip} ~all` : `v=spf1 include:${relay.spfInclude} ~all`;
  const toDto = (row: SendingDomainRow): SendingDomain => {
    const records: DomainDnsRecord[] = [
      { purpose: 'spf', type: 'TXT', host: row.name, value: spfValue },
      { purpose: 'dkim', type: 'TXT', host: `${row.dkimSelector}._domainkey.${row.name}`, value: dkimRecordValue(row.dkimPublicKey) },
      { purpose: 'dmarc', type: 'TXT', host: `_dmarc.${row.name}`, value: `v=DMARC1; p=none; rua=mailto:postmaster@${row.name}` },
    ];
    return {
      id: row.id,
      name: row.name,
      organization_id: row.organizationId,
      is_verified: row.isVerified,
      dkim_selector: row.dkimSelector,
      dns_record_list: records,
      checks: row.checks,
      checked_at: row.checkedAt === null ? null : row.checkedAt.toISOString(),
    };
  };
  return {
    async list(auth) {
      return { domain_list: (await repository.list(auth.user.organizationId)).map(toDto) };
    },
    async create(auth, body) {
      const name = body.name.toLowerCase();
      const keys = await generateDkimKeyPair();
      const row = await repository.create(auth.user.organizationId, {
        name,
        dkimSelector: dkimSelectorAt(now()),
        dkimPrivateKey: secrets.seal(keys.privateKeyPem),
        dkimKeyId: secrets.keyId,
        dkimPublicKey: keys.publicKeyBase64,
      });
      if (row === null) throw new DomainFailure('SENDING_DOMAIN.ALREADY_EXISTS', 'The organisation already has this sending domain.');
      return toDto(row);
    },
    async remove(auth, id) {
      const outcome = await repository.remove(auth.user.organizationId, id);
      if (outcome === 'missing') throw notFound();
      if (outcome === 'in-use') throw new DomainFailure('SENDING_DOMAIN.IN_USE', 'A sender uses this domain: change or remove the sender first.');
    },
    async check(auth, id) {
      const organizationId = auth.user.organizationId;
      const domain = await repository.find(organizationId, id);
      if (domain === null) throw notFound();
      const outcome = await checkSendingDomain(
        { name: domain.name, dkimSelector: domain.dkimSelector, dkimPublicKeyBase64: domain.dkimPublicKey, relayIp: relay.ip },
        lookup,
      );
      const saved = await repository.saveCheck(organizationId, id, { spf: outcome.spf, dkim: outcome.dkim, dmarc: outcome.dmarc }, outcome.isVerified, now());
      if (saved === null) throw notFound();
      return toDto(saved);
    },
  };
}
