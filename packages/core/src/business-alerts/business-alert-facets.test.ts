import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_ALERT_FACET_FIELDS, type BusinessAlertFacetField, type BusinessAlertFacetPicks } from './business-alert-facet-field';
import { businessAlertFacets, passesFacetPicks, type FacetedNewsPiece } from './business-alert-facets';

const MULTI: readonly BusinessAlertFacetField[] = ['tag_id', 'company_office_region_id', 'company_office_department_id'];
const small = fc.integer({ min: 1, max: 5 });
const arbitraryPiece: fc.Arbitrary<FacetedNewsPiece> = fc.record(
  Object.fromEntries(
    BUSINESS_ALERT_FACET_FIELDS.map((field) => [field, MULTI.includes(field) ? fc.array(small, { maxLength: 3 }) : fc.option(small, { nil: undefined }).map((v) => (v === undefined ? [] : [v]))]),
  ) as Record<BusinessAlertFacetField, fc.Arbitrary<number[]>>,
);
const arbitraryPicks: fc.Arbitrary<BusinessAlertFacetPicks> = fc.record(
  Object.fromEntries(BUSINESS_ALERT_FACET_FIELDS.map((field) => [field, fc.array(small, { maxLength: 2 })])) as Record<BusinessAlertFacetField, fc.Arbitrary<number[]>>,
  { requiredKeys: [] },
);

/** Independent oracle: for every candidate value, filter the pieces by hand with explicit loops. */
function oracle(pieces: readonly FacetedNewsPiece[], picks: BusinessAlertFacetPicks, field: BusinessAlertFacetField, limit: number) {
  const rows: { id: number; count: number }[] = [];
  for (let value = 1; value <= 5; value += 1) {
    let count = 0;
    for (const piece of pieces) {
      let others = true;
      for (const other of BUSINESS_ALERT_FACET_FIELDS) {
        const picked = picks[other] ?? [];
        if (other !== field && picked.length > 0 && !picked.some((id) => piece[other].includes(id))) others = false;
      }
      if (others && piece[field].includes(value)) count += 1;
    }
    if (count > 0) rows.push({ id: value, count });
  }
  rows.sort((a, b) => (a.count === b.count ? a.id - b.id : b.count - a.count));
  return rows.slice(0, limit);
}

const piece = (values: Partial<Record<BusinessAlertFacetField, number[]>>): FacetedNewsPiece => {
  const row = {} as Record<BusinessAlertFacetField, readonly number[]>;
  for (const field of BUSINESS_ALERT_FACET_FIELDS) row[field] = values[field] ?? [];
  return row;
};

describe('businessAlertFacets', () => {
  it('counts each value under the other fields’ picks only (multi-select), largest first, ties by id', () => {
    const pieces = [
      piece({ news_type_id: [2], tag_id: [3, 4] }),
      piece({ news_type_id: [2], tag_id: [4] }),
      piece({ news_type_id: [3], tag_id: [4, 4] }),
      piece({ news_type_id: [7] }),
    ];
    const facets = businessAlertFacets(pieces, { news_type_id: [2] }, ['news_type_id', 'tag_id'], 100);
    // news types keep every value (their own picks do not apply); tags count only the type-2 pieces.
    expect(facets).toEqual([
      { field: 'news_type_id', value_list: [{ id: 2, count: 2 }, { id: 3, count: 1 }, { id: 7, count: 1 }] },
      { field: 'tag_id', value_list: [{ id: 4, count: 2 }, { id: 3, count: 1 }] },
    ]);
    expect(businessAlertFacets(pieces, {}, ['news_type_id'], 1)).toEqual([{ field: 'news_type_id', value_list: [{ id: 2, count: 2 }] }]);
  });

  it('property: equals the by-hand oracle for every field, picks and limit', () => {
    fc.assert(
      fc.property(fc.array(arbitraryPiece, { maxLength: 30 }), arbitraryPicks, fc.integer({ min: 1, max: 6 }), (pieces, picks, limit) => {
        const facets = businessAlertFacets(pieces, picks, BUSINESS_ALERT_FACET_FIELDS, limit);
        for (const facet of facets) expect(facet.value_list).toEqual(oracle(pieces, picks, facet.field, limit));
      }),
      { numRuns: 300 },
    );
  });

  it('property: picking one value of a single-valued field, its count is the number of pieces the list then shows', () => {
    fc.assert(
      fc.property(fc.array(arbitraryPiece, { maxLength: 30 }), arbitraryPicks, small, (pieces, picks, value) => {
        const narrowed = { ...picks, news_type_id: [value] };
        const count = businessAlertFacets(pieces, picks, ['news_type_id'], 100)[0]!.value_list.find((row) => row.id === value)?.count ?? 0;
        expect(pieces.filter((p) => passesFacetPicks(p, narrowed)).length).toBe(count);
      }),
      { numRuns: 300 },
    );
  });
});
