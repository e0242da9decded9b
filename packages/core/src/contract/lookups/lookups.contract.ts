import { z } from 'zod';
import { PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { listOnlyResponse } from '../shared/pagination';
import { queryInt, queryIntList, queryText } from '../shared/query-params';
import { LicenseRefSchema } from '../users/users.contract';

/** Lookup filters: a text, or ids (to label criteria already chosen); 50 results by default, at most 1000. */
export const LookupQuerySchema = z.object({
  search: queryText(100).optional(),
  id_list: queryIntList(PORT_LIMITS.pageLimit, 1, PORT_LIMITS.maxId).optional(),
  limit: queryInt(1, PORT_LIMITS.pageLimit).default(50),
});
export type LookupQuery = z.infer<typeof LookupQuerySchema>;

/** A collective agreement (IDCC): id, code, name. */
export const IdccSchema = z.object({ id: z.number().int().min(1), code: safeString(), name: safeString() });
export type Idcc = z.infer<typeof IdccSchema>;

export const IdccListResponseSchema = listOnlyResponse(IdccSchema, 'idcc_list');
export type IdccListResponse = z.infer<typeof IdccListResponseSchema>;

/** A school (with its school type, one of 7). */
export const SchoolDtoSchema = z.object({ id: z.number().int().min(1), name: safeString(), school_type_id: z.number().int().nullable() });
export type SchoolDto = z.infer<typeof SchoolDtoSchema>;

export const SchoolListResponseSchema = listOnlyResponse(SchoolDtoSchema, 'school_list');
export type SchoolListResponse = z.infer<typeof SchoolListResponseSchema>;

export const LicenseListResponseSchema = listOnlyResponse(LicenseRefSchema, 'license_list');
export type LicenseListResponse = z.infer<typeof LicenseListResponseSchema>;

/** A user status name (1 active …). */
export const UserStatusSchema = z.object({ id: z.number().int().min(0), name: safeString() });
export type UserStatus = z.infer<typeof UserStatusSchema>;

export const UserStatusListResponseSchema = listOnlyResponse(UserStatusSchema, 'status_list');
export type UserStatusListResponse = z.infer<typeof UserStatusListResponseSchema>;

/** Reference lookups (the spec's "Lookups", and the licence and status names: docs/rules/ports.md "lookups"). */
export const LOOKUPS_ENDPOINTS = {
  listIdcc: defineEndpoint({
    method: 'GET',
    path: '/v1/referential/idcc',
    summary: 'Collective agreements by text or ids.',
    query: LookupQuerySchema,
    response: IdccListResponseSchema,
  }),
  listSchools: defineEndpoint({
    method: 'GET',
    path: '/v1/schools',
    summary: 'Schools by text or ids.',
    query: LookupQuerySchema,
    response: SchoolListResponseSchema,
  }),
  listLicenses: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/referential/licenses',
    summary: 'Licence names.',
    designed: true,
    response: LicenseListResponseSchema,
  }),
  listUserStatuses: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/referential/user-statuses',
    summary: 'User status names.',
    designed: true,
    response: UserStatusListResponseSchema,
  }),
} as const;

/** The lookups port. */
export type LookupsGateway = EndpointGateway<typeof LOOKUPS_ENDPOINTS>;
