import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LICENCE_IDS } from '../catalogues/licences';
import { abilityFor, can } from './ability';
import { hasEmailRentalAccess, hasExportAccess } from './export-capabilities';

const ability = (licenceId: (typeof LICENCE_IDS)[number], canExport: boolean, canExportLocation: boolean) =>
  abilityFor({ licenceId, testerLevel: null, isOrganizationManager: false, canExport, canExportLocation });

describe('export capabilities', () => {
  it('exports need can_export, email rental needs can_export_location', () => {
    expect(hasExportAccess(ability(1, true, false))).toBe(true);
    expect(hasExportAccess(ability(1, false, true))).toBe(false);
    expect(hasEmailRentalAccess(ability(2, false, true))).toBe(true);
    expect(hasEmailRentalAccess(ability(2, true, false))).toBe(false);
  });

  it('the capability never opens a page the licence does not read', () => {
    expect(hasExportAccess(ability(10, true, true))).toBe(false);
    expect(hasEmailRentalAccess(ability(1, true, true))).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom(...LICENCE_IDS), fc.boolean(), fc.boolean(), (id, e, l) => {
        const a = ability(id, e, l);
        return (
          hasExportAccess(a) === (e && can(a, 'read', 'PERSONAL_SPACE_EXPORT')) &&
          hasEmailRentalAccess(a) === (l && can(a, 'read', 'PERSONAL_SPACE_EMAIL_RENTAL'))
        );
      }),
    );
  });
});
