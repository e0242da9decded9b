import type { CreditKindCode } from '@cible/core';
import type { Transaction } from '../../db/run-transaction';

/** Whose credit: a user of an organisation, for one kind. */
export interface CreditAccount {
  readonly organizationId: number;
  readonly userId: number;
  readonly kind: CreditKindCode;
}

/** A credit row as the ledger reads it. */
export interface CreditRow {
  readonly id: number;
  readonly amount: number;
  readonly isRenewed: boolean;
  readonly renewalAmount: number;
  readonly initialAmount: number;
}

/** A consumption: how many credits, and what they pay for (`reference`, e.g. `export:12`, shown in the history). */
export interface CreditConsumption extends CreditAccount {
  readonly amount: number;
  readonly reference: string | null;
  readonly comment?: string | null;
}

/** A consumption's outcome: the amounts before and after, or the amount available when it is short. */
export type CreditConsumptionOutcome =
  | { readonly ok: true; readonly oldAmount: number; readonly newAmount: number }
  | { readonly ok: false; readonly available: number };

/**
 * A change of amount written by someone (a manager's top-up): the new amount, the comment (or a function of the old
 * and new amounts that writes it, read under the row lock), the author.
 */
export interface CreditAmountChange extends CreditAccount {
  readonly newAmount: number;
  readonly comment: string | null | ((oldAmount: number, newAmount: number) => string);
  readonly authorUserId: number | null;
}

interface CreditDbRow {
  id: number;
  amount: number;
  is_renewed: boolean;
  renewal_amount: number;
  initial_amount: number;
}

const rowOf = (row: CreditDbRow): CreditRow => ({
  id: row.id,
  amount: row.amount,
  isRenewed: row.is_renewed,
  renewalAmount: row.renewal_amount,
  initialAmount: row.initial_amount,
});

const CREDIT_COLUMNS = 'id, amount, is_renewed, renewal_amount, initial_amount';

