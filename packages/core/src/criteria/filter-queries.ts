import { QUERY_TYPES } from '../catalogues/query-types';
import type { QueryTarget } from '../catalogues/query-types';
import { isEmptyCriterionValue } from './is-empty-criterion-value';
import { SearchCriteriaSchema } from './search-criteria.schema';

/** The part of a query (list, segment, alert, saved search) that the filtering reads. */
export interface FilterableQuery {
  readonly query_type_id: number;
  readonly criteria?: Readonly<Record<string, unknown>> | null;
}

const KNOWN_CRITERIA_FIELDS: readonly string[] = Object.keys(SearchCriteriaSchema.shape);

function targetOfQueryType(queryTypeId: number): QueryTarget {
  return QUERY_TYPES.find((type) => type.id === queryTypeId)?.target ?? 'criteria';
}

/**
 * Whether a query has the criteria its type needs: account lists need company ids, contact lists need person ids,
 * the others (and unknown types) need at least one non-empty criterion among the known search-criteria fields.
 * @rule prospecting §5 · a query is kept only if it has the criteria its type needs
 */
export function queryHasCriteria(query: FilterableQuery): boolean {
  const criteria = query.criteria;
  if (criteria === null || criteria === undefined || typeof criteria !== 'object') return false;
  switch (targetOfQueryType(query.query_type_id)) {
    case 'account':
      return !isEmptyCriterionValue(criteria['company_id_list']);
    case 'contact':
      return !isEmptyCriterionValue(criteria['person_id_list']);
    case 'criteria':
      return KNOWN_CRITERIA_FIELDS.some((field) => !isEmptyCriterionValue(criteria[field]));
  }
}

/**
 * Keeps the queries that have criteria (see {@link queryHasCriteria}), in their original order.
 * @rule prospecting §5 · query filtering: lists without the criteria of their type are left out
 */
export function filterQueriesWithCriteria<Q extends FilterableQuery>(queries: readonly Q[]): Q[] {
  return queries.filter((query) => queryHasCriteria(query));
}
