import { z } from 'zod';
import { ApiDateOrDateTimeSchema, safeString } from '../shared/api-primitives';
import { BinaryFileSchema, defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { pagedList, paginationQuery } from '../shared/pagination';
import { CompanyCardSchema, ContactCardSchema, NewsPieceSchema } from '../quick-search/quick-search.contract';

/*
 * The company and contact pages (docs/company-pages.md: the quick-search cards link to them; the spec's
 * "older desk host" pages are served by this app). Every path is designed here. Catalogue fields are ids: their labels
 * come from core's catalogues (COMPANY_SIZES, JOB_FUNCTIONS, SCHOOLS…). Reference data is shared by every organisation.
 * Blur (formatting/blur-rule.ts, docs/rules/session-formatting-validation.md "Blurred content"): for a sales PME
 * caller, the detail of a company or contact that is not visible to the licence answers the blurred card with
 * `detail: null`; its lists answer 403 DATA.BLURRED.
 */

/** An open or closed bracket `[lower, upper]` (upper null: open). */
export const BracketSchema = z.object({
  lower: z.number().int().min(0).nullable(),
  upper: z.number().int().min(0).nullable(),
});
export type Bracket = z.infer<typeof BracketSchema>;

/** An establishment of a company. Offices abroad have no SIRET, department nor region. */
export const OfficeSchema = z.object({
  id: z.number().int().min(1),
  siret: safeString().nullable(),
  naf_code: safeString().nullable(),
  address: safeString().nullable(),
  zip_code: safeString().nullable(),
  city: safeString().nullable(),
  department_id: z.number().int().nullable(),
  region_id: z.number().int().nullable(),
  country_id: z.number().int(),
  is_headquarters: z.boolean(),
});
export type Office = z.infer<typeof OfficeSchema>;

/** Everything the company page shows beyond the card (ids of core's catalogues; absent on a blurred company). */
export const CompanyFactsSchema = z.object({
  siren: safeString().nullable(),
  is_headquarters: z.boolean(),
  is_group_head: z.boolean(),
  group_id: z.number().int().nullable(),
  group_head_country_id: z.number().int().nullable(),
  size_id: z.number().int(),
  client_type_id: z.number().int().nullable(),
  structure_type_id: z.number().int().nullable(),
  shareholding_type_id: z.number().int().nullable(),
  industry_type_id: z.number().int().nullable(),
  industry_class_id: z.number().int().nullable(),
  naf_code: safeString().nullable(),
  /** The collective agreement (IDCC number, its 4-digit code and name). */
  idcc: z.object({ id: z.number().int(), code: safeString(), name: safeString() }).nullable(),
  activity: safeString().nullable(),
  website: safeString().nullable(),
  workforce: BracketSchema.nullable(),
  /** Euros. */
  sales_revenue: BracketSchema.nullable(),
  publicly_traded: z.boolean(),
  stock_index_id: z.number().int().nullable(),
  growth_type_id: z.number().int().nullable(),
  innovation_tag_ids: z.array(z.number().int()),
  startup_tech_id: z.number().int().nullable(),
  advertiser_tag_ids: z.array(z.number().int()),
  /** Yearly advertising investment, euros. */
  advertiser_investment: z.number().int().nullable(),
  advertiser_media_ids: z.array(z.number().int()),
  brand_names: z.array(safeString()),
  award_ids: z.array(z.number().int()),
  regional_leader_id: z.number().int().nullable(),
  creation_date: ApiDateOrDateTimeSchema.nullable(),
  cac_mandate_end_date: ApiDateOrDateTimeSchema.nullable(),
  closure_date: ApiDateOrDateTimeSchema.nullable(),
  has_logo: z.boolean(),
  /** Every office, head office first. */
  offices: z.array(OfficeSchema),
});
export type CompanyFacts = z.infer<typeof CompanyFactsSchema>;

/** The company page: its card (blurred for a sales PME caller when not visible) and its facts (`null` when blurred). */
export const CompanyDetailSchema = CompanyCardSchema.extend({ detail: CompanyFactsSchema.nullable() });
export type CompanyDetail = z.infer<typeof CompanyDetailSchema>;

/** A former employer of a contact (career). `name` is null when the company left the data or is blurred. */
export const CareerStepSchema = z.object({
  company_id: z.number().int().min(1),
  name: safeString().nullable(),
  blurred: z.boolean().optional(),
});
export type CareerStep = z.infer<typeof CareerStepSchema>;

/** Everything the contact page shows beyond the card (absent on a blurred contact). */
export const ContactFactsSchema = z.object({
  civility_id: z.number().int().nullable(),
  job_title_id: z.number().int().nullable(),
  main_job_function_id: z.number().int().nullable(),
  job_function_ids: z.array(z.number().int()),
  job_type_id: z.number().int().nullable(),
  hierarchical_level_id: z.number().int().nullable(),
  /** Which contact data are known (AVAILABLE_COMMUNICATION_TYPES ids): flags only, the values are not sent. */
  communication_type_ids: z.array(z.number().int()),
  has_linkedin: z.boolean(),
  school_ids: z.array(z.number().int()),
  hobby_ids: z.array(z.number().int()),
  /** Previous companies, most recent first as the data gives them. */
  career: z.array(CareerStepSchema),
  experience_completed: z.boolean(),
  studies_completed: z.boolean(),
});
export type ContactFacts = z.infer<typeof ContactFactsSchema>;

/** The contact page: its card (blurred for a sales PME caller when not visible) and its facts (`null` when blurred). */
export const ContactDetailSchema = ContactCardSchema.extend({ detail: ContactFactsSchema.nullable() });
export type ContactDetail = z.infer<typeof ContactDetailSchema>;

/** Page size of the contact and news lists of the pages (designed). */
export const COMPANY_PAGES_PAGE_SIZE = 10;

const PagedQuerySchema = z.strictObject(paginationQuery(COMPANY_PAGES_PAGE_SIZE, 50));

export const CompanyContactsResponseSchema = pagedList(ContactCardSchema, 'contact_list', 'contact_count');
export type CompanyContactsResponse = z.infer<typeof CompanyContactsResponseSchema>;
export const CompanyNewsResponseSchema = pagedList(NewsPieceSchema, 'news_list', 'news_count');
export type CompanyNewsResponse = z.infer<typeof CompanyNewsResponseSchema>;

/** Company and contact pages, and the logos and portraits (docs/rules/ports.md "company_pages"). */
export const COMPANY_PAGES_ENDPOINTS = {
  getCompany: defineEndpoint({
    method: 'GET',
    path: '/v1/companies/{company}',
    summary: 'A company: its card and its facts (blurred card only for sales PME when not visible).',
    designed: true,
    response: CompanyDetailSchema,
  }),
  getCompanyContacts: defineEndpoint({
    method: 'GET',
    path: '/v1/companies/{company}/contacts',
    summary: 'Active contacts of a company, paged (highest level first).',
    designed: true,
    query: PagedQuerySchema,
    response: CompanyContactsResponseSchema,
  }),
  getCompanyNews: defineEndpoint({
    method: 'GET',
    path: '/v1/companies/{company}/news',
    summary: 'News of a company, paged, newest first.',
    designed: true,
    query: PagedQuerySchema,
    response: CompanyNewsResponseSchema,
  }),
  getCompanyNewsPiece: defineEndpoint({
    method: 'GET',
    path: '/v1/companies/{company}/news/{news}',
    summary: 'One news piece of a company (404 when it is not this company’s).',
    designed: true,
    response: NewsPieceSchema,
  }),
  getContact: defineEndpoint({
    method: 'GET',
    path: '/v1/contacts/{contact}',
    summary: 'A contact: card, job, contact-data flags, schools, hobbies, career (blurred card only for sales PME when not visible).',
    designed: true,
    response: ContactDetailSchema,
  }),
  getContactColleagues: defineEndpoint({
    method: 'GET',
    path: '/v1/contacts/{contact}/colleagues',
    summary: 'Active contacts of the same company, the contact excepted, paged.',
    designed: true,
    query: PagedQuerySchema,
    response: CompanyContactsResponseSchema,
  }),
  getCompanyLogo: defineEndpoint({
    method: 'GET',
    path: '/v1/media/company-logos/{company}',
    summary: 'The logo of a company (SVG), the default logo when unknown or blurred. For <img>: no bearer, session cookie read.',
    designed: true,
    auth: 'public',
    params: { company: safeString().max(20) },
    response: BinaryFileSchema,
    responseType: 'binary',
  }),
  getContactPortrait: defineEndpoint({
    method: 'GET',
    path: '/v1/media/contact-portraits/{contact}',
    summary: 'The portrait of a contact (SVG), the default portrait when unknown or blurred. For <img>: no bearer, session cookie read.',
    designed: true,
    auth: 'public',
    params: { contact: safeString().max(20) },
    response: BinaryFileSchema,
    responseType: 'binary',
  }),
} as const;

/** The company-pages port. */
export type CompanyPagesGateway = EndpointGateway<typeof COMPANY_PAGES_ENDPOINTS>;
