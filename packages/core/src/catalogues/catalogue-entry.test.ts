import { describe, expect, it } from 'vitest';
import { numberedCatalogue } from './catalogue-entry';

describe('numberedCatalogue', () => {
  it('lists the ids 1 to count, each labelled by its text of the catalogue', () => {
    expect(numberedCatalogue('industryClasses', 3)).toEqual([
      { id: 1, label: { key: 'catalogue.industryClasses.1' } },
      { id: 2, label: { key: 'catalogue.industryClasses.2' } },
      { id: 3, label: { key: 'catalogue.industryClasses.3' } },
    ]);
    expect(numberedCatalogue('industryClasses', 0)).toEqual([]);
  });
});
