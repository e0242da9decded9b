import { describe, expect, it } from 'vitest';
import { SENDING_DOMAIN_ENDPOINTS, SendingDomainCreateBodySchema, SendingDomainListResponseSchema } from './sending-domains.contract';

const domain = {
  id: 1,
  name: 'exemple.fr',
  organization_id: 3,
  is_verified: true,
  dkim_selector: 'cible202611',
  dns_record_list: [{ purpose: 'dkim', type: 'TXT', host: 'cible202611._domainkey.exemple.fr', value: 'v=DKIM1; k=rsa; p=AAAA' }],
  checks: { spf: { result: 'pass', reason: null }, dkim: { result: 'fail', reason: 'other key' }, dmarc: { result: 'missing', reason: null } },
  checked_at: '2026-11-29T04:00:00.000Z',
};

describe('sending domains contract', () => {
  it('lists the organisation’s domains with their records and checks', () => {
    const answer = { domain_list: [domain, { ...domain, id: 2, checks: null, checked_at: null }] };
    expect(SendingDomainListResponseSchema.parse(answer)).toEqual(answer);
    expect(SendingDomainListResponseSchema.safeParse({ domain_list: [{ id: 1, name: 'exemple.fr', organization_id: 3 }] }).success).toBe(false);
    const badResult = { ...domain, checks: { ...domain.checks, spf: { result: 'ok', reason: null } } };
    expect(SendingDomainListResponseSchema.safeParse({ domain_list: [badResult] }).success).toBe(false);
    expect(`${SENDING_DOMAIN_ENDPOINTS.listSendingDomains.method} ${SENDING_DOMAIN_ENDPOINTS.listSendingDomains.path}`).toBe('GET /v1/smart-mailing/domains');
    expect(`${SENDING_DOMAIN_ENDPOINTS.checkSendingDomain.method} ${SENDING_DOMAIN_ENDPOINTS.checkSendingDomain.path}`).toBe('POST /v1/smart-mailing/domains/{id}/check');
  });

  it('accepts a domain name, refuses an address, a bare label and unknown keys', () => {
    expect(SendingDomainCreateBodySchema.parse({ name: ' mail.exemple.fr ' })).toEqual({ name: 'mail.exemple.fr' });
    for (const name of ['a@exemple.fr', 'localhost', 'exemple..fr', '-x.fr', '']) {
      expect(SendingDomainCreateBodySchema.safeParse({ name }).success, name).toBe(false);
    }
    expect(SendingDomainCreateBodySchema.safeParse({ name: 'exemple.fr', selector: 'x' }).success).toBe(false);
  });
});
