import { describe, expect, it } from 'vitest';
import { enText, frText } from '../testing/texts';
import fc from 'fast-check';
import { LICENCE_IDS } from '../catalogues/licences';
import type { LicenceId } from '../catalogues/licences';
import { abilityFor, can } from './ability';
import { PERSONAL_SPACE_LINKS, personalSpaceLinkDefinition, visiblePersonalSpaceLink } from './personal-space-links';

const ability = (licenceId: LicenceId, flags: Partial<{ canExport: boolean; canExportLocation: boolean }> = {}) =>
  abilityFor({ licenceId, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false, ...flags });

describe('personal-space links', () => {
  it('have unique keys, French and English labels', () => {
    expect(new Set(PERSONAL_SPACE_LINKS.map((link) => link.key)).size).toBe(PERSONAL_SPACE_LINKS.length);
    for (const link of PERSONAL_SPACE_LINKS) expect(frText(link.label) && enText(link.label)).not.toBe(link.label.key);
    expect(personalSpaceLinkDefinition('connections').activePaths).toContain('/personal-space/linkedin-connection');
    // The entry opens the connections overview (ADR 007), highlighted on the two sub-pages too.
    expect(personalSpaceLinkDefinition('connections').target).toEqual({ kind: 'app', path: '/personal-space/connections' });
  });

  it('my contract is always shown', () => {
    fc.assert(fc.property(fc.constantFrom(...LICENCE_IDS), (id) => visiblePersonalSpaceLink(ability(id), 'my-contract', 'x') !== null));
  });

  it('a link with a subject is never visible without read on it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LICENCE_IDS), fc.constantFrom(...PERSONAL_SPACE_LINKS), fc.boolean(), fc.boolean(), (id, link, e, l) => {
        const a = ability(id, { canExport: e, canExportLocation: l });
        const visible = visiblePersonalSpaceLink(a, link.key, 'x');
        return visible === null || link.subject === null || can(a, 'read', link.subject);
      }),
    );
  });

  it('saved searches and test emails are hidden for sender licences; exports need can_export', () => {
    expect(visiblePersonalSpaceLink(ability(1), 'saved-searches', 'x')).not.toBeNull();
    expect(visiblePersonalSpaceLink(ability(10), 'saved-searches', 'x')).toBeNull();
    expect(visiblePersonalSpaceLink(ability(15), 'test-emails', 'x')).toBeNull();
    expect(visiblePersonalSpaceLink(ability(1), 'exports', 'x')).toBeNull();
    expect(visiblePersonalSpaceLink(ability(1, { canExport: true }), 'exports', 'x')?.key).toBe('x.exports');
  });

  it('templates is labelled per licence', () => {
    expect(frText(visiblePersonalSpaceLink(ability(14), 'templates', 's')?.label)).toBe('Mes templates');
    expect(frText(visiblePersonalSpaceLink(ability(2), 'templates', 's')?.label)).toBe('Templates et signature');
  });
});
