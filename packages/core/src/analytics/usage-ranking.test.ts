import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_USAGE_MAX_SERIES } from '../contract/analytics/analytics-usage.contract';
import { rankUsageSeries } from './usage-ranking';

describe('rankUsageSeries', () => {
  it('lists the most used first, ties by key, 100 at most', () => {
    expect(ANALYTICS_USAGE_MAX_SERIES).toBe(100);
    const series = [
      { key: '/b', event_count: 2 },
      { key: '/a', event_count: 2 },
      { key: '/c', event_count: 9 },
      { key: '/d', event_count: 0 },
    ];
    expect(rankUsageSeries(series).map((entry) => entry.key)).toEqual(['/c', '/a', '/b', '/d']);
    expect(rankUsageSeries(series, 2).map((entry) => entry.key)).toEqual(['/c', '/a']);
    const many = Array.from({ length: 150 }, (_, index) => ({ key: `k${index}`, event_count: index }));
    expect(rankUsageSeries(many)).toHaveLength(100);
    expect(rankUsageSeries(many)[0]?.key).toBe('k149');
  });

  it('property: the kept ones are the top counts, in order, and none left out outranks a kept one', () => {
    const entry = fc.record({ key: fc.string({ minLength: 1, maxLength: 6 }), event_count: fc.nat({ max: 20 }) });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (item) => item.key, maxLength: 40 }), fc.integer({ min: 0, max: 40 }), (series, max) => {
        const ranked = rankUsageSeries(series, max);
        expect(ranked).toHaveLength(Math.min(max, series.length));
        const outranks = (a: { key: string; event_count: number }, b: { key: string; event_count: number }) =>
          a.event_count > b.event_count || (a.event_count === b.event_count && a.key < b.key);
        for (let index = 1; index < ranked.length; index += 1) expect(outranks(ranked[index - 1]!, ranked[index]!)).toBe(true);
        const kept = new Set(ranked.map((item) => item.key));
        for (const left of series.filter((item) => !kept.has(item.key))) for (const item of ranked) expect(outranks(left, item)).toBe(false);
      }),
    );
  });
});
