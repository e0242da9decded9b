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
import { formatNumberFr } from '../formatting/format-number';
import { cleanCriteria, RANGE_CLEAN_UP_PAIRS } from './clean-criteria';
import type { CleanCriteriaOptions } from './clean-criteria';
import type { SearchCriteria, SearchCriteriaField } from './search-criteria.schema';

/** The display groups of criteria tags. */
export type CriteriaTagGroup = 'company' | 'location' | 'news' | 'contact' | 'lists';

/**
 * Tag groups in display order, with their French labels.
 * @rule prospecting §3 · search criteria are grouped into tag groups for display
 */
export const CRITERIA_TAG_GROUPS: readonly { readonly id: CriteriaTagGroup; readonly label: string }[] = [
  { id: 'company', label: 'Entreprise' },
  { id: 'location', label: 'Localisation' },
  { id: 'news', label: 'Actualités' },
  { id: 'contact', label: 'Contact' },
  { id: 'lists', label: 'Listes et exclusions' },
];

/** One value of a tag: a catalogue or entity id, or a free value (keyword, code, range, date…), with its label. */
export type CriteriaTagValue =
  | { readonly id: number; readonly label: string }
  | { readonly value: string; readonly label: string };

/** A criteria tag: one criterion (or one range/period made of several bound fields) and its values. */
export interface CriteriaTag {
  readonly group: CriteriaTagGroup;
  /** The main field of the tag (the first bound field present for ranges and periods). */
  readonly field: SearchCriteriaField;
  /** Every field the tag stands for: removing the tag removes these fields. */
  readonly fields: readonly SearchCriteriaField[];
  /** French label of the criterion. */
  readonly label: string;
  readonly values: readonly CriteriaTagValue[];
}

export interface CriteriaTagsOptions extends CleanCriteriaOptions {
  /**
   * Labels of ids core has no catalogue for (companies, contacts, lists, IDCC…) or overrides of catalogue labels,
   * e.g. from the lookups that enrich criteria. `undefined` falls back to the catalogue, then to "#<id>".
   */
  readonly resolveLabel?: (field: SearchCriteriaField, id: number) => string | undefined;
}

type Catalogue = readonly CatalogueEntry[];

export type CriteriaFieldValueKind =
  | { readonly kind: 'ids'; readonly catalogue?: Catalogue; readonly formatId?: (id: number) => string }
  | { readonly kind: 'texts' }
  | { readonly kind: 'id' }
  | { readonly kind: 'flag'; readonly valueLabel: string; readonly valueId?: number }
  | { readonly kind: 'count' };

export interface CriteriaFieldTagDefinition {
  readonly type: 'field';
  readonly group: CriteriaTagGroup;
  readonly field: SearchCriteriaField;
  readonly label: string;
  readonly definition: CriteriaFieldValueKind;
}

/** A bracketed measure: [lower, upper] with min/max bounds on each (investment: plain min/max). */
export interface CriteriaRangeTagDefinition {
  readonly type: 'range';
  readonly group: CriteriaTagGroup;
  readonly label: string;
  readonly lowerMin: SearchCriteriaField;
  readonly upperMax: SearchCriteriaField;
  readonly upperMin?: SearchCriteriaField;
  readonly lowerMax?: SearchCriteriaField;
  readonly unit: 'employees' | 'euros';
}

export interface CriteriaPeriodTagDefinition {
  readonly type: 'period';
  readonly group: CriteriaTagGroup;
  readonly label: string;
  readonly min: SearchCriteriaField;
  readonly max: SearchCriteriaField;
}

export type CriteriaTagDefinition = CriteriaFieldTagDefinition | CriteriaRangeTagDefinition | CriteriaPeriodTagDefinition;

const DEPARTMENT_LABELS: Catalogue = FRENCH_DEPARTMENTS.map((department) => ({
  id: department.id,
  label: `${department.code} - ${department.label}`,
  labelEn: `${department.code} - ${department.labelEn}`,
}));

const ids = (catalogue?: Catalogue, formatId?: (id: number) => string): CriteriaFieldValueKind =>
  catalogue === undefined ? { kind: 'ids', ...(formatId ? { formatId } : {}) } : { kind: 'ids', catalogue };
const TEXTS: CriteriaFieldValueKind = { kind: 'texts' };
const ID: CriteriaFieldValueKind = { kind: 'id' };
const flag = (valueLabel: string, valueId?: number): CriteriaFieldValueKind =>
  valueId === undefined ? { kind: 'flag', valueLabel } : { kind: 'flag', valueLabel, valueId };

