import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { JOB_TYPES } from './job-types';
import { JOB_CLASSES } from './job-classes';
import { idsOf, labelOf } from './catalogue-entry';

describe('JOB_TYPES', () => {
  it('has 29 types with ids 1 to 29 and unique labels', () => {
    expect(idsOf(JOB_TYPES)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
    expect(new Set(JOB_TYPES.map((t) => frText(t.label))).size).toBe(29);
    expect(new Set(JOB_TYPES.map((t) => enText(t.label))).size).toBe(29);
    expect(frText(labelOf(JOB_TYPES, 14))).toBe('Informatique');
    expect(frText(labelOf(JOB_TYPES, 29))).toBe('Autre');
  });

  it('puts every type in an existing job class and covers every class', () => {
    const classIds = new Set(idsOf(JOB_CLASSES));
    for (const type of JOB_TYPES) expect(classIds.has(type.jobClassId)).toBe(true);
    expect(new Set(JOB_TYPES.map((t) => t.jobClassId))).toEqual(classIds);
  });
});
