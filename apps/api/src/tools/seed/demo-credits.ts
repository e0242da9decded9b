import type { CreditKindCode } from '@cible/core';
import { creditTopUpComment } from '@cible/core';
import type { Queryable } from './demo-notifications';

/** One demo credit: whose, which kind, what it started with, and the top-up a manager gave it a month ago. */
interface DemoCredit {
  readonly email: string;
  readonly kind: CreditKindCode;
  readonly initialAmount: number;
  readonly renewalAmount: number;
  readonly topUp: number;
  /** Credits taken per consumption day (cycled over the last 60 days, one day in three). */
  readonly pattern: readonly number[];
}

const MANAGER = 'manager@atlas.demo';
const HISTORY_DAYS = 60;

/**
 * The demo credits: the Atlas manager has every kind (consultation included, so his contact pages take consultation
 * credits), two colleagues the kinds their work uses. Other accounts have none (the ledger creates them at zero when
 * first used; without a consultation credit nobody is metered on contact pages: docs/adr/024-credit-ledger.md).
 */
export const DEMO_CREDITS: readonly DemoCredit[] = [
  { email: MANAGER, kind: 'sequence', initialAmount: 500, renewalAmount: 500, topUp: 200, pattern: [12, 4, 9, 0, 15, 6] },
  { email: MANAGER, kind: 'email-rental', initialAmount: 2000, renewalAmount: 0, topUp: 1000, pattern: [120, 0, 0, 45, 0, 80] },
  { email: MANAGER, kind: 'export', initialAmount: 300, renewalAmount: 300, topUp: 0, pattern: [20, 0, 8, 0, 11, 3] },
  { email: MANAGER, kind: 'consultation', initialAmount: 400, renewalAmount: 400, topUp: 100, pattern: [5, 9, 2, 7, 3, 4] },
  { email: 'marketing@atlas.demo', kind: 'sequence', initialAmount: 800, renewalAmount: 800, topUp: 0, pattern: [25, 10, 0, 30, 18, 7] },
  { email: 'marketing@atlas.demo', kind: 'email-rental', initialAmount: 1500, renewalAmount: 0, topUp: 500, pattern: [0, 90, 0, 0, 60, 0] },
  { email: 'sales-marketing@atlas.demo', kind: 'export', initialAmount: 150, renewalAmount: 150, topUp: 50, pattern: [6, 0, 3, 9, 0, 2] },
];

interface HistoryEvent {
  readonly type: 'creation' | 'top_up' | 'consumption';
  readonly daysAgo: number;
  readonly oldAmount: number;
  readonly newAmount: number;
  readonly comment: string | null;
  readonly byManager: boolean;
  readonly reference: string | null;
}

/** The events of a demo credit, oldest first: creation, consumptions one day in three, the top-up 30 days ago. */
export function demoCreditEvents(credit: DemoCredit): HistoryEvent[] {
  const events: HistoryEvent[] = [{ type: 'creation', daysAgo: HISTORY_DAYS, oldAmount: 0, newAmount: credit.initialAmount, comment: null, byManager: true, reference: null }];
  let amount = credit.initialAmount;
  for (let daysAgo = HISTORY_DAYS - 1, step = 0; daysAgo >= 1; daysAgo -= 3, step += 1) {
    if (daysAgo <= 30 && daysAgo > 27 && credit.topUp > 0) {
      events.push({ type: 'top_up', daysAgo: 30, oldAmount: amount, newAmount: amount + credit.topUp, comment: creditTopUpComment(credit.topUp), byManager: true, reference: null });
      amount += credit.topUp;
    }
    const taken = Math.min(amount, credit.pattern[step % credit.pattern.length] ?? 0);
    if (taken === 0) continue;
    events.push({ type: 'consumption', daysAgo, oldAmount: amount, newAmount: amount - taken, comment: null, byManager: false, reference: `demo:${credit.kind}:${step}` });
    amount -= taken;
  }
  return events;
}

/**
 * Inserts the demo credits and their history (demo data written directly, back-dated; every other write goes through
 * the ledger). Called by `seedDemoData` (first start, same transaction). Answers the number of credits created.
 */
export async function seedDemoCredits(db: Queryable): Promise<number> {
  let created = 0;
  const [manager] = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [MANAGER]);
  for (const credit of DEMO_CREDITS) {
    const events = demoCreditEvents(credit);
    const final = events.at(-1)?.newAmount ?? 0;
    const [row] = await db.query<{ id: number; user_id: number; organization_id: number }>(
      `INSERT INTO credits (organization_id, user_id, kind, amount, is_renewed, renewal_amount, initial_amount, created_at, updated_at)
       SELECT u.organization_id, u.id, $2, $3, $4 > 0, $4, $5, now() - make_interval(days => $6::int), now()
       FROM users u WHERE lower(u.email) = lower($1)
       ON CONFLICT (user_id, kind) DO NOTHING
       RETURNING id, user_id, organization_id`,
      [credit.email, credit.kind, final, credit.renewalAmount, credit.initialAmount, HISTORY_DAYS],
    );
    if (!row) continue;
    created += 1;
    for (const event of events) {
      await db.query(
        `INSERT INTO credit_history (credit_id, organization_id, user_id, kind, type, old_amount, new_amount, comment, author_user_id, reference, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(days => $11::int, hours => 2))`,
        [row.id, row.organization_id, row.user_id, credit.kind, event.type, event.oldAmount, event.newAmount, event.comment, event.byManager ? (manager?.id ?? null) : null, event.reference, event.daysAgo],
      );
    }
  }
  return created;
}
