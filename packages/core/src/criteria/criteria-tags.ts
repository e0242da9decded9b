import { ADVERTISER_MEDIA } from '../catalogues/advertiser-media';
import { ADVERTISER_TAGS } from '../catalogues/advertiser-tags';
import { AWARDS } from '../catalogues/awards';
import type { CatalogueEntry } from '../catalogues/catalogue-entry';
import { CLIENT_TYPES } from '../catalogues/client-types';
import { AVAILABLE_COMMUNICATION_TYPES, COMMUNICATION_TYPE } from '../catalogues/communication-types';
import { COMPANY_SIZES } from '../catalogues/company-sizes';
import { CONTINENTS } from '../catalogues/continents';
import { COUNTRIES } from '../catalogues/countries';
import { FRENCH_DEPARTMENTS } from '../catalogues/departments';
import { GROWTH_TYPES } from '../catalogues/growth-types';
import { HIERARCHICAL_LEVELS } from '../catalogues/hierarchical-levels';
import { HOBBIES } from '../catalogues/hobbies';
import { INDUSTRY_CLASSES } from '../catalogues/industry-classes';
import { INDUSTRY_TYPES } from '../catalogues/industry-types';
import { INNOVATION_TAGS } from '../catalogues/innovation-tags';
import { BUSINESS_OPPORTUNITY_TYPES } from '../catalogues/business-opportunity-types';
import { JOB_FUNCTIONS } from '../catalogues/job-functions';
import { JOB_TITLES } from '../catalogues/job-titles';
import { JOB_TYPES } from '../catalogues/job-types';
import { NEWS_TYPES } from '../catalogues/news-types';
import { FRENCH_REGIONS } from '../catalogues/regions';
import { SCHOOL_TYPES } from '../catalogues/school-types';
import { SCHOOLS } from '../catalogues/schools';
import { SHAREHOLDING_TYPES } from '../catalogues/shareholding-types';
import { STARTUP_TECHS } from '../catalogues/startup-techs';
import { STOCK_INDEXES } from '../catalogues/stock-indexes';
import { STRUCTURE_TYPES } from '../catalogues/structure-types';
import { text, verbatim } from '../i18n/text';
import type { Text } from '../i18n/text';
import type { TextKeysUnder } from '../i18n/text-key';
import { cleanCriteria, RANGE_CLEAN_UP_PAIRS } from './clean-criteria';
import type { CleanCriteriaOptions } from './clean-criteria';
import type { SearchCriteria, SearchCriteriaField } from './search-criteria.schema';

/** The display groups of criteria tags. */
export type CriteriaTagGroup = 'company' | 'location' | 'news' | 'contact' | 'lists';

/**
 * Tag groups in display order, with their labels (texts `criteria.group.<id>` of core's i18n files).
 * @rule prospecting §3 · search criteria are grouped into tag groups for display
 */
export const CRITERIA_TAG_GROUPS: readonly { readonly id: CriteriaTagGroup; readonly label: Text }[] = [
  { id: 'company', label: text('criteria.group.company') },
  { id: 'location', label: text('criteria.group.location') },
  { id: 'news', label: text('criteria.group.news') },
  { id: 'contact', label: text('criteria.group.contact') },
  { id: 'lists', label: text('criteria.group.lists') },
];

/**
 * One value of a tag: a catalogue or entity id, or a free value (keyword, code, range, date…), with its label (a text
 * of core's i18n files; a typed value or an entity's name is a verbatim text).
 */
export type CriteriaTagValue =
  | { readonly id: number; readonly label: Text }
  | { readonly value: string; readonly label: Text };

/** A criteria tag: one criterion (or one range/period made of several bound fields) and its values. */
export interface CriteriaTag {
  readonly group: CriteriaTagGroup;
  /** The main field of the tag (the first bound field present for ranges and periods). */
  readonly field: SearchCriteriaField;
  /** Every field the tag stands for: removing the tag removes these fields. */
  readonly fields: readonly SearchCriteriaField[];
  /** Label of the criterion (a text `criteria.label.<name>` of core's i18n files). */
  readonly label: Text;
  readonly values: readonly CriteriaTagValue[];
}

