import { describe, expect, it } from 'vitest';
import { json } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { HttpInquiriesGateway } from './http-inquiries-gateway';
import { HttpQuickSearchGateway } from './http-quick-search-gateway';

const emptyColumn = { total: 0, data: [] };

describe('HttpQuickSearchGateway', () => {
  it('sends the text and limit as query parameters and parses the four columns', async () => {
    const { fake, caller } = httpTestClient();
    fake.answer(json(200, { companies: { total: 1001, total_capped: true, data: [] }, personsActive: emptyColumn, news: emptyColumn, conferences: emptyColumn }));
    const answer = await new HttpQuickSearchGateway(caller).quickSearch({ query: { text: 'Atlas Énergie', limit: 6 } });
    expect(answer.companies).toEqual({ total: 1001, total_capped: true, data: [] });
    const call = fake.calls[0];
    expect(call?.method).toBe('GET');
    const url = new URL(call?.url ?? '');
    expect(url.pathname).toBe('/v1/quick-search');
    expect(url.searchParams.get('text')).toBe('Atlas Énergie');
    expect(url.searchParams.get('limit')).toBe('6');
  });
});

describe('HttpInquiriesGateway', () => {
  it('reads the quota of a user and creates an inquiry', async () => {
    const { fake, caller } = httpTestClient();
    const inquiry = { id: 4, user_id: 7, company_id: 12, company_name: 'Atlas', contact_id: null, contact_name: null, inquiry_type_id: 2, inquiry_sub_type_id: null, status: 1, comment: 'Merci', creation_date: '2026-01-12T09:00:00.000Z' };
    fake.answer(json(200, { open_inquiry_count: 3, max_quota: 15, is_reached: false }), json(200, inquiry));
    const gateway = new HttpInquiriesGateway(caller);
    await expect(gateway.getInquiryQuota({ params: { user: 7 } })).resolves.toEqual({ open_inquiry_count: 3, max_quota: 15, is_reached: false });
    await expect(gateway.createInquiry({ body: { company_id: 12, inquiry_type_id: 2, comment: 'Merci' } })).resolves.toEqual(inquiry);
    expect(fake.calls.map((call) => [call.method, new URL(call.url).pathname])).toEqual([
      ['GET', '/v1/customer-inquiry/users/7/quota'],
      ['POST', '/v1/customer-inquiry/customer-inquiries'],
    ]);
  });
});
