import type { Result } from '../shared/domain-error';
import { fail, ok } from '../shared/domain-error';

/**
 * The change a top-up makes to a credit amount: new minus old.
 * @rule prospecting §5 · credit top-up changes the amount by new minus old
 */
export function creditTopUpDelta(oldAmount: number, newAmount: number): number {
  return newAmount - oldAmount;
}

/**
 * The comment recorded with a top-up (stored data, kept in English as the spec gives it): "{n} credits added", in the
 * spec's form for both directions, n being new minus old (a decrease reads "-10 credits added"). The direction is
 * not in the event type (always `top_up`): it reads from the event's old and new amounts.
 * @rule prospecting §5 · credit top-up comment "{n} credits added" with n = new − old, in both directions
 */
export function creditTopUpComment(delta: number): string {
  return `${delta} credits added`;
}

/** One call of a top-up plan. */
export type CreditTopUpStep =
  | { readonly kind: 'create'; readonly initial_amount: 0; readonly renewal_amount: 0 }
  | { readonly kind: 'manage'; readonly total_amount: number; readonly comment: string };

export type CreditTopUpErrorCode = 'CREDIT.INVALID_AMOUNT';

/**
 * The calls that bring a user's credit amount to `newAmount`: when no credit record exists, first create one with
 * zero initial and zero renewal amounts (its amount is then 0); then, if the amount changes, apply new − old with
 * its comment. An unchanged amount gives no manage step. `newAmount` must be a non-negative integer.
 * @rule prospecting §5 · credit top-up creates a zero record first when none exists
 */
export function planCreditTopUp(
  existing: { readonly amount: number } | null,
  newAmount: number,
): Result<readonly CreditTopUpStep[], CreditTopUpErrorCode> {
  if (!Number.isSafeInteger(newAmount) || newAmount < 0) return fail('CREDIT.INVALID_AMOUNT', { new_amount: newAmount });
  const steps: CreditTopUpStep[] = [];
  if (existing === null) steps.push({ kind: 'create', initial_amount: 0, renewal_amount: 0 });
  const delta = creditTopUpDelta(existing?.amount ?? 0, newAmount);
  if (delta !== 0) steps.push({ kind: 'manage', total_amount: delta, comment: creditTopUpComment(delta) });
  return ok(steps);
}
