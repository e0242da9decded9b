import { describe, expect, it } from 'vitest';
import { abilityFor, headerNavigationFor, navEntryKeys, verbatim } from '@cible/core';
import type { NavEntry } from '@cible/core';
import { filterNavigation, isTargetAvailable } from './filterNavigation';

const salesAbility = abilityFor({ licenceId: 1, testerLevel: null, isOrganizationManager: true, canExport: true, canExportLocation: true });

describe('filterNavigation', () => {
  it('keeps core’s navigation untouched when every page is built and a desk host is configured', () => {
    const header = headerNavigationFor(salesAbility);
    expect(filterNavigation(header, { isBuiltPath: () => true, deskHost: 'https://desk.example' })).toEqual(header);
  });

  it('removes links to pages that are not built and menus left empty', () => {
    const header = headerNavigationFor(salesAbility);
    const kept = filterNavigation(header, { isBuiltPath: (path) => path === '/' || path === '/campaigns/results', deskHost: null });
    const keys = navEntryKeys(kept);
    expect(keys).toContain('header.logo');
    expect(keys).toContain('header.campaigns.results');
    expect(keys).not.toContain('header.campaigns.sent');
    expect(keys).not.toContain('header.sequences');
    expect(keys).not.toContain('header.prospecting');
    expect(keys).not.toContain('header.advanced-search');
  });

  it('shows desk links only with a desk host', () => {
    const header = headerNavigationFor(salesAbility);
    const withDesk = navEntryKeys(filterNavigation(header, { isBuiltPath: () => false, deskHost: 'https://desk.example' }));
    expect(withDesk).toEqual(expect.arrayContaining(['header.prospecting.my-prospects', 'header.prospecting.smart-scoring']));
    expect(withDesk).not.toContain('header.advanced-search');
    expect(withDesk).not.toContain('header.my-lists');
    expect(withDesk).not.toContain('header.prospecting.dashboard');
  });

  it('drops a menu title link that is not built but keeps its children', () => {
    const menu: NavEntry = {
      kind: 'menu',
      key: 'm',
      label: verbatim('M'),
      subject: null,
      target: { kind: 'app', path: '/personal-space/profile' },
      children: [{ kind: 'link', key: 'l', label: verbatim('L'), subject: null, target: { kind: 'action', action: 'logout' } }],
    };
    expect(filterNavigation([menu], { isBuiltPath: () => false, deskHost: null })).toEqual([{ ...menu, target: null }]);
  });

  it('always lets actions through', () => {
    expect(isTargetAvailable({ kind: 'action', action: 'logout' }, { isBuiltPath: () => false, deskHost: null })).toBe(true);
  });
});
