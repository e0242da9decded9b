/**
 * The DATA PLATFORM tables: the reference data Cible sells (companies and their offices, contacts, news,
 * conferences and their programmes). Re-exported by `schema.ts`, so drizzle-kit and the typed `db.drizzle` see them.
 *
 * - Ids are bigints given by the data source (the generator or a future import): identity columns "by default",
 *   so an import may set them and the sequences are moved past them afterwards.
 * - Catalogue ids always come from `@cible/core`: the CHECK constraints below are written from core's catalogues
 *   when the migration is generated (a new catalogue entry needs a new migration: `db:generate`).
 * - Quick-search indexes: accent- and case-insensitive prefix full text, `to_tsvector('simple', f_unaccent(…))`
 *   (see /work/shared/notes/platform.md). Queries must repeat the very same expression to use them, e.g.
 *   `to_tsvector('simple', f_unaccent(name)) @@ to_tsquery('simple', f_unaccent('lumi') || ':*')`;
 *   `companySearchVector` and friends below give the SQL text.
 * - docs/data.md describes every table, the generator and the loader.
 */
import {
  ADVERTISER_MEDIA,
  ADVERTISER_TAGS,
  AVAILABLE_COMMUNICATION_TYPES,
  AWARDS,
  BUSINESS_OPPORTUNITY_TYPES,
  CLIENT_TYPES,
  COMPANY_SIZES,
  COUNTRIES,
  FRENCH_DEPARTMENTS,
  FRENCH_REGIONS,
  GROWTH_TYPES,
  HIERARCHICAL_LEVELS,
  HOBBIES,
  INDUSTRY_CLASSES,
  INDUSTRY_TYPES,
  INNOVATION_TAGS,
  JOB_FUNCTIONS,
  JOB_TITLES,
  JOB_TYPES,
  NEWS_TAGS,
  NEWS_TYPES,
  REGIONAL_LEADERS,
  SCHOOLS,
  SHAREHOLDING_TYPES,
  STARTUP_TECHS,
  STOCK_INDEXES,
  STRUCTURE_TYPES,
} from '@cible/core';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Civility ids of a contact (and of a user): 1 `M.`, 2 `Mme`. */
export const CIVILITY = { mister: 1, madam: 2 } as const;
/** Short labels of the civility ids, as the contact card prints them. */
export const CIVILITY_LABELS: Readonly<Record<number, string>> = { 1: 'M.', 2: 'Mme' };

type Catalogue = readonly { readonly id: number }[];
const ids = (catalogue: Catalogue) => catalogue.map((entry) => entry.id).join(', ');

/** `column IN (catalogue ids)`; a NULL passes (a CHECK that yields NULL holds). */
function inCatalogue(column: AnyPgColumn, catalogue: Catalogue) {
  return sql`${column} in (${sql.raw(ids(catalogue))})`;
}

/** Every element of an array column is an id of the catalogue. */
function allInCatalogue(column: AnyPgColumn, catalogue: Catalogue) {
  return sql`${column} <@ '{${sql.raw(ids(catalogue))}}'::smallint[]`;
}

/** The full-text expression of the quick-search indexes (and of the queries that want to use them). */
const searchVector = (expression: ReturnType<typeof sql>) => sql`to_tsvector('simple', f_unaccent(${expression}))`;
/**
 * The same lexemes plus, marked by a sign no lexeme holds, the first one, two and three characters of each (migration
 * 0017_quick_search_prefix_lexemes.sql): the quick search asks a short word as one exact entry there instead of a
 * prefix merge. Its SQL text for queries: QUICK_SEARCH_VECTOR_SQL.
 */
const prefixSearchVector = (expression: ReturnType<typeof sql>) => sql`quick_search_vector(${expression})`;
/**
 * The folded name of the quick-search b-tree indexes (migration 0006_quick_search_speed.sql; exact names and names
 * starting with the text). Their SQL text for queries: QUICK_SEARCH_KEY_SQL in src/modules/quick-search/quick-search-keys.ts.
 * Since 0012_quick_search_covering_keys.sql they also hold the id, the name columns and the rank tie-breaker in INCLUDE
 * (index-only scans), which drizzle's index builder cannot express: the migration is the reference.
 */
const searchKey = (expression: ReturnType<typeof sql>) => sql`lower(f_unaccent(${expression})) text_pattern_ops`;

/**
 * SQL text of the expressions of the `*_prefix_search_idx` GIN indexes (migration 0017_quick_search_prefix_lexemes.sql),
 * for the quick search's statements whose words include a short one (they must match the index expressions exactly).
 */
