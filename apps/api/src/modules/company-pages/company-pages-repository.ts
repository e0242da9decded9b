import { countedContact } from '../../db/company-contact-count';
import type { Database } from '../../db/database';
import type { CompanyRow, ContactRow, NewsRow } from '../quick-search/quick-search-repository';

/** A company with every column the page shows (bigint columns may come back as strings: the service converts). */
export interface CompanyDetailRow extends CompanyRow {
  siren: string | null;
  is_headquarters: boolean;
  is_group_head: boolean;
  group_head_country_id: number | null;
  size_id: number;
  client_type_id: number | null;
  structure_type_id: number | null;
  shareholding_type_id: number | null;
  industry_type_id: number | null;
  industry_class_id: number | null;
  naf_code: string | null;
  idcc_id: number | null;
  idcc_code: string | null;
  idcc_name: string | null;
  activity: string | null;
  website: string | null;
  workforce_lower: number | null;
  workforce_upper: number | null;
  sales_revenue_lower: number | string | null;
  sales_revenue_upper: number | string | null;
  publicly_traded: boolean;
  stock_index_id: number | null;
  growth_type_id: number | null;
  innovation_tag_ids: number[];
  startup_tech_id: number | null;
  advertiser_tag_ids: number[];
  advertiser_investment: number | string | null;
  advertiser_media_ids: number[];
  brand_names: string[];
  award_ids: number[];
  regional_leader_id: number | null;
  creation_date: string | null;
  cac_mandate_end_date: string | null;
  closure_date: string | null;
  has_logo: boolean;
}

export interface OfficeRow {
  id: number | string;
  siret: string | null;
  naf_code: string | null;
  address: string | null;
  zip_code: string | null;
  city: string | null;
  department_id: number | null;
  region_id: number | null;
  country_id: number;
  is_headquarters: boolean;
}

/** A contact with every column the page shows (the communication values themselves are never read). */
export interface ContactDetailRow extends ContactRow {
  company_is_visible_pme: boolean;
  job_title_id: number | null;
  main_job_function_id: number | null;
  job_function_ids: number[];
  job_type_id: number | null;
  hierarchical_level_id: number | null;
  communication_type_ids: number[];
  has_linkedin: boolean;
  school_ids: number[];
  hobby_ids: number[];
  previous_company_ids: (number | string)[];
  experience_completed: boolean;
  studies_completed: boolean;
}

/** The few columns of a company named in a career, and of an item whose image is asked for. */
export interface NamedItemRow {
  id: number | string;
  name: string;
  is_visible_pme: boolean;
}

export interface Page<Row> {
  readonly rows: Row[];
  readonly total: number;
}

export interface CompanyPagesRepository {
  company(id: number): Promise<CompanyDetailRow | null>;
  offices(companyId: number): Promise<OfficeRow[]>;
  /** Active contacts of a company, `exceptId` left out (the contact whose colleagues these are). */
  companyContacts(companyId: number, exceptId: number | null, limit: number, offset: number): Promise<Page<ContactRow>>;
  companyNews(companyId: number, limit: number, offset: number): Promise<Page<NewsRow>>;
  newsPiece(companyId: number, newsId: number): Promise<NewsRow | null>;
  contact(id: number): Promise<ContactDetailRow | null>;
  companiesNamed(ids: readonly number[]): Promise<NamedItemRow[]>;
  /** Name and visibility of a company (for its logo). */
  companyForImage(id: number): Promise<NamedItemRow | null>;
  /** Full name, civility and visibility of a contact (for its portrait). */
  contactForImage(id: number): Promise<(NamedItemRow & { civility_id: number | null }) | null>;
}

/** The longest office list sent (large groups have a few dozen). */
export const MAX_OFFICES = 200;

const COMPANY_SQL = `
SELECT c.id, c.name, c.group_id, c.group_name, c.contact_count, c.is_visible_pme,
       hq.city, hq.zip_code, hq.country_id,
       c.siren, c.is_headquarters, c.is_group_head, c.group_head_country_id, c.size_id, c.client_type_id,
       c.structure_type_id, c.shareholding_type_id, c.industry_type_id, c.industry_class_id, c.naf_code,
       c.idcc_id, ca.code AS idcc_code, ca.name AS idcc_name, c.activity, c.website,
       c.workforce_lower, c.workforce_upper, c.sales_revenue_lower, c.sales_revenue_upper, c.publicly_traded,
       c.stock_index_id, c.growth_type_id, c.innovation_tag_ids, c.startup_tech_id, c.advertiser_tag_ids,
       c.advertiser_investment, c.advertiser_media_ids, c.brand_names, c.award_ids, c.regional_leader_id,
       c.creation_date::text AS creation_date, c.cac_mandate_end_date::text AS cac_mandate_end_date,
       c.closure_date::text AS closure_date, c.has_logo
FROM companies c
LEFT JOIN LATERAL (
  SELECT o.city, o.zip_code, o.country_id FROM offices o WHERE o.company_id = c.id ORDER BY o.is_headquarters DESC, o.id LIMIT 1
) hq ON true
LEFT JOIN collective_agreements ca ON ca.id = c.idcc_id
WHERE c.id = $1`;

const OFFICES_SQL = `
SELECT id, siret, naf_code, address, zip_code, city, department_id, region_id, country_id, is_headquarters
FROM offices WHERE company_id = $1 ORDER BY is_headquarters DESC, id LIMIT ${MAX_OFFICES}`;

