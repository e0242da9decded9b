import { describe, expect, it } from 'vitest';
import { abilityFor } from './ability';
import { quickSearchColumnsFor } from './quick-search-visibility';

const ability = (licenceId: 0 | 1 | 9 | 10) =>
  abilityFor({ licenceId, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false });

describe('quickSearchColumnsFor', () => {
  it('shows the four columns and see-more links to licences reading quick search', () => {
    const all = { companies: true, contacts: true, news: true, conferences: true, allResults: true };
    expect(quickSearchColumnsFor(ability(1))).toEqual(all);
    expect(quickSearchColumnsFor(ability(9))).toEqual(all);
  });

  it('shows nothing without QUICK_SEARCH', () => {
    const none = { companies: false, contacts: false, news: false, conferences: false, allResults: false };
    expect(quickSearchColumnsFor(ability(10))).toEqual(none);
    expect(quickSearchColumnsFor(ability(0))).toEqual(none);
  });
});
