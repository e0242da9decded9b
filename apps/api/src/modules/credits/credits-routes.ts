import { CREDITS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { managerPermission, permission } from '../../http/route-declaration';
import type { CreditsService } from './credits-service';

export interface CreditsRoutesOptions {
  readonly service: CreditsService;
}

const ORG = "{org}: the caller's organisation (another: 404).";
const READERS = `${ORG} {user}: the caller, or — for a manager (is_organization_manager and MANAGER_ACCESS) — a user of his organisation; anyone else: 404.`;
const MANAGERS = `${ORG} Organisation managers only (is_organization_manager and MANAGER_ACCESS, else 403); {user} and user_id_list: users of the organisation (else 404).`;
const CONSUMPTION = permission('PERSONAL_SPACE_CREDIT_CONSUMPTION', 'read');

/**
 * Credits (docs/api.md "Credits", docs/adr/024-credit-ledger.md): PERSONAL_SPACE_CREDIT_CONSUMPTION to read one's
 * own (and, for a manager, his colleagues'), MANAGER_ACCESS for the manager's creation and top-up.
 */
export const creditsRoutes: FastifyPluginAsyncZod<CreditsRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, CREDITS_ENDPOINTS, {
    getOrganizationCredit: {
      access: CONSUMPTION,
      ids: { params: { org: 'organization' } },
      description: `The organisation's credit for a kind: the sum over its active users' credits (amount, renewal and initial amounts; is_renewed when any is). ${ORG}`,
      handle: ({ auth, params }) => service.organizationCredit(auth, params.kind),
    },
    listUserCredits: {
      access: managerPermission('MANAGER_ACCESS', 'read'),
      ids: { params: { org: 'organization' } },
      description: `The credit of every active user of the organisation for a kind, by user id (zeros for a user without a credit). ${MANAGERS}`,
      handle: ({ auth, params }) => service.usersCredits(auth, params.kind),
    },
    getUserCredit: {
      access: CONSUMPTION,
      ids: { params: { org: 'organization', user: 'user' } },
      description: `A user's credit for a kind (zeros when he has none; reading creates none). ${READERS}`,
      handle: ({ auth, params }) => service.userCredit(auth, { kind: params.kind, userId: params.user }),
    },
    createUserCredit: {
      access: managerPermission('MANAGER_ACCESS', 'create'),
      ids: { params: { org: 'organization', user: 'user' } },
      errors: [409],
      description: `Creates a user's credit: amount = initial_amount, renewal_amount, renewed when above 0; a creation event 0 → initial_amount. A user who has one already: 409 CONFLICT (top it up instead). ${MANAGERS}`,
      handle: ({ auth, params, body }) => service.createUserCredit(auth, { kind: params.kind, userId: params.user }, body),
    },
    manageCredits: {
      access: managerPermission('MANAGER_ACCESS', 'update'),
      ids: { params: { org: 'organization' }, body: { user_id_list: 'user' } },
      description:
        `Sets the credit of each listed user to total_amount_for_user_id_list, all in ONE transaction (a missing credit is created at 0 first); each change is a top_up event old → new with the comment, by default core's "{n} credits added" with n = new − old (negative for a decrease). Concurrent top-ups of the same users run one after the other: the last one wins, the history chains. Answers the listed users' credits. ${MANAGERS}`,
      handle: ({ auth, params, body }) => service.manage(auth, params.kind, body),
    },
    getUserCreditHistory: {
      access: CONSUMPTION,
      ids: { params: { org: 'organization', user: 'user' } },
      description: `A user's credit events, newest first; type and a range of days (date_from, date_to, both included, Europe/Paris) filter. ${READERS}`,
      handle: ({ auth, params, query }) => service.history(auth, { kind: params.kind, userId: params.user }, query),
    },
    getUserCreditConsumption: {
      access: CONSUMPTION,
      ids: { params: { org: 'organization', user: 'user' } },
      description: `Credits consumed from date_from to date_to (days, both included, Europe/Paris, at most 731 days), one point per period: core's statistics period grouping of the range (day up to 2 weeks, ISO week up to 3 months, month beyond), zeros included. ${READERS}`,
      handle: ({ auth, params, query }) => service.consumption(auth, { kind: params.kind, userId: params.user }, query),
    },
  });
};
