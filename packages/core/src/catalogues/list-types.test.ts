import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { LIST_TYPE, LIST_TYPES } from './list-types';
import { idsOf, labelOf } from './catalogue-entry';

describe('LIST_TYPES', () => {
  it('numbers the spec’s six list types 1 to 6 in the spec’s order', () => {
    expect(idsOf(LIST_TYPES)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(LIST_TYPES.map((t) => t.code)).toEqual([
      'all',
      'my_contact_lists',
      'my_company_lists',
      'openers_clickers',
      'automatic',
      'unsubscribed',
    ]);
    expect(frText(labelOf(LIST_TYPES, 1))).toBe('Toutes les listes');
    expect(frText(labelOf(LIST_TYPES, 6))).toBe('Désinscrits');
  });

  it('has unique labels, and LIST_TYPE maps every code to its id', () => {
    expect(new Set(LIST_TYPES.map((t) => frText(t.label))).size).toBe(6);
    expect(new Set(LIST_TYPES.map((t) => enText(t.label))).size).toBe(6);
    for (const type of LIST_TYPES) expect(LIST_TYPE[type.code]).toBe(type.id);
  });
});
