import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import fc from 'fast-check';
import { JOB_CLASS, JOB_CLASSES, isJobClassId } from './job-classes';
import { idsOf, labelOf } from './catalogue-entry';

describe('JOB_CLASSES', () => {
  it('has ids 0 to 6 with the spec names', () => {
    expect(idsOf(JOB_CLASSES)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(frText(labelOf(JOB_CLASSES, 0))).toBe('Autre');
    expect(frText(labelOf(JOB_CLASSES, 1))).toBe('Gouvernance');
    expect(frText(labelOf(JOB_CLASSES, 2))).toBe('Direction générale');
    expect(frText(labelOf(JOB_CLASSES, 3))).toBe('Fonctions support');
    expect(frText(labelOf(JOB_CLASSES, 4))).toBe('Marketing/Commercial/Communication');
    expect(frText(labelOf(JOB_CLASSES, 5))).toBe('Technique');
    expect(frText(labelOf(JOB_CLASSES, 6))).toBe('Métiers spécifiques');
    expect(enText(labelOf(JOB_CLASSES, 6))).toBe('Specific trades');
  });

  it('has unique codes matching the code map', () => {
    expect(new Set(JOB_CLASSES.map((c) => c.code)).size).toBe(JOB_CLASSES.length);
    for (const jobClass of JOB_CLASSES) expect(JOB_CLASS[jobClass.code]).toBe(jobClass.id);
  });

  it('recognises exactly the catalogue ids', () => {
    fc.assert(fc.property(fc.integer({ min: -100, max: 100 }), (n) => isJobClassId(n) === (n >= 0 && n <= 6)));
    expect(isJobClassId('1')).toBe(false);
  });
});
