import { DATA_BLURRED_CODE, DomainFailure, pageAccessFor } from '@cible/core';
import type {
  CareerStep,
  CompanyContactsResponse,
  CompanyDetail,
  CompanyFacts,
  CompanyNewsResponse,
  ContactDetail,
  ContactFacts,
  NewsPiece,
  Office,
} from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { ConsultationMeter } from '../credits/consultation-meter';
import { companyCard, contactCard, newsPiece } from '../quick-search/quick-search-service';
import type { CompanyDetailRow, CompanyPagesRepository, ContactDetailRow, OfficeRow } from './company-pages-repository';

export interface PageQuery {
  readonly limit: number;
  readonly offset: number;
}

export interface CompanyPagesService {
  company(auth: AuthContext, companyId: number): Promise<CompanyDetail>;
  companyContacts(auth: AuthContext, companyId: number, page: PageQuery): Promise<CompanyContactsResponse>;
  companyNews(auth: AuthContext, companyId: number, page: PageQuery): Promise<CompanyNewsResponse>;
  newsPiece(auth: AuthContext, companyId: number, newsId: number): Promise<NewsPiece>;
  contact(auth: AuthContext, contactId: number): Promise<ContactDetail>;
  colleagues(auth: AuthContext, contactId: number, page: PageQuery): Promise<CompanyContactsResponse>;
}

const notFound = (what: string) => new DomainFailure('NOT_FOUND', `No such ${what}.`);
const blurred = () =>
  new DomainFailure(DATA_BLURRED_CODE, 'Your licence does not give access to this content.');

const num = (value: number | string): number => Number(value);
const numOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));
const bracket = (lower: number | string | null, upper: number | string | null) =>
  lower === null && upper === null ? null : { lower: numOrNull(lower), upper: numOrNull(upper) };

function office(row: OfficeRow): Office {
  return { ...row, id: num(row.id) };
}

function companyFacts(row: CompanyDetailRow, offices: OfficeRow[]): CompanyFacts {
  return {
    siren: row.siren,
    is_headquarters: row.is_headquarters,
    is_group_head: row.is_group_head,
    group_id: numOrNull(row.group_id),
    group_head_country_id: row.group_head_country_id,
    size_id: row.size_id,
    client_type_id: row.client_type_id,
    structure_type_id: row.structure_type_id,
    shareholding_type_id: row.shareholding_type_id,
    industry_type_id: row.industry_type_id,
    industry_class_id: row.industry_class_id,
    naf_code: row.naf_code,
    idcc: row.idcc_id === null || row.idcc_code === null || row.idcc_name === null ? null : { id: row.idcc_id, code: row.idcc_code, name: row.idcc_name },
    activity: row.activity,
    website: row.website,
    workforce: bracket(row.workforce_lower, row.workforce_upper),
    sales_revenue: bracket(row.sales_revenue_lower, row.sales_revenue_upper),
    publicly_traded: row.publicly_traded,
    stock_index_id: row.stock_index_id,
    growth_type_id: row.growth_type_id,
    innovation_tag_ids: row.innovation_tag_ids,
    startup_tech_id: row.startup_tech_id,
    advertiser_tag_ids: row.advertiser_tag_ids,
    advertiser_investment: numOrNull(row.advertiser_investment),
    advertiser_media_ids: row.advertiser_media_ids,
    brand_names: row.brand_names,
    award_ids: row.award_ids,
    regional_leader_id: row.regional_leader_id,
    creation_date: row.creation_date,
    cac_mandate_end_date: row.cac_mandate_end_date,
    closure_date: row.closure_date,
    has_logo: row.has_logo,
    offices: offices.map(office),
  };
}

/**
 * The company and contact pages (docs/company-pages.md). Reference data: no organisation scope. For a sales PME caller,
 * a company or contact not visible to the licence answers its blurred card only (`detail: null`) and its lists are
 * refused with 403 DATA.BLURRED (core's pageAccessFor); contact cards in lists are blurred one by one. A contact's
 * full details (GET /v1/contacts/{contact}, not blurred) go through the consultation meter: a user with a
 * consultation credit pays 1 the first time he opens a contact (core's consultationCreditCost).
 */
