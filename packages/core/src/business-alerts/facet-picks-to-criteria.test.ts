import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryAlertCriteria, arbitraryAlertNewsPieces } from '../alerts/alert-news.arbitrary';
import { newsMatchingAlert, type AlertNewsPiece } from '../alerts/alert-news-match';
import { arbitraryCriteriaDataset, type GeneratedCriteriaDataset } from '../criteria/criteria-dataset.arbitrary';
import { BUSINESS_ALERT_FACET_FIELDS, type BusinessAlertFacetField, type BusinessAlertFacetPicks } from './business-alert-facet-field';
import { passesFacetPicks, type FacetedNewsPiece } from './business-alert-facets';
import { alertCriteriaFromFacets } from './facet-picks-to-criteria';

/** A piece as the facets read it, its company's values from the dataset (no tags nor job type in these pieces). */
function faceted(data: GeneratedCriteriaDataset, piece: AlertNewsPiece): FacetedNewsPiece {
  const company = data.companies.find((candidate) => candidate.id === piece.companyId)!;
  const present = (values: readonly (number | null)[]) => [...new Set(values.filter((value): value is number => value !== null))];
  const values: Record<BusinessAlertFacetField, readonly number[]> = {
    business_opportunity_type_id: present([piece.businessOpportunityTypeId]),
    news_type_id: [piece.typeId],
    company_office_region_id: present(company.offices.map((office) => office.regionId)),
    company_office_department_id: present(company.offices.map((office) => office.departmentId)),
    company_size_id: [company.sizeId],
    company_industry_class_id: present([company.industryClassId]),
    job_type_id: [],
    tag_id: [],
  };
  return values;
}

const EXPRESSIBLE: readonly BusinessAlertFacetField[] = ['business_opportunity_type_id', 'news_type_id', 'company_office_region_id', 'company_office_department_id', 'company_size_id', 'company_industry_class_id'];

describe('alertCriteriaFromFacets', () => {
  it('adds the picks as criteria, intersects a single-valued field the criteria already name, reports the rest', () => {
    expect(alertCriteriaFromFacets({ company_size_id_list: [2, 3] }, { company_size_id: [3, 4], news_type_id: [2], tag_id: [5], job_type_id: [1] }, ' fusion ')).toEqual({
      criteria: { company_size_id_list: [3], news_type_id_list: [2] },
      unsaved: ['job_type_id', 'tag_id', 'text'],
    });
    expect(alertCriteriaFromFacets({ company_size_id_list: [2] }, { company_size_id: [4] }, undefined)).toEqual({ criteria: { company_size_id_list: [2] }, unsaved: ['company_size_id'] });
    expect(alertCriteriaFromFacets({}, { company_office_region_id: [111], company_office_department_id: [75] }, '')).toEqual({
      criteria: { company_office_region_id_list: [111] },
      unsaved: ['company_office_department_id'],
    });
    expect(alertCriteriaFromFacets({ company_office_city_list: ['Lyon'] }, { company_office_region_id: [111] }, undefined).unsaved).toEqual(['company_office_region_id']);
  });

  it('property (model-based): when nothing is reported unsaved, the alert finds exactly the pieces the page shows', () => {
    let informative = 0;
    const world = arbitraryCriteriaDataset(1).chain((data) =>
      fc.tuple(fc.constant(data), arbitraryAlertNewsPieces(data.companies.map((company) => company.id), 1_000, 8), arbitraryAlertCriteria(1)),
    );
    fc.assert(
      fc.property(world, fc.integer({ min: 0, max: 1_000_000 }), ([data, pieces, criteria], seed) => {
        // Picks drawn from the values the pieces have, on the expressible fields.
        const rows = pieces.map((piece) => faceted(data, piece));
        const picks: BusinessAlertFacetPicks = {};
        EXPRESSIBLE.forEach((field, index) => {
          const values = [...new Set(rows.flatMap((row) => row[field]))];
          if (values.length > 0 && (seed >> index) % 3 === 0) picks[field] = [values[(seed >> (index + 3)) % values.length]!];
        });
        const saved = alertCriteriaFromFacets(criteria, picks, undefined);
        if (saved.unsaved.length > 0) return;
        const shown = newsMatchingAlert(data, criteria, pieces).filter((id) => passesFacetPicks(rows[pieces.findIndex((piece) => piece.id === id)]!, picks));
        expect(newsMatchingAlert(data, saved.criteria, pieces)).toEqual(shown);
        if (shown.length > 0 && Object.keys(picks).length > 0) informative += 1;
      }),
      { numRuns: 200 },
    );
    expect(informative).toBeGreaterThan(5);
  });

  it('reports every inexpressible field and keeps its picks out of the criteria', () => {
    const all = Object.fromEntries(BUSINESS_ALERT_FACET_FIELDS.map((field) => [field, [2]])) as BusinessAlertFacetPicks;
    const saved = alertCriteriaFromFacets({}, all, 'x');
    expect(saved.unsaved).toEqual(['company_office_department_id', 'job_type_id', 'tag_id', 'text']);
    expect(Object.keys(saved.criteria).sort()).toEqual(['business_opportunity_type_id_list', 'company_industry_class_id_list', 'company_office_region_id_list', 'company_size_id_list', 'news_type_id_list']);
  });
});
