import type { SearchCriteria } from '../criteria/search-criteria.schema';
import { criterionItems } from '../criteria/criteria-values';
import { BUSINESS_ALERT_FACET_FIELDS, type BusinessAlertFacetField, type BusinessAlertFacetPicks } from './business-alert-facet-field';

/** What "save as alert" keeps of the page: the criteria to save, and what it could not express (to tell the user). */
export interface AlertFromFacets {
  readonly criteria: SearchCriteria;
  /** The facet fields whose picks are not in `criteria`, and `'text'` when a text filter is dropped. */
  readonly unsaved: readonly (BusinessAlertFacetField | 'text')[];
}

/**
 * The criterion each expressible facet field becomes, with the SAME meaning as the facet filter: the piece's
 * opportunity or news type (read on the piece by alerts: core's newsPieceMeetsAlertCriteria), the company's size and
 * industry class (one value per company), the regions and departments of the company's offices ("has an office in
 * one of them", the criteria's `company_office_*` family). Tags and the piece's job type have no criterion (the job
 * type criterion reads the company's CONTACTS), nor has the text (no news-title criterion).
 */
const CRITERION_OF_FIELD: Partial<Record<BusinessAlertFacetField, keyof SearchCriteria>> = {
  business_opportunity_type_id: 'business_opportunity_type_id_list',
  news_type_id: 'news_type_id_list',
  company_size_id: 'company_size_id_list',
  company_industry_class_id: 'company_industry_class_id_list',
  company_office_region_id: 'company_office_region_id_list',
  company_office_department_id: 'company_office_department_id_list',
};

/** The criteria's places family: its fields combine with OR on ONE office (criteria-to-sql "places"). */
const PLACES_CRITERIA = ['company_office_region_id_list', 'company_office_department_id_list', 'company_office_country_id_list', 'company_office_city_list', 'company_office_zip_code_list'] as const;
const OFFICE_FIELDS = new Set<BusinessAlertFacetField>(['company_office_region_id', 'company_office_department_id']);

/**
 * The criteria of an alert finding what the page shows (the window aside: an alert watches NEW news): the page's
 * criteria plus each expressible field's picks. When the criteria already name that field, a single-valued field
 * keeps the intersection (both must hold: same meaning; an empty one would read as "no filter", so it is reported
 * unsaved); an office field (several offices per company: "an office in
 * A and one in B" is not "an office in A ∩ B") keeps the criteria's list and reports the picks unsaved, as for tags,
 * the job type and the text.
 * @rule design · "save as alert" saves the page's criteria with the facet picks it can express; tags, job type and text are reported unsaved
 */
export function alertCriteriaFromFacets(criteria: SearchCriteria, picks: BusinessAlertFacetPicks, text: string | undefined): AlertFromFacets {
  const saved: Record<string, unknown> = { ...criteria };
  const unsaved: (BusinessAlertFacetField | 'text')[] = [];
  let placesNamed = PLACES_CRITERIA.some((criterion) => criterionItems(criteria[criterion] as readonly unknown[] | undefined).length > 0);
  for (const field of BUSINESS_ALERT_FACET_FIELDS) {
    const picked = criterionItems(picks[field]);
    if (picked.length === 0) continue;
    const criterion = CRITERION_OF_FIELD[field];
    if (criterion === undefined) {
      unsaved.push(field);
      continue;
    }
    if (OFFICE_FIELDS.has(field)) {
      if (placesNamed) unsaved.push(field);
      else saved[criterion] = [...picked];
      placesNamed = true;
      continue;
    }
    const existing = criterionItems(criteria[criterion] as readonly number[] | undefined);
    const both = existing.filter((id) => picked.includes(id));
    if (existing.length === 0) saved[criterion] = [...picked];
    else if (both.length > 0) saved[criterion] = both;
    else unsaved.push(field);
  }
  if (text !== undefined && text.trim() !== '') unsaved.push('text');
  return { criteria: saved as SearchCriteria, unsaved };
}