const field = (
  group: CriteriaTagGroup,
  name: SearchCriteriaField,
  label: string,
  definition: CriteriaFieldValueKind,
): CriteriaFieldTagDefinition => ({ type: 'field', group, field: name, label, definition });

/**
 * Every tag the criteria can produce, in display order within each group.
 * @rule prospecting §3 · criteria tag labels (French) and the catalogue of each criterion
 */
export const CRITERIA_TAG_DEFINITIONS: readonly CriteriaTagDefinition[] = [
  // Entreprise
  field('company', 'company_id_list', 'Entreprises', ids()),
  field('company', 'company_size_id_list', 'Taille d’entreprise', ids(COMPANY_SIZES)),
  field('company', 'company_client_type_id_list', 'Type de clientèle', ids(CLIENT_TYPES)),
  field('company', 'company_shareholding_type_id_list', 'Actionnariat', ids(SHAREHOLDING_TYPES)),
  field('company', 'company_new_structure_type_id_list', 'Type de structure', ids(STRUCTURE_TYPES)),
  field('company', 'company_structure_innovation_list', 'Innovation', ids(INNOVATION_TAGS)),
  field('company', 'company_startup_tech_id_list', 'Start-up tech', ids(STARTUP_TECHS)),
  field('company', 'company_stock_market_index_id_list', 'Indice boursier', ids(STOCK_INDEXES)),
  field('company', 'company_publicly_traded', 'Bourse', flag('Entreprises cotées')),
  field('company', 'company_industry_class_id_list', 'Grand secteur', ids(INDUSTRY_CLASSES)),
  field('company', 'company_industry_type_id_list', 'Secteur d’activité', ids(INDUSTRY_TYPES)),
  field('company', 'excluded_company_industry_type_id_list', 'Secteurs d’activité exclus', ids(INDUSTRY_TYPES)),
  {
    type: 'range',
    group: 'company',
    label: 'Effectif',
    lowerMin: 'company_workforce_lower_min',
    upperMax: 'company_workforce_upper_max',
    upperMin: 'company_workforce_upper_min',
    lowerMax: 'company_workforce_lower_max',
    unit: 'employees',
  },
  {
    type: 'range',
    group: 'company',
    label: 'Chiffre d’affaires',
    lowerMin: 'company_sales_revenue_lower_min',
    upperMax: 'company_sales_revenue_upper_max',
    upperMin: 'company_sales_revenue_upper_min',
    lowerMax: 'company_sales_revenue_lower_max',
    unit: 'euros',
  },
  {
    type: 'range',
    group: 'company',
    label: 'Investissement publicitaire',
    lowerMin: 'company_advertiser_investment_min',
    upperMax: 'company_advertiser_investment_max',
    unit: 'euros',
  },
  field('company', 'company_advertiser_media_id_list', 'Médias publicitaires', ids(ADVERTISER_MEDIA)),
  field('company', 'company_advertiser_tag_id_list', 'Annonceurs', ids(ADVERTISER_TAGS)),
  field('company', 'corporation_siren_code_list', 'SIREN', TEXTS),
  field('company', 'company_office_siret_code_list', 'SIRET', TEXTS),
  field('company', 'company_office_siret_naf_code_list', 'Code NAF', TEXTS),
  field('company', 'company_idcc_id_list', 'Convention collective', ids(undefined, (id) => `IDCC ${String(id).padStart(4, '0')}`)),
  field('company', 'company_activity_keyword_list', 'Mots-clés d’activité', TEXTS),
  field('company', 'company_growth_type_id_list', 'Croissance', ids(GROWTH_TYPES)),
  field('company', 'company_brand_name_list', 'Marques', TEXTS),
  field('company', 'company_award_id_list', 'Prix et distinctions', ids(AWARDS)),
  field('company', 'is_headquarters', 'Établissement', flag('Sièges sociaux uniquement')),
  field('company', 'is_group_head', 'Groupe', flag('Têtes de groupe uniquement')),
  field('company', 'is_group_head_with_their_subsidiaries', 'Groupe', flag('Têtes de groupe et leurs filiales')),
  {
    type: 'period',
    group: 'company',
    label: 'Fin de mandat du commissaire aux comptes',
    min: 'company_cac_mandate_end_date_min',
    max: 'company_cac_mandate_end_date_max',
  },
  {
    type: 'period',
    group: 'company',
    label: 'Date de clôture des comptes',
    min: 'company_closure_date_min',
    max: 'company_closure_date_max',
  },
  // Localisation
  field('location', 'company_office_region_id_list', 'Région', ids(FRENCH_REGIONS)),
  field('location', 'company_office_department_id_list', 'Département', ids(DEPARTMENT_LABELS)),
  field('location', 'company_office_country_id_list', 'Pays', ids(COUNTRIES)),
  field('location', 'company_office_city_list', 'Ville', TEXTS),
  field('location', 'company_office_zip_code_list', 'Code postal', TEXTS),
  field('location', 'group_head_country_list', 'Pays de la tête de groupe', ids(COUNTRIES)),
  field('location', 'group_head_country_tag_id_list', 'Zone de la tête de groupe', ids(CONTINENTS)),
  // Actualités
  field('news', 'business_opportunity_type_id_list', 'Opportunités d’affaires', ids(BUSINESS_OPPORTUNITY_TYPES)),
  {
    type: 'period',
    group: 'news',
    label: 'Date des opportunités d’affaires',
    min: 'business_opportunity_publication_date_min',
    max: 'business_opportunity_publication_date_max',
  },
  field('news', 'news_type_id_list', 'Type d’actualité', ids(NEWS_TYPES)),
  {
    type: 'period',
    group: 'news',
    label: 'Date des actualités',
    min: 'news_publication_date_min',
    max: 'news_publication_date_max',
  },
  {
    type: 'period',
    group: 'news',
    label: 'Date d’intervention (speakers)',
    min: 'highlight_start_date_min',
    max: 'highlight_start_date_max',
  },
  // Contact
  field('contact', 'person_id_list', 'Contacts', ids()),
  field('contact', 'job_id_list', 'Intitulé de poste', ids(JOB_TITLES)),
  field('contact', 'main_job_function_id_list', 'Fonction principale', ids(JOB_FUNCTIONS)),
  field('contact', 'job_function_id_list', 'Fonction', ids(JOB_FUNCTIONS)),
  field('contact', 'job_type_id_list', 'Type de poste', ids(JOB_TYPES)),
  field('contact', 'job_hierarchical_level_tag_id_list', 'Niveau hiérarchique', ids(HIERARCHICAL_LEVELS)),
  field('contact', 'job_keyword_list', 'Mots-clés de poste', TEXTS),
  field('contact', 'person_school_id_list', 'École', ids(SCHOOLS)),
  field('contact', 'person_school_type_id_list', 'Type d’école', ids(SCHOOL_TYPES)),
  field('contact', 'person_hobby_id_list', 'Centres d’intérêt', ids(HOBBIES)),
  field('contact', 'has_direct_email', 'Coordonnées disponibles', flag('', COMMUNICATION_TYPE.direct_email)),
  field('contact', 'has_direct_line', 'Coordonnées disponibles', flag('', COMMUNICATION_TYPE.direct_line)),
  field('contact', 'has_phone', 'Coordonnées disponibles', flag('', COMMUNICATION_TYPE.any_phone)),
  field('contact', 'has_assistant', 'Coordonnées disponibles', flag('', COMMUNICATION_TYPE.assistant_details)),
  field('contact', 'has_mobile_phone', 'Coordonnées disponibles', flag('', COMMUNICATION_TYPE.mobile_phone)),
  field('contact', 'person_previous_company_id_list', 'Anciennes entreprises', ids()),
  field('contact', 'person_previous_company_name_list', 'Anciennes entreprises (nom)', TEXTS),
  field('contact', 'person_experience_completed', 'Profil', flag('Expériences renseignées')),
  field('contact', 'person_studies_completed', 'Profil', flag('Études renseignées')),
  field('contact', 'max_contact_per_company', 'Contacts par entreprise', { kind: 'count' }),
  field('contact', 'in_my_network', 'Réseau', flag('Dans mon réseau')),
  // Listes et exclusions
  field('lists', 'query_id_list', 'Listes', ids()),
  field('lists', 'segment_id_list', 'Segments', ids()),
  field('lists', 'campaign_query_id', 'Cibles de la campagne', ID),
  field('lists', 'excluded_campaign_query_id', 'Cibles de campagne exclues', ID),
  field('lists', 'sequence_query_id_list', 'Cibles de séquences', ids()),
  field('lists', 'excluded_sequence_query_id_list', 'Cibles de séquences exclues', ids()),
  field('lists', 'excluded_email_list', 'Emails exclus', TEXTS),
  field('lists', 'excluded_email_domain_list', 'Domaines exclus', TEXTS),
];

