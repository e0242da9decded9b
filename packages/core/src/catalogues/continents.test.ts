import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { CONTINENT, CONTINENTS, isContinentId } from './continents';
import { idsOf, labelOf } from './catalogue-entry';

describe('CONTINENTS', () => {
  it('has the spec ids 1 to 7 with their names', () => {
    expect(idsOf(CONTINENTS)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(frText(labelOf(CONTINENTS, 1))).toBe('Europe');
    expect(frText(labelOf(CONTINENTS, 2))).toBe('Amériques');
    expect(enText(labelOf(CONTINENTS, 2))).toBe('Americas');
    expect(frText(labelOf(CONTINENTS, 4))).toBe('Moyen-Orient');
    expect(frText(labelOf(CONTINENTS, 6))).toBe('Antilles');
    expect(enText(labelOf(CONTINENTS, 7))).toBe('Asia');
  });

  it('has unique labels and codes, and CONTINENT maps every code to its entry', () => {
    expect(new Set(CONTINENTS.map((c) => frText(c.label))).size).toBe(CONTINENTS.length);
    expect(new Set(CONTINENTS.map((c) => enText(c.label))).size).toBe(CONTINENTS.length);
    for (const continent of CONTINENTS) expect(CONTINENT[continent.code]).toBe(continent.id);
    expect(Object.keys(CONTINENT)).toHaveLength(CONTINENTS.length);
  });

  it('recognises continent ids', () => {
    expect(isContinentId(3)).toBe(true);
    expect(isContinentId(0)).toBe(false);
    expect(isContinentId(8)).toBe(false);
  });
});