export const QUICK_SEARCH_VECTOR_SQL = {
  companies: `quick_search_vector(name)`,
  contacts: `quick_search_vector(first_name || ' ' || last_name)`,
  news: `quick_search_vector(title)`,
  conferences: `quick_search_vector(name)`,
} as const;

/** SQL text of the indexed search expressions, for repositories (they must match the index expressions exactly). */
export const SEARCH_VECTOR_SQL = {
  companies: `to_tsvector('simple', f_unaccent(name))`,
  contacts: `to_tsvector('simple', f_unaccent(first_name || ' ' || last_name))`,
  news: `to_tsvector('simple', f_unaccent(title))`,
  conferences: `to_tsvector('simple', f_unaccent(name))`,
} as const;

/** Collective agreements (IDCC, "convention collective"): the referential of `companies.idcc_id`. */
export const collectiveAgreements = pgTable('collective_agreements', {
  /** The IDCC number itself (e.g. 1486 for the Syntec agreement). */
  id: integer('id').primaryKey(),
  /** The IDCC number on four digits, as printed ("1486", "0016"). */
  code: text('code').notNull(),
  name: text('name').notNull(),
});

/**
 * Companies (legal units, one SIREN each). A group is its head company: the head has `is_group_head` and
 * `group_id` = its own id; its subsidiaries have `group_id` = the head's id; an independent company has no group.
 * Workforce and sales revenue are brackets `[lower, upper]` (upper NULL: open bracket). `contact_count` is kept
 * by the loader (card field `nb_contacts`).
 */
export const companies = pgTable(
  'companies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    groupId: bigint('group_id', { mode: 'number' }).references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    /** Name of the group (the head company's name), denormalised for the cards. */
    groupName: text('group_name'),
    /** Country of the group's ultimate head (France 72 for a French group). */
    groupHeadCountryId: smallint('group_head_country_id'),
    /** 9 digits, the last a Luhn key. */
    siren: text('siren'),
    isHeadquarters: boolean('is_headquarters').notNull().default(true),
    isGroupHead: boolean('is_group_head').notNull().default(false),
    sizeId: smallint('size_id').notNull(),
    clientTypeId: smallint('client_type_id'),
    structureTypeId: smallint('structure_type_id'),
    shareholdingTypeId: smallint('shareholding_type_id'),
    industryTypeId: smallint('industry_type_id'),
    industryClassId: smallint('industry_class_id'),
    /** NAF rév. 2 (APE) code with its dot, e.g. `62.01Z`; its sector is core's `companySectorOfNafCode`. */
    nafCode: text('naf_code'),
    idccId: integer('idcc_id').references(() => collectiveAgreements.id, { onDelete: 'set null' }),
    /** What the company does, in a sentence (criterion company_activity_keyword_list). */
    activity: text('activity'),
    website: text('website'),
    workforceLower: integer('workforce_lower'),
    workforceUpper: integer('workforce_upper'),
    salesRevenueLower: bigint('sales_revenue_lower', { mode: 'number' }),
    salesRevenueUpper: bigint('sales_revenue_upper', { mode: 'number' }),
    publiclyTraded: boolean('publicly_traded').notNull().default(false),
    stockIndexId: smallint('stock_index_id'),
    growthTypeId: smallint('growth_type_id'),
    innovationTagIds: smallint('innovation_tag_ids').array().notNull().default(sql`'{}'`),
    startupTechId: smallint('startup_tech_id'),
    advertiserTagIds: smallint('advertiser_tag_ids').array().notNull().default(sql`'{}'`),
    /** Yearly advertising investment, in euros. */
    advertiserInvestment: bigint('advertiser_investment', { mode: 'number' }),
    advertiserMediaIds: smallint('advertiser_media_ids').array().notNull().default(sql`'{}'`),
    brandNames: text('brand_names').array().notNull().default(sql`'{}'`),
    awardIds: smallint('award_ids').array().notNull().default(sql`'{}'`),
    regionalLeaderId: smallint('regional_leader_id'),
    /** Shown to a sales PME licence (otherwise blurred: core's `isBlurredForUser`). */
    isVisiblePme: boolean('is_visible_pme').notNull().default(true),
    creationDate: date('creation_date', { mode: 'string' }),
    /** End of the statutory auditor's mandate (criterion company_cac_mandate_end_date_*). */
    cacMandateEndDate: date('cac_mandate_end_date', { mode: 'string' }),
    /** Closing date of the last financial year (criterion company_closure_date_*). */
    closureDate: date('closure_date', { mode: 'string' }),
    hasLogo: boolean('has_logo').notNull().default(false),
    contactCount: integer('contact_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('companies_siren_key').on(table.siren),
    index('companies_group_id_idx').on(table.groupId),
    index('companies_size_id_idx').on(table.sizeId),
    index('companies_industry_type_id_idx').on(table.industryTypeId),
    index('companies_naf_code_idx').on(table.nafCode),
    index('companies_name_search_idx').using('gin', searchVector(sql`${table.name}`)),
    index('companies_name_prefix_search_idx').using('gin', prefixSearchVector(sql`${table.name}`)),
    index('companies_name_key_idx').using('btree', searchKey(sql`${table.name}`)),
    check('companies_siren_check', sql`${table.siren} ~ '^[0-9]{9}$'`),
    check('companies_size_id_check', inCatalogue(table.sizeId, COMPANY_SIZES)),
    check('companies_client_type_id_check', inCatalogue(table.clientTypeId, CLIENT_TYPES)),
    check('companies_structure_type_id_check', inCatalogue(table.structureTypeId, STRUCTURE_TYPES)),
    check('companies_shareholding_type_id_check', inCatalogue(table.shareholdingTypeId, SHAREHOLDING_TYPES)),
    check('companies_industry_type_id_check', inCatalogue(table.industryTypeId, INDUSTRY_TYPES)),
    check('companies_industry_class_id_check', inCatalogue(table.industryClassId, INDUSTRY_CLASSES)),
    check('companies_naf_code_check', sql`${table.nafCode} ~ '^[0-9]{2}\\.[0-9]{2}[A-Z]$'`),
    check('companies_group_head_country_id_check', inCatalogue(table.groupHeadCountryId, COUNTRIES)),
    check('companies_stock_index_id_check', inCatalogue(table.stockIndexId, STOCK_INDEXES)),
    check('companies_growth_type_id_check', inCatalogue(table.growthTypeId, GROWTH_TYPES)),
    check('companies_startup_tech_id_check', inCatalogue(table.startupTechId, STARTUP_TECHS)),
    check('companies_regional_leader_id_check', inCatalogue(table.regionalLeaderId, REGIONAL_LEADERS)),
    check('companies_innovation_tag_ids_check', allInCatalogue(table.innovationTagIds, INNOVATION_TAGS)),
    check('companies_advertiser_tag_ids_check', allInCatalogue(table.advertiserTagIds, ADVERTISER_TAGS)),
    check('companies_advertiser_media_ids_check', allInCatalogue(table.advertiserMediaIds, ADVERTISER_MEDIA)),
    check('companies_award_ids_check', allInCatalogue(table.awardIds, AWARDS)),
    check('companies_workforce_check', sql`${table.workforceUpper} is null or ${table.workforceLower} <= ${table.workforceUpper}`),
    check(
      'companies_sales_revenue_check',
      sql`${table.salesRevenueUpper} is null or ${table.salesRevenueLower} <= ${table.salesRevenueUpper}`,
    ),
  ],
);

