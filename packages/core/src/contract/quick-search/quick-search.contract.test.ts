import { describe, expect, it } from 'vitest';
import {
  CompanyCardSchema,
  ConferenceSchema,
  ContactCardSchema,
  NewsPieceSchema,
  QUICK_SEARCH_ENDPOINTS,
  QuickSearchQuerySchema,
  QUICK_SEARCH_TOTAL_CAP,
  QuickSearchResponseSchema,
} from './quick-search.contract';

const company = {
  id: 101,
  name: 'Exemple SA',
  group_company: { name: 'Groupe Exemple' },
  group_name: 'Groupe Exemple',
  nb_contacts: 42,
  city_name: 'Lyon',
  zip_code: '69002',
  country_id: 72,
  is_visible_pme: true,
};
const contact = {
  id: 201,
  first_name: 'Paul',
  last_name: 'Durand',
  civility: 'M.',
  active: true,
  job_name: 'Directeur commercial',
  company_id: 101,
  company_name: 'Exemple SA',
  company_group_name: null,
  is_visible_pme: false,
};
const news = {
  id: 301,
  type: 'speaker',
  publication_date: '2025-01-10',
  description: 'Intervention au salon',
  title: 'Salon du BTP',
  sample_title: null,
  business_opportunity_type: null,
  company: { id: 101, name: 'Exemple SA', group_name: null },
  person: {
    id: 201,
    first_name: 'Paul',
    last_name: 'Durand',
    name: 'Paul Durand',
    job_name: 'Directeur commercial',
    company_id: 101,
    company_name: 'Exemple SA',
    company_group_name: null,
  },
  job: { job_name: 'Directeur commercial' },
  source: { headline: 'Le Progrès', name: 'Le Progrès', origin: { name: 'presse' } },
  highlight: { name: 'Salon du BTP', type_name: 'Salon', start_date: '2025-02-01' },
};
const conference = {
  id: 401,
  name: 'Salon du BTP',
  date: '2025-02-01',
  organisers: [{ name: 'BTP Events' }],
  city_name: 'Paris',
  zip_code: '75015',
};

describe('quick-search port schemas', () => {
  it('parses the cards with the spec’s fields', () => {
    expect(CompanyCardSchema.parse(company)).toEqual(company);
    expect(ContactCardSchema.parse(contact)).toEqual(contact);
    expect(NewsPieceSchema.parse(news)).toEqual(news);
    expect(ConferenceSchema.parse(conference)).toEqual(conference);
  });

  it('parses a quick-search answer with its four columns', () => {
    const answer = {
      companies: { total: 1, data: [company] },
      personsActive: { total: 8, data: [contact] },
      news: { total: 1, data: [news] },
      conferences: { total: 0, data: [] },
    };
    expect(QuickSearchResponseSchema.parse(answer)).toEqual(answer);
  });

  it('refuses a wrong type, an unknown news kind and a missing column', () => {
    expect(CompanyCardSchema.safeParse({ ...company, nb_contacts: '42' }).success).toBe(false);
    expect(NewsPieceSchema.safeParse({ ...news, type: 'gossip' }).success).toBe(false);
    expect(QuickSearchResponseSchema.safeParse({ companies: { total: 0, data: [] } }).success).toBe(false);
  });

  it('needs a non-blank text, bounded, and asks 6 results by default', () => {
    expect(QuickSearchQuerySchema.parse({ text: ' exemple ' })).toEqual({ text: 'exemple', limit: 6, offset: 0 });
    expect(QuickSearchQuerySchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(QuickSearchQuerySchema.safeParse({ text: 'x'.repeat(201) }).success).toBe(false);
    expect(QuickSearchQuerySchema.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe('QUICK_SEARCH.TEXT_REQUIRED');
    expect(QuickSearchQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('QUICK_SEARCH.TEXT_REQUIRED');
    expect(QuickSearchQuerySchema.safeParse({ text: 'x'.repeat(201) }).error?.issues[0]?.message).toBe('QUICK_SEARCH.TEXT_TOO_LONG');
    expect(QuickSearchQuerySchema.parse({ text: 'x'.repeat(200), limit: '3' })).toEqual({ text: 'x'.repeat(200), limit: 3, offset: 0 });
  });

  it('pages from an offset up to the count cap, in one column or all', () => {
    expect(QuickSearchQuerySchema.parse({ text: 'a', limit: '20', offset: '40', column: 'personsActive' })).toEqual({
      text: 'a',
      limit: 20,
      offset: 40,
      column: 'personsActive',
    });
    expect(QuickSearchQuerySchema.parse({ text: 'a', offset: String(QUICK_SEARCH_TOTAL_CAP) }).offset).toBe(QUICK_SEARCH_TOTAL_CAP);
    for (const bad of [{ offset: '-1' }, { offset: String(QUICK_SEARCH_TOTAL_CAP + 1) }, { offset: '2.5' }, { limit: '51' }, { column: 'contacts' }]) {
      expect(QuickSearchQuerySchema.safeParse({ text: 'a', ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('accepts a blurred card (hidden fields null, blurred flag) and a capped total', () => {
    const blurredCompany = { ...company, name: null, group_company: null, group_name: null, city_name: null, zip_code: null, is_visible_pme: false, blurred: true };
    const blurredContact = { ...contact, last_name: null, job_name: null, company_id: null, company_name: null, company_group_name: null, blurred: true };
    expect(CompanyCardSchema.parse(blurredCompany)).toEqual(blurredCompany);
    expect(ContactCardSchema.parse(blurredContact)).toEqual(blurredContact);
    const capped = { total: QUICK_SEARCH_TOTAL_CAP + 1, total_capped: true, data: [] };
    expect(QuickSearchResponseSchema.shape.news.parse(capped)).toEqual(capped);
  });
});

describe('QUICK_SEARCH_ENDPOINTS', () => {
  it('is GET /v1/quick-search', () => {
    expect(Object.values(QUICK_SEARCH_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(['GET /v1/quick-search']);
  });
});