/** Highest level first (the data's first contact is the top executive: lowest id), then by id. */
const CONTACTS_SQL = `
SELECT p.id, p.first_name, p.last_name, p.civility_id, p.active, p.job_label, p.company_id, p.is_visible_pme,
       c.name AS company_name, c.group_name AS company_group_name, c.is_visible_pme AS company_is_visible_pme,
       count(*) OVER ()::int AS total
FROM contacts p JOIN companies c ON c.id = p.company_id
WHERE p.company_id = $1 AND ${countedContact('p')} AND ($2::bigint IS NULL OR p.id <> $2)
ORDER BY p.id
LIMIT $3 OFFSET $4`;

export const NEWS_COLUMNS = `
SELECT n.id, n.type_id, n.business_opportunity_type_id, n.publication_date::text AS publication_date, n.title,
       n.sample_title, n.description, n.company_id, c.name AS company_name, c.group_name AS company_group_name,
       c.industry_class_id AS company_industry_class_id, c.size_id AS company_size_id,
       n.person_id, p.first_name AS person_first_name, p.last_name AS person_last_name, p.job_label AS person_job_label,
       p.company_id AS person_company_id, pc.name AS person_company_name, pc.group_name AS person_company_group_name,
       n.job_label, n.job_type_id, n.source_headline, n.source_name, n.source_origin_name,
       n.highlight_name, n.highlight_type_name, n.highlight_start_date::text AS highlight_start_date, n.tag_ids,
       c.is_visible_pme AS company_is_visible_pme, p.is_visible_pme AS person_is_visible_pme,
       pc.is_visible_pme AS person_company_is_visible_pme`;
export const NEWS_JOINS = `
FROM news n
LEFT JOIN companies c ON c.id = n.company_id
LEFT JOIN contacts p ON p.id = n.person_id
LEFT JOIN companies pc ON pc.id = p.company_id`;

const COMPANY_NEWS_SQL = `${NEWS_COLUMNS}, count(*) OVER ()::int AS total ${NEWS_JOINS}
WHERE n.company_id = $1
ORDER BY n.publication_date DESC, n.id DESC
LIMIT $2 OFFSET $3`;

const NEWS_PIECE_SQL = `${NEWS_COLUMNS} ${NEWS_JOINS} WHERE n.company_id = $1 AND n.id = $2`;

const CONTACT_SQL = `
SELECT p.id, p.first_name, p.last_name, p.civility_id, p.active, p.job_label, p.company_id, p.is_visible_pme,
       c.name AS company_name, c.group_name AS company_group_name, c.is_visible_pme AS company_is_visible_pme,
       p.job_title_id, p.main_job_function_id, p.job_function_ids, p.job_type_id, p.hierarchical_level_id,
       p.communication_type_ids, (p.linkedin_url IS NOT NULL) AS has_linkedin, p.school_ids, p.hobby_ids,
       p.previous_company_ids, p.experience_completed, p.studies_completed
FROM contacts p JOIN companies c ON c.id = p.company_id
WHERE p.id = $1`;

/** Counts a page: the window count of its first row; an empty page past the end is counted again. */
async function pageOf<Row extends object>(db: Database, sql: string, values: unknown[], countSql: string, countValues: unknown[]): Promise<Page<Row>> {
  const rows = await db.query<Row & { total: number }>(sql, values);
  const total = rows.length > 0 ? rows[0]!.total : Number((await db.query<{ count: string | number }>(countSql, countValues))[0]?.count ?? 0);
  return { rows: rows.map(({ total: _total, ...row }) => row as unknown as Row), total };
}

/**
 * SQL of the company and contact pages (read only). The data tables are reference data shared by every organisation
 * (docs/company-pages.md): there is no organisation column to check.
 */
export function createCompanyPagesRepository(db: Database): CompanyPagesRepository {
  return {
    async company(id) {
      return (await db.query<CompanyDetailRow>(COMPANY_SQL, [id]))[0] ?? null;
    },
    offices: (companyId) => db.query<OfficeRow>(OFFICES_SQL, [companyId]),
    companyContacts: (companyId, exceptId, limit, offset) =>
      pageOf<ContactRow>(
        db,
        CONTACTS_SQL,
        [companyId, exceptId, limit, offset],
        `SELECT count(*) FROM contacts p WHERE p.company_id = $1 AND ${countedContact('p')} AND ($2::bigint IS NULL OR p.id <> $2)`,
        [companyId, exceptId],
      ),
    companyNews: (companyId, limit, offset) =>
      pageOf<NewsRow>(db, COMPANY_NEWS_SQL, [companyId, limit, offset], 'SELECT count(*) FROM news WHERE company_id = $1', [companyId]),
    async newsPiece(companyId, newsId) {
      return (await db.query<NewsRow>(NEWS_PIECE_SQL, [companyId, newsId]))[0] ?? null;
    },
    async contact(id) {
      return (await db.query<ContactDetailRow>(CONTACT_SQL, [id]))[0] ?? null;
    },
    async companiesNamed(ids) {
      if (ids.length === 0) return [];
      return db.query<NamedItemRow>('SELECT id, name, is_visible_pme FROM companies WHERE id = ANY($1::bigint[])', [ids]);
    },
    async companyForImage(id) {
      return (await db.query<NamedItemRow>('SELECT id, name, is_visible_pme FROM companies WHERE id = $1', [id]))[0] ?? null;
    },
    async contactForImage(id) {
      const rows = await db.query<NamedItemRow & { civility_id: number | null }>(
        "SELECT id, first_name || ' ' || last_name AS name, civility_id, is_visible_pme FROM contacts WHERE id = $1",
        [id],
      );
      return rows[0] ?? null;
    },
  };
}
