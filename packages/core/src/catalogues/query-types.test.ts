import { describe, expect, it } from 'vitest';
import { QUERY_TYPE, QUERY_TYPES } from './query-types';

describe('QUERY_TYPES', () => {
  it('numbers the thirteen spec types 1 to 13 in the spec order', () => {
    expect(QUERY_TYPES.map((type) => type.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const type of QUERY_TYPES) expect(QUERY_TYPE[type.code]).toBe(type.id);
  });

  it('marks account lists, contact lists and criteria queries', () => {
    const target = (code: keyof typeof QUERY_TYPE) => QUERY_TYPES.find((type) => type.code === code)?.target;
    expect(target('clients')).toBe('account');
    expect(target('prospecting_account')).toBe('account');
    expect(target('network_school_contact')).toBe('contact');
    expect(target('prospecting_contact')).toBe('contact');
    expect(target('alert')).toBe('criteria');
    expect(target('search')).toBe('criteria');
  });
});
