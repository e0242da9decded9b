import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { consumeCredits, ensureCredit, setCreditAmount } from '../src/modules/credits/credit-ledger';
import type { CreditAccount } from '../src/modules/credits/credit-ledger';
import { createArgon2PasswordHasher } from '../src/security/password-hasher';
import { seedDemoData } from '../src/tools/seed/seed-demo-data';
import { organizationIdOf, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

interface HistoryRow {
  type: string;
  old_amount: number;
  new_amount: number;
  reference: string | null;
}

describeEachDatabase('credit ledger', (context) => {
  let atlas: number;
  let boreal: number;
  let sales: number;
  let kam: number;

  beforeAll(async () => {
    await seedDemoData(context.db, createArgon2PasswordHasher());
    atlas = await organizationIdOf(context.db, 'Atlas Conseil');
    boreal = await organizationIdOf(context.db, 'Boréal Industrie');
    sales = await userIdOf(context.db, 'sales@atlas.demo');
    kam = await userIdOf(context.db, 'kam@atlas.demo');
  }, 180_000);

  const history = (account: CreditAccount) =>
    context.db.query<HistoryRow>('SELECT type, old_amount, new_amount, reference FROM credit_history WHERE user_id = $1 AND kind = $2 ORDER BY id', [
      account.userId,
      account.kind,
    ]);
  const amountOf = async (account: CreditAccount) =>
    (await context.db.query<{ amount: number }>('SELECT amount FROM credits WHERE user_id = $1 AND kind = $2', [account.userId, account.kind]))[0]?.amount;

  it('creates a credit at zero once, with its creation event, even when two first uses race', async () => {
    const account: CreditAccount = { organizationId: atlas, userId: sales, kind: 'consultation' };
    const rows = await Promise.all([0, 1, 2].map(() => context.db.transaction((tx) => ensureCredit(tx, account))));
    expect(new Set(rows.map((row) => row.id)).size).toBe(1);
    expect(rows[0]).toMatchObject({ amount: 0, isRenewed: false, renewalAmount: 0, initialAmount: 0 });
    expect(await history(account)).toEqual([{ type: 'creation', old_amount: 0, new_amount: 0, reference: null }]);
  });

  it('takes credits only when enough are left, and records each taking with what it paid for', async () => {
    const account: CreditAccount = { organizationId: atlas, userId: sales, kind: 'export' };
    await context.db.transaction((tx) => setCreditAmount(tx, { ...account, newAmount: 5, comment: '5 credits added', authorUserId: kam }));
    const taken = await context.db.transaction((tx) => consumeCredits(tx, { ...account, amount: 3, reference: 'export:1' }));
    expect(taken).toEqual({ ok: true, oldAmount: 5, newAmount: 2 });
    const refused = await context.db.transaction((tx) => consumeCredits(tx, { ...account, amount: 3, reference: 'export:2' }));
    expect(refused).toEqual({ ok: false, available: 2 });
    expect(await amountOf(account)).toBe(2);
    expect(await history(account)).toEqual([
      { type: 'creation', old_amount: 0, new_amount: 0, reference: null },
      { type: 'top_up', old_amount: 0, new_amount: 5, reference: null },
      { type: 'consumption', old_amount: 5, new_amount: 2, reference: 'export:1' },
    ]);
  });

  it('rolls the taking back with the work it paid for', async () => {
    const account: CreditAccount = { organizationId: atlas, userId: kam, kind: 'export' };
    await context.db.transaction((tx) => setCreditAmount(tx, { ...account, newAmount: 4, comment: null, authorUserId: null }));
    await expect(
      context.db.transaction(async (tx) => {
        await consumeCredits(tx, { ...account, amount: 4, reference: 'export:3' });
        throw new Error('the export failed');
      }),
    ).rejects.toThrow('the export failed');
    expect(await amountOf(account)).toBe(4);
    expect((await history(account)).map((row) => row.type)).toEqual(['creation', 'top_up']);
  });

  it('loses no consumption and never goes below zero under concurrent takings', async () => {
    const account: CreditAccount = { organizationId: atlas, userId: kam, kind: 'sequence' };
    await context.db.transaction((tx) => setCreditAmount(tx, { ...account, newAmount: 10, comment: null, authorUserId: null }));
    const outcomes = await Promise.all(
      Array.from({ length: 16 }, (_, index) => context.db.transaction((tx) => consumeCredits(tx, { ...account, amount: 1, reference: `mail:${index}` }))),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(10);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(Array.from({ length: 6 }, () => ({ ok: false, available: 0 })));
    expect(await amountOf(account)).toBe(0);
    const consumptions = (await history(account)).filter((row) => row.type === 'consumption');
    expect(consumptions).toHaveLength(10);
    // Each taking starts where the one before ended: the history is a chain from 10 down to 0.
    expect(consumptions.map((row) => row.old_amount).sort((a, b) => b - a)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('creates no credit for a user of another organisation', async () => {
    await expect(context.db.transaction((tx) => ensureCredit(tx, { organizationId: boreal, userId: sales, kind: 'export' }))).rejects.toThrow(RangeError);
    expect(await context.db.query('SELECT 1 FROM credits WHERE organization_id = $1 AND user_id = $2', [boreal, sales])).toEqual([]);
  });

  it('refuses zero, negative and fractional amounts before touching the database', async () => {
    const account: CreditAccount = { organizationId: atlas, userId: sales, kind: 'email-rental' };
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      await expect(context.db.transaction((tx) => consumeCredits(tx, { ...account, amount, reference: null }))).rejects.toThrow(RangeError);
    }
    for (const newAmount of [-1, 0.5]) {
      await expect(context.db.transaction((tx) => setCreditAmount(tx, { ...account, newAmount, comment: null, authorUserId: null }))).rejects.toThrow(RangeError);
    }
    expect(await amountOf(account)).toBeUndefined();
  });

  it('agrees with a running balance over any series of top-ups and takings', async () => {
    const operation = fc.oneof(
      fc.record({ op: fc.constant('set' as const), value: fc.nat(50) }),
      fc.record({ op: fc.constant('take' as const), value: fc.integer({ min: 1, max: 20 }) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 8 }), async (operations) => {
        // Each run starts from a fresh credit at zero (the row and its history are deleted, then created again).
        run += 1;
        const account: CreditAccount = { organizationId: atlas, userId: sales, kind: 'sequence' };
        await context.db.query('DELETE FROM credits WHERE user_id = $1 AND kind = $2', [account.userId, account.kind]);
        await context.db.transaction((tx) => ensureCredit(tx, account));
        let balance = 0;
        let expectedEvents = 1;
        for (const { op, value } of operations) {
          if (op === 'set') {
            await context.db.transaction((tx) => setCreditAmount(tx, { ...account, newAmount: value, comment: null, authorUserId: null }));
            if (value !== balance) expectedEvents += 1;
            balance = value;
          } else {
            const outcome = await context.db.transaction((tx) => consumeCredits(tx, { ...account, amount: value, reference: `run:${run}` }));
            expect(outcome.ok).toBe(balance >= value);
            if (balance >= value) {
              balance -= value;
              expectedEvents += 1;
            }
          }
        }
        expect(await amountOf(account)).toBe(balance);
        expect(await history(account)).toHaveLength(expectedEvents);
      }),
      { numRuns: 25 },
    );
  });
});
