import { describe, expect, it } from 'vitest';
import { CONFERENCES_ENDPOINTS, ConferenceListResponseSchema, ConferenceSearchBodySchema } from './conferences.contract';

describe('conferences port', () => {
  it('searches from a start date, by start date, 12 per page by default', () => {
    expect(ConferenceSearchBodySchema.parse({ criteria: {}, start_date_min: '2025-01-10' })).toEqual({
      criteria: {},
      start_date_min: '2025-01-10',
      sort: 'start_date',
      limit: 12,
      offset: 0,
    });
  });

  it('parses a conference list with the prospecting fields', () => {
    const conference = {
      id: 1,
      name: 'Salon du BTP',
      date: '2025-02-01',
      organisers: [{ name: 'BTP Events' }],
      city_name: 'Paris',
      zip_code: '75015',
      start_date: '2025-02-01',
      theme: 'Construction',
      highlight_list: [{ name: 'Table ronde', type_name: 'Conférence', start_date: '2025-02-01' }],
    };
    expect(ConferenceListResponseSchema.parse({ conference_list: [conference], conference_count: 1 }).conference_list).toEqual([conference]);
  });

  it('refuses an unknown sort, a bad date and an unknown field', () => {
    expect(ConferenceSearchBodySchema.safeParse({ criteria: {}, sort: 'name' }).success).toBe(false);
    expect(ConferenceSearchBodySchema.safeParse({ criteria: {}, start_date_min: '10/01/2025' }).success).toBe(false);
    expect(ConferenceSearchBodySchema.safeParse({ criteria: {}, city: 'Paris' }).success).toBe(false);
  });

  it('is POST /v1/news/conferences', () => {
    expect(Object.values(CONFERENCES_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(['POST /v1/news/conferences']);
  });
});