async function appendHistory(
  tx: Transaction,
  account: CreditAccount,
  entry: { creditId: number; type: 'creation' | 'top_up' | 'consumption' | 'renewal'; oldAmount: number; newAmount: number; comment: string | null; authorUserId: number | null; reference: string | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO credit_history (credit_id, organization_id, user_id, kind, type, old_amount, new_amount, comment, author_user_id, reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [entry.creditId, account.organizationId, account.userId, account.kind, entry.type, entry.oldAmount, entry.newAmount, entry.comment, entry.authorUserId, entry.reference],
  );
}

/**
 * The credit ledger (docs/adr/024-credit-ledger.md). Every function takes the transaction of the work the credits pay
 * for, so the change of amount, its history row and that work commit or roll back together.
 *
 * - {@link ensureCredit}: the user's credit of a kind, created at zero (with its `creation` history row) when missing;
 *   `INSERT … ON CONFLICT DO NOTHING` makes two first uses at once create one row.
 * - {@link consumeCredits}: one conditional UPDATE (`amount >= n`) takes the credits or refuses with the amount
 *   available; concurrent consumptions wait on the row lock and re-read the amount, so none is lost and the amount
 *   never goes below zero.
 * - {@link setCreditAmount}: a top-up to an amount (new minus old is recorded), under the same row lock.
 *
 * The organisation is part of every statement: a user id of another organisation finds no credit and creates none
 * (callers check ids against the caller's organisation first; the ledger does not trust them).
 */
export async function ensureCredit(tx: Transaction, account: CreditAccount, authorUserId: number | null = null): Promise<CreditRow> {
  const inserted = await tx.query<CreditDbRow>(
    `INSERT INTO credits (organization_id, user_id, kind)
     SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM users WHERE id = $2 AND organization_id = $1)
     ON CONFLICT (user_id, kind) DO NOTHING
     RETURNING ${CREDIT_COLUMNS}`,
    [account.organizationId, account.userId, account.kind],
  );
  const created = inserted[0];
  if (created) {
    await appendHistory(tx, account, { creditId: created.id, type: 'creation', oldAmount: 0, newAmount: 0, comment: null, authorUserId, reference: null });
    return rowOf(created);
  }
  const [existing] = await tx.query<CreditDbRow>(
    `SELECT ${CREDIT_COLUMNS} FROM credits WHERE user_id = $1 AND kind = $2 AND organization_id = $3`,
    [account.userId, account.kind, account.organizationId],
  );
  if (!existing) throw new RangeError(`No user ${account.userId} in organisation ${account.organizationId}.`);
  return rowOf(existing);
}

/** Takes `amount` credits (a positive integer) or refuses with the amount available; see {@link ensureCredit}. */
export async function consumeCredits(tx: Transaction, consumption: CreditConsumption): Promise<CreditConsumptionOutcome> {
  if (!Number.isSafeInteger(consumption.amount) || consumption.amount <= 0) throw new RangeError(`A consumption takes a positive integer, not ${consumption.amount}.`);
  const credit = await ensureCredit(tx, consumption);
  const [taken] = await tx.query<{ amount: number }>(
    `UPDATE credits SET amount = amount - $1, updated_at = now() WHERE id = $2 AND amount >= $1 RETURNING amount`,
    [consumption.amount, credit.id],
  );
  if (!taken) {
    const [current] = await tx.query<{ amount: number }>('SELECT amount FROM credits WHERE id = $1', [credit.id]);
    return { ok: false, available: current?.amount ?? 0 };
  }
  const oldAmount = taken.amount + consumption.amount;
  await appendHistory(tx, consumption, {
    creditId: credit.id,
    type: 'consumption',
    oldAmount,
    newAmount: taken.amount,
    comment: consumption.comment ?? null,
    authorUserId: null,
    reference: consumption.reference,
  });
  return { ok: true, oldAmount, newAmount: taken.amount };
}

/** A refund: credits given back for work that will not be done (a planned campaign send removed), as a `top_up` event. */
export interface CreditRefund extends CreditAccount {
  readonly amount: number;
  readonly reference: string | null;
  readonly comment: string | null;
  readonly authorUserId: number | null;
}

/**
 * Gives `amount` credits back (a positive integer) under the credit's row lock, recorded as a `top_up` history event
 * (old and new amounts, the comment, the author, the reference of what the credits had paid for). Answers the amounts.
 */
export async function refundCredits(tx: Transaction, refund: CreditRefund): Promise<{ oldAmount: number; newAmount: number }> {
  if (!Number.isSafeInteger(refund.amount) || refund.amount <= 0) throw new RangeError(`A refund gives back a positive integer, not ${refund.amount}.`);
  const credit = await ensureCredit(tx, refund, refund.authorUserId);
  const [given] = await tx.query<{ amount: number }>('UPDATE credits SET amount = amount + $1, updated_at = now() WHERE id = $2 RETURNING amount', [refund.amount, credit.id]);
  const newAmount = given?.amount ?? refund.amount;
  const oldAmount = newAmount - refund.amount;
  await appendHistory(tx, refund, {
    creditId: credit.id,
    type: 'top_up',
    oldAmount,
    newAmount,
    comment: refund.comment,
    authorUserId: refund.authorUserId,
    reference: refund.reference,
  });
  return { oldAmount, newAmount };
}

/**
 * Sets the amount of a user's credit (a non-negative integer), recording old and new amounts with the comment; no
 * history row when the amount does not change. Returns the amounts before and after.
 */
export async function setCreditAmount(tx: Transaction, change: CreditAmountChange): Promise<{ oldAmount: number; newAmount: number }> {
  if (!Number.isSafeInteger(change.newAmount) || change.newAmount < 0) throw new RangeError(`A credit amount is a non-negative integer, not ${change.newAmount}.`);
  const credit = await ensureCredit(tx, change, change.authorUserId);
  const [locked] = await tx.query<{ amount: number }>('SELECT amount FROM credits WHERE id = $1 FOR UPDATE', [credit.id]);
  const oldAmount = locked?.amount ?? 0;
  if (oldAmount === change.newAmount) return { oldAmount, newAmount: oldAmount };
  await tx.query('UPDATE credits SET amount = $1, updated_at = now() WHERE id = $2', [change.newAmount, credit.id]);
  await appendHistory(tx, change, {
    creditId: credit.id,
    type: 'top_up',
    oldAmount,
    newAmount: change.newAmount,
    comment: typeof change.comment === 'function' ? change.comment(oldAmount, change.newAmount) : change.comment,
    authorUserId: change.authorUserId,
    reference: null,
  });
  return { oldAmount, newAmount: change.newAmount };
}

/** The amounts of a credit created on purpose (a manager's creation): its initial and renewal amounts. */
export interface CreditCreation extends CreditAccount {
  readonly initialAmount: number;
  readonly renewalAmount: number;
  readonly authorUserId: number | null;
}

/**
 * Creates a user's credit with its initial amount (the amount left starts there) and renewal amount (renewed when
 * above zero), with its `creation` event (0 → initial amount). `null` when the user already has a credit of that kind
 * (`INSERT … ON CONFLICT DO NOTHING`: two creations at once make one).
 */
export async function createCredit(tx: Transaction, creation: CreditCreation): Promise<CreditRow | null> {
  for (const value of [creation.initialAmount, creation.renewalAmount]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`A credit amount is a non-negative integer, not ${value}.`);
  }
  const [created] = await tx.query<CreditDbRow>(
    `INSERT INTO credits (organization_id, user_id, kind, amount, initial_amount, renewal_amount, is_renewed)
     SELECT $1, $2, $3, $4, $4, $5, $5 > 0 WHERE EXISTS (SELECT 1 FROM users WHERE id = $2 AND organization_id = $1)
     ON CONFLICT (user_id, kind) DO NOTHING
     RETURNING ${CREDIT_COLUMNS}`,
    [creation.organizationId, creation.userId, creation.kind, creation.initialAmount, creation.renewalAmount],
  );
  if (!created) return null;
  await appendHistory(tx, creation, {
    creditId: created.id,
    type: 'creation',
    oldAmount: 0,
    newAmount: creation.initialAmount,
    comment: null,
    authorUserId: creation.authorUserId,
    reference: null,
  });
  return rowOf(created);
}
