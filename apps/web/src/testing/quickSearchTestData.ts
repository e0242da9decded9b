import type { CompanyCard, ContactCard, Conference, NewsPiece, QuickSearchResponse } from '@cible/core';

/** Test helper: a company card. */
export function companyCard(id: number, overrides: Partial<CompanyCard> = {}): CompanyCard {
  return { id, name: `Entreprise ${id}`, group_company: null, group_name: 'Groupe Atlas', nb_contacts: 1200, city_name: 'Lyon', zip_code: '69003', country_id: 72, is_visible_pme: true, ...overrides };
}

/** Test data: a contact card. */
export function contactCard(id: number, overrides: Partial<ContactCard> = {}): ContactCard {
  return { id, first_name: 'Marie', last_name: 'Durand', civility: 'Mme', active: true, job_name: 'Directrice achats', company_id: 1, company_name: 'Entreprise 1', company_group_name: null, is_visible_pme: true, ...overrides };
}

/** Test data: a news piece. */
export function newsPiece(id: number, overrides: Partial<NewsPiece> = {}): NewsPiece {
  return {
    id,
    type: 'business_signal',
    publication_date: '2026-01-10',
    description: null,
    title: 'Atlas ouvre une usine',
    sample_title: null,
    business_opportunity_type: 1,
    company: { id: 1, name: 'Entreprise 1', group_name: null },
    person: null,
    job: null,
    source: null,
    highlight: null,
    ...overrides,
  };
}

/** Test data: a conference. */
export function conference(id: number, overrides: Partial<Conference> = {}): Conference {
  return { id, name: 'Salon Atlas', date: '2026-03-12', organisers: [], city_name: 'Paris', zip_code: '75008', ...overrides };
}

/** Test data: a quick-search answer (2 companies, 1 contact, no news nor conference unless overridden). */
export function quickSearchAnswer(overrides: Partial<QuickSearchResponse> = {}): QuickSearchResponse {
  return {
    companies: { total: 2, data: [companyCard(1), companyCard(2)] },
    personsActive: { total: 1, data: [contactCard(5)] },
    news: { total: 0, data: [] },
    conferences: { total: 0, data: [] },
    ...overrides,
  };
}
