import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeEndpointQuery } from './endpoint';
import { queryBoolean, queryEnumList, queryInt, queryIntList, queryText, queryTextList } from './query-params';

describe('queryInt', () => {
  const limit = queryInt(1, 100);
  it('reads numbers and integer strings within bounds', () => {
    expect(limit.parse(20)).toBe(20);
    expect(limit.parse(' 20 ')).toBe(20);
  });
  it('refuses out-of-range, decimal and non-numeric values', () => {
    for (const bad of [0, 101, '101', '2.5', 'abc', '', 2.5]) expect(limit.safeParse(bad).success).toBe(false);
  });
  it('property: the serialised form of any in-range integer parses back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(queryInt(-1000, 1000).parse(serializeEndpointQuery({ n }).n)).toBe(n);
      }),
    );
  });
});

describe('queryBoolean', () => {
  it('reads true/false and 1/0', () => {
    expect(queryBoolean().parse('true')).toBe(true);
    expect(queryBoolean().parse('0')).toBe(false);
    expect(queryBoolean().parse(false)).toBe(false);
  });
  it('refuses anything else', () => {
    expect(queryBoolean().safeParse('yes').success).toBe(false);
  });
});

describe('queryText', () => {
  it('trims and bounds', () => {
    expect(queryText(5).parse('  abc ')).toBe('abc');
    expect(queryText(5).safeParse('abcdef').success).toBe(false);
  });
});

describe('queryIntList', () => {
  const list = queryIntList(3, 1, 15);
  it('reads arrays, comma-separated text and repeated keys', () => {
    expect(list.parse([1, 2])).toEqual([1, 2]);
    expect(list.parse('1, 2,3')).toEqual([1, 2, 3]);
    expect(list.parse(['1', '4,5'])).toEqual([1, 4, 5]);
    expect(list.parse('')).toEqual([]);
  });
  it('refuses too many items, out-of-range items and non-integers', () => {
    expect(list.safeParse('1,2,3,4').success).toBe(false);
    expect(list.safeParse('16').success).toBe(false);
    expect(list.safeParse('1,x').success).toBe(false);
  });
  it('property: any list within bounds survives serialisation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 3 }), (values) => {
        const text = serializeEndpointQuery({ values }).values;
        expect(list.parse(text ?? '')).toEqual(values);
      }),
    );
  });
});

describe('queryEnumList and queryTextList', () => {
  it('reads enumerations from text and refuses unknown values', () => {
    const events = queryEnumList(['sent', 'opened'] as const, 2);
    expect(events.parse('sent,opened')).toEqual(['sent', 'opened']);
    expect(events.safeParse('sent,bounced').success).toBe(false);
  });
  it('reads short texts and bounds their length', () => {
    const scopes = queryTextList(2, 5);
    expect(scopes.parse('a,bc')).toEqual(['a', 'bc']);
    expect(scopes.safeParse('abcdef').success).toBe(false);
    expect(scopes.safeParse('a,b,c').success).toBe(false);
  });
});
