import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import { HIERARCHICAL_LEVEL, HIERARCHICAL_LEVELS } from './hierarchical-levels';

describe('HIERARCHICAL_LEVELS', () => {
  it('has the spec ids and French labels verbatim', () => {
    expect(HIERARCHICAL_LEVELS.map((l) => [l.id, frText(l.label)])).toEqual([
      [1, 'Directeur'],
      [2, 'Responsable'],
      [3, 'Codir/Comex'],
      [4, 'C-Level'],
      [5, 'Opérationnel/Expert'],
    ]);
  });

  it('maps codes to ids', () => {
    for (const level of HIERARCHICAL_LEVELS) expect(HIERARCHICAL_LEVEL[level.code]).toBe(level.id);
    expect(HIERARCHICAL_LEVEL.c_level).toBe(4);
  });
});
