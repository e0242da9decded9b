import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import { CORE_TEXTS, textAt } from '../i18n/core-texts';
import { matchRoute } from '../routing/route-table';
import fc from 'fast-check';
import { LICENCE_IDS } from '../catalogues/licences';
import type { LicenceId } from '../catalogues/licences';
import type { TesterLevel } from '../catalogues/tester-levels';
import { abilityFor, can } from './ability';
import { MANAGER_AREA_PATHS, headerNavigationFor, managerMenuAutoOpen } from './header-links';
import { findNavEntry, navEntryKeys } from './navigation-item';
import type { NavEntry } from './navigation-item';

const ability = (licenceId: LicenceId, isOrganizationManager = false, testerLevel: TesterLevel | null = null) =>
  abilityFor({ licenceId, testerLevel, isOrganizationManager, canExport: false, canExportLocation: false });
const headerKeys = (licenceId: LicenceId, manager = false) =>
  headerNavigationFor(ability(licenceId, manager)).map((entry) => entry.key);

describe('header', () => {
  it('shows a sales manager every header entry with the manager submenu', () => {
    const entries = headerNavigationFor(ability(1, true));
    expect(entries.map((entry) => entry.key)).toEqual([
      'header.logo', 'header.advanced-search', 'header.business-alerts', 'header.conferences', 'header.prospecting',
      'header.my-lists', 'header.campaigns', 'header.sequences', 'header.notifications', 'header.quick-search', 'header.user-menu',
    ]);
    const keys = navEntryKeys(entries);
    for (const key of [
      'header.prospecting.dashboard', 'header.prospecting.my-prospects', 'header.prospecting.smart-scoring',
      'header.prospecting.manager.team-monitoring', 'header.prospecting.manager.lists-monitoring',
      'header.prospecting.manager.licenses-monitoring', 'header.campaigns.results', 'header.campaigns.sent',
      'header.campaigns.settings', 'header.sequences.results', 'header.sequences.ongoing', 'header.sequences.settings',
      'header.notifications.list', 'header.notifications.settings',
    ]) {
      expect(keys).toContain(key);
    }
    expect(findNavEntry(entries, 'header.advanced-search')).toMatchObject({ target: { kind: 'app', path: '/advanced-search' } });
    expect(findNavEntry(entries, 'header.my-lists')).toMatchObject({ target: { kind: 'app', path: '/my-lists' } });
    expect(findNavEntry(entries, 'header.prospecting.smart-scoring')).toMatchObject({ target: { kind: 'desk', path: '/my-prospecting/smart-prospect' } });
    expect(findNavEntry(entries, 'header.campaigns.sent')).toMatchObject({ target: { kind: 'app', path: '/campaigns/lists/sent' } });
    expect(findNavEntry(entries, 'header.sequences.ongoing')).toMatchObject({ target: { kind: 'app', path: '/sequences/lists/ongoing' } });
  });

  it('the manager submenu needs the manager flag', () => {
    expect(navEntryKeys(headerNavigationFor(ability(1, false)))).not.toContain('header.prospecting.manager');
    expect(frText(findNavEntry(headerNavigationFor(ability(1, true)), 'header.prospecting.manager')?.label)).toBe('Accès manager');
  });

  it('labels the prospecting menu "Dashboard" for insight and smart data', () => {
    expect(frText(findNavEntry(headerNavigationFor(ability(9)), 'header.prospecting')?.label)).toBe('Dashboard');
    expect(frText(findNavEntry(headerNavigationFor(ability(12)), 'header.prospecting')?.label)).toBe('Dashboard');
    expect(frText(findNavEntry(headerNavigationFor(ability(1)), 'header.prospecting')?.label)).toBe('Prospection');
  });

  it('hides my lists for sender licences, and senders see only the logo and their menu', () => {
    expect(headerKeys(10)).toEqual(['header.logo', 'header.user-menu']);
    expect(headerKeys(15, true)).toEqual(['header.logo', 'header.user-menu']);
  });

  it('never shows an entry whose subject is not readable, nor an empty menu', () => {
    const check = (a: ReturnType<typeof ability>, entries: readonly NavEntry[]): boolean =>
      entries.every(
        (entry) =>
          (entry.subject === null || can(a, 'read', entry.subject)) &&
          (entry.kind !== 'menu' || entry.key === 'header.user-menu' || entry.children.length > 0) &&
          (entry.kind !== 'menu' || check(a, entry.children)),
      );
    fc.assert(
      fc.property(fc.constantFrom(...LICENCE_IDS), fc.boolean(), fc.constantFrom<TesterLevel | null>(null, 'Beta', 'Alpha'), (id, m, t) => {
        const a = ability(id, m, t);
        return check(a, headerNavigationFor(a));
      }),
    );
  });

  it('has unique keys and labels that are texts of both languages, for every licence', () => {
    for (const licenceId of LICENCE_IDS) {
      const entries = headerNavigationFor(ability(licenceId, true, 'Alpha'));
      const keys = navEntryKeys(entries);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) {
        const label = findNavEntry(entries, key)?.label;
        expect(label && textAt(CORE_TEXTS.fr, label.key), key).toBeTruthy();
        expect(label && textAt(CORE_TEXTS.en, label.key), key).toBeTruthy();
      }
    }
  });

  it('leads every app link to a route of the route table', () => {
    const entries = headerNavigationFor(ability(3, true, 'Alpha'));
    for (const key of navEntryKeys(entries)) {
      const entry = findNavEntry(entries, key);
      const target = entry?.kind === 'widget' ? null : entry?.target;
      if (target?.kind === 'app') expect(matchRoute(target.path), key).not.toBeNull();
    }
    expect(MANAGER_AREA_PATHS).toEqual(['/my-prospecting/team-monitoring', '/my-prospecting/lists-monitoring', '/my-prospecting/licenses-monitoring']);
  });
});

describe('managerMenuAutoOpen', () => {
  it('opens on team monitoring, lists monitoring and licence monitoring', () => {
    expect(MANAGER_AREA_PATHS).toHaveLength(3);
    expect(managerMenuAutoOpen('/my-prospecting/team-monitoring/synthesis')).toBe(true);
    expect(managerMenuAutoOpen('/my-prospecting/team-monitoring')).toBe(true);
    expect(managerMenuAutoOpen('/my-prospecting/lists-monitoring')).toBe(true);
    expect(managerMenuAutoOpen('/my-prospecting/licenses-monitoring/')).toBe(true);
    expect(managerMenuAutoOpen('//my-prospecting//lists-monitoring?x=1')).toBe(true);
  });

  it('stays closed elsewhere', () => {
    expect(managerMenuAutoOpen('/my-prospecting/dashboard/synthesis')).toBe(false);
    expect(managerMenuAutoOpen('/my-prospecting/team-monitoring-old')).toBe(false);
    expect(managerMenuAutoOpen('/')).toBe(false);
  });
});
