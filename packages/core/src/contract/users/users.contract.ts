import { z } from 'zod';
import {
  ApiDateSchema,
  ApiDateTimeSchema,
  ApiEmailSchema,
  ApiIdSchema,
  ApiNameSchema,
  ApiNewPasswordSchema,
  ApiPhoneSchema,
  PORT_LIMITS,
  safeString,
} from '../shared/api-primitives';
import { JwtResponseSchema } from '../auth/auth.contract';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from '../shared/endpoint';
import { listOnlyResponse, pagedList, paginationQuery } from '../shared/pagination';
import { queryInt, queryIntList, queryText } from '../shared/query-params';

/** A licence reference `{ id, name }` (ids 0 to 15). */
export const LicenseRefSchema = z.object({ id: z.number().int().min(0).max(15), name: safeString() });
export type LicenseRef = z.infer<typeof LicenseRefSchema>;

/** One entry of a user's licence list: the first entry's licence decides the licence (`decidingLicenceOf`). */
export const OrganizationUserLicenseSchema = z.object({ license: LicenseRefSchema });
export type OrganizationUserLicense = z.infer<typeof OrganizationUserLicenseSchema>;

/** An organisation reference `{ id, name }`. */
export const OrganizationRefSchema = z.object({ id: z.number().int().min(1), name: safeString() });
export type OrganizationRef = z.infer<typeof OrganizationRefSchema>;

/** User (the spec's entity). `status` 1 is active; `tester_level` Alpha, Beta or none. */
export const UserSchema = z.object({
  id: z.number().int().min(1),
  first_name: safeString(),
  last_name: safeString(),
  email: safeString(),
  phone: safeString().nullable(),
  mobile_phone: safeString().nullable(),
  is_organization_manager: z.boolean(),
  can_export: z.boolean(),
  can_export_location: z.boolean(),
  organization: OrganizationRefSchema,
  organization_user_license_list: z.array(OrganizationUserLicenseSchema),
  status: z.number().int(),
  tester_level: z.enum(['Alpha', 'Beta']).nullable(),
  civility_id: z.number().int().nullable(),
  creation_date: ApiDateTimeSchema,
  /** Designed: `true` on the impersonated user while an administrator is "connected as" him (warning icon). */
  connected_as: z.boolean().optional(),
  /**
   * Designed: `true` on the record of a platform administrator (the platform's support staff, e.g. support@cible.demo),
   * absent otherwise; the web app shows the support inbox to them (core's `platformAdminOnly` routes).
   */
  is_platform_admin: z.boolean().optional(),
});
export type User = z.infer<typeof UserSchema>;

/** Users list (`user_list`, `user_count`). */
export const UserListResponseSchema = pagedList(UserSchema, 'user_list', 'user_count');
export type UserListResponse = z.infer<typeof UserListResponseSchema>;

/**
 * A colleague, as the organisation's user list (GET /v1/users) gives it to every signed-in user: who they are and
 * their licence, not how to reach them (designed: no screen of a colleague's list shows an e-mail or a phone; the
 * user's own record and the manager's list of managed users carry the full User).
 */
export const ColleagueSchema = UserSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  civility_id: true,
  status: true,
  is_organization_manager: true,
  organization: true,
  organization_user_license_list: true,
});
export type Colleague = z.infer<typeof ColleagueSchema>;

/** The organisation's users as colleagues (`user_list`, `user_count`). */
export const ColleagueListResponseSchema = pagedList(ColleagueSchema, 'user_list', 'user_count');
export type ColleagueListResponse = z.infer<typeof ColleagueListResponseSchema>;

