import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testerLevelAllows, testerRank } from './tester-levels';

describe('tester levels', () => {
  it('Alpha grants alpha and beta, Beta grants beta only, nobody gets alpha without Alpha', () => {
    expect(testerLevelAllows('Alpha', 'alpha')).toBe(true);
    expect(testerLevelAllows('Alpha', 'beta')).toBe(true);
    expect(testerLevelAllows('Beta', 'beta')).toBe(true);
    expect(testerLevelAllows('Beta', 'alpha')).toBe(false);
    expect(testerLevelAllows(null, 'beta')).toBe(false);
    expect(testerLevelAllows(null, 'ga')).toBe(true);
  });

  it('is monotone in the tester level', () => {
    const level = fc.constantFrom(null, 'Beta' as const, 'Alpha' as const);
    const stage = fc.constantFrom('ga' as const, 'beta' as const, 'alpha' as const);
    fc.assert(
      fc.property(level, level, stage, (a, b, s) => {
        if (testerRank(a) <= testerRank(b) && testerLevelAllows(a, s)) return testerLevelAllows(b, s);
        return true;
      }),
    );
  });
});