export interface CriteriaTagsOptions extends CleanCriteriaOptions {
  /**
   * Labels of ids core has no catalogue for (companies, contacts, lists, IDCC…) or overrides of catalogue labels,
   * e.g. from the lookups that enrich criteria (shown verbatim). `undefined` falls back to the catalogue, then to
   * "#<id>".
   */
  readonly resolveLabel?: (field: SearchCriteriaField, id: number) => string | undefined;
}

type Catalogue = readonly CatalogueEntry[];

export type CriteriaFieldValueKind =
  | { readonly kind: 'ids'; readonly catalogue?: Catalogue; readonly formatId?: (id: number) => Text }
  | { readonly kind: 'texts' }
  | { readonly kind: 'id' }
  | { readonly kind: 'flag'; readonly valueLabel: Text }
  | { readonly kind: 'flag'; readonly valueId: number }
  | { readonly kind: 'count' };

export interface CriteriaFieldTagDefinition {
  readonly type: 'field';
  readonly group: CriteriaTagGroup;
  readonly field: SearchCriteriaField;
  readonly label: Text;
  readonly definition: CriteriaFieldValueKind;
}

/** A bracketed measure: [lower, upper] with min/max bounds on each (investment: plain min/max). */
export interface CriteriaRangeTagDefinition {
  readonly type: 'range';
  readonly group: CriteriaTagGroup;
  readonly label: Text;
  readonly lowerMin: SearchCriteriaField;
  readonly upperMax: SearchCriteriaField;
  readonly upperMin?: SearchCriteriaField;
  readonly lowerMax?: SearchCriteriaField;
  readonly unit: 'employees' | 'euros';
}

export interface CriteriaPeriodTagDefinition {
  readonly type: 'period';
  readonly group: CriteriaTagGroup;
  readonly label: Text;
  readonly min: SearchCriteriaField;
  readonly max: SearchCriteriaField;
}

export type CriteriaTagDefinition = CriteriaFieldTagDefinition | CriteriaRangeTagDefinition | CriteriaPeriodTagDefinition;

/** Departments labelled with their code: "69 - Rhône". */
const DEPARTMENT_LABELS: Catalogue = FRENCH_DEPARTMENTS.map((department) => ({
  id: department.id,
  label: text('criteria.value.department', { code: department.code, name: department.label }),
}));

/** "IDCC 0016": a collective agreement by its four-digit code. */
const idccLabel = (id: number): Text => text('criteria.value.idcc', { code: String(id).padStart(4, '0') });

const ids = (catalogue?: Catalogue, formatId?: (id: number) => Text): CriteriaFieldValueKind =>
  catalogue === undefined ? { kind: 'ids', ...(formatId ? { formatId } : {}) } : { kind: 'ids', catalogue };
const TEXTS: CriteriaFieldValueKind = { kind: 'texts' };
const ID: CriteriaFieldValueKind = { kind: 'id' };
const flag = (valueLabel: Text): CriteriaFieldValueKind => ({ kind: 'flag', valueLabel });
/** A contact-details flag, labelled by its communication type. */
const flagId = (valueId: number): CriteriaFieldValueKind => ({ kind: 'flag', valueId });

/** The label of a criterion: the text `criteria.label.<name>`. */
type CriteriaLabelName = TextKeysUnder<'criteria.label'>;
const label = (name: CriteriaLabelName): Text => text(`criteria.label.${name}`);

const field = (
  group: CriteriaTagGroup,
  name: SearchCriteriaField,
  labelName: CriteriaLabelName,
  definition: CriteriaFieldValueKind,
): CriteriaFieldTagDefinition => ({ type: 'field', group, field: name, label: label(labelName), definition });

/**
 * Every tag the criteria can produce, in display order within each group.
 * @rule prospecting §3 · criteria tag labels and the catalogue of each criterion
 */
