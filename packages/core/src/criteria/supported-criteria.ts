import type { SearchCriteriaField } from './search-criteria.schema';

/**
 * Criteria the data tables cannot answer (docs/rules/criteria.md "Evaluation"): a search naming one of them with a
 * value is refused (`CRITERIA.UNSUPPORTED`, 400, naming the field), never silently ignored.
 * - `in_my_network`: the user's network (LinkedIn relations, schools and former companies shared with the user) is not
 *   stored anywhere yet.
 * @rule design · criteria the data cannot answer are listed and refused by name, never ignored
 */
export const UNSUPPORTED_CRITERIA: readonly SearchCriteriaField[] = ['in_my_network'];

/**
 * Criteria answered by another feature through core's `TargetExclusionsPort` (campaign and sequence targets). Until a
 * feature implements the port, a search naming one of them is refused like an unsupported criterion.
 */
export const TARGET_EXCLUSION_CRITERIA: readonly SearchCriteriaField[] = [
  'campaign_query_id',
  'excluded_campaign_query_id',
  'sequence_query_id_list',
  'excluded_sequence_query_id_list',
];

/** The error code of a criterion the server cannot apply. */
export const CRITERIA_UNSUPPORTED_CODE = 'CRITERIA.UNSUPPORTED';

/** How deep saved queries may refer to other saved queries (query_id_list inside a query's criteria…). */
export const CRITERIA_MAX_QUERY_DEPTH = 2;

/** A criterion the evaluation cannot apply (its field is named). */
export class UnsupportedCriterionError extends Error {
  readonly field: string;

  constructor(field: string) {
    super(field);
    this.name = 'UnsupportedCriterionError';
    this.field = field;
  }
}
