import type { TesterLevel } from '@cible/core';
import type { Database } from '../../db/database';
import type { SessionUserSource } from '../../security/session-user';
import { toSessionUser } from './user-payload';
import type { OrganizationRecord, OrganizationScope, UserRecord } from './user-record';

/** Filters of a user search (core's UserSearchQuery once parsed). */
export interface UserSearchFilters {
  readonly organizationId?: number;
  readonly status?: number;
  readonly search?: string;
  readonly idList?: readonly number[];
  readonly limit: number;
  readonly offset: number;
}

/** Profile fields a PATCH may change; `undefined` leaves a field as is, `null` clears a phone. */
export interface UserProfilePatch {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly phone?: string | null;
  readonly mobilePhone?: string | null;
}

/**
 * SQL of users and organisations. Every read or write made for a caller takes the caller's
 * {@link OrganizationScope} and filters on it in the query itself (`organization_id = $scope`), so a row of another
 * organisation is simply not found (404), whatever the service does. `findSessionUser` alone is unscoped: it reads
 * the caller himself for authentication.
 */
export interface UsersRepository extends SessionUserSource {
  findUser(scope: OrganizationScope, id: number): Promise<UserRecord | null>;
  searchUsers(scope: OrganizationScope, filters: UserSearchFilters): Promise<{ users: UserRecord[]; total: number }>;
  updateProfile(scope: OrganizationScope, id: number, patch: UserProfilePatch): Promise<UserRecord | null>;
  findOrganization(scope: OrganizationScope, id: number): Promise<OrganizationRecord | null>;
  /** Unscoped read by id (authentication, connect-as target lookup by a platform administrator). */
  findUserById(id: number): Promise<UserRecord | null>;
}

interface UserRow {
  id: number;
  organization_id: number;
  organization_name: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  mobile_phone: string | null;
  civility_id: number | null;
  status: number;
  tester_level: TesterLevel | null;
  is_organization_manager: boolean;
  can_export: boolean;
  can_export_location: boolean;
  is_platform_admin: boolean;
  tokens_valid_after: Date | null;
  creation_date: Date;
  licence_ids: number[];
}

/** Current licence entries: not ended (end_date absent or today or later), in entry order. */
const USER_SELECT = `
  SELECT u.id, u.organization_id, o.name AS organization_name, u.email, u.first_name, u.last_name, u.phone,
         u.mobile_phone, u.civility_id, u.status, u.tester_level, u.is_organization_manager, u.can_export,
         u.can_export_location, u.is_platform_admin, u.tokens_valid_after, u.creation_date,
         coalesce((SELECT array_agg(l.licence_id::int ORDER BY l.id) FROM user_licences l
                   WHERE l.user_id = u.id AND (l.end_date IS NULL OR l.end_date >= current_date)), '{}') AS licence_ids
  FROM users u
  JOIN organizations o ON o.id = u.organization_id`;

/** Search filters shared by the page and the count; $1 is always the caller's organisation. */
const SEARCH_WHERE = `
  WHERE u.organization_id = $1
    AND ($2::int IS NULL OR u.organization_id = $2)
    AND ($3::int IS NULL OR u.status = $3)
    AND ($4::text IS NULL
         OR f_unaccent(lower(u.first_name || ' ' || u.last_name || ' ' || u.email)) LIKE '%' || f_unaccent(lower($4)) || '%' ESCAPE '\\'
         OR f_unaccent(lower(u.last_name || ' ' || u.first_name)) LIKE '%' || f_unaccent(lower($4)) || '%' ESCAPE '\\')
    AND ($5::int[] IS NULL OR u.id = ANY($5::int[]))`;

/** Escapes LIKE wildcards so a search for `50%` or `a_b` matches those characters literally. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    mobilePhone: row.mobile_phone,
    civilityId: row.civility_id,
    status: row.status,
    testerLevel: row.tester_level,
    isOrganizationManager: row.is_organization_manager,
    canExport: row.can_export,
    canExportLocation: row.can_export_location,
    isPlatformAdmin: row.is_platform_admin,
    tokensValidAfter: row.tokens_valid_after,
    creationDate: row.creation_date,
    licenceIds: row.licence_ids,
  };
}

export function createUsersRepository(db: Database): UsersRepository {
  const findUserById = async (id: number): Promise<UserRecord | null> => {
    const [row] = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
    return row ? toRecord(row) : null;
  };
  const findUser = async (scope: OrganizationScope, id: number): Promise<UserRecord | null> => {
    const [row] = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $2 AND u.organization_id = $1`, [scope.organizationId, id]);
    return row ? toRecord(row) : null;
  };
  return {
    findUserById,
    findUser,
    async findSessionUser(id) {
      const record = await findUserById(id);
      return record ? toSessionUser(record) : null;
    },
    async searchUsers(scope, filters) {
      const search = filters.search === undefined || filters.search === '' ? null : escapeLikePattern(filters.search);
      const values = [
        scope.organizationId,
        filters.organizationId ?? null,
        filters.status ?? null,
        search,
        filters.idList && filters.idList.length > 0 ? [...filters.idList] : null,
      ];
      const [rows, counts] = await Promise.all([
        db.query<UserRow>(
          `${USER_SELECT} ${SEARCH_WHERE} ORDER BY lower(u.last_name), lower(u.first_name), u.id LIMIT $6 OFFSET $7`,
          [...values, filters.limit, filters.offset],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u ${SEARCH_WHERE}`, values),
      ]);
      return { users: rows.map(toRecord), total: counts[0]?.total ?? 0 };
    },
    async updateProfile(scope, id, patch) {
      // Only the fields given change (a phone set to null is cleared); the columns come from this fixed list.
      const given: readonly (readonly [string, string | null | undefined])[] = [
        ['first_name', patch.firstName],
        ['last_name', patch.lastName],
        ['phone', patch.phone],
        ['mobile_phone', patch.mobilePhone],
      ];
      const columns = given.filter(([, value]) => value !== undefined);
      const assignments = columns.map(([column], index) => `${column} = $${index + 3}`);
      const updated = await db.query<{ id: number }>(
        `UPDATE users SET ${['updated_at = now()', ...assignments].join(', ')} WHERE id = $1 AND organization_id = $2 RETURNING id`,
        [id, scope.organizationId, ...columns.map(([, value]) => value)],
      );
      return updated.length === 0 ? null : findUser(scope, id);
    },
    async findOrganization(scope, id) {
      const [row] = await db.query<{ id: number; name: string; created_at: Date; licence_ids: number[] }>(
        `SELECT o.id, o.name, o.created_at,
                coalesce((SELECT array_agg(DISTINCT l.licence_id::int ORDER BY l.licence_id::int)
                          FROM user_licences l JOIN users u ON u.id = l.user_id
                          WHERE u.organization_id = o.id AND (l.end_date IS NULL OR l.end_date >= current_date)), '{}') AS licence_ids
         FROM organizations o
         WHERE o.id = $2 AND o.id = $1`,
        [scope.organizationId, id],
      );
      return row ? { id: row.id, name: row.name, createdAt: row.created_at, licenceIds: row.licence_ids } : null;
    },
  };
}
