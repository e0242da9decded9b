import { describe, expect, it } from 'vitest';
import { BUSINESS_ALERT_FACET_FIELDS } from './business-alert-facet-field';
import { BUSINESS_ALERT_FACET_CATALOGUES, facetValueLabel } from './facet-value-label';

describe('facetValueLabel', () => {
  it('reads each field’s ids in its catalogue, and nothing outside it', () => {
    expect(facetValueLabel('news_type_id', 2)).toEqual({ key: 'catalogue.newsTypes.2' });
    expect(facetValueLabel('company_office_region_id', 111)).toEqual({ key: 'catalogue.regions.111' });
    expect(facetValueLabel('business_opportunity_type_id', 16)).toEqual({ key: 'catalogue.businessOpportunityTypes.16' });
    expect(facetValueLabel('news_type_id', 5)).toBeUndefined();
    for (const field of BUSINESS_ALERT_FACET_FIELDS) {
      const entries = BUSINESS_ALERT_FACET_CATALOGUES[field];
      expect(entries.length, field).toBeGreaterThan(0);
      for (const entry of entries) expect(facetValueLabel(field, entry.id)).toEqual(entry.label);
    }
  });
});
