import { DATE_CLEAN_UP_PAIRS, RANGE_CLEAN_UP_PAIRS } from './clean-criteria';
import type { SearchCriteria } from './search-criteria.schema';

/**
 * Criteria on which the clean-up (a display normalisation) keeps the search's answer: the same criteria without the
 * bounds the clean-up sets aside when both bounds of a pair are set (the lower-min of RANGE_CLEAN_UP_PAIRS, the max
 * of DATE_CLEAN_UP_PAIRS). On the result, `search(cleanCriteria(c))` finds exactly what `search(c)` finds
 * (docs/rules/criteria.md "Evaluation"; property-tested against the oracle and the SQL translation). Not for a
 * network query type (the clean-up adds in_my_network there).
 */
export function criteriaEquivalentAfterCleanUp(criteria: SearchCriteria): SearchCriteria {
  const kept: Record<string, unknown> = { ...criteria };
  for (const [lowerMin, upperMax] of RANGE_CLEAN_UP_PAIRS) {
    if (kept[lowerMin] !== undefined && kept[upperMax] !== undefined) delete kept[lowerMin];
  }
  for (const [min, max] of DATE_CLEAN_UP_PAIRS) {
    if (kept[min] !== undefined && kept[max] !== undefined) delete kept[max];
  }
  return kept as SearchCriteria;
}
