import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { JOB_TITLES, jobTitlesOfFamily } from './job-titles';
import { JOB_FAMILIES } from './job-families';
import { idsOf } from './catalogue-entry';

describe('JOB_TITLES', () => {
  it('has about 110 titles with unique consecutive ids and unique labels', () => {
    expect(JOB_TITLES.length).toBeGreaterThanOrEqual(100);
    expect(JOB_TITLES.length).toBeLessThanOrEqual(120);
    expect(idsOf(JOB_TITLES)).toEqual(Array.from({ length: JOB_TITLES.length }, (_, i) => i + 1));
    expect(new Set(JOB_TITLES.map((t) => frText(t.label))).size).toBe(JOB_TITLES.length);
    for (const title of JOB_TITLES) {
      expect(frText(title.label).trim()).not.toBe('');
      expect(enText(title.label).trim()).not.toBe('');
    }
  });

  it('puts every title in an existing family, and every family has a title', () => {
    const familyIds = new Set(idsOf(JOB_FAMILIES));
    for (const title of JOB_TITLES) expect(familyIds.has(title.familyId)).toBe(true);
    for (const family of JOB_FAMILIES) expect(jobTitlesOfFamily(family.id).length).toBeGreaterThan(0);
  });

  it('lists titles grouped by family in family order', () => {
    const orderOf = new Map(JOB_FAMILIES.map((f) => [f.id, f.order]));
    const orders = JOB_TITLES.map((t) => orderOf.get(t.familyId) ?? 0);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('holds the usual French decision makers in the expected families', () => {
    const familyOf = (label: string) => JOB_TITLES.find((t) => frText(t.label) === label)?.familyId;
    expect(familyOf('Directeur général')).toBe(2);
    expect(familyOf('Directeur administratif et financier (DAF)')).toBe(4);
    expect(familyOf('Directeur des ressources humaines (DRH)')).toBe(5);
    expect(familyOf('Directeur des systèmes d’information (DSI)')).toBe(15);
    expect(familyOf('Directeur marketing')).toBe(10);
    expect(familyOf('Responsable achats')).toBe(7);
    expect(jobTitlesOfFamily(7).map((t) => frText(t.label))).toContain('Acheteur');
  });
});
