import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { SCHOOLS, schoolsOfType } from './schools';
import { SCHOOL_TYPES } from './school-types';

describe('SCHOOLS', () => {
  it('has about 60 schools numbered 1 to n, with unique names', () => {
    expect(SCHOOLS.length).toBeGreaterThanOrEqual(55);
    expect(SCHOOLS.length).toBeLessThanOrEqual(70);
    expect(SCHOOLS.map((s) => s.id)).toEqual(SCHOOLS.map((_, index) => index + 1));
    expect(new Set(SCHOOLS.map((s) => frText(s.label))).size).toBe(SCHOOLS.length);
    for (const school of SCHOOLS) expect(enText(school.label)).toBe(frText(school.label));
  });

  it('links every school to an existing type, and every type has schools', () => {
    const typeIds = new Set(SCHOOL_TYPES.map((t) => t.id));
    for (const school of SCHOOLS) expect(typeIds.has(school.schoolTypeId)).toBe(true);
    for (const type of SCHOOL_TYPES) expect(schoolsOfType(type.id).length).toBeGreaterThan(0);
    expect(schoolsOfType(8)).toEqual([]);
  });

  it('types well-known schools', () => {
    const typeOf = (name: string) => SCHOOLS.find((s) => frText(s.label) === name)?.schoolTypeId;
    expect(typeOf('HEC Paris')).toBe(1);
    expect(typeOf('École polytechnique')).toBe(2);
    expect(typeOf('Sorbonne Université')).toBe(3);
    expect(typeOf('Sciences Po')).toBe(4);
  });
});
