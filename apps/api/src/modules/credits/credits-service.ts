import { creditConsumptionSeries, creditTopUpComment, creditTopUpDelta, DomainFailure, hasManagerAccess } from '@cible/core';
import type {
  Credit,
  CreditConsumptionQuery,
  CreditConsumptionResponse,
  CreditCreateBody,
  CreditHistoryQuery,
  CreditHistoryResponse,
  CreditKindCode,
  CreditManageBody,
  UserCreditListResponse,
} from '@cible/core';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../security/auth-context';
import { createCredit, setCreditAmount } from './credit-ledger';
import type { CreditsRepository } from './credits-repository';

export interface CreditsServiceDependencies {
  readonly db: Pick<Database, 'transaction'>;
  readonly repository: CreditsRepository;
}

/** Path parameters of the credit routes: the kind, the organisation (the caller's: the tenant hook checked it), a user. */
export interface CreditTarget {
  readonly kind: CreditKindCode;
  readonly userId: number;
}

export interface CreditsService {
  organizationCredit(auth: AuthContext, kind: CreditKindCode): Promise<Credit>;
  usersCredits(auth: AuthContext, kind: CreditKindCode): Promise<UserCreditListResponse>;
  userCredit(auth: AuthContext, target: CreditTarget): Promise<Credit>;
  createUserCredit(auth: AuthContext, target: CreditTarget, body: CreditCreateBody): Promise<Credit>;
  manage(auth: AuthContext, kind: CreditKindCode, body: CreditManageBody): Promise<UserCreditListResponse>;
  history(auth: AuthContext, target: CreditTarget, query: CreditHistoryQuery): Promise<CreditHistoryResponse>;
  consumption(auth: AuthContext, target: CreditTarget, query: CreditConsumptionQuery): Promise<CreditConsumptionResponse>;
}

const ZERO: Credit = { amount: 0, is_renewed: false, renewal_amount: 0, initial_amount: 0 };
const userNotFound = () => new DomainFailure('NOT_FOUND', 'No such user.');
const creditOf = ({ amount, is_renewed, renewal_amount, initial_amount }: Credit): Credit => ({ amount, is_renewed, renewal_amount, initial_amount });

/**
 * Credits (docs/api.md "Credits"): balances, history and consumption of a user per kind, the organisation's total,
 * and a manager's creations and top-ups. A user reads his own; a manager (core's hasManagerAccess) reads his
 * colleagues' and writes them; a colleague's credit asked by a non-manager answers 404 like a missing user. Writes go
 * through the ledger (credit-ledger.ts) in one transaction.
 */
export function createCreditsService({ db, repository }: CreditsServiceDependencies): CreditsService {
  const readable = (auth: AuthContext, userId: number): number => {
    if (userId !== auth.user.id && !hasManagerAccess(auth.ability)) throw userNotFound();
    return userId;
  };
  const organizationOf = (auth: AuthContext) => auth.user.organizationId;

  return {
    async organizationCredit(auth, kind) {
      const credits = await repository.usersCredits(organizationOf(auth), kind);
      const sum = (pick: (credit: Credit) => number) => credits.reduce((total, credit) => total + pick(credit), 0);
      return {
        amount: sum((credit) => credit.amount),
        is_renewed: credits.some((credit) => credit.is_renewed),
        renewal_amount: sum((credit) => credit.renewal_amount),
        initial_amount: sum((credit) => credit.initial_amount),
      };
    },

    async usersCredits(auth, kind) {
      return { credit_list: await repository.usersCredits(organizationOf(auth), kind) };
    },

    async userCredit(auth, { kind, userId }) {
      const credit = await repository.userCredit(organizationOf(auth), readable(auth, userId), kind);
      return credit === null ? ZERO : creditOf(credit);
    },

    async createUserCredit(auth, { kind, userId }, body) {
      const created = await db.transaction((tx) =>
        createCredit(tx, {
          organizationId: organizationOf(auth),
          userId,
          kind,
          initialAmount: body.initial_amount,
          renewalAmount: body.renewal_amount,
          authorUserId: auth.user.id,
        }),
      );
      if (created === null) throw new DomainFailure('CONFLICT', 'This user already has a credit of this kind: top it up instead.');
      return { amount: created.amount, is_renewed: created.isRenewed, renewal_amount: created.renewalAmount, initial_amount: created.initialAmount };
    },

    async manage(auth, kind, body) {
      const organizationId = organizationOf(auth);
      // Ascending ids: two top-ups of overlapping users lock the rows in the same order (no deadlock).
      const userIds = [...new Set(body.user_id_list)].sort((a, b) => a - b);
      await db.transaction(async (tx) => {
        for (const userId of userIds) {
          await setCreditAmount(tx, {
            organizationId,
            userId,
            kind,
            newAmount: body.total_amount_for_user_id_list,
            comment: body.comment ? body.comment : ((oldAmount: number, newAmount: number) => creditTopUpComment(creditTopUpDelta(oldAmount, newAmount))),
            authorUserId: auth.user.id,
          });
        }
      });
      return { credit_list: await repository.usersCredits(organizationId, kind, userIds) };
    },

    async history(auth, { kind, userId }, query) {
      const { rows, total } = await repository.history(organizationOf(auth), readable(auth, userId), kind, {
        type: query.type ?? null,
        dateFrom: query.date_from ?? null,
        dateTo: query.date_to ?? null,
        limit: query.limit,
        offset: query.offset,
      });
      return { history_list: rows, history_count: total };
    },

    async consumption(auth, { kind, userId }, query) {
      const days = await repository.dailyConsumption(organizationOf(auth), readable(auth, userId), kind, query.date_from, query.date_to);
      const series = creditConsumptionSeries(days, query.date_from, query.date_to);
      return { grouping: series.grouping, point_list: [...series.points], total: series.points.reduce((sum, point) => sum + point.amount, 0) };
    },
  };
}
