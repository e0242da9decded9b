import { z } from 'zod';

/** What the UI needs of a credit record: the amount left and whether it renews. */
export interface CreditBalance {
  readonly amount: number;
  readonly is_renewed: boolean;
}

/**
 * The balance shown when fetching credits fails: amount 0, not renewed.
 * @rule prospecting §8 · credit fetch failures give amount 0, is_renewed false
 */
export const CREDIT_FETCH_FALLBACK: CreditBalance = Object.freeze({ amount: 0, is_renewed: false });

const CreditBalanceSchema = z.object({ amount: z.number().finite(), is_renewed: z.boolean() });

/**
 * The balance from a credit answer, or the fallback when the fetch failed (`undefined`/`null`) or the answer is
 * malformed. Failures are swallowed, never raised.
 * @rule prospecting §8 · credit fetch failures are swallowed into the fallback balance
 */
export function creditBalanceOrFallback(answer: unknown): CreditBalance {
  const parsed = CreditBalanceSchema.safeParse(answer);
  return parsed.success ? { amount: parsed.data.amount, is_renewed: parsed.data.is_renewed } : CREDIT_FETCH_FALLBACK;
}
