import { QUERY_TYPES } from '../catalogues/query-types';
import { criterionItems } from '../criteria/criteria-values';
import { searchCompaniesByCriteria } from '../criteria/matches-criteria';
import type { CriteriaDataset, CriteriaNews } from '../criteria/matches-criteria';
import type { SearchCriteria, SearchCriteriaField } from '../criteria/search-criteria.schema';

/**
 * Which new news pieces an alert finds (docs/rules/criteria.md "Alerts"). An alert is a saved query flagged
 * `is_alert` (any type): its criteria are applied to the news piece's COMPANY (every criterion but the news ones, as
 * an account search: company, places, contacts, saved queries) and the news criteria to the news piece ITSELF.
 */

/** The criteria fields read on the news piece itself (the three news families), not on its company. */
export const NEWS_PIECE_CRITERIA_FIELDS = [
  'business_opportunity_type_id_list',
  'business_opportunity_publication_date_min',
  'business_opportunity_publication_date_max',
  'news_type_id_list',
  'news_publication_date_min',
  'news_publication_date_max',
  'highlight_start_date_min',
  'highlight_start_date_max',
] as const satisfies readonly SearchCriteriaField[];

/** A news piece as an alert reads it: its id, its company, and what the news criteria read. */
export interface AlertNewsPiece extends CriteriaNews {
  readonly id: number;
  readonly companyId: number;
}

const TARGET_OF_QUERY_TYPE = new Map<number, string>(QUERY_TYPES.map((type) => [type.id, type.target]));

/**
 * The criteria an alert applies, from its query's type and stored criteria: a list of companies (account target)
 * gives its `company_id_list`, a list of contacts its `person_id_list` (a news piece of a company where one of them
 * is an active contact), any other type its criteria; `null` when the list is empty (the alert finds nothing).
 * @rule design · an alert of a list type follows the list's companies or contacts; other types their criteria
 */
export function alertCriteriaOfQuery(queryTypeId: number, criteria: SearchCriteria): SearchCriteria | null {
  const target = TARGET_OF_QUERY_TYPE.get(queryTypeId);
  if (target === 'account') {
    const ids = criterionItems(criteria.company_id_list);
    return ids.length === 0 ? null : { company_id_list: ids };
  }
  if (target === 'contact') {
    const ids = criterionItems(criteria.person_id_list);
    return ids.length === 0 ? null : { person_id_list: ids };
  }
  return criteria;
}

/**
 * The company part of an alert's criteria: all of them but the news-piece fields (those are read on the piece).
 * @rule design · an alert's company part is its criteria without the news criteria, applied as an account search
 */
export function alertCompanyCriteria(criteria: SearchCriteria): SearchCriteria {
  const company: Record<string, unknown> = { ...criteria };
  for (const field of NEWS_PIECE_CRITERIA_FIELDS) delete company[field];
  return company as SearchCriteria;
}

const within = (value: string | null, min: string | undefined, max: string | undefined): boolean =>
  value !== null && (min === undefined || value >= min) && (max === undefined || value <= max);

/**
 * Whether a news piece itself meets an alert's news criteria: every family the criteria name (business opportunity:
 * an opportunity of a listed type published within the dates; news: a listed type published within the dates;
 * highlight: a highlight starting within the dates) is met by THIS piece. No news criterion: every piece.
 * @rule design · a news piece meets an alert's news criteria when it meets each family the alert names, by itself
 */
export function newsPieceMeetsAlertCriteria(criteria: SearchCriteria, piece: CriteriaNews): boolean {
  const c = criteria;
  const opportunityTypes = criterionItems(c.business_opportunity_type_id_list);
  const opportunity =
    (opportunityTypes.length === 0 && c.business_opportunity_publication_date_min === undefined && c.business_opportunity_publication_date_max === undefined) ||
    (piece.businessOpportunityTypeId !== null &&
      (opportunityTypes.length === 0 || opportunityTypes.includes(piece.businessOpportunityTypeId)) &&
      within(piece.publicationDate, c.business_opportunity_publication_date_min, c.business_opportunity_publication_date_max));
  const newsTypes = criterionItems(c.news_type_id_list);
  const typed =
    (newsTypes.length === 0 && c.news_publication_date_min === undefined && c.news_publication_date_max === undefined) ||
    ((newsTypes.length === 0 || newsTypes.includes(piece.typeId)) && within(piece.publicationDate, c.news_publication_date_min, c.news_publication_date_max));
  const highlight =
    (c.highlight_start_date_min === undefined && c.highlight_start_date_max === undefined) ||
    within(piece.highlightStartDate, c.highlight_start_date_min, c.highlight_start_date_max);
  return opportunity && typed && highlight;
}

/**
 * The news pieces an alert finds among `pieces` (ids ascending): the piece's company is in the account search of the
 * alert's company part ({@link alertCompanyCriteria}, over `dataset`, whose saved queries are the alert owner's) and
 * the piece meets the alert's news criteria ({@link newsPieceMeetsAlertCriteria}). The in-memory ORACLE of the API's
 * alert job (test/alerts.test.ts compares both). Throws core's UnsupportedCriterionError like the searches.
 * @rule design · a new news piece matches an alert when its company matches the company part and the piece the news criteria
 */
export function newsMatchingAlert(dataset: CriteriaDataset, criteria: SearchCriteria, pieces: readonly AlertNewsPiece[]): number[] {
  const companies = new Set(searchCompaniesByCriteria(dataset, alertCompanyCriteria(criteria)));
  return pieces
    .filter((piece) => companies.has(piece.companyId) && newsPieceMeetsAlertCriteria(criteria, piece))
    .map((piece) => piece.id)
    .sort((a, b) => a - b);
}
