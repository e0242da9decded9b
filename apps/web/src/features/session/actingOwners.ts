import { decidingLicenceOf } from '@cible/core';
import type { Colleague, LicenceId, UserAccessSource } from '@cible/core';

/** A user a page may act for: the signed-in user, or a colleague core's rule lets him act for. */
export interface ActingOwner {
  readonly id: number;
  readonly name: string;
  readonly isSelf: boolean;
}

/** The signed-in user as the pages name him: first and last name, else his address. */
export interface ActingUser extends UserAccessSource {
  readonly id: number;
  readonly email: string;
  readonly first_name?: string;
  readonly last_name?: string;
}

/**
 * The signed-in user first, then the colleagues `mayActFor(callerLicence, colleagueLicence)` accepts (core's sender
 * rules: signatures, mailboxes), by name in French order. Empty when nobody is signed in; one owner when he acts for
 * nobody (the pages then show no picker).
 */
export function actingOwners(
  user: ActingUser | null,
  colleagues: readonly Colleague[],
  mayActFor: (callerLicence: LicenceId, colleagueLicence: LicenceId) => boolean,
): readonly ActingOwner[] {
  if (user === null) return [];
  const licence = decidingLicenceOf(user);
  const others = colleagues
    .filter((colleague) => colleague.id !== user.id && mayActFor(licence, decidingLicenceOf(colleague)))
    .map((colleague) => ({ id: colleague.id, name: `${colleague.first_name} ${colleague.last_name}`, isSelf: false }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const selfName = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email;
  return [{ id: user.id, name: selfName, isSelf: true }, ...others];
}
