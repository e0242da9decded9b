import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import fc from 'fast-check';
import { JOB_FUNCTIONS, jobFunctionsOfClass } from './job-functions';
import { JOB_CLASSES } from './job-classes';
import type { JobClassId } from './job-classes';
import { idsOf } from './catalogue-entry';

describe('JOB_FUNCTIONS', () => {
  it('has about 150 functions with unique consecutive ids and unique labels', () => {
    expect(JOB_FUNCTIONS.length).toBeGreaterThanOrEqual(140);
    expect(JOB_FUNCTIONS.length).toBeLessThanOrEqual(160);
    expect(idsOf(JOB_FUNCTIONS)).toEqual(Array.from({ length: JOB_FUNCTIONS.length }, (_, i) => i + 1));
    expect(new Set(JOB_FUNCTIONS.map((f) => frText(f.label))).size).toBe(JOB_FUNCTIONS.length);
    expect(new Set(JOB_FUNCTIONS.map((f) => enText(f.label))).size).toBe(JOB_FUNCTIONS.length);
  });

  it('gives each function an existing job class, or none for the cross-cutting ones', () => {
    const classIds = new Set<number>(idsOf(JOB_CLASSES));
    for (const fn of JOB_FUNCTIONS) if (fn.jobClassId !== undefined) expect(classIds.has(fn.jobClassId)).toBe(true);
    expect(JOB_FUNCTIONS.filter((f) => f.jobClassId === undefined).map((f) => frText(f.label))).toEqual([
      'Gestion de projet',
      'Management de transition',
    ]);
  });

  it('offers under a class its own functions plus the cross-cutting ones', () => {
    const classId = fc.constantFrom(...JOB_CLASSES.map((c) => c.id)) as fc.Arbitrary<JobClassId>;
    fc.assert(
      fc.property(classId, (id) => {
        const offered = jobFunctionsOfClass(id);
        const own = JOB_FUNCTIONS.filter((f) => f.jobClassId === id).length;
        const crossCutting = JOB_FUNCTIONS.filter((f) => f.jobClassId === undefined).length;
        return offered.length === own + crossCutting && offered.every((f) => f.jobClassId === undefined || f.jobClassId === id);
      }),
    );
    expect(jobFunctionsOfClass(3).map((f) => frText(f.label))).toContain('Contrôle de gestion');
    expect(jobFunctionsOfClass(3).map((f) => frText(f.label))).not.toContain('Marketing digital');
  });
});
