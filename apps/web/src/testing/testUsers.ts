import type { LicenceId, User } from '@cible/core';

/** Test helper: a user of organisation 1 with the given licence (and overrides). */
export function makeTestUser(licenceId: LicenceId, overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first_name: 'Camille',
    last_name: 'Durand',
    email: 'camille.durand@atlas.demo',
    phone: null,
    mobile_phone: null,
    is_organization_manager: false,
    can_export: false,
    can_export_location: false,
    organization: { id: 1, name: 'Atlas Conseil' },
    organization_user_license_list: licenceId === 0 ? [] : [{ license: { id: licenceId, name: `Licence ${licenceId}` } }],
    status: 1,
    tester_level: null,
    civility_id: null,
    creation_date: '2024-01-15T09:00:00.000Z',
    ...overrides,
  };
}
