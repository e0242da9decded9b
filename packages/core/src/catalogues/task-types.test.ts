import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import fc from 'fast-check';
import { TASK_TYPE, TASK_TYPES, TASK_TYPE_LABELS_FR, taskTypeDisplayLabel } from './task-types';
import { idsOf } from './catalogue-entry';

describe('TASK_TYPES', () => {
  it('is the id catalogue: 1 phone, 2 LinkedIn, 3 mail, 4 other', () => {
    expect(TASK_TYPES.map((t) => [t.id, t.code])).toEqual([
      [1, 'phone'],
      [2, 'linkedin'],
      [3, 'mail'],
      [4, 'other'],
    ]);
    for (const type of TASK_TYPES) expect(TASK_TYPE[type.code]).toBe(type.id);
  });
});

describe('TASK_TYPE_LABELS_FR', () => {
  it('is the display list: 1 Appel, 2 LinkedIn, 3 Email, 4 Autre', () => {
    expect(TASK_TYPE_LABELS_FR.map((t) => [t.id, frText(t.label)])).toEqual([
      [1, 'Appel'],
      [2, 'LinkedIn'],
      [3, 'Email'],
      [4, 'Autre'],
    ]);
  });

  it('agrees with the id catalogue id by id (LinkedIn is 2, email is 3, not the prose order)', () => {
    expect(idsOf(TASK_TYPE_LABELS_FR)).toEqual(idsOf(TASK_TYPES));
    expect(frText(taskTypeDisplayLabel(TASK_TYPE.linkedin))).toBe('LinkedIn');
    expect(frText(taskTypeDisplayLabel(TASK_TYPE.mail))).toBe('Email');
    expect(frText(taskTypeDisplayLabel(TASK_TYPE.phone))).toBe('Appel');
    expect(enText(taskTypeDisplayLabel(TASK_TYPE.other))).toBe('Other');
  });

  it('has no label for an unknown id', () => {
    fc.assert(fc.property(fc.integer(), (n) => (n >= 1 && n <= 4) || taskTypeDisplayLabel(n) === undefined));
  });
});
