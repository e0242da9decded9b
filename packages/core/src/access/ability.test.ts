import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LICENCE_IDS } from '../catalogues/licences';
import { testerRank } from '../catalogues/tester-levels';
import type { TesterLevel } from '../catalogues/tester-levels';
import {
  abilityFor,
  accessUserFromUser,
  can,
  currentLicenceOf,
  decidingLicenceOf,
  effectiveActions,
  parseTesterLevel,
} from './ability';
import type { AccessUser } from './ability';
import { licenceActions } from './permission-matrix';
import { PERMISSION_ACTIONS, PERMISSION_SUBJECTS } from './permission-subjects';

const userOf = (licenceId: AccessUser['licenceId'], testerLevel: TesterLevel | null = null): AccessUser => ({
  licenceId,
  testerLevel,
  isOrganizationManager: false,
  canExport: false,
  canExportLocation: false,
});
const licence = fc.constantFrom(...LICENCE_IDS);
const level = fc.constantFrom<TesterLevel | null>(null, 'Beta', 'Alpha');
const subject = fc.constantFrom(...PERMISSION_SUBJECTS);
const action = fc.constantFrom(...PERMISSION_ACTIONS);

describe('can / abilityFor', () => {
  it('reads the licence matrix for generally available subjects', () => {
    const marketing = abilityFor(userOf(2));
    expect(can(marketing, 'delete', 'CAMPAIGNS')).toBe(true);
    expect(can(abilityFor(userOf(1)), 'update', 'CAMPAIGNS')).toBe(false);
    expect(can(abilityFor(userOf(1)), 'read', 'CAMPAIGNS')).toBe(true);
    expect(can(abilityFor(userOf(0)), 'read', 'CAMPAIGNS')).toBe(false);
  });

  it('hides beta subjects below Beta, grants licence actions to Beta and all actions to Alpha', () => {
    expect(can(abilityFor(userOf(1)), 'read', 'PERSONAL_SPACE_LINKEDIN_CONNECTION')).toBe(false);
    expect(can(abilityFor(userOf(1)), 'read', 'PERSONAL_SPACE_MY_AI')).toBe(false);
    expect(effectiveActions(userOf(1, 'Beta'), 'PERSONAL_SPACE_MY_AI')).toEqual(['read']);
    expect(effectiveActions(userOf(1, 'Alpha'), 'PERSONAL_SPACE_MY_AI')).toEqual(PERMISSION_ACTIONS);
  });

  it('a tester level never opens a subject the licence does not read', () => {
    expect(can(abilityFor(userOf(10, 'Alpha')), 'read', 'PERSONAL_SPACE_LINKEDIN_CONNECTION')).toBe(false);
    fc.assert(
      fc.property(licence, level, subject, action, (id, l, s, a) =>
        !can(abilityFor(userOf(id, l)), a, s) || licenceActions(id, s).includes('read'),
      ),
    );
  });

  it('is monotone in the tester level', () => {
    fc.assert(
      fc.property(licence, level, level, subject, action, (id, a, b, s, act) => {
        if (testerRank(a) > testerRank(b)) return true;
        return !can(abilityFor(userOf(id, a)), act, s) || can(abilityFor(userOf(id, b)), act, s);
      }),
    );
  });

  it('equals the licence matrix for users without tester level on GA subjects', () => {
    fc.assert(
      fc.property(licence, subject, action, (id, s, a) => {
        const user = userOf(id);
        return can(abilityFor(user), a, s) === effectiveActions(user, s).includes(a);
      }),
    );
  });
});

describe('accessUserFromUser', () => {
  it('the first entry decides the licence, flags default to false', () => {
    const user = accessUserFromUser({
      organization_user_license_list: [{ id: 7, license: { id: 11 } }, { id: 9, license: { id: 13 } }],
      tester_level: 'Beta',
      is_organization_manager: true,
      can_export: true,
    });
    expect(user).toEqual({ licenceId: 11, testerLevel: 'Beta', isOrganizationManager: true, canExport: true, canExportLocation: false, isPlatformAdmin: false });
    expect(accessUserFromUser({ is_platform_admin: true }).isPlatformAdmin).toBe(true);
    expect(accessUserFromUser({ is_platform_admin: null }).isPlatformAdmin).toBe(false);
    expect(decidingLicenceOf({ organization_user_license_list: [{ license: { id: 4 } }] })).toBe(4);
  });

  it('no licence list, an empty list or an unknown licence id gives licence 0', () => {
    expect(decidingLicenceOf({})).toBe(0);
    expect(decidingLicenceOf({ organization_user_license_list: [] })).toBe(0);
    expect(decidingLicenceOf({ organization_user_license_list: [{ license: { id: 99 } }] })).toBe(0);
    expect(decidingLicenceOf({ organization_user_license_list: [{ license: null }] })).toBe(0);
    expect(accessUserFromUser({ organization_user_license_list: null }).licenceId).toBe(0);
  });

  it('the current licence is the latest entry by id', () => {
    const first = { id: 3, license: { id: 11 } };
    const latest = { id: 8, license: { id: 13 } };
    expect(currentLicenceOf({ organization_user_license_list: [first, latest, { id: 5, license: { id: 1 } }] })).toBe(latest);
    expect(currentLicenceOf({ organization_user_license_list: [{ license: { id: 13 } }, { license: { id: 2 } }] })?.license?.id).toBe(13);
    expect(currentLicenceOf({ organization_user_license_list: [] })).toBeNull();
  });

  it('reads the tester level case-insensitively', () => {
    expect(parseTesterLevel('Alpha')).toBe('Alpha');
    expect(parseTesterLevel('beta')).toBe('Beta');
    expect(parseTesterLevel('Gamma')).toBeNull();
    expect(parseTesterLevel(null)).toBeNull();
    expect(parseTesterLevel(undefined)).toBeNull();
  });
});
