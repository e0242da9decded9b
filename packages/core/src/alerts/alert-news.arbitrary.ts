import fc from 'fast-check';
import { BUSINESS_OPPORTUNITY_TYPES } from '../catalogues/business-opportunity-types';
import { NEWS_TYPES } from '../catalogues/news-types';
import { arbitrarySupportedCriteria } from '../criteria/criteria-dataset.arbitrary';
import { withOrderedRanges } from '../criteria/search-criteria.arbitrary';
import type { SearchCriteria } from '../criteria/search-criteria.schema';
import type { AlertNewsPiece } from './alert-news-match';

// Test support only (the alert properties of core and of the API's job): new news pieces drawn from the same small
// pools as the criteria arbitraries (criteria/criteria-dataset.arbitrary.ts), so that random alerts and pieces meet.

const DATES = ['2024-12-31', '2025-01-01', '2025-03-15', '2025-06-30', '2025-12-31'];

/**
 * 0 to `maxLength` new news pieces on the companies `companyIds`, ids from `firstId` upwards in order (the order the
 * database gives them).
 */
export function arbitraryAlertNewsPieces(companyIds: readonly number[], firstId: number, maxLength = 6): fc.Arbitrary<AlertNewsPiece[]> {
  const piece = fc.record({
    companyId: fc.constantFrom(...companyIds),
    typeId: fc.constantFrom(...NEWS_TYPES.slice(0, 4).map((type) => type.id)),
    businessOpportunityTypeId: fc.option(fc.constantFrom(...BUSINESS_OPPORTUNITY_TYPES.slice(0, 3).map((type) => type.id)), { nil: null }),
    publicationDate: fc.constantFrom(...DATES),
    highlightStartDate: fc.option(fc.constantFrom(...DATES), { nil: null }),
  });
  return fc.array(piece, { minLength: Math.min(2, maxLength), maxLength }).map((pieces) => pieces.map((fields, index) => ({ ...fields, id: firstId + index })));
}

/** 0 to 3 of the news criteria (the fields read on the piece), from the same pools as the pieces. */
const arbitraryNewsCriteria: fc.Arbitrary<SearchCriteria> = fc.record(
  {
    business_opportunity_type_id_list: fc.array(fc.constantFrom(...BUSINESS_OPPORTUNITY_TYPES.slice(0, 3).map((type) => type.id)), { minLength: 1, maxLength: 2 }),
    business_opportunity_publication_date_min: fc.constantFrom(...DATES),
    business_opportunity_publication_date_max: fc.constantFrom(...DATES),
    news_type_id_list: fc.array(fc.constantFrom(...NEWS_TYPES.slice(0, 4).map((type) => type.id)), { minLength: 1, maxLength: 2 }),
    news_publication_date_min: fc.constantFrom(...DATES),
    news_publication_date_max: fc.constantFrom(...DATES),
    highlight_start_date_min: fc.constantFrom(...DATES),
    highlight_start_date_max: fc.constantFrom(...DATES),
  },
  { requiredKeys: [] },
).chain((criteria) => fc.shuffledSubarray(Object.keys(criteria), { maxLength: Math.min(3, Object.keys(criteria).length) }).map((kept) => Object.fromEntries(kept.map((field) => [field, (criteria as Record<string, unknown>)[field]])) as SearchCriteria));

/**
 * An alert's criteria, ranges ordered: one draw in three news criteria only (every company passes: the pieces alone
 * decide), else core's random supported criteria (ids from `firstId`) plus up to 3 news criteria.
 */
export function arbitraryAlertCriteria(firstId = 1): fc.Arbitrary<SearchCriteria> {
  return fc.oneof(
    { weight: 1, arbitrary: arbitraryNewsCriteria.map(withOrderedRanges) },
    { weight: 2, arbitrary: fc.tuple(arbitrarySupportedCriteria(firstId), arbitraryNewsCriteria).map(([criteria, news]) => withOrderedRanges({ ...criteria, ...news })) },
  );
}