export function createCompanyPagesService(repository: CompanyPagesRepository, consultations?: ConsultationMeter): CompanyPagesService {
  /** The company, 404 when unknown, 403 DATA.BLURRED when blurred for the caller (for its lists). */
  async function openCompany(auth: AuthContext, companyId: number): Promise<CompanyDetailRow> {
    const row = await repository.company(companyId);
    if (row === null) throw notFound('company');
    if (pageAccessFor(auth.user.access.licenceId, row) === 'blurred') throw blurred();
    return row;
  }

  async function career(licenceId: number, ids: readonly number[]): Promise<CareerStep[]> {
    const rows = await repository.companiesNamed(ids);
    const byId = new Map(rows.map((row) => [num(row.id), row]));
    return ids.map((id) => {
      const company = byId.get(id);
      if (company === undefined) return { company_id: id, name: null };
      return pageAccessFor(licenceId, company) === 'blurred' ? { company_id: id, name: null, blurred: true } : { company_id: id, name: company.name };
    });
  }

  function contactFacts(row: ContactDetailRow, steps: CareerStep[]): ContactFacts {
    return {
      civility_id: row.civility_id,
      job_title_id: row.job_title_id,
      main_job_function_id: row.main_job_function_id,
      job_function_ids: row.job_function_ids,
      job_type_id: row.job_type_id,
      hierarchical_level_id: row.hierarchical_level_id,
      communication_type_ids: row.communication_type_ids,
      has_linkedin: row.has_linkedin,
      school_ids: row.school_ids,
      hobby_ids: row.hobby_ids,
      career: steps,
      experience_completed: row.experience_completed,
      studies_completed: row.studies_completed,
    };
  }

  return {
    async company(auth, companyId) {
      const row = await repository.company(companyId);
      if (row === null) throw notFound('company');
      const licenceId = auth.user.access.licenceId;
      const card = companyCard(row, licenceId);
      if (pageAccessFor(licenceId, row) === 'blurred') return { ...card, detail: null };
      return { ...card, detail: companyFacts(row, await repository.offices(companyId)) };
    },

    async companyContacts(auth, companyId, page) {
      await openCompany(auth, companyId);
      const { rows, total } = await repository.companyContacts(companyId, null, page.limit, page.offset);
      return { contact_list: rows.map((row) => contactCard(row, auth.user.access.licenceId)), contact_count: total };
    },

    async companyNews(auth, companyId, page) {
      await openCompany(auth, companyId);
      const { rows, total } = await repository.companyNews(companyId, page.limit, page.offset);
      return { news_list: rows.map((row) => newsPiece(row, auth.user.access.licenceId)), news_count: total };
    },

    async newsPiece(auth, companyId, newsId) {
      await openCompany(auth, companyId);
      const row = await repository.newsPiece(companyId, newsId);
      if (row === null) throw notFound('news piece');
      return newsPiece(row, auth.user.access.licenceId);
    },

    async contact(auth, contactId) {
      const row = await repository.contact(contactId);
      if (row === null) throw notFound('contact');
      const licenceId = auth.user.access.licenceId;
      const card = contactCard(row, licenceId);
      if (pageAccessFor(licenceId, row) === 'blurred') return { ...card, detail: null };
      // The full details: a metered user's first opening takes a consultation credit (409 CREDITS.INSUFFICIENT at 0).
      await consultations?.open({ organizationId: auth.user.organizationId, userId: auth.user.id }, contactId);
      const steps = await career(licenceId, row.previous_company_ids.map(num));
      return { ...card, detail: contactFacts(row, steps) };
    },

    async colleagues(auth, contactId, page) {
      const row = await repository.contact(contactId);
      if (row === null) throw notFound('contact');
      const licenceId = auth.user.access.licenceId;
      // A visible contact's colleagues are his employer's contacts: refused like that company's list when it is blurred.
      if (pageAccessFor(licenceId, row) === 'blurred' || pageAccessFor(licenceId, { is_visible_pme: row.company_is_visible_pme }) === 'blurred') {
        throw blurred();
      }
      const { rows, total } = await repository.companyContacts(num(row.company_id), contactId, page.limit, page.offset);
      return { contact_list: rows.map((colleague) => contactCard(colleague, licenceId)), contact_count: total };
    },
  };
}
