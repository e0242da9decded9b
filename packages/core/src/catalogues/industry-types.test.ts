import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { INDUSTRY_TYPES, RESERVED_INDUSTRY_TYPE_IDS, industryTypesOfClass } from './industry-types';
import { INDUSTRY_CLASSES } from './industry-classes';
import { findEntry } from './catalogue-entry';

describe('INDUSTRY_TYPES', () => {
  it('has 75 types with ids in 1..81, ascending and unique', () => {
    const ids = INDUSTRY_TYPES.map((t) => t.id);
    expect(ids).toHaveLength(75);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(75);
    expect(Math.min(...ids)).toBe(1);
    expect(Math.max(...ids)).toBe(81);
  });

  it('leaves exactly the reserved ids unused', () => {
    const used = new Set(INDUSTRY_TYPES.map((t) => t.id));
    const unused = Array.from({ length: 81 }, (_, i) => i + 1).filter((id) => !used.has(id));
    expect(unused).toEqual([...RESERVED_INDUSTRY_TYPE_IDS]);
  });

  it('has unique labels and links every type to an existing class, every class having types', () => {
    expect(new Set(INDUSTRY_TYPES.map((t) => frText(t.label))).size).toBe(75);
    expect(new Set(INDUSTRY_TYPES.map((t) => enText(t.label))).size).toBe(75);
    const classIds = new Set(INDUSTRY_CLASSES.map((c) => c.id));
    for (const type of INDUSTRY_TYPES) expect(classIds.has(type.industryClassId)).toBe(true);
    for (const industryClass of INDUSTRY_CLASSES) expect(industryTypesOfClass(industryClass.id).length).toBeGreaterThan(0);
    expect(industryTypesOfClass(13)).toEqual([]);
  });

  it('classes the spec’s examples', () => {
    expect(frText(findEntry(INDUSTRY_TYPES, 46)?.label)).toBe('Banque');
    expect(findEntry(INDUSTRY_TYPES, 46)).toMatchObject({ industryClassId: 7 });
    expect(frText(findEntry(INDUSTRY_TYPES, 47)?.label)).toBe('Assurance');
    expect(findEntry(INDUSTRY_TYPES, 47)).toMatchObject({ industryClassId: 7 });
    expect(frText(findEntry(INDUSTRY_TYPES, 7)?.label)).toBe('Industrie pharmaceutique');
    expect(findEntry(INDUSTRY_TYPES, 7)).toMatchObject({ industryClassId: 2 });
  });
});
