import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { JOB_FAMILIES, jobFamiliesOfClass } from './job-families';
import { JOB_CLASSES } from './job-classes';
import { idsOf } from './catalogue-entry';

describe('JOB_FAMILIES', () => {
  it('has 25 families with unique ids 1 to 25 and unique labels', () => {
    expect(JOB_FAMILIES).toHaveLength(25);
    expect(idsOf(JOB_FAMILIES)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(new Set(JOB_FAMILIES.map((f) => frText(f.label))).size).toBe(25);
    expect(new Set(JOB_FAMILIES.map((f) => enText(f.label))).size).toBe(25);
  });

  it('has orders forming 1 to 25, listed in order', () => {
    expect(JOB_FAMILIES.map((f) => f.order)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('puts every family in an existing job class, and every class has at least one family', () => {
    const classIds = new Set(idsOf(JOB_CLASSES));
    for (const family of JOB_FAMILIES) expect(classIds.has(family.jobClassId)).toBe(true);
    for (const jobClass of JOB_CLASSES) expect(jobFamiliesOfClass(jobClass.id).length).toBeGreaterThan(0);
  });

  it('lists the families of a class in display order', () => {
    expect(jobFamiliesOfClass(1).map((f) => frText(f.label))).toEqual(['Gouvernance et mandats sociaux']);
    expect(jobFamiliesOfClass(0).map((f) => frText(f.label))).toEqual(['Autres fonctions']);
    const support = jobFamiliesOfClass(3);
    expect(support.map((f) => frText(f.label))).toContain('Ressources humaines');
    expect(support.map((f) => f.order)).toEqual([...support.map((f) => f.order)].sort((a, b) => a - b));
    const total = JOB_CLASSES.reduce((sum, c) => sum + jobFamiliesOfClass(c.id).length, 0);
    expect(total).toBe(25);
  });
});