export const CRITERIA_TAG_DEFINITIONS: readonly CriteriaTagDefinition[] = [
  // Entreprise
  field('company', 'company_id_list', 'companies', ids()),
  field('company', 'company_size_id_list', 'companySize', ids(COMPANY_SIZES)),
  field('company', 'company_client_type_id_list', 'clientType', ids(CLIENT_TYPES)),
  field('company', 'company_shareholding_type_id_list', 'shareholding', ids(SHAREHOLDING_TYPES)),
  field('company', 'company_new_structure_type_id_list', 'structureType', ids(STRUCTURE_TYPES)),
  field('company', 'company_structure_innovation_list', 'innovation', ids(INNOVATION_TAGS)),
  field('company', 'company_startup_tech_id_list', 'startupTech', ids(STARTUP_TECHS)),
  field('company', 'company_stock_market_index_id_list', 'stockIndex', ids(STOCK_INDEXES)),
  field('company', 'company_publicly_traded', 'stockMarket', flag(text('criteria.value.listedCompanies'))),
  field('company', 'company_industry_class_id_list', 'industryClass', ids(INDUSTRY_CLASSES)),
  field('company', 'company_industry_type_id_list', 'industryType', ids(INDUSTRY_TYPES)),
  field('company', 'excluded_company_industry_type_id_list', 'excludedIndustryTypes', ids(INDUSTRY_TYPES)),
  {
    type: 'range',
    group: 'company',
    label: label('workforce'),
    lowerMin: 'company_workforce_lower_min',
    upperMax: 'company_workforce_upper_max',
    upperMin: 'company_workforce_upper_min',
    lowerMax: 'company_workforce_lower_max',
    unit: 'employees',
  },
  {
    type: 'range',
    group: 'company',
    label: label('salesRevenue'),
    lowerMin: 'company_sales_revenue_lower_min',
    upperMax: 'company_sales_revenue_upper_max',
    upperMin: 'company_sales_revenue_upper_min',
    lowerMax: 'company_sales_revenue_lower_max',
    unit: 'euros',
  },
  {
    type: 'range',
    group: 'company',
    label: label('advertiserInvestment'),
    lowerMin: 'company_advertiser_investment_min',
    upperMax: 'company_advertiser_investment_max',
    unit: 'euros',
  },
  field('company', 'company_advertiser_media_id_list', 'advertiserMedia', ids(ADVERTISER_MEDIA)),
  field('company', 'company_advertiser_tag_id_list', 'advertisers', ids(ADVERTISER_TAGS)),
  field('company', 'corporation_siren_code_list', 'siren', TEXTS),
  field('company', 'company_office_siret_code_list', 'siret', TEXTS),
  field('company', 'company_office_siret_naf_code_list', 'nafCode', TEXTS),
  field('company', 'company_idcc_id_list', 'collectiveAgreement', ids(undefined, idccLabel)),
  field('company', 'company_activity_keyword_list', 'activityKeywords', TEXTS),
  field('company', 'company_growth_type_id_list', 'growth', ids(GROWTH_TYPES)),
  field('company', 'company_brand_name_list', 'brands', TEXTS),
  field('company', 'company_award_id_list', 'awards', ids(AWARDS)),
  field('company', 'is_headquarters', 'establishment', flag(text('criteria.value.headquartersOnly'))),
  field('company', 'is_group_head', 'group', flag(text('criteria.value.groupHeadsOnly'))),
  field('company', 'is_group_head_with_their_subsidiaries', 'group', flag(text('criteria.value.groupHeadsWithSubsidiaries'))),
  {
    type: 'period',
    group: 'company',
    label: label('cacMandateEnd'),
    min: 'company_cac_mandate_end_date_min',
    max: 'company_cac_mandate_end_date_max',
  },
  {
    type: 'period',
    group: 'company',
    label: label('closureDate'),
    min: 'company_closure_date_min',
    max: 'company_closure_date_max',
  },
  // Localisation
  field('location', 'company_office_region_id_list', 'region', ids(FRENCH_REGIONS)),
  field('location', 'company_office_department_id_list', 'department', ids(DEPARTMENT_LABELS)),
  field('location', 'company_office_country_id_list', 'country', ids(COUNTRIES)),
  field('location', 'company_office_city_list', 'city', TEXTS),
  field('location', 'company_office_zip_code_list', 'zipCode', TEXTS),
  field('location', 'group_head_country_list', 'groupHeadCountry', ids(COUNTRIES)),
  field('location', 'group_head_country_tag_id_list', 'groupHeadZone', ids(CONTINENTS)),
  // Actualités
  field('news', 'business_opportunity_type_id_list', 'businessOpportunities', ids(BUSINESS_OPPORTUNITY_TYPES)),
  {
    type: 'period',
    group: 'news',
    label: label('businessOpportunityDate'),
    min: 'business_opportunity_publication_date_min',
    max: 'business_opportunity_publication_date_max',
  },
  field('news', 'news_type_id_list', 'newsType', ids(NEWS_TYPES)),
  {
    type: 'period',
    group: 'news',
    label: label('newsDate'),
    min: 'news_publication_date_min',
    max: 'news_publication_date_max',
  },
  {
    type: 'period',
    group: 'news',
    label: label('speakerDate'),
    min: 'highlight_start_date_min',
    max: 'highlight_start_date_max',
  },
  // Contact
  field('contact', 'person_id_list', 'contacts', ids()),
  field('contact', 'job_id_list', 'jobTitle', ids(JOB_TITLES)),
  field('contact', 'main_job_function_id_list', 'mainJobFunction', ids(JOB_FUNCTIONS)),
  field('contact', 'job_function_id_list', 'jobFunction', ids(JOB_FUNCTIONS)),
  field('contact', 'job_type_id_list', 'jobType', ids(JOB_TYPES)),
  field('contact', 'job_hierarchical_level_tag_id_list', 'hierarchicalLevel', ids(HIERARCHICAL_LEVELS)),
  field('contact', 'job_keyword_list', 'jobKeywords', TEXTS),
  field('contact', 'person_school_id_list', 'school', ids(SCHOOLS)),
  field('contact', 'person_school_type_id_list', 'schoolType', ids(SCHOOL_TYPES)),
  field('contact', 'person_hobby_id_list', 'hobbies', ids(HOBBIES)),
  field('contact', 'has_direct_email', 'contactDetails', flagId(COMMUNICATION_TYPE.direct_email)),
  field('contact', 'has_direct_line', 'contactDetails', flagId(COMMUNICATION_TYPE.direct_line)),
  field('contact', 'has_phone', 'contactDetails', flagId(COMMUNICATION_TYPE.any_phone)),
  field('contact', 'has_assistant', 'contactDetails', flagId(COMMUNICATION_TYPE.assistant_details)),
  field('contact', 'has_mobile_phone', 'contactDetails', flagId(COMMUNICATION_TYPE.mobile_phone)),
  field('contact', 'person_previous_company_id_list', 'previousCompanies', ids()),
  field('contact', 'person_previous_company_name_list', 'previousCompanyNames', TEXTS),
  field('contact', 'person_experience_completed', 'profile', flag(text('criteria.value.experienceFilled'))),
  field('contact', 'person_studies_completed', 'profile', flag(text('criteria.value.studiesFilled'))),
  field('contact', 'max_contact_per_company', 'contactsPerCompany', { kind: 'count' }),
  field('contact', 'in_my_network', 'network', flag(text('criteria.value.inMyNetwork'))),
  // Listes et exclusions
  field('lists', 'query_id_list', 'lists', ids()),
  field('lists', 'segment_id_list', 'segments', ids()),
  field('lists', 'campaign_query_id', 'campaignTargets', ID),
  field('lists', 'excluded_campaign_query_id', 'excludedCampaignTargets', ID),
  field('lists', 'sequence_query_id_list', 'sequenceTargets', ids()),
  field('lists', 'excluded_sequence_query_id_list', 'excludedSequenceTargets', ids()),
  field('lists', 'excluded_email_list', 'excludedEmails', TEXTS),
  field('lists', 'excluded_email_domain_list', 'excludedDomains', TEXTS),
];

