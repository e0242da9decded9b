import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LICENCE_IDS } from '../catalogues/licences';
import type { LicenceId } from '../catalogues/licences';
import { abilityFor } from './ability';
import { USER_MENU_LINK_KEYS, userMenuFor, userMenuLinksFor } from './user-menu';

const ability = (licenceId: LicenceId, canExport = false, canExportLocation = false) =>
  abilityFor({ licenceId, testerLevel: null, isOrganizationManager: false, canExport, canExportLocation });
const keys = (licenceId: LicenceId, e = false, l = false) => userMenuLinksFor(ability(licenceId, e, l)).map((link) => link.key);

describe('user menu', () => {
  it('lists the spec’s user-menu entries in order', () => {
    expect(USER_MENU_LINK_KEYS).toEqual([
      'saved-searches', 'reports', 'exports', 'email-rental', 'credit-consumption', 'profile', 'my-contract',
      'company-segments', 'contact-segments', 'alerts', 'templates', 'test-emails', 'connections', 'change-password', 'logout',
    ]);
  });

  it('a marketing user with both capabilities sees every entry', () => {
    expect(keys(2, true, true)).toEqual(USER_MENU_LINK_KEYS.map((key) => `user-menu.${key}`));
  });

  it('exports and email rental follow the capabilities', () => {
    expect(keys(2)).not.toContain('user-menu.exports');
    expect(keys(2)).not.toContain('user-menu.email-rental');
    expect(keys(2, true)).toContain('user-menu.exports');
  });

  it('a sender sees requests, my contract, templates, connections, change password and logout', () => {
    expect(keys(10, true, true)).toEqual([
      'user-menu.reports', 'user-menu.my-contract', 'user-menu.templates', 'user-menu.connections',
      'user-menu.change-password', 'user-menu.logout',
    ]);
  });

  it('every signed-in user can log out and see the contract', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LICENCE_IDS), (id) => {
        const k = keys(id);
        return k.includes('user-menu.logout') && k.includes('user-menu.my-contract') && k.includes('user-menu.change-password');
      }),
    );
  });

  it('the menu title links to the profile for licences reading the personal-space root', () => {
    expect(userMenuFor(ability(4)).target).toEqual({ kind: 'app', path: '/personal-space/profile' });
    expect(userMenuFor(ability(8)).target).toBeNull();
    expect(userMenuFor(ability(10)).children.length).toBeGreaterThan(0);
  });
});
