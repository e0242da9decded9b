import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HELP_REQUEST_TYPES } from '../catalogues/help-request-types';
import { LICENCE_IDS } from '../catalogues/licences';
import { abilityFor, can } from './ability';
import { SERVICE_HELP_REQUEST_TYPE_CODES, mayRequestHelpType } from './help-request-access';

const abilityOf = (licenceId: (typeof LICENCE_IDS)[number], testerLevel: 'Alpha' | 'Beta' | null = null) =>
  abilityFor({ licenceId, testerLevel, isOrganizationManager: false, canExport: false, canExportLocation: false });

describe('mayRequestHelpType', () => {
  it('lets everyone contact customer service and report a bug; a profile setup or a training needs REQUEST_HELP', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LICENCE_IDS), fc.constantFrom(null, 'Alpha' as const, 'Beta' as const), fc.constantFrom(...HELP_REQUEST_TYPES), (licenceId, tester, type) => {
        const ability = abilityOf(licenceId, tester);
        const service = type.code === 'profile_setup' || type.code === 'training';
        return mayRequestHelpType(ability, type) === (!service || can(ability, 'read', 'REQUEST_HELP'));
      }),
    );
    expect(SERVICE_HELP_REQUEST_TYPE_CODES).toEqual(['profile_setup', 'training']);
  });

  it('kam (which reads request-help) may ask for a training; sales may not; nobody is refused the default type', () => {
    const training = HELP_REQUEST_TYPES.find((type) => type.code === 'training')!;
    expect(mayRequestHelpType(abilityOf(4), training)).toBe(true);
    expect(mayRequestHelpType(abilityOf(1), training)).toBe(false);
    for (const licenceId of LICENCE_IDS) expect(mayRequestHelpType(abilityOf(licenceId), HELP_REQUEST_TYPES[0]!)).toBe(true);
  });
});
