import { describe, expect, it } from 'vitest';
import {
  AccountActivationBodySchema,
  AutonomousUserCreateBodySchema,
  UserExperienceBodySchema,
  UserFormationBodySchema,
  UserPropertyCreateBodySchema,
  UserSchema,
  UserSearchQuerySchema,
  UserUpdateBodySchema,
  USERS_ENDPOINTS,
} from './users.contract';

const USER_EXAMPLE = {
  id: 12,
  first_name: 'Jeanne',
  last_name: 'Martin',
  email: 'jeanne.martin@exemple.fr',
  phone: '01 23 45 67 89',
  mobile_phone: null,
  is_organization_manager: true,
  can_export: true,
  can_export_location: false,
  organization: { id: 3, name: 'Exemple SA' },
  organization_user_license_list: [{ license: { id: 11, name: 'Sales Automation' } }],
  status: 1,
  tester_level: 'Beta',
  civility_id: 2,
  creation_date: '2024-03-01T08:30:00.000Z',
};

describe('users port schemas', () => {
  it('parses a user with the spec’s fields', () => {
    expect(UserSchema.parse(USER_EXAMPLE)).toEqual(USER_EXAMPLE);
    expect(UserSchema.parse({ ...USER_EXAMPLE, tester_level: null }).tester_level).toBeNull();
    expect(UserSchema.parse({ ...USER_EXAMPLE, connected_as: true }).connected_as).toBe(true);
    expect(UserSchema.safeParse({ ...USER_EXAMPLE, connected_as: 'yes' }).success).toBe(false);
  });

  it('refuses a wrong tester level, a licence id beyond 15 and a missing organisation', () => {
    expect(UserSchema.safeParse({ ...USER_EXAMPLE, tester_level: 'Gamma' }).success).toBe(false);
    expect(UserSchema.safeParse({ ...USER_EXAMPLE, organization_user_license_list: [{ license: { id: 16, name: 'x' } }] }).success).toBe(false);
    const { organization: _organization, ...withoutOrganization } = USER_EXAMPLE;
    expect(UserSchema.safeParse(withoutOrganization).success).toBe(false);
  });

  it('accepts a profile update with valid phones, and null to clear one', () => {
    expect(UserUpdateBodySchema.parse({ first_name: ' Jeanne ', phone: '+33 6 12 34 56 78', mobile_phone: null })).toEqual({
      first_name: 'Jeanne',
      phone: '+33 6 12 34 56 78',
      mobile_phone: null,
    });
  });

  it('refuses a short phone, an unknown field and an oversize name in a profile update', () => {
    expect(UserUpdateBodySchema.safeParse({ phone: '0123' }).success).toBe(false);
    expect(UserUpdateBodySchema.safeParse({ email: 'x@y.fr' }).success).toBe(false);
    expect(UserUpdateBodySchema.safeParse({ last_name: 'x'.repeat(256) }).success).toBe(false);
  });

  it('reads the search query from strings', () => {
    expect(UserSearchQuerySchema.parse({ organization_id: '3', status: '1', id_list: '1,2' })).toEqual({
      organization_id: 3,
      status: 1,
      id_list: [1, 2],
      limit: 100,
      offset: 0,
    });
  });

  it('checks activation, autonomous users, properties, formations and experiences', () => {
    expect(AccountActivationBodySchema.safeParse({ token: 'a'.repeat(32), password: 'Secret123' }).success).toBe(true);
    expect(AccountActivationBodySchema.safeParse({ token: 'a'.repeat(32), password: 'secret' }).success).toBe(false);
    expect(
      AutonomousUserCreateBodySchema.safeParse({ email: 'a@b.fr', first_name: 'A', last_name: 'B', license_id: 16 }).success,
    ).toBe(false);
    expect(UserPropertyCreateBodySchema.safeParse({ name: 'company_pitch', value: 'Nous aidons…' }).success).toBe(true);
    expect(UserPropertyCreateBodySchema.safeParse({ name: 'Company Pitch', value: 'x' }).success).toBe(false);
    expect(UserFormationBodySchema.safeParse({ school_name: 'HEC', year: 1850 }).success).toBe(false);
    expect(UserExperienceBodySchema.parse({ company_name: 'Exemple', job_name: 'Directrice commerciale', start_year: 2019, actual_job: true }))
      .toEqual({ company_name: 'Exemple', job_name: 'Directrice commerciale', start_year: 2019, actual_job: true });
  });
});

describe('USERS_ENDPOINTS', () => {
  it('has the spec’s paths of the users calls (app shell and prospecting "Users")', () => {
    const routes = Object.values(USERS_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /v1/users',
        'GET /v1/users/{id}',
        'PATCH /v1/users/{id}',
        'GET /v1/organizations/{id}',
        'GET /v1/organizations/{id}/statistics',
        'GET /v1/global-configurations',
        'GET /v1/users/managed-users',
        'GET /v1/users/intercom-verified-hash',
        'POST /v1/users/account-activations',
        'POST /v1/autonomous-users',
        'PATCH /v1/autonomous-users/{id}',
        'GET /v2/users/properties',
        'DELETE /v2/users/experiences/{id}',
      ]),
    );
    expect(routes).toHaveLength(23);
  });

  it('marks what the spec does not show as designed, and opens only activation to the public', () => {
    expect(USERS_ENDPOINTS.getUser.designed).toBe(false);
    expect(USERS_ENDPOINTS.getIntercomVerifiedHash.designed).toBe(true);
    const publicRoutes = Object.values(USERS_ENDPOINTS).filter((endpoint) => endpoint.auth === 'public');
    expect(publicRoutes.map((endpoint) => endpoint.path)).toEqual(['/v1/users/account-activations']);
  });
});