/** "10/01/2025" from "2025-01-10" (criteria dates are ISO calendar dates, no time zone involved). */
function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * "De 50 à 200 salariés", "Au moins 50 salariés", "Jusqu’à 200 salariés", "De 1 000 000 € à 5 000 000 €" (texts
 * `criteria.range.<unit>.*`; amounts rounded, grouped in threes; "salarié" agrees with the rounded upper bound, or
 * the lower bound alone); `undefined` without bounds.
 * @rule prospecting §9 · a range criterion reads "De {min} à {max}", numbers grouped in threes with spaces
 */
export function criteriaRangeText(
  from: number | undefined,
  to: number | undefined,
  unit: 'employees' | 'euros',
): Text | undefined {
  const lower = from === undefined ? undefined : Math.round(from);
  const upper = to === undefined ? undefined : Math.round(to);
  if (lower !== undefined && upper !== undefined) return text(`criteria.range.${unit}.between`, { from: lower, to: upper, count: upper });
  if (lower !== undefined) return text(`criteria.range.${unit}.atLeast`, { from: lower, count: lower });
  if (upper !== undefined) return text(`criteria.range.${unit}.upTo`, { to: upper, count: upper });
  return undefined;
}

/**
 * "1 contact maximum par entreprise", "3 contacts maximum par entreprise".
 * @rule prospecting §5 · the max_contact_per_company tag is singular or plural by value
 */
