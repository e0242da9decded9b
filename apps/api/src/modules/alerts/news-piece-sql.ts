import { criterionItems } from '@cible/core';
import type { SearchCriteria } from '@cible/core';
import type { SqlParameters } from '../advanced-search/criteria-to-sql';

/**
 * The news criteria of an alert applied to ONE news row (alias `n`), with the semantics of core's
 * `newsPieceMeetsAlertCriteria` (docs/rules/criteria.md "Alerts"): each family the criteria name is met by this row
 * itself. The company part of an alert goes through the one translation (criteria-to-sql.ts `criteriaIdsSql`); this
 * is only the row part, which that translation does not have (it asks whether a company HAS such a news piece).
 * `null`: no news criterion.
 */
export function newsPieceSql(criteria: SearchCriteria, params: SqlParameters): string | null {
  const c = criteria;
  const conditions: string[] = [];
  const range = (column: string, min: string | undefined, max: string | undefined) => [
    ...(min === undefined ? [] : [`${column} >= ${params.add(min, 'date')}`]),
    ...(max === undefined ? [] : [`${column} <= ${params.add(max, 'date')}`]),
  ];
  const opportunityTypes = criterionItems(c.business_opportunity_type_id_list);
  if (opportunityTypes.length > 0 || c.business_opportunity_publication_date_min !== undefined || c.business_opportunity_publication_date_max !== undefined) {
    conditions.push(
      'n.business_opportunity_type_id IS NOT NULL',
      ...(opportunityTypes.length === 0 ? [] : [`n.business_opportunity_type_id = ANY(${params.add(opportunityTypes, 'int8[]')})`]),
      ...range('n.publication_date', c.business_opportunity_publication_date_min, c.business_opportunity_publication_date_max),
    );
  }
  const newsTypes = criterionItems(c.news_type_id_list);
  if (newsTypes.length > 0) conditions.push(`n.type_id = ANY(${params.add(newsTypes, 'int8[]')})`);
  conditions.push(...range('n.publication_date', c.news_publication_date_min, c.news_publication_date_max));
  if (c.highlight_start_date_min !== undefined || c.highlight_start_date_max !== undefined) {
    conditions.push('n.highlight_start_date IS NOT NULL', ...range('n.highlight_start_date', c.highlight_start_date_min, c.highlight_start_date_max));
  }
  return conditions.length === 0 ? null : conditions.join(' AND ');
}