/**
 * Offices (establishments, one SIRET each in France). A French office has a department and its region (core's
 * catalogues; the zip code lies in the department); an office abroad has neither, nor a SIRET. One headquarters
 * per company at most (partial unique index).
 */
export const offices = pgTable(
  'offices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 14 digits: the company's SIREN, a 5-digit NIC; Luhn-valid over the 14 digits. */
    siret: text('siret'),
    /** NAF code of the establishment (usually the company's). */
    nafCode: text('naf_code'),
    address: text('address'),
    zipCode: text('zip_code'),
    city: text('city'),
    departmentId: smallint('department_id'),
    regionId: smallint('region_id'),
    countryId: smallint('country_id').notNull().default(72),
    isHeadquarters: boolean('is_headquarters').notNull().default(false),
  },
  (table) => [
    uniqueIndex('offices_siret_key').on(table.siret),
    uniqueIndex('offices_headquarters_key').on(table.companyId).where(sql`${table.isHeadquarters}`),
    index('offices_company_id_idx').on(table.companyId),
    index('offices_department_id_idx').on(table.departmentId),
    index('offices_region_id_idx').on(table.regionId),
    index('offices_zip_code_idx').on(table.zipCode),
    check('offices_siret_check', sql`${table.siret} ~ '^[0-9]{14}$'`),
    check('offices_naf_code_check', sql`${table.nafCode} ~ '^[0-9]{2}\\.[0-9]{2}[A-Z]$'`),
    check('offices_department_id_check', inCatalogue(table.departmentId, FRENCH_DEPARTMENTS)),
    check('offices_region_id_check', inCatalogue(table.regionId, FRENCH_REGIONS)),
    check('offices_country_id_check', inCatalogue(table.countryId, COUNTRIES)),
  ],
);

