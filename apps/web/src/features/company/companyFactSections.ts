import {
  ADVERTISER_MEDIA,
  ADVERTISER_TAGS,
  AWARDS,
  CLIENT_TYPES,
  COMPANY_SIZES,
  COUNTRIES,
  GROWTH_TYPES,
  INDUSTRY_CLASSES,
  INDUSTRY_TYPES,
  INNOVATION_TAGS,
  REGIONAL_LEADERS,
  SHAREHOLDING_TYPES,
  STARTUP_TECHS,
  STOCK_INDEXES,
  STRUCTURE_TYPES,
  formatDateFr,
  formatNumberFr,
  labelOf,
} from '@cible/core';
import type { Bracket, CatalogueEntry, CompanyFacts } from '@cible/core';
import { coreText } from '../../i18n/coreText';

export type Language = 'fr' | 'en';

/** A shown value: a text from the data, or a yes/no (translated by the page). */
export type FactValue = string | { readonly yes: boolean };

/** The facts of the company page (i18n keys `companyPages.facts.<name>`). */
export type CompanyFactName =
  | 'siren'
  | 'nafCode'
  | 'idcc'
  | 'structureType'
  | 'shareholdingType'
  | 'clientType'
  | 'groupHead'
  | 'groupHeadCountry'
  | 'creationDate'
  | 'website'
  | 'size'
  | 'workforce'
  | 'salesRevenue'
  | 'publiclyTraded'
  | 'growth'
  | 'closureDate'
  | 'cacMandateEndDate'
  | 'industryType'
  | 'industryClass'
  | 'activity'
  | 'brands'
  | 'awards'
  | 'innovation'
  | 'startupTech'
  | 'regionalLeader'
  | 'advertiserTags'
  | 'advertiserMedia'
  | 'advertiserInvestment';

/** One line of a fact section: the fact (its label's key) and its value. */
export interface FactRow {
  readonly name: CompanyFactName;
  readonly value: FactValue;
}

/** The sections of the company page (i18n keys `companyPages.sections.<name>`). */
export type FactSectionName = 'identity' | 'figures' | 'market';

export interface FactSection {
  readonly name: FactSectionName;
  readonly rows: readonly FactRow[];
}

const label = (catalogue: readonly CatalogueEntry[], id: number | null, language: Language): string | null => {
  const text = id === null ? undefined : labelOf(catalogue, id);
  return text === undefined ? null : coreText(text, language);
};
const labels = (catalogue: readonly CatalogueEntry[], ids: readonly number[], language: Language): string | null => {
  const names = ids.flatMap((id) => {
    const text = labelOf(catalogue, id);
    return text === undefined ? [] : [coreText(text, language)];
  });
  return names.length > 0 ? names.join(', ') : null;
};

/** A bracket: "50 – 99", "≥ 5 000" (open), with a unit suffix. */
export function bracketText(bracket: Bracket | null, unit = ''): string | null {
  if (bracket === null || (bracket.lower === null && bracket.upper === null)) return null;
  const suffix = unit === '' ? '' : ` ${unit}`;
  if (bracket.upper === null) return `≥ ${formatNumberFr(bracket.lower ?? 0)}${suffix}`;
  if (bracket.lower === null || bracket.lower === bracket.upper) return `${formatNumberFr(bracket.upper)}${suffix}`;
  return `${formatNumberFr(bracket.lower)} – ${formatNumberFr(bracket.upper)}${suffix}`;
}

const yesNo = (value: boolean): FactValue => ({ yes: value });

function rows(entries: readonly (readonly [CompanyFactName, FactValue | null])[]): FactRow[] {
  return entries
    .filter((entry): entry is readonly [CompanyFactName, FactValue] => entry[1] !== null && entry[1] !== '')
    .map(([name, value]) => ({ name, value }));
}

/**
 * The fact sections of the company page (identity, figures, market), every catalogue id turned into its label in the
 * language (core's catalogues), dates DD/MM/YYYY, numbers grouped by spaces; empty values left out.
 */
export function companyFactSections(facts: CompanyFacts, language: Language, zone: string): FactSection[] {
  const date = (value: string | null) => (value === null ? null : formatDateFr(value, zone));
  const stock = facts.publicly_traded ? label(STOCK_INDEXES, facts.stock_index_id, language) : null;
  const sections: FactSection[] = [
    {
      name: 'identity',
      rows: rows([
        ['siren', facts.siren],
        ['nafCode', facts.naf_code],
        ['idcc', facts.idcc === null ? null : `${facts.idcc.code} – ${facts.idcc.name}`],
        ['structureType', label(STRUCTURE_TYPES, facts.structure_type_id, language)],
        ['shareholdingType', label(SHAREHOLDING_TYPES, facts.shareholding_type_id, language)],
        ['clientType', label(CLIENT_TYPES, facts.client_type_id, language)],
        ['groupHead', facts.group_id === null ? null : yesNo(facts.is_group_head)],
        ['groupHeadCountry', label(COUNTRIES, facts.group_head_country_id, language)],
        ['creationDate', date(facts.creation_date)],
        ['website', facts.website],
      ]),
    },
    {
      name: 'figures',
      rows: rows([
        ['size', label(COMPANY_SIZES, facts.size_id, language)],
        ['workforce', bracketText(facts.workforce)],
        ['salesRevenue', bracketText(facts.sales_revenue, '€')],
        ['publiclyTraded', facts.publicly_traded ? (stock ?? yesNo(true)) : yesNo(false)],
        ['growth', label(GROWTH_TYPES, facts.growth_type_id, language)],
        ['closureDate', date(facts.closure_date)],
        ['cacMandateEndDate', date(facts.cac_mandate_end_date)],
      ]),
    },
    {
      name: 'market',
      rows: rows([
        ['industryType', label(INDUSTRY_TYPES, facts.industry_type_id, language)],
        ['industryClass', label(INDUSTRY_CLASSES, facts.industry_class_id, language)],
        ['activity', facts.activity],
        ['brands', facts.brand_names.length > 0 ? facts.brand_names.join(', ') : null],
        ['awards', labels(AWARDS, facts.award_ids, language)],
        ['innovation', labels(INNOVATION_TAGS, facts.innovation_tag_ids, language)],
        ['startupTech', label(STARTUP_TECHS, facts.startup_tech_id, language)],
        ['regionalLeader', label(REGIONAL_LEADERS, facts.regional_leader_id, language)],
        ['advertiserTags', labels(ADVERTISER_TAGS, facts.advertiser_tag_ids, language)],
        ['advertiserMedia', labels(ADVERTISER_MEDIA, facts.advertiser_media_ids, language)],
        ['advertiserInvestment', facts.advertiser_investment === null ? null : `${formatNumberFr(facts.advertiser_investment)} €`],
      ]),
    },
  ];
  return sections.filter((section) => section.rows.length > 0);
}
