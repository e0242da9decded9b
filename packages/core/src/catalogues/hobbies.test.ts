import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { HOBBIES, HOBBY_TYPES, hobbiesOfType } from './hobbies';

describe('HOBBY_TYPES', () => {
  it('has the four spec types, ids 1 to 4', () => {
    expect(HOBBY_TYPES.map((t) => [t.id, t.code])).toEqual([
      [1, 'arts'],
      [2, 'outings_travel'],
      [3, 'sports'],
      [4, 'others'],
    ]);
    expect(new Set(HOBBY_TYPES.map((t) => frText(t.label))).size).toBe(4);
  });
});

describe('HOBBIES', () => {
  it('has 55 hobbies, ids 1 to 55, unique labels', () => {
    expect(HOBBIES.map((h) => h.id)).toEqual(Array.from({ length: 55 }, (_, i) => i + 1));
    expect(new Set(HOBBIES.map((h) => frText(h.label))).size).toBe(55);
    expect(new Set(HOBBIES.map((h) => enText(h.label))).size).toBe(55);
  });

  it('gives every hobby a known type, every type having hobbies', () => {
    const codes = new Set(HOBBY_TYPES.map((t) => t.code));
    for (const hobby of HOBBIES) expect(codes.has(hobby.hobbyType)).toBe(true);
    const total = HOBBY_TYPES.reduce((sum, type) => sum + hobbiesOfType(type.code).length, 0);
    expect(total).toBe(HOBBIES.length);
    for (const type of HOBBY_TYPES) expect(hobbiesOfType(type.code).length).toBeGreaterThan(0);
    expect(HOBBIES.find((h) => frText(h.label) === 'Golf')?.hobbyType).toBe('sports');
  });
});
