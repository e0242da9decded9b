import { describe, expect, it } from 'vitest';
import {
  BUSINESS_ALERTS_ENDPOINTS,
  BusinessAlertFacetBodySchema,
  BusinessAlertFacetResponseSchema,
  BusinessAlertNewsBodySchema,
  NewsListResponseSchema,
  NewsWindowSchema,
} from './business-alerts.contract';

const window = { start_date: '2025-01-03', end_date: '2025-01-10' };

describe('business-alerts port', () => {
  it('parses news and facet requests with criteria, window and paging', () => {
    expect(BusinessAlertNewsBodySchema.parse({ criteria: { business_opportunity_type_id_list: [16] }, window })).toEqual({
      criteria: { business_opportunity_type_id_list: [16] },
      window,
      limit: 12,
      offset: 0,
    });
    expect(BusinessAlertFacetBodySchema.parse({ criteria: {}, window, facet_field_list: ['news_type_id'] }).limit).toBe(100);
  });

  it('parses a facet answer and a news list', () => {
    const facets = { facet_list: [{ field: 'news_type_id', value_list: [{ id: 3, count: 12 }] }] };
    expect(BusinessAlertFacetResponseSchema.parse(facets)).toEqual(facets);
    expect(NewsListResponseSchema.parse({ news_list: [], news_count: 0 })).toEqual({ news_list: [], news_count: 0 });
  });

  it('refuses a reversed or too long window, an unknown field and a facet limit over 100', () => {
    expect(NewsWindowSchema.safeParse({ start_date: '2025-01-10', end_date: '2025-01-03' }).success).toBe(false);
    expect(NewsWindowSchema.safeParse({ start_date: '2023-01-01', end_date: '2025-01-03' }).success).toBe(false);
    expect(BusinessAlertNewsBodySchema.safeParse({ criteria: {}, window, sort: 'oldest' }).success).toBe(false);
    expect(BusinessAlertFacetBodySchema.safeParse({ criteria: {}, window, limit: 101 }).success).toBe(false);
  });

  it('takes a text and facet picks; refuses an unknown facet field, a bad text, and a window of no day or ten years with its code', () => {
    const body = { criteria: {}, window, text: 'fusion', facet_filters: { company_office_region_id: [111], tag_id: [3] } };
    expect(BusinessAlertNewsBodySchema.parse(body)).toMatchObject(body);
    expect(BusinessAlertFacetBodySchema.safeParse({ ...body, facet_filters: { colour_id: [1] } }).success).toBe(false);
    expect(BusinessAlertFacetBodySchema.safeParse({ criteria: {}, window, facet_field_list: ['colour_id'] }).success).toBe(false);
    expect(BusinessAlertNewsBodySchema.safeParse({ criteria: {}, window, text: 'a\u0000b' }).success).toBe(false);
    const issue = (value: unknown) => NewsWindowSchema.safeParse(value).error?.issues[0]?.message;
    expect(issue({ start_date: '2025-01-10', end_date: '2025-01-09' })).toBe('WINDOW.START_AFTER_END');
    expect(issue({ start_date: '2015-01-10', end_date: '2025-01-10' })).toBe('WINDOW.TOO_LONG');
    expect(NewsWindowSchema.safeParse({ start_date: '2025-01-10', end_date: '2025-01-10' }).success).toBe(true);
    expect(BusinessAlertNewsBodySchema.safeParse({ criteria: {}, window, offset: -1 }).success).toBe(false);
    expect(BusinessAlertNewsBodySchema.safeParse({ criteria: {}, window, offset: 10_000_000 }).success).toBe(false);
  });

  it('has the two calls of the spec', () => {
    expect(Object.values(BUSINESS_ALERTS_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /v1/business-alert/facet',
      'POST /v1/business-alert/news',
    ]);
  });
});
