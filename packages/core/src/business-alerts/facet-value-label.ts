import { BUSINESS_OPPORTUNITY_TYPES } from '../catalogues/business-opportunity-types';
import { labelOf, type CatalogueEntry } from '../catalogues/catalogue-entry';
import { COMPANY_SIZES } from '../catalogues/company-sizes';
import { FRENCH_DEPARTMENTS } from '../catalogues/departments';
import { INDUSTRY_CLASSES } from '../catalogues/industry-classes';
import { JOB_TYPES } from '../catalogues/job-types';
import { NEWS_TAGS, NEWS_TYPES } from '../catalogues/news-types';
import { FRENCH_REGIONS } from '../catalogues/regions';
import type { Text } from '../i18n/text';
import type { BusinessAlertFacetField } from './business-alert-facet-field';

/** The reference catalogue each facet field's ids come from. */
export const BUSINESS_ALERT_FACET_CATALOGUES: Readonly<Record<BusinessAlertFacetField, readonly CatalogueEntry[]>> = {
  business_opportunity_type_id: BUSINESS_OPPORTUNITY_TYPES,
  news_type_id: NEWS_TYPES,
  company_office_region_id: FRENCH_REGIONS,
  company_office_department_id: FRENCH_DEPARTMENTS,
  company_size_id: COMPANY_SIZES,
  company_industry_class_id: INDUSTRY_CLASSES,
  job_type_id: JOB_TYPES,
  tag_id: NEWS_TAGS,
};

/**
 * The label of a facet value: its catalogue entry's (core's i18n); `undefined` for an id outside the catalogue (the
 * panel then shows the id).
 * @rule design · a facet value reads as its catalogue label
 */
export function facetValueLabel(field: BusinessAlertFacetField, id: number): Text | undefined {
  return labelOf(BUSINESS_ALERT_FACET_CATALOGUES[field], id);
}
