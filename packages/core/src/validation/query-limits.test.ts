import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUERY_TYPE } from '../catalogues/query-types';
import { QUERY_LIMITS, canCreateQuery, queryLimitKindOfType } from './query-limits';
import type { QueryLimitKind } from './query-limits';

describe('query limits', () => {
  it('allow 10 of each kind', () => {
    expect(QUERY_LIMITS).toEqual({ saved_search: 10, account_segment: 10, contact_segment: 10, alert: 10 });
    expect(canCreateQuery('saved_search', 9)).toBe(true);
    expect(canCreateQuery('saved_search', 10)).toBe(false);
    expect(canCreateQuery('alert', 0)).toBe(true);
  });

  it('apply to saved searches, segments and alerts only', () => {
    expect(queryLimitKindOfType(QUERY_TYPE.search)).toBe('saved_search');
    expect(queryLimitKindOfType(QUERY_TYPE.account_segment)).toBe('account_segment');
    expect(queryLimitKindOfType(QUERY_TYPE.contact_segment)).toBe('contact_segment');
    expect(queryLimitKindOfType(QUERY_TYPE.alert)).toBe('alert');
    expect(queryLimitKindOfType(QUERY_TYPE.prospecting_account)).toBeNull();
  });

  it('is monotone: once refused, more existing queries stay refused', () => {
    const kind = fc.constantFrom<QueryLimitKind>('saved_search', 'account_segment', 'contact_segment', 'alert');
    fc.assert(fc.property(kind, fc.nat(100), fc.nat(100), (k, n, extra) => canCreateQuery(k, n) || !canCreateQuery(k, n + extra)));
  });
});
