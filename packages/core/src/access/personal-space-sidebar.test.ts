import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import fc from 'fast-check';
import { LICENCE_IDS } from '../catalogues/licences';
import type { LicenceId } from '../catalogues/licences';
import { abilityFor } from './ability';
import { PERSONAL_SPACE_LINKS } from './personal-space-links';
import { PERSONAL_SPACE_GROUPS, isSidebarLinkActive, personalSpaceSidebarFor } from './personal-space-sidebar';

const ability = (licenceId: LicenceId, canExport = false, canExportLocation = false) =>
  abilityFor({ licenceId, testerLevel: null, isOrganizationManager: false, canExport, canExportLocation });
const sidebar = (licenceId: LicenceId, e = false, l = false) =>
  Object.fromEntries(personalSpaceSidebarFor(ability(licenceId, e, l)).map((group) => [group.key, group.links.map((link) => link.key)]));

describe('personal-space sidebar', () => {
  it('has the groups my activity, my profile, my settings', () => {
    expect(PERSONAL_SPACE_GROUPS.map((group) => group.key)).toEqual(['my-activity', 'my-profile', 'my-settings']);
    expect(PERSONAL_SPACE_GROUPS[1]?.links).toEqual(
      ['profile', 'my-ai', 'my-contract', 'company-segments', 'contact-segments', 'alerts', 'templates', 'test-emails'],
    );
  });

  it('shows a marketing user with both capabilities every link except the beta my-ai', () => {
    expect(sidebar(2, true, true)).toEqual({
      'my-activity': ['sidebar.saved-searches', 'sidebar.notifications', 'sidebar.exports', 'sidebar.email-rental', 'sidebar.credit-consumption'],
      'my-profile': ['sidebar.profile', 'sidebar.my-contract', 'sidebar.company-segments', 'sidebar.contact-segments', 'sidebar.alerts', 'sidebar.templates', 'sidebar.test-emails'],
      'my-settings': ['sidebar.connections', 'sidebar.notification-settings', 'sidebar.change-password', 'sidebar.logout'],
    });
  });

  it('hides bat and saved searches for senders; my contract always shown', () => {
    expect(sidebar(15)).toEqual({
      'my-profile': ['sidebar.my-contract', 'sidebar.templates'],
      'my-settings': ['sidebar.connections', 'sidebar.change-password', 'sidebar.logout'],
    });
    fc.assert(fc.property(fc.constantFrom(...LICENCE_IDS), (id) => (sidebar(id)['my-profile'] ?? []).includes('sidebar.my-contract')));
  });

  it('labels templates "Mes templates" for smart campaign v2', () => {
    const profile = personalSpaceSidebarFor(ability(14)).find((group) => group.key === 'my-profile');
    expect(frText(profile?.links.find((link) => link.key === 'sidebar.templates')?.label)).toBe('Mes templates');
  });

  it('never shows an empty group', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LICENCE_IDS), fc.boolean(), fc.boolean(), (id, e, l) =>
        personalSpaceSidebarFor(ability(id, e, l)).every((group) => group.links.length > 0),
      ),
    );
  });

  it('highlights connections on the email and LinkedIn connection pages', () => {
    expect(isSidebarLinkActive('connections', '/personal-space/email-connection')).toBe(true);
    expect(isSidebarLinkActive('connections', '/personal-space/linkedin-connection')).toBe(true);
    expect(isSidebarLinkActive('connections', '/personal-space/connections')).toBe(true);
    expect(isSidebarLinkActive('connections', '/personal-space/profile')).toBe(false);
    expect(isSidebarLinkActive('profile', '/personal-space/profile/')).toBe(true);
  });

  it('highlights the most specific link: notification settings is not notifications', () => {
    expect(isSidebarLinkActive('notification-settings', '/personal-space/notifications/settings')).toBe(true);
    expect(isSidebarLinkActive('notifications', '/personal-space/notifications/settings')).toBe(false);
    expect(isSidebarLinkActive('notifications', '/personal-space/notifications')).toBe(true);
    expect(isSidebarLinkActive('templates', '/personal-space/templates/edit/12')).toBe(true);
    expect(isSidebarLinkActive('templates', '/personal-space/signatures')).toBe(true);
    expect(isSidebarLinkActive('exports', '/personal-space/exports/3?x=1')).toBe(true);
    expect(isSidebarLinkActive('exports', '/personal-space/exports-old')).toBe(false);
  });

  it('at most one link is active on any path', () => {
    const paths = fc.constantFrom(...PERSONAL_SPACE_LINKS.flatMap((link) => link.activePaths), '/personal-space', '/');
    fc.assert(
      fc.property(paths, fc.constantFrom('', '/12', '/edit', '/'), (path, suffix) =>
        PERSONAL_SPACE_LINKS.filter((link) => isSidebarLinkActive(link.key, path + suffix)).length <= 1,
      ),
    );
  });
});
