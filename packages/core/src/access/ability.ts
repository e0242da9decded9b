import { isLicenceId } from '../catalogues/licences';
import type { LicenceId } from '../catalogues/licences';
import { testerLevelAllows } from '../catalogues/tester-levels';
import type { TesterLevel } from '../catalogues/tester-levels';
import { licenceActions } from './permission-matrix';
import type { PermissionGrants } from './permission-matrix';
import { PERMISSION_ACTIONS, PERMISSION_SUBJECTS, featureStageOf } from './permission-subjects';
import type { PermissionAction, PermissionSubject } from './permission-subjects';

/** What access rules need to know about a user (structural: any object with these fields fits). */
export interface AccessUser {
  readonly licenceId: LicenceId;
  readonly testerLevel: TesterLevel | null;
  readonly isOrganizationManager: boolean;
  readonly canExport: boolean;
  readonly canExportLocation: boolean;
  /**
   * The platform's own support staff (designed: `is_platform_admin`, e.g. support@cible.demo): the support inbox and
   * the platform's administration pages. Absent means false. Never a licence right: the matrix does not read it.
   */
  readonly isPlatformAdmin?: boolean;
}

/** A user's effective rights: the user's flags and the actions granted per subject. */
export interface Ability {
  readonly user: AccessUser;
  readonly grants: PermissionGrants;
}

/**
 * The effective actions of a user on a subject: the licence's actions, hidden entirely when the subject's
 * stage is above the user's tester level; an Alpha tester gets every action on an alpha or beta subject
 * the licence lets them read. A tester level never opens a subject the licence does not read.
 * @rule app-shell §6 · Alpha grants alpha and beta features with full actions; Beta grants beta features
 */
export function effectiveActions(user: AccessUser, subject: PermissionSubject): readonly PermissionAction[] {
  const stage = featureStageOf(subject);
  if (!testerLevelAllows(user.testerLevel, stage)) return [];
  const actions = licenceActions(user.licenceId, subject);
  if (stage !== 'ga' && user.testerLevel === 'Alpha' && actions.includes('read')) return PERMISSION_ACTIONS;
  return actions;
}

/**
 * The ability of a user: the effective actions on every subject.
 * @rule app-shell §6 · a user's rights come from the first licence and the tester level
 */
export function abilityFor(user: AccessUser): Ability {
  const grants: Partial<Record<PermissionSubject, readonly PermissionAction[]>> = {};
  for (const subject of PERMISSION_SUBJECTS) {
    const actions = effectiveActions(user, subject);
    if (actions.length > 0) grants[subject] = actions;
  }
  return { user, grants };
}

/**
 * Whether the ability allows an action on a subject.
 * @rule app-shell §6 · checks are an action on a named subject
 */
export function can(ability: Ability, action: PermissionAction, subject: PermissionSubject): boolean {
  return ability.grants[subject]?.includes(action) ?? false;
}

/** One entry of the spec's organization_user_license_list (only the fields access rules read). */
export interface UserLicenceEntry {
  readonly id?: number | null;
  readonly license?: { readonly id: number } | null;
}

/** The fields of the spec's User entity that access rules read (`UserSchema`; docs/rules/access.md "Model"). */
export interface UserAccessSource {
  readonly organization_user_license_list?: readonly UserLicenceEntry[] | null;
  readonly tester_level?: string | null;
  readonly is_organization_manager?: boolean | null;
  readonly can_export?: boolean | null;
  readonly can_export_location?: boolean | null;
  readonly is_platform_admin?: boolean | null;
}

/**
 * The licence that decides access: the first entry's license.id; 0 (no licence) when the list is empty
 * or the id is not a known licence.
 * @rule app-shell §3 · the first licence entry decides the licence
 */
export function decidingLicenceOf(user: UserAccessSource): LicenceId {
  const id = user.organization_user_license_list?.[0]?.license?.id;
  return isLicenceId(id) ? id : 0;
}

/**
 * The current licence entry: the latest one, i.e. the entry with the greatest entry id (the greatest
 * license id when entries carry no id); null for an empty list.
 * @rule app-shell §3 · the latest licence by id is the current one
 */
export function currentLicenceOf<E extends UserLicenceEntry>(user: {
  readonly organization_user_license_list?: readonly E[] | null;
}): E | null {
  const entries = user.organization_user_license_list ?? [];
  const allHaveIds = entries.every((entry) => typeof entry.id === 'number');
  const rank = (entry: E): number => (allHaveIds ? (entry.id as number) : (entry.license?.id ?? -1));
  let latest: E | null = null;
  for (const entry of entries) {
    if (latest === null || rank(entry) > rank(latest)) latest = entry;
  }
  return latest;
}

/**
 * Reads a tester level (case-insensitive 'Alpha' or 'Beta'); anything else is no tester level.
 * @rule app-shell §3 · tester level is Alpha or Beta
 */
export function parseTesterLevel(value: string | null | undefined): TesterLevel | null {
  const normalised = value?.trim().toLowerCase();
  if (normalised === 'alpha') return 'Alpha';
  if (normalised === 'beta') return 'Beta';
  return null;
}

/**
 * Maps the spec's User entity to the access user (missing flags are false; `is_platform_admin` is designed).
 * @rule app-shell §3 · access user from the User entity (first licence, tester level, manager and export flags)
 */
export function accessUserFromUser(user: UserAccessSource): AccessUser {
  return {
    licenceId: decidingLicenceOf(user),
    testerLevel: parseTesterLevel(user.tester_level),
    isOrganizationManager: user.is_organization_manager === true,
    canExport: user.can_export === true,
    canExportLocation: user.can_export_location === true,
    isPlatformAdmin: user.is_platform_admin === true,
  };
}
