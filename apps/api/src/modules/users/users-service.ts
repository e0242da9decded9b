import { createHmac } from 'node:crypto';
import { DomainFailure, hasManagerAccess } from '@cible/core';
import type {
  ColleagueListResponse,
  GlobalConfigurationListResponse,
  IntercomVerifiedHashResponse,
  Organization,
  User,
  UserListResponse,
  UserSearchQuery,
  UserUpdateBody,
} from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { AuditTrail } from '../../security/audit-trail';
import { toColleaguePayload, toOrganizationPayload, toUserPayload } from './user-payload';
import type { UserRecord } from './user-record';
import type { UsersRepository } from './users-repository';

/**
 * What the global configurations publish (designed: the spec names the call, not its content; docs/api.md "Routes").
 */
export interface GlobalSettings {
  readonly appVersion: string;
  readonly deskHost: string | null;
  readonly supportChatEnabled: boolean;
  /** Feature flags (`feature_<name>`): on/off switches of the deployment. */
  readonly featureFlags: Readonly<Record<string, boolean>>;
}

export interface UsersServiceDependencies {
  readonly users: UsersRepository;
  readonly audit: AuditTrail;
  readonly settings: GlobalSettings;
  /** HMAC key of the support chat's identity verification; `null` when the chat is not configured. */
  readonly intercomSecret: string | null;
}

export interface UsersService {
  getUser(auth: AuthContext, id: number): Promise<User>;
  searchUsers(auth: AuthContext, query: UserSearchQuery): Promise<ColleagueListResponse>;
  updateUser(auth: AuthContext, id: number, body: UserUpdateBody, ipAddress: string): Promise<User>;
  getOrganization(auth: AuthContext, id: number): Promise<Organization>;
  managedUsers(auth: AuthContext, paging: { readonly limit: number; readonly offset: number }): Promise<UserListResponse>;
  intercomVerifiedHash(auth: AuthContext): IntercomVerifiedHashResponse;
  globalConfigurations(): GlobalConfigurationListResponse;
}

const scopeOf = (auth: AuthContext) => ({ organizationId: auth.user.organizationId });
const userNotFound = () => new DomainFailure('NOT_FOUND', 'No such user.');

/**
 * Use cases of users and organisations (docs/api.md "Routes"; the calls of docs/rules/ports.md "users"). Everything is
 * confined to the caller's organisation by the repository; the rules on top: a profile is changed by its owner or by a
 * manager of the organisation (core's `hasManagerAccess`), managed users are listed for managers only.
 */
export function createUsersService({ users, audit, settings, intercomSecret }: UsersServiceDependencies): UsersService {
  const payload = (auth: AuthContext, record: UserRecord) =>
    toUserPayload(record, { connectedAs: auth.impersonator !== null && record.id === auth.user.id });

  const list = (auth: AuthContext, result: { users: UserRecord[]; total: number }): UserListResponse => ({
    user_list: result.users.map((record) => payload(auth, record)),
    user_count: result.total,
  });

  return {
    async getUser(auth, id) {
      // The full record (e-mail, phones) is the user's own, or a manager's view of the users he manages; a colleague
      // appears in the organisation's list only (docs/security.md "Least data").
      if (id !== auth.user.id && !hasManagerAccess(auth.ability)) throw userNotFound();
      const record = await users.findUser(scopeOf(auth), id);
      if (!record) throw userNotFound();
      return payload(auth, record);
    },

    async searchUsers(auth, query) {
      const result = await users.searchUsers(scopeOf(auth), {
        organizationId: query.organization_id,
        status: query.status,
        search: query.search,
        idList: query.id_list,
        limit: query.limit,
        offset: query.offset,
      });
      return { user_list: result.users.map(toColleaguePayload), user_count: result.total };
    },

    async updateUser(auth, id, body, ipAddress) {
      const target = await users.findUser(scopeOf(auth), id);
      if (!target) throw userNotFound();
      const self = target.id === auth.user.id;
      if (!self && !hasManagerAccess(auth.ability)) {
        throw new DomainFailure('AUTH.FORBIDDEN', 'Only the user or a manager of the organisation may change this profile.');
      }
      const updated = await users.updateProfile(scopeOf(auth), id, {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        mobilePhone: body.mobile_phone,
      });
      if (!updated) throw userNotFound();
      if (!self) {
        await audit.record({
          actorUserId: auth.impersonator?.id ?? auth.user.id,
          actingAsUserId: auth.impersonator ? auth.user.id : null,
          action: 'USER.UPDATED',
          targetType: 'user',
          targetId: String(id),
          ipAddress,
          details: { fields: Object.keys(body).sort() },
        });
      }
      return payload(auth, updated);
    },

    async getOrganization(auth, id) {
      const record = await users.findOrganization(scopeOf(auth), id);
      if (!record) throw new DomainFailure('NOT_FOUND', 'No such organisation.');
      return toOrganizationPayload(record);
    },

    async managedUsers(auth, paging) {
      if (!hasManagerAccess(auth.ability)) {
        throw new DomainFailure('AUTH.FORBIDDEN', 'Only a manager of the organisation may list its users.');
      }
      return list(auth, await users.searchUsers(scopeOf(auth), paging));
    },

    intercomVerifiedHash(auth) {
      if (intercomSecret === null) return { hash: null };
      return { hash: createHmac('sha256', intercomSecret).update(String(auth.user.id)).digest('hex') };
    },

    globalConfigurations() {
      return {
        global_configuration_list: [
          { name: 'app_version', value: settings.appVersion },
          { name: 'desk_host', value: settings.deskHost },
          { name: 'support_chat_enabled', value: settings.supportChatEnabled },
          ...Object.entries(settings.featureFlags)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([name, value]) => ({ name: `feature_${name}`, value })),
        ],
      };
    },
  };
}
