import { describe, expect, it } from 'vitest';
import { ACCOUNT_SEARCH_SORTS, CONTACT_SEARCH_SORTS } from '@cible/core';
import { ADVANCED_SEARCH_SORTS, AdvancedSearchSearchSchema } from './advancedSearchSearch';

describe('the search params of /advanced-search', () => {
  it('offer exactly core’s contact and account sorts', () => {
    expect([...ADVANCED_SEARCH_SORTS].sort()).toEqual([...new Set([...CONTACT_SEARCH_SORTS, ...ACCOUNT_SEARCH_SORTS])].sort());
  });

  it('read anything unreadable as the default, keep what is readable', () => {
    expect(AdvancedSearchSearchSchema.parse({ target: 'companies', criteria: { a: 1 }, sort: 'revenue_desc', page: '3' })).toEqual({ target: 'companies', criteria: { a: 1 }, sort: 'revenue_desc', page: 3 });
    expect(AdvancedSearchSearchSchema.parse({ target: 'news', criteria: 'x', sort: 'price', page: 0 })).toEqual({});
    expect(AdvancedSearchSearchSchema.parse({ page: 501 })).toEqual({});
    expect(AdvancedSearchSearchSchema.parse({ page: 2.5 })).toEqual({});
  });
});