export function maxContactPerCompanyLabel(count: number): Text {
  return text('criteria.value.maxContactPerCompany', { count });
}

function periodLabel(min: string | undefined, max: string | undefined): Text | undefined {
  if (min !== undefined && max !== undefined) return text('criteria.period.between', { from: formatIsoDate(min), to: formatIsoDate(max) });
  if (min !== undefined) return text('criteria.period.since', { from: formatIsoDate(min) });
  if (max !== undefined) return text('criteria.period.until', { to: formatIsoDate(max) });
  return undefined;
}

const numberAt = (criteria: SearchCriteria, name: SearchCriteriaField | undefined): number | undefined => {
  if (name === undefined) return undefined;
  const value = criteria[name];
  return typeof value === 'number' ? value : undefined;
};

const stringAt = (criteria: SearchCriteria, name: SearchCriteriaField): string | undefined => {
  const value = criteria[name];
  return typeof value === 'string' ? value : undefined;
};

function fieldTag(
  definition: CriteriaFieldTagDefinition,
  cleaned: SearchCriteria,
  resolveLabel: CriteriaTagsOptions['resolveLabel'],
): CriteriaTag | undefined {
  const value = cleaned[definition.field];
  if (value === undefined) return undefined;
  const idLabel = (id: number, catalogue?: Catalogue, formatId?: (id: number) => Text): Text => {
    const resolved = resolveLabel?.(definition.field, id);
    if (resolved !== undefined) return verbatim(resolved);
    return catalogue?.find((entry) => entry.id === id)?.label ?? (formatId ? formatId(id) : text('criteria.value.unknownId', { id: String(id) }));
  };
  const spec = definition.definition;
  let values: CriteriaTagValue[];
  switch (spec.kind) {
    case 'ids':
      values = (value as readonly number[]).map((id) => ({ id, label: idLabel(id, spec.catalogue, spec.formatId) }));
      break;
    case 'texts':
      values = (value as readonly string[]).map((typed) => ({ value: typed, label: verbatim(typed) }));
      break;
    case 'id':
      values = [{ id: value as number, label: idLabel(value as number) }];
      break;
    case 'flag':
      if (value !== true) return undefined;
      values = ['valueId' in spec ? { id: spec.valueId, label: idLabel(spec.valueId, AVAILABLE_COMMUNICATION_TYPES) } : { value: 'true', label: spec.valueLabel }];
      break;
    case 'count':
      values = [{ value: String(value), label: maxContactPerCompanyLabel(value as number) }];
      break;
  }
  return {
    group: definition.group,
    field: definition.field,
    fields: [definition.field],
    label: definition.label,
    values,
  };
}