/**
 * Contacts (people in a company). `job_title_id` is core's JOB_TITLES; `job_label` the job as printed (gendered,
 * sometimes with a scope: "Directrice commerciale France"). The communication data are the values themselves;
 * `communication_type_ids` lists which kinds are known (core's AVAILABLE_COMMUNICATION_TYPES), for the criteria.
 * `previous_company_ids` are company ids (not a foreign key: a former employer may leave the data set).
 */
export const contacts = pgTable(
  'contacts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    civilityId: smallint('civility_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobTitleId: smallint('job_title_id'),
    jobLabel: text('job_label'),
    mainJobFunctionId: smallint('main_job_function_id'),
    jobFunctionIds: smallint('job_function_ids').array().notNull().default(sql`'{}'`),
    jobTypeId: smallint('job_type_id'),
    hierarchicalLevelId: smallint('hierarchical_level_id'),
    /** Still in this position (false: left the company, kept for history and departures). */
    active: boolean('active').notNull().default(true),
    communicationTypeIds: smallint('communication_type_ids').array().notNull().default(sql`'{}'`),
    email: text('email'),
    directLine: text('direct_line'),
    mobilePhone: text('mobile_phone'),
    assistantName: text('assistant_name'),
    assistantPhone: text('assistant_phone'),
    linkedinUrl: text('linkedin_url'),
    schoolIds: smallint('school_ids').array().notNull().default(sql`'{}'`),
    hobbyIds: smallint('hobby_ids').array().notNull().default(sql`'{}'`),
    previousCompanyIds: bigint('previous_company_ids', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    experienceCompleted: boolean('experience_completed').notNull().default(false),
    studiesCompleted: boolean('studies_completed').notNull().default(false),
    isVisiblePme: boolean('is_visible_pme').notNull().default(true),
  },
  (table) => [
    index('contacts_company_id_idx').on(table.companyId),
    index('contacts_job_title_id_idx').on(table.jobTitleId),
    index('contacts_hierarchical_level_id_idx').on(table.hierarchicalLevelId),
    index('contacts_name_search_idx').using('gin', searchVector(sql`${table.firstName} || ' ' || ${table.lastName}`)),
    index('contacts_name_prefix_search_idx').using('gin', prefixSearchVector(sql`${table.firstName} || ' ' || ${table.lastName}`)),
    index('contacts_full_name_key_idx').using('btree', searchKey(sql`${table.firstName} || ' ' || ${table.lastName}`)).where(sql`${table.active}`),
    index('contacts_reversed_name_key_idx').using('btree', searchKey(sql`${table.lastName} || ' ' || ${table.firstName}`)).where(sql`${table.active}`),
    check('contacts_civility_id_check', sql`${table.civilityId} in (1, 2)`),
    check('contacts_job_title_id_check', inCatalogue(table.jobTitleId, JOB_TITLES)),
    check('contacts_main_job_function_id_check', inCatalogue(table.mainJobFunctionId, JOB_FUNCTIONS)),
    check('contacts_job_function_ids_check', allInCatalogue(table.jobFunctionIds, JOB_FUNCTIONS)),
    check('contacts_job_type_id_check', inCatalogue(table.jobTypeId, JOB_TYPES)),
    check('contacts_hierarchical_level_id_check', inCatalogue(table.hierarchicalLevelId, HIERARCHICAL_LEVELS)),
    check('contacts_communication_type_ids_check', allInCatalogue(table.communicationTypeIds, AVAILABLE_COMMUNICATION_TYPES)),
    check('contacts_school_ids_check', allInCatalogue(table.schoolIds, SCHOOLS)),
    check('contacts_hobby_ids_check', allInCatalogue(table.hobbyIds, HOBBIES)),
  ],
);

/** Conferences, trade fairs and round tables; `organisers` are the organisers' names. */
export const conferences = pgTable(
  'conferences',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    city: text('city'),
    zipCode: text('zip_code'),
    theme: text('theme'),
    organisers: text('organisers').array().notNull().default(sql`'{}'`),
  },
  (table) => [
    index('conferences_start_date_idx').on(table.startDate),
    index('conferences_name_search_idx').using('gin', searchVector(sql`${table.name}`)),
    index('conferences_name_prefix_search_idx').using('gin', prefixSearchVector(sql`${table.name}`)),
    index('conferences_name_key_idx').using('btree', searchKey(sql`${table.name}`)),
    check('conferences_dates_check', sql`${table.startDate} <= ${table.endDate}`),
  ],
);

