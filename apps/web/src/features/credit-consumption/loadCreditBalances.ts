import { CREDIT_KINDS, creditBalanceOrFallback } from '@cible/core';
import type { CreditKindCode, CreditsGateway, User } from '@cible/core';

/** One balance: the amount left and the renewal (after a failed fetch, core's fallback balance: 0, not renewed). */
export interface CreditBalanceCard {
  readonly kind: CreditKindCode;
  readonly amount: number;
  readonly isRenewed: boolean;
  readonly renewalAmount: number;
  /** The fetch failed: the card shows the fallback balance. */
  readonly failed: boolean;
}

/** The user's balance of every credit kind, in the catalogue's order; a failed fetch gives core's fallback, never throws. */
export async function loadCreditBalances(gateway: Pick<CreditsGateway, 'getUserCredit'>, user: User): Promise<CreditBalanceCard[]> {
  const answers = await Promise.allSettled(CREDIT_KINDS.map((kind) => gateway.getUserCredit({ params: { kind: kind.code, org: user.organization.id, user: user.id } })));
  return CREDIT_KINDS.map((kind, index) => {
    const answer = answers[index];
    const value = answer?.status === 'fulfilled' ? answer.value : undefined;
    const balance = creditBalanceOrFallback(value);
    return { kind: kind.code, amount: balance.amount, isRenewed: balance.is_renewed, renewalAmount: value?.renewal_amount ?? 0, failed: value === undefined };
  });
}