function rangeTag(definition: CriteriaRangeTagDefinition, cleaned: SearchCriteria, input: SearchCriteria): CriteriaTag | undefined {
  const upperMax = numberAt(cleaned, definition.upperMax);
  // The clean-up ignores the lower-min when the upper-max is set: it gets no tag of its own and is shown
  // as the start of the upper-max's range.
  const setAside = RANGE_CLEAN_UP_PAIRS.some(([lowerMin]) => lowerMin === definition.lowerMin);
  const lowerMin = numberAt(cleaned, definition.lowerMin) ?? (setAside && upperMax !== undefined ? numberAt(input, definition.lowerMin) : undefined);
  const upperMin = numberAt(cleaned, definition.upperMin);
  const lowerMax = numberAt(cleaned, definition.lowerMax);
  const values: CriteriaTagValue[] = [];
  const fields: SearchCriteriaField[] = [];
  if (lowerMin !== undefined || upperMax !== undefined) {
    values.push({
      value: `${lowerMin ?? ''}..${upperMax ?? ''}`,
      label: criteriaRangeText(lowerMin, upperMax, definition.unit) as Text,
    });
    if (lowerMin !== undefined) fields.push(definition.lowerMin);
    if (upperMax !== undefined) fields.push(definition.upperMax);
  }
  if (upperMin !== undefined || lowerMax !== undefined) {
    values.push({
      value: `${upperMin ?? ''}..${lowerMax ?? ''}`,
      label: criteriaRangeText(upperMin, lowerMax, definition.unit) as Text,
    });
    if (upperMin !== undefined && definition.upperMin) fields.push(definition.upperMin);
    if (lowerMax !== undefined && definition.lowerMax) fields.push(definition.lowerMax);
  }
  const [main] = fields;
  if (main === undefined) return undefined;
  // A lower-min set aside by the clean-up stays in `fields` so that removing the tag removes it too.
  const primary = upperMax !== undefined ? definition.upperMax : main;
  return { group: definition.group, field: primary, fields, label: definition.label, values };
}

function periodTag(definition: CriteriaPeriodTagDefinition, cleaned: SearchCriteria): CriteriaTag | undefined {
  const min = stringAt(cleaned, definition.min);
  const max = stringAt(cleaned, definition.max);
  if (min === undefined && max === undefined) return undefined;
  const fields: SearchCriteriaField[] = [];
  if (min !== undefined) fields.push(definition.min);
  if (max !== undefined) fields.push(definition.max);
  const [main = definition.min] = fields;
  return {
    group: definition.group,
    field: main,
    fields,
    label: definition.label,
    values: [{ value: `${min ?? ''}..${max ?? ''}`, label: periodLabel(min, max) as Text }],
  };
}

/**
 * The display tags of criteria, cleaned first (see {@link cleanCriteria}), grouped in the order of
 * {@link CRITERIA_TAG_GROUPS}; value labels come from the catalogues (unknown id: "#<id>"), typed values are shown
 * verbatim. Every label is a text of core's i18n files, rendered in the reader's language.
 * @rule prospecting §3, §5 · criteria are shown as tags by group, after the clean-up
 */
export function criteriaTags(criteria: SearchCriteria, options: CriteriaTagsOptions = {}): CriteriaTag[] {
  const cleaned = cleanCriteria(criteria, options);
  const tags: CriteriaTag[] = [];
  for (const definition of CRITERIA_TAG_DEFINITIONS) {
    const tag =
      definition.type === 'field'
        ? fieldTag(definition, cleaned, options.resolveLabel)
        : definition.type === 'range'
          ? rangeTag(definition, cleaned, criteria)
          : periodTag(definition, cleaned);
    if (tag !== undefined) tags.push(tag);
  }
  const order = CRITERIA_TAG_GROUPS.map((group) => group.id);
  return tags.sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group));
}
