/**
 * Fields a business-alert facet counts on (designed, docs/business-alerts.md): the piece's own fields (business
 * opportunity type, news type, tags, job type) and its company's (size, industry class, the regions and departments of
 * its offices). Tags, regions and departments may hold several values per piece; the others one or none.
 */
export const BUSINESS_ALERT_FACET_FIELDS = [
  'business_opportunity_type_id',
  'news_type_id',
  'company_office_region_id',
  'company_office_department_id',
  'company_size_id',
  'company_industry_class_id',
  'job_type_id',
  'tag_id',
] as const;
export type BusinessAlertFacetField = (typeof BUSINESS_ALERT_FACET_FIELDS)[number];

/** Most values a facet answers per field (spec "Business constants": facets limit 100). */
export const BUSINESS_ALERT_FACET_LIMIT = 100;

/** The ids picked in the facet panel, per field (a field absent or empty: no filter on it). */
export type BusinessAlertFacetPicks = Partial<Record<BusinessAlertFacetField, readonly number[]>>;
