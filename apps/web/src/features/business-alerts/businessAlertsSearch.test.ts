import { describe, expect, it } from 'vitest';
import { BUSINESS_ALERTS_QUICK_SEARCH_MAX, BusinessAlertsSearchSchema } from './businessAlertsSearch';

describe('BusinessAlertsSearchSchema', () => {
  it('keeps a quick_search text up to its length and drops the rest', () => {
    expect(BusinessAlertsSearchSchema.parse({ quick_search: 'fusion', other: 1 })).toEqual({ quick_search: 'fusion' });
    const longest = 'a'.repeat(BUSINESS_ALERTS_QUICK_SEARCH_MAX);
    expect(BusinessAlertsSearchSchema.parse({ quick_search: longest })).toEqual({ quick_search: longest });
  });

  it('reads an unreadable quick_search as none', () => {
    expect(BusinessAlertsSearchSchema.parse({ quick_search: 'a'.repeat(BUSINESS_ALERTS_QUICK_SEARCH_MAX + 1) })).toEqual({});
    expect(BusinessAlertsSearchSchema.parse({ quick_search: 42 })).toEqual({});
    expect(BusinessAlertsSearchSchema.parse({})).toEqual({});
  });
});
