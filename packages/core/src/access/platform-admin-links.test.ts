import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LICENCE_IDS } from '../catalogues/licences';
import { matchRoute } from '../routing/route-table';
import { abilityFor } from './ability';
import { platformAdminLinksFor } from './platform-admin-links';

describe('platformAdminLinksFor', () => {
  it('gives platform administrators the usage analytics and inquiry desk links, whatever their licence; nobody else any link', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LICENCE_IDS), fc.boolean(), fc.boolean(), (licenceId, isOrganizationManager, isPlatformAdmin) => {
        const ability = abilityFor({ licenceId, testerLevel: null, isOrganizationManager, canExport: false, canExportLocation: false, isPlatformAdmin });
        const links = platformAdminLinksFor(ability);
        // Oracle: the two links exactly when the user is a platform administrator.
        expect(links.map((link) => link.key)).toEqual(isPlatformAdmin ? ['platform-admin.analytics', 'platform-admin.inquiries'] : []);
      }),
    );
  });

  it('leads to the platform administrators’ usage page (a platformAdminOnly route)', () => {
    const [link] = platformAdminLinksFor(abilityFor({ licenceId: 1, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false, isPlatformAdmin: true }));
    expect(link?.target).toEqual({ kind: 'app', path: '/support/analytics' });
    const route = matchRoute('/support/analytics')?.route;
    expect([route?.name, route?.platformAdminOnly]).toEqual(['SupportAnalytics', true]);
  });

  it('leads to the inquiry desk (a platformAdminOnly route)', () => {
    const links = platformAdminLinksFor(abilityFor({ licenceId: 1, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false, isPlatformAdmin: true }));
    expect(links[1]?.target).toEqual({ kind: 'app', path: '/support/inquiries' });
    const route = matchRoute('/support/inquiries')?.route;
    expect([route?.name, route?.platformAdminOnly]).toEqual(['SupportInquiries', true]);
  });
});