/** "10/01/2025" from "2025-01-10" (criteria dates are ISO calendar dates, no time zone involved). */
function formatIsoDateFr(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

function formatMeasure(value: number, unit: CriteriaRangeTagDefinition['unit'], plural: boolean): string {
  if (unit === 'euros') return `${formatNumberFr(Math.round(value), { maximumFractionDigits: 0 })} €`;
  return `${formatNumberFr(Math.round(value), { maximumFractionDigits: 0 })} ${plural ? 'salariés' : 'salarié'}`;
}

/**
 * "De 50 à 200 salariés", "Au moins 50 salariés", "Jusqu’à 200 salariés", "De 1 000 000 € à 5 000 000 €".
 * @rule prospecting §9 · a range criterion reads "De {min} à {max}", numbers grouped in threes with spaces
 */
export function formatCriteriaRangeFr(
  from: number | undefined,
  to: number | undefined,
  unit: 'employees' | 'euros',
): string {
  if (from !== undefined && to !== undefined) {
    const fromText = formatNumberFr(Math.round(from), { maximumFractionDigits: 0 });
    return unit === 'euros'
      ? `De ${fromText} € à ${formatMeasure(to, unit, true)}`
      : `De ${fromText} à ${formatMeasure(to, unit, Math.round(to) > 1)}`;
  }
  if (from !== undefined) return `Au moins ${formatMeasure(from, unit, Math.round(from) > 1)}`;
  if (to !== undefined) return `Jusqu’à ${formatMeasure(to, unit, Math.round(to) > 1)}`;
  return '';
}

/**
 * "1 contact maximum par entreprise", "3 contacts maximum par entreprise".
 * @rule prospecting §5 · the max_contact_per_company tag is singular or plural by value
 */
export function maxContactPerCompanyLabel(count: number): string {
  return count > 1 ? `${count} contacts maximum par entreprise` : `${count} contact maximum par entreprise`;
}

function periodLabel(min: string | undefined, max: string | undefined): string {
  if (min !== undefined && max !== undefined) return `Du ${formatIsoDateFr(min)} au ${formatIsoDateFr(max)}`;
  if (min !== undefined) return `Depuis le ${formatIsoDateFr(min)}`;
  if (max !== undefined) return `Jusqu’au ${formatIsoDateFr(max)}`;
  return '';
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
  const idLabel = (id: number, catalogue?: Catalogue, formatId?: (id: number) => string): string =>
    resolveLabel?.(definition.field, id) ??
    catalogue?.find((entry) => entry.id === id)?.label ??
    (formatId ? formatId(id) : `#${id}`);
  const spec = definition.definition;
  let values: CriteriaTagValue[];
  switch (spec.kind) {
    case 'ids':
      values = (value as readonly number[]).map((id) => ({ id, label: idLabel(id, spec.catalogue, spec.formatId) }));
      break;
    case 'texts':
      values = (value as readonly string[]).map((text) => ({ value: text, label: text }));
      break;
    case 'id':
      values = [{ id: value as number, label: idLabel(value as number) }];
      break;
    case 'flag':
      if (value !== true) return undefined;
      values = [
        spec.valueId === undefined
          ? { value: 'true', label: spec.valueLabel }
          : { id: spec.valueId, label: idLabel(spec.valueId, AVAILABLE_COMMUNICATION_TYPES) },
      ];
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
      label: formatCriteriaRangeFr(lowerMin, upperMax, definition.unit),
    });
    if (lowerMin !== undefined) fields.push(definition.lowerMin);
    if (upperMax !== undefined) fields.push(definition.upperMax);
  }
  if (upperMin !== undefined || lowerMax !== undefined) {
    values.push({
      value: `${upperMin ?? ''}..${lowerMax ?? ''}`,
      label: formatCriteriaRangeFr(upperMin, lowerMax, definition.unit),
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
    values: [{ value: `${min ?? ''}..${max ?? ''}`, label: periodLabel(min, max) }],
  };
}

/**
 * The display tags of criteria, cleaned first (see {@link cleanCriteria}), grouped in the order of
 * {@link CRITERIA_TAG_GROUPS}; value labels come from the catalogues (unknown id: "#<id>").
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
