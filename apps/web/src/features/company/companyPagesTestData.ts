import type { CompanyDetail, CompanyPagesGateway, ContactCard, ContactDetail, NewsPiece } from '@cible/core';

/** Test data of the company and contact pages (tests only). */
export const testCompany: CompanyDetail = {
  id: 12,
  name: 'Lumière Logistique',
  group_company: { name: 'Groupe Marchand' },
  group_name: 'Groupe Marchand',
  nb_contacts: 1234,
  city_name: 'Lyon',
  zip_code: '69002',
  country_id: 72,
  is_visible_pme: true,
  detail: {
    siren: '552100554',
    is_headquarters: true,
    is_group_head: false,
    group_id: 3,
    group_head_country_id: 72,
    size_id: 367,
    client_type_id: null,
    structure_type_id: null,
    shareholding_type_id: null,
    industry_type_id: null,
    industry_class_id: null,
    naf_code: '52.29A',
    idcc: { id: 16, code: '0016', name: 'Transports routiers' },
    activity: 'Messagerie et fret express',
    website: 'https://lumiere-logistique.fr',
    workforce: { lower: 50, upper: 99 },
    sales_revenue: { lower: 10_000_000, upper: null },
    publicly_traded: false,
    stock_index_id: null,
    growth_type_id: null,
    innovation_tag_ids: [],
    startup_tech_id: null,
    advertiser_tag_ids: [],
    advertiser_investment: null,
    advertiser_media_ids: [],
    brand_names: ['Lumi', 'Fret+'],
    award_ids: [],
    regional_leader_id: null,
    creation_date: '1998-03-15',
    cac_mandate_end_date: null,
    closure_date: null,
    has_logo: false,
    offices: [
      { id: 1, siret: '55210055400013', naf_code: '52.29A', address: '4 rue de la République', zip_code: '69002', city: 'Lyon', department_id: 69, region_id: 84, country_id: 72, is_headquarters: true },
    ],
  },
};

export const blurredCompany: CompanyDetail = {
  id: 13,
  name: null,
  group_company: null,
  group_name: null,
  nb_contacts: 8,
  city_name: null,
  zip_code: null,
  country_id: 72,
  is_visible_pme: false,
  blurred: true,
  detail: null,
};

export function testContactCard(id: number, overrides: Partial<ContactCard> = {}): ContactCard {
  return {
    id,
    first_name: 'Claire',
    last_name: `Martin${id}`,
    civility: 'Mme',
    active: true,
    job_name: 'Directrice financière',
    company_id: 12,
    company_name: 'Lumière Logistique',
    company_group_name: 'Groupe Marchand',
    is_visible_pme: true,
    ...overrides,
  };
}

export function testNews(id: number, overrides: Partial<NewsPiece> = {}): NewsPiece {
  return {
    id,
    type: 'business_signal',
    publication_date: '2026-04-02',
    description: 'Un nouvel entrepôt à Lille.',
    title: `Lumière Logistique ouvre un site (${id})`,
    sample_title: null,
    business_opportunity_type: null,
    company: { id: 12, name: 'Lumière Logistique', group_name: 'Groupe Marchand' },
    person: null,
    job: null,
    source: null,
    highlight: null,
    ...overrides,
  };
}

export const testContact: ContactDetail = {
  ...testContactCard(40),
  detail: {
    civility_id: 2,
    job_title_id: null,
    main_job_function_id: null,
    job_function_ids: [],
    job_type_id: null,
    hierarchical_level_id: null,
    communication_type_ids: [1],
    has_linkedin: true,
    school_ids: [],
    hobby_ids: [],
    career: [
      { company_id: 7, name: 'Nexalys' },
      { company_id: 8, name: null, blurred: true },
      { company_id: 9, name: null },
    ],
    experience_completed: true,
    studies_completed: false,
  },
};

/** An HTTP failure as the adapters reject with it. */
export const apiFailure = (status: number, code = 'NOT_FOUND') => ({ kind: 'api' as const, status, error: { code, message: code } });

/** A fake gateway: every method rejects unless given. */
export function fakeCompanyPagesGateway(overrides: Partial<Record<keyof CompanyPagesGateway, (...args: never[]) => Promise<unknown>>>): CompanyPagesGateway {
  const refuse = async () => {
    throw apiFailure(500, 'INTERNAL');
  };
  return {
    getCompany: refuse,
    getCompanyContacts: refuse,
    getCompanyNews: refuse,
    getCompanyNewsPiece: refuse,
    getContact: refuse,
    getContactColleagues: refuse,
    getCompanyLogo: refuse,
    getContactPortrait: refuse,
    ...overrides,
  } as unknown as CompanyPagesGateway;
}
