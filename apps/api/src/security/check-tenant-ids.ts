import { DomainFailure } from '@cible/core';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { IdKind, RouteIds } from '../http/route-declaration';
import type { AuthContext } from './auth-context';
import type { SequenceTable, SmartMailingTable, TenantRepository } from './tenant-repository';

type Ids = ReadonlyMap<IdKind, ReadonlySet<number>>;

/** The table of each sequence id kind (each row carries its organisation). */
const SEQUENCE_TABLES = {
  sequence: 'sequences',
  'sequence-step': 'sequence_steps',
  'sequence-step-link': 'sequence_step_links',
  'sequence-target': 'sequence_targets',
} as const satisfies Partial<Record<IdKind, SequenceTable>>;

/** The table of each smart-mailing id kind (each row carries its organisation). */
const SMART_MAILING_TABLES = { sender: 'senders', 'sending-domain': 'sending_domains', campaign: 'campaigns' } as const satisfies Partial<Record<IdKind, SmartMailingTable>>;

/** The ids a request carries where its route declares them (a field holds one id or a list of ids), by kind. */
export function declaredIdsOf(declaration: RouteIds, request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): Ids {
  const found = new Map<IdKind, Set<number>>();
  const parts: [Readonly<Record<string, IdKind>> | undefined, unknown][] = [
    [declaration.params, request.params],
    [declaration.query, request.query],
    [declaration.body, request.body],
  ];
  for (const [fields, values] of parts) {
    if (fields === undefined || values === null || typeof values !== 'object') continue;
    for (const [field, kind] of Object.entries(fields)) {
      const value = (values as Record<string, unknown>)[field];
      for (const id of Array.isArray(value) ? value : [value]) {
        if (typeof id !== 'number') continue;
        const set = found.get(kind) ?? new Set<number>();
        set.add(id);
        found.set(kind, set);
      }
    }
  }
  return found;
}

/** Whether every id of a kind belongs to the caller's organisation (or to the caller, for personal kinds). */
async function belongsToCaller(repository: TenantRepository, auth: AuthContext, kind: IdKind, ids: readonly number[]): Promise<boolean> {
  const { id: userId, organizationId } = auth.user;
  switch (kind) {
    case 'self':
      return ids.every((id) => id === userId);
    case 'organization':
      return ids.every((id) => id === organizationId);
    case 'user':
      return (await repository.countUsersOfOrganization(organizationId, ids)) === ids.length;
    case 'notification':
      return (await repository.countNotificationsOfUser(userId, ids)) === ids.length;
    case 'conversation':
      return (await repository.countConversationsOfUser(userId, organizationId, ids)) === ids.length;
    case 'query':
      return (await repository.countQueriesOfOrganization(organizationId, ids)) === ids.length;
    case 'template':
      return (await repository.countTemplatesOfUser(userId, organizationId, ids)) === ids.length;
    case 'template-tag':
      return (await repository.countTemplateTagsOfUser(userId, organizationId, ids)) === ids.length;
    case 'signature':
      return (await repository.countSignaturesOfUser(userId, organizationId, ids)) === ids.length;
    case 'inquiry':
      return (await repository.countInquiriesOfUser(userId, organizationId, ids)) === ids.length;
    case 'user-signature':
      return (await repository.countSignaturesOfOrganization(organizationId, ids)) === ids.length;
    case 'test-address': {
      // 0 is the caller's own address (never stored); the others must be his stored test addresses.
      const stored = ids.filter((id) => id !== 0);
      return stored.length === 0 || (await repository.countTestAddressesOfUser(userId, organizationId, stored)) === stored.length;
    }
    case 'export':
      return (await repository.countExportsOfUser(userId, organizationId, ids)) === ids.length;
    case 'sequence':
    case 'sequence-step':
    case 'sequence-step-link':
    case 'sequence-target':
      return (await repository.countSequenceRowsOfOrganization(SEQUENCE_TABLES[kind], organizationId, ids)) === ids.length;
    case 'sender':
    case 'sending-domain':
    case 'campaign':
      return (await repository.countSmartMailingRowsOfOrganization(SMART_MAILING_TABLES[kind], organizationId, ids)) === ids.length;
    case 'task':
      return (await repository.countTasksOfUser(userId, organizationId, ids)) === ids.length;
    case 'company':
    case 'contact':
    case 'news':
    case 'conference':
      // Shared reference data: no tenant (the service checks existence and the licence's blur rule).
      return true;
    case 'support-conversation':
    case 'support-inquiry':
      // The support staff's routes (platform-admin access, checked before): every organisation's conversations and inquiries.
      return true;
  }
}

/**
 * The tenant hook (preHandler: after validation, before the handler): every id the route declares must belong to the
 * caller's organisation — or to the caller for personal kinds (`self`, `notification`, `conversation`, `template`,
 * `template-tag`, `signature`, `test-address`, `inquiry`, `export`, `task`: 0 is the caller's own address) — else `404 NOT_FOUND`, the
 * same answer as an id that does not exist, and nothing is changed. The repositories scope their queries by
 * organisation too; this hook makes the rule hold for every route that declares its ids, checked by the access suite.
 */
export function createTenantHook(repository: TenantRepository): preHandlerAsyncHookHandler {
  return async function checkTenantIds(request) {
    const declaration = request.routeOptions.config.ids;
    if (declaration === undefined || !request.auth) return;
    for (const [kind, ids] of declaredIdsOf(declaration, request)) {
      if (!(await belongsToCaller(repository, request.auth, kind, [...ids]))) {
        throw new DomainFailure('NOT_FOUND', `No such ${kind}.`);
      }
    }
  };
}
