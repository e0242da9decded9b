import { describe, expect, it } from 'vitest';
import { SENDING_DOMAIN_ENDPOINTS, SendingDomainListResponseSchema } from './sending-domains.contract';

describe('sending domains contract', () => {
  it('lists the organisation’s domains with their verification', () => {
    const answer = { domain_list: [{ id: 1, name: 'exemple.fr', organization_id: 3, is_verified: true }] };
    expect(SendingDomainListResponseSchema.parse(answer)).toEqual(answer);
    expect(SendingDomainListResponseSchema.safeParse({ domain_list: [{ id: 1, name: 'exemple.fr', organization_id: 3 }] }).success).toBe(false);
    expect(`${SENDING_DOMAIN_ENDPOINTS.listSendingDomains.method} ${SENDING_DOMAIN_ENDPOINTS.listSendingDomains.path}`).toBe('GET /v1/smart-mailing/domains');
  });
});
