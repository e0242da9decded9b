import { accessUserFromUser, licenceById, translate } from '@cible/core';
import type { Colleague, LicenseRef, Organization, User } from '@cible/core';
import type { SessionUser } from '../../security/session-user';
import type { OrganizationRecord, UserRecord } from './user-record';

/** A licence reference `{ id, name }` with the catalogue's French name (core's i18n files). */
export function licenseRefOf(licenceId: number): LicenseRef {
  const licence = licenceById(licenceId);
  return { id: licence.id, name: translate(licence.label) };
}

/**
 * The User of the contract (core's UserSchema) for a record. `connected_as` is set on the
 * impersonated user's own record while a "connected as" token is in use (the web app shows its warning icon).
 */
export function toUserPayload(record: UserRecord, options: { readonly connectedAs?: boolean } = {}): User {
  const user: User = {
    id: record.id,
    first_name: record.firstName,
    last_name: record.lastName,
    email: record.email,
    phone: record.phone,
    mobile_phone: record.mobilePhone,
    is_organization_manager: record.isOrganizationManager,
    can_export: record.canExport,
    can_export_location: record.canExportLocation,
    organization: { id: record.organizationId, name: record.organizationName },
    organization_user_license_list: record.licenceIds.map((licenceId) => ({ license: licenseRefOf(licenceId) })),
    status: record.status,
    tester_level: record.testerLevel,
    civility_id: record.civilityId,
    creation_date: record.creationDate.toISOString(),
  };
  if (options.connectedAs) user.connected_as = true;
  if (record.isPlatformAdmin) user.is_platform_admin = true;
  return user;
}

/** A colleague of the organisation's list: identity and licence, no e-mail or phone (core's ColleagueSchema). */
export function toColleaguePayload(record: UserRecord): Colleague {
  return {
    id: record.id,
    first_name: record.firstName,
    last_name: record.lastName,
    civility_id: record.civilityId,
    status: record.status,
    is_organization_manager: record.isOrganizationManager,
    organization: { id: record.organizationId, name: record.organizationName },
    organization_user_license_list: record.licenceIds.map((licenceId) => ({ license: licenseRefOf(licenceId) })),
  };
}

/** What authentication keeps of a record: identity, state, revocation time and core's access view. */
export function toSessionUser(record: UserRecord): SessionUser {
  return {
    id: record.id,
    organizationId: record.organizationId,
    email: record.email,
    firstName: record.firstName,
    status: record.status,
    isPlatformAdmin: record.isPlatformAdmin,
    tokensValidAfter: record.tokensValidAfter,
    access: accessUserFromUser(toUserPayload(record)),
  };
}

/** The Organization of the contract. */
export function toOrganizationPayload(record: OrganizationRecord): Organization {
  return {
    id: record.id,
    name: record.name,
    license_list: record.licenceIds.map(licenseRefOf),
    creation_date: record.createdAt.toISOString(),
  };
}
