import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Award id, 1 to 16. */
export type AwardId = number;

/** What kind of distinction an award is. */
export type AwardKind = 'ranking' | 'label' | 'programme';

export interface Award extends CatalogueEntry<AwardId> {
  readonly kind: AwardKind;
}

/**
 * The 16 awards, labels and rankings a company can hold (the "awards" company criterion): French and international
 * distinctions commonly held by companies in France (the spec gives the count; the list is designed here:
 * docs/rules/catalogues-places-companies.md "Awards").
 * @rule prospecting §3 · 16 awards
 */
export const AWARDS: readonly Award[] = labelled<Award>('awards', [
  { id: 1, kind: 'programme' },
  { id: 2, kind: 'programme' },
  { id: 3, kind: 'programme' },
  { id: 4, kind: 'ranking' },
  { id: 5, kind: 'ranking' },
  { id: 6, kind: 'label' },
  { id: 7, kind: 'label' },
  { id: 8, kind: 'ranking' },
  { id: 9, kind: 'label' },
  { id: 10, kind: 'label' },
  { id: 11, kind: 'label' },
  { id: 12, kind: 'label' },
  { id: 13, kind: 'label' },
  { id: 14, kind: 'label' },
  { id: 15, kind: 'label' },
  {
    id: 16,
    kind: 'label',
  },
]);