/** Search of users (GET /v1/users): by organisation, status, text (name or email) or ids; 100 per page by default. */
export const UserSearchQuerySchema = z.object({
  organization_id: queryInt(1, PORT_LIMITS.maxId).optional(),
  status: queryInt(0, 100).optional(),
  search: queryText(100).optional(),
  id_list: queryIntList(1000, 1, PORT_LIMITS.maxId).optional(),
  ...paginationQuery(100),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuerySchema>;

/** Profile update (PATCH /v1/users/{id}): names and phones; `null` clears a phone. */
export const UserUpdateBodySchema = z
  .object({
    first_name: ApiNameSchema.optional(),
    last_name: ApiNameSchema.optional(),
    phone: ApiPhoneSchema.nullable().optional(),
    mobile_phone: ApiPhoneSchema.nullable().optional(),
  })
  .strict();
export type UserUpdateBody = z.infer<typeof UserUpdateBodySchema>;

/** Organisation (designed beyond `{ id, name }`: its licence list and creation date). */
export const OrganizationSchema = z.object({
  id: z.number().int().min(1),
  name: safeString(),
  license_list: z.array(LicenseRefSchema),
  creation_date: ApiDateTimeSchema,
});
export type Organization = z.infer<typeof OrganizationSchema>;

/** One global configuration value (designed: `name`, `value`). */
export const GlobalConfigurationSchema = z.object({
  name: safeString(),
  value: z.union([safeString(), z.number(), z.boolean(), z.null()]),
});
export type GlobalConfiguration = z.infer<typeof GlobalConfigurationSchema>;

export const GlobalConfigurationListResponseSchema = listOnlyResponse(GlobalConfigurationSchema, 'global_configuration_list');
export type GlobalConfigurationListResponse = z.infer<typeof GlobalConfigurationListResponseSchema>;

/** The support-chat identity hash; `null` when the chat is not configured. */
export const IntercomVerifiedHashResponseSchema = z.object({ hash: safeString().max(256).nullable() });
export type IntercomVerifiedHashResponse = z.infer<typeof IntercomVerifiedHashResponseSchema>;

/** Account activation (public /activate-account page): the emailed token and the chosen password. */
export const AccountActivationBodySchema = z
  .object({
    token: safeString().min(16).max(PORT_LIMITS.token),
    password: ApiNewPasswordSchema,
  })
  .strict();
export type AccountActivationBody = z.infer<typeof AccountActivationBodySchema>;

/** Creation of a user by a manager of an autonomous organisation (designed fields). */
export const AutonomousUserCreateBodySchema = z
  .object({
    email: ApiEmailSchema,
    first_name: ApiNameSchema,
    last_name: ApiNameSchema,
    civility_id: z.number().int().min(1).max(10).optional(),
    phone: ApiPhoneSchema.optional(),
    mobile_phone: ApiPhoneSchema.optional(),
    license_id: z.number().int().min(1).max(15),
    is_organization_manager: z.boolean().optional(),
  })
  .strict();
export type AutonomousUserCreateBody = z.infer<typeof AutonomousUserCreateBodySchema>;

/** Update of a user of an autonomous organisation (designed fields; `status` 1 active, 2 inactive). */
export const AutonomousUserUpdateBodySchema = z
  .object({
    first_name: ApiNameSchema.optional(),
    last_name: ApiNameSchema.optional(),
    civility_id: z.number().int().min(1).max(10).nullable().optional(),
    phone: ApiPhoneSchema.nullable().optional(),
    mobile_phone: ApiPhoneSchema.nullable().optional(),
    license_id: z.number().int().min(1).max(15).optional(),
    is_organization_manager: z.boolean().optional(),
    status: z.number().int().min(1).max(2).optional(),
  })
  .strict();
export type AutonomousUserUpdateBody = z.infer<typeof AutonomousUserUpdateBodySchema>;

/** Organisation statistics (designed): users, active users, users per licence, over a date range. */
export const OrganizationStatisticsSchema = z.object({
  organization_id: z.number().int().min(1),
  user_count: z.number().int().min(0),
  active_user_count: z.number().int().min(0),
  license_user_count_list: z.array(z.object({ license_id: z.number().int().min(0).max(15), user_count: z.number().int().min(0) })),
});
export type OrganizationStatistics = z.infer<typeof OrganizationStatisticsSchema>;

export const OrganizationStatisticsQuerySchema = z.object({
  date_from: ApiDateSchema.optional(),
  date_to: ApiDateSchema.optional(),
});
export type OrganizationStatisticsQuery = z.infer<typeof OrganizationStatisticsQuerySchema>;

/** A user property (the spec's fields: name, value), e.g. the context of the AI assistant. */
export const UserPropertySchema = z.object({ id: z.number().int().min(1), name: safeString(), value: safeString() });
export type UserProperty = z.infer<typeof UserPropertySchema>;

export const UserPropertyListResponseSchema = listOnlyResponse(UserPropertySchema, 'property_list');
export type UserPropertyListResponse = z.infer<typeof UserPropertyListResponseSchema>;

const propertyName = safeString().trim().min(1).max(100).regex(/^[a-z][a-z0-9_]*$/, 'PROPERTY.INVALID_NAME');

export const UserPropertyCreateBodySchema = z
  .object({ name: propertyName, value: safeString().max(PORT_LIMITS.longText) })
  .strict();
export type UserPropertyCreateBody = z.infer<typeof UserPropertyCreateBodySchema>;

export const UserPropertyUpdateBodySchema = z.object({ value: safeString().max(PORT_LIMITS.longText) }).strict();
export type UserPropertyUpdateBody = z.infer<typeof UserPropertyUpdateBodySchema>;

const year = z.number().int().min(1900).max(2100);

/** A user's formation (the spec's field: year; designed: school, degree). */
export const UserFormationSchema = z.object({
  id: z.number().int().min(1),
  school_id: z.number().int().nullable(),
  school_name: safeString(),
  degree: safeString().nullable(),
  year: year.nullable(),
});
export type UserFormation = z.infer<typeof UserFormationSchema>;

export const UserFormationListResponseSchema = listOnlyResponse(UserFormationSchema, 'formation_list');
export type UserFormationListResponse = z.infer<typeof UserFormationListResponseSchema>;

export const UserFormationBodySchema = z
  .object({
    school_id: ApiIdSchema.nullable().optional(),
    school_name: ApiNameSchema,
    degree: safeString().trim().max(PORT_LIMITS.name).nullable().optional(),
    year: year.nullable().optional(),
  })
  .strict();
export type UserFormationBody = z.infer<typeof UserFormationBodySchema>;

export const UserFormationUpdateBodySchema = UserFormationBodySchema.partial();
export type UserFormationUpdateBody = z.infer<typeof UserFormationUpdateBodySchema>;

/** A user's professional experience (the spec's fields: start_year, actual_job flag; designed: company, job, end). */
export const UserExperienceSchema = z.object({
  id: z.number().int().min(1),
  company_id: z.number().int().nullable(),
  company_name: safeString(),
  job_name: safeString(),
  start_year: year.nullable(),
  end_year: year.nullable(),
  actual_job: z.boolean(),
});
export type UserExperience = z.infer<typeof UserExperienceSchema>;

export const UserExperienceListResponseSchema = listOnlyResponse(UserExperienceSchema, 'experience_list');
export type UserExperienceListResponse = z.infer<typeof UserExperienceListResponseSchema>;

export const UserExperienceBodySchema = z
  .object({
    company_id: ApiIdSchema.nullable().optional(),
    company_name: ApiNameSchema,
    job_name: ApiNameSchema,
    start_year: year.nullable().optional(),
    end_year: year.nullable().optional(),
    actual_job: z.boolean().optional(),
  })
  .strict();
export type UserExperienceBody = z.infer<typeof UserExperienceBodySchema>;

export const UserExperienceUpdateBodySchema = UserExperienceBodySchema.partial();
export type UserExperienceUpdateBody = z.infer<typeof UserExperienceUpdateBodySchema>;

/** Users, organisations and the user's own data (the spec's users calls: docs/rules/ports.md "users"). */
export const USERS_ENDPOINTS = {
  searchUsers: defineEndpoint({
    method: 'GET',
    path: '/v1/users',
    summary: 'Search the users of the caller\'s organisation (status, text, ids), as colleagues.',
    query: UserSearchQuerySchema,
    response: ColleagueListResponseSchema,
  }),
  getUser: defineEndpoint({
    method: 'GET',
    path: '/v1/users/{id}',
    summary: 'One user.',
    response: UserSchema,
  }),
  updateUser: defineEndpoint({
    method: 'PATCH',
    path: '/v1/users/{id}',
    summary: 'Update names and phones of a user.',
    body: UserUpdateBodySchema,
    response: UserSchema,
  }),
  getOrganization: defineEndpoint({
    method: 'GET',
    path: '/v1/organizations/{id}',
    summary: 'One organisation.',
    response: OrganizationSchema,
  }),
  getOrganizationStatistics: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/organizations/{id}/statistics',
    summary: 'User counts of an organisation.',
    designed: true,
    query: OrganizationStatisticsQuerySchema,
    response: OrganizationStatisticsSchema,
  }),
  getGlobalConfigurations: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/global-configurations',
    summary: 'Global configuration values.',
    designed: true,
    response: GlobalConfigurationListResponseSchema,
  }),
  getManagedUsers: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/users/managed-users',
    summary: 'Users the caller manages (organisation managers).',
    designed: true,
    query: z.object(paginationQuery(1000)),
    response: UserListResponseSchema,
  }),
  getIntercomVerifiedHash: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/users/intercom-verified-hash',
    summary: 'Identity-verification hash of the caller for the support chat.',
    designed: true,
    response: IntercomVerifiedHashResponseSchema,
  }),
  activateAccount: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/users/account-activations',
    summary: 'Activate an account with its emailed token and a password; answers a jwt.',
    designed: true,
    auth: 'public',
    body: AccountActivationBodySchema,
    response: JwtResponseSchema,
  }),
  createAutonomousUser: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/autonomous-users',
    summary: 'Create a user in the caller’s organisation (manager).',
    designed: true,
    body: AutonomousUserCreateBodySchema,
    response: UserSchema,
  }),
  updateAutonomousUser: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v1/autonomous-users/{id}',
    summary: 'Update a user of the caller’s organisation (manager).',
    designed: true,
    body: AutonomousUserUpdateBodySchema,
    response: UserSchema,
  }),
  listUserProperties: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v2/users/properties',
    summary: 'Properties of the caller.',
    designed: true,
    response: UserPropertyListResponseSchema,
  }),
  createUserProperty: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v2/users/properties',
    summary: 'Add a property to the caller.',
    designed: true,
    body: UserPropertyCreateBodySchema,
    response: UserPropertySchema,
  }),
  updateUserProperty: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v2/users/properties/{id}',
    summary: 'Change the value of a property of the caller.',
    designed: true,
    body: UserPropertyUpdateBodySchema,
    response: UserPropertySchema,
  }),
  deleteUserProperty: defineEndpoint({
    // designed: not in spec
    method: 'DELETE',
    path: '/v2/users/properties/{id}',
    summary: 'Remove a property of the caller.',
    designed: true,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  listUserFormations: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v2/users/formations',
    summary: 'Formations of the caller.',
    designed: true,
    response: UserFormationListResponseSchema,
  }),
  createUserFormation: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v2/users/formations',
    summary: 'Add a formation.',
    designed: true,
    body: UserFormationBodySchema,
    response: UserFormationSchema,
  }),
  updateUserFormation: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v2/users/formations/{id}',
    summary: 'Change a formation.',
    designed: true,
    body: UserFormationUpdateBodySchema,
    response: UserFormationSchema,
  }),
  deleteUserFormation: defineEndpoint({
    // designed: not in spec
    method: 'DELETE',
    path: '/v2/users/formations/{id}',
    summary: 'Remove a formation.',
    designed: true,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  listUserExperiences: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v2/users/experiences',
    summary: 'Experiences of the caller.',
    designed: true,
    response: UserExperienceListResponseSchema,
  }),
  createUserExperience: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v2/users/experiences',
    summary: 'Add an experience.',
    designed: true,
    body: UserExperienceBodySchema,
    response: UserExperienceSchema,
  }),
  updateUserExperience: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v2/users/experiences/{id}',
    summary: 'Change an experience.',
    designed: true,
    body: UserExperienceUpdateBodySchema,
    response: UserExperienceSchema,
  }),
  deleteUserExperience: defineEndpoint({
    // designed: not in spec
    method: 'DELETE',
    path: '/v2/users/experiences/{id}',
    summary: 'Remove an experience.',
    designed: true,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
} as const;

/** The users port. */
export type UsersGateway = EndpointGateway<typeof USERS_ENDPOINTS>;