/** A conference's programme: who speaks (an existing contact), about what, when. */
export const conferenceProgramEntries = pgTable(
  'conference_program_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    conferenceId: bigint('conference_id', { mode: 'number' })
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    contactId: bigint('contact_id', { mode: 'number' })
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    talkTitle: text('talk_title').notNull(),
    /** Kind of talk, the highlight's `type_name` (Conférence, Table ronde, Keynote, Atelier…). */
    talkType: text('talk_type'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('conference_program_entries_conference_id_idx').on(table.conferenceId, table.startsAt),
    index('conference_program_entries_contact_id_idx').on(table.contactId),
  ],
);

/**
 * News: appointments, departures, business signals, press articles, speakers… `type_id` is core's NEWS_TYPES (its
 * `pieceKind` decides the card); a business signal also has its `business_opportunity_type_id`. A speaker news
 * carries its highlight (conference name, talk type, start date) and its conference.
 */
export const news = pgTable(
  'news',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    typeId: smallint('type_id').notNull(),
    businessOpportunityTypeId: smallint('business_opportunity_type_id'),
    publicationDate: date('publication_date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    /** Short title for lists and mails. */
    sampleTitle: text('sample_title'),
    description: text('description'),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    personId: bigint('person_id', { mode: 'number' }).references(() => contacts.id, { onDelete: 'set null' }),
    /** The person's job as the news states it. */
    jobLabel: text('job_label'),
    jobTypeId: smallint('job_type_id'),
    sourceHeadline: text('source_headline'),
    sourceName: text('source_name'),
    sourceOriginName: text('source_origin_name'),
    conferenceId: bigint('conference_id', { mode: 'number' }).references(() => conferences.id, { onDelete: 'set null' }),
    highlightName: text('highlight_name'),
    highlightTypeName: text('highlight_type_name'),
    highlightStartDate: date('highlight_start_date', { mode: 'string' }),
    tagIds: smallint('tag_ids').array().notNull().default(sql`'{}'`),
    /**
     * The company's facet values copied onto the piece (migration 0043, kept by triggers; the loader writes them):
     * its size and industry class, the distinct regions and departments of its offices, ascending.
     */
    companySizeId: smallint('company_size_id').notNull(),
    companyIndustryClassId: smallint('company_industry_class_id'),
    companyRegionIds: smallint('company_region_ids').array().notNull(),
    companyDepartmentIds: smallint('company_department_ids').array().notNull(),
  },
  (table) => [
    index('news_publication_date_idx').on(table.publicationDate),
    index('news_company_id_idx').on(table.companyId, table.publicationDate),
    index('news_person_id_idx').on(table.personId),
    index('news_type_id_idx').on(table.typeId, table.publicationDate),
    index('news_title_search_idx').using('gin', searchVector(sql`${table.title}`)),
    index('news_title_prefix_search_idx').using('gin', prefixSearchVector(sql`${table.title}`)),
    index('news_title_key_idx').using('btree', searchKey(sql`${table.title}`)),
    check('news_type_id_check', inCatalogue(table.typeId, NEWS_TYPES)),
    check('news_business_opportunity_type_id_check', inCatalogue(table.businessOpportunityTypeId, BUSINESS_OPPORTUNITY_TYPES)),
    check('news_job_type_id_check', inCatalogue(table.jobTypeId, JOB_TYPES)),
    check('news_tag_ids_check', allInCatalogue(table.tagIds, NEWS_TAGS)),
  ],
);

/**
 * The unfiltered business-alert facet counts per field, day and value (migration 0043, kept by triggers on news):
 * field 0 counts the news of the day (value 0), 1–8 the facet fields (COLUMN's dayField in the business-alerts
 * repository).
 */
export const newsFacetDays = pgTable(
  'news_facet_days',
  {
    field: smallint('field').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: smallint('value').notNull(),
    newsCount: integer('news_count').notNull(),
  },
  (table) => [primaryKey({ name: 'news_facet_days_pkey', columns: [table.field, table.day, table.value] })],
);

/**
 * One row per generated-data load (`loadGeneratedData`): what was loaded, when it completed, and the index and
 * foreign-key definitions a large load set aside (restored by the next load if the process died meanwhile).
 */
export const dataLoads = pgTable('data_loads', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  size: text('size').notNull(),
  seed: integer('seed').notNull(),
  referenceDate: date('reference_date', { mode: 'string' }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** Rows loaded per table. */
  rowCounts: jsonb('row_counts').$type<Record<string, number>>().notNull().default({}),
  /** `CREATE INDEX` / `ALTER TABLE … ADD CONSTRAINT` statements dropped for the load, to run again at its end. */
  deferredDdl: jsonb('deferred_ddl').$type<string[]>().notNull().default([]),
  durationMs: integer('duration_ms'),
});
