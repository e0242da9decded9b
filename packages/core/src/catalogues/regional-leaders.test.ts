import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { REGIONAL_LEADERS } from './regional-leaders';
import { FRENCH_REGIONS } from './regions';

describe('REGIONAL_LEADERS', () => {
  it('has 12 entries, ids 1 to 12, unique labels', () => {
    expect(REGIONAL_LEADERS.map((l) => l.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(REGIONAL_LEADERS.map((l) => frText(l.label))).size).toBe(12);
    expect(new Set(REGIONAL_LEADERS.map((l) => enText(l.label))).size).toBe(12);
  });

  it('has one leader per mainland region, named after it', () => {
    expect(REGIONAL_LEADERS.map((l) => l.regionId)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112]);
    for (const leader of REGIONAL_LEADERS) {
      const region = FRENCH_REGIONS.find((r) => r.id === leader.regionId);
      expect(region).toBeDefined();
      expect(frText(leader.label)).toBe(`Leader régional ${frText(region?.label) ?? ''}`);
    }
  });
});
