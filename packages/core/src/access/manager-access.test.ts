import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LICENCE_IDS } from '../catalogues/licences';
import { abilityFor, can } from './ability';
import { hasManagerAccess } from './manager-access';

const user = (licenceId: (typeof LICENCE_IDS)[number], isOrganizationManager: boolean) =>
  abilityFor({ licenceId, testerLevel: null, isOrganizationManager, canExport: false, canExportLocation: false });

describe('hasManagerAccess', () => {
  it('needs both the manager flag and the MANAGER_ACCESS permission', () => {
    expect(hasManagerAccess(user(1, true))).toBe(true);
    expect(hasManagerAccess(user(1, false))).toBe(false);
    expect(hasManagerAccess(user(10, true))).toBe(false);
    expect(hasManagerAccess(user(9, true))).toBe(false);
  });

  it('equals is_organization_manager AND read on MANAGER_ACCESS for every licence', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LICENCE_IDS), fc.boolean(), (id, manager) => {
        const ability = user(id, manager);
        return hasManagerAccess(ability) === (manager && can(ability, 'read', 'MANAGER_ACCESS'));
      }),
    );
  });
});
