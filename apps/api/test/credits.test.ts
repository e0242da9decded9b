import { CreditConsumptionResponseSchema, CreditHistoryResponseSchema, CreditSchema, UserCreditListResponseSchema } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeCredits } from '../src/modules/credits/credit-ledger';
import { organizationIdOf, startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';
import { signedInCalls } from './support/signed-in-calls';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const MANAGER = 'manager@atlas.demo';
const SALES = 'sales@atlas.demo';
const KAM = 'kam@atlas.demo';
const SALES_PME = 'sales-pme@atlas.demo';
const AUTOMATION = 'sales-automation@atlas.demo';
const STRANGER = 'sales@boreal.demo';
const BOREAL_MANAGER = 'manager@boreal.demo';

/** Today in the credits' zone (Europe/Paris), `YYYY-MM-DD`. */
const todayInParis = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

interface HistoryRow {
  type: string;
  old_amount: number;
  new_amount: number;
  comment: string | null;
}

describeEachDatabase('credits API', (context) => {
  let server: Server;
  let atlas: number;
  let boreal: number;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    atlas = await organizationIdOf(context.db, 'Atlas Conseil');
    boreal = await organizationIdOf(context.db, 'Boréal Industrie');
    for (const email of [MANAGER, SALES, KAM, SALES_PME, AUTOMATION, STRANGER, BOREAL_MANAGER]) {
      ids[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const { call, okCall: ok } = signedInCalls(() => server.api, tokens);
  const base = (kind: string, org = atlas) => `/v1/credits/${kind}/organization/${org}`;
  const userPath = (kind: string, email: string, org = atlas) => `${base(kind, org)}/user/${ids[email]}`;
  const history = (email: string, kind: string) =>
    context.db.query<HistoryRow>('SELECT type, old_amount, new_amount, comment FROM credit_history WHERE user_id = $1 AND kind = $2 ORDER BY id', [ids[email], kind]);
  const amountOf = async (email: string, kind: string) =>
    (await context.db.query<{ amount: number }>('SELECT amount FROM credits WHERE user_id = $1 AND kind = $2', [ids[email], kind]))[0]?.amount ?? null;
  const countRows = async (table: string) => (await context.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]!.count;

  describe('reading', () => {
    it('answers zeros for a user without a credit, and reading creates none', async () => {
      expect(CreditSchema.parse(await ok('GET', userPath('export', SALES), SALES))).toEqual({ amount: 0, is_renewed: false, renewal_amount: 0, initial_amount: 0 });
      expect(await amountOf(SALES, 'export')).toBeNull();
    });

    it('shows the seeded manager his own balances and history, newest first', async () => {
      const credit = CreditSchema.parse(await ok('GET', userPath('sequence', MANAGER), MANAGER));
      expect(credit).toMatchObject({ is_renewed: true, renewal_amount: 500, initial_amount: 500 });
      expect(credit.amount).toBe(await amountOf(MANAGER, 'sequence'));
      const page = CreditHistoryResponseSchema.parse(await ok('GET', `${userPath('sequence', MANAGER)}/history?limit=5`, MANAGER));
      expect(page.history_list).toHaveLength(5);
      expect(page.history_count).toBe((await history(MANAGER, 'sequence')).length);
      expect(page.history_list[0]!.new_amount).toBe(credit.amount);
    });

    it('sums the organisation’s users for the organisation credit', async () => {
      const credits = await context.db.query<{ amount: number }>('SELECT amount FROM credits WHERE organization_id = $1 AND kind = $2', [atlas, 'email-rental']);
      const organization = CreditSchema.parse(await ok('GET', base('email-rental'), SALES));
      expect(organization.amount).toBe(credits.reduce((sum, row) => sum + row.amount, 0));
      expect(organization.is_renewed).toBe(false);
    });

    it('lets a manager read a colleague’s credit and history; a non-manager gets 404 for a colleague, everyone 404 for another organisation', async () => {
      expect((await call('GET', userPath('sequence', MANAGER), SALES)).status).toBe(404);
      expect((await call('GET', `${userPath('sequence', MANAGER)}/history`, SALES)).status).toBe(404);
      expect((await call('GET', `${userPath('sequence', MANAGER)}/consumption?date_from=2026-01-01&date_to=2026-01-31`, SALES)).status).toBe(404);
      await ok('GET', userPath('export', SALES), MANAGER);
      await ok('GET', `${userPath('export', SALES)}/history`, MANAGER);
      expect((await call('GET', base('sequence', boreal), MANAGER)).status).toBe(404);
      expect((await call('GET', `${base('sequence', boreal)}/users`, MANAGER)).status).toBe(404);
      expect((await call('GET', userPath('sequence', STRANGER, atlas), MANAGER)).status).toBe(404);
      expect((await call('GET', userPath('sequence', MANAGER), BOREAL_MANAGER)).status).toBe(404);
      expect((await call('GET', userPath('sequence', STRANGER, boreal), MANAGER)).status).toBe(404);
    });

    it('refuses an unknown kind with 400', async () => {
      expect((await call('GET', base('sms'), SALES)).status).toBe(400);
    });
  });

  describe('manager routes', () => {
    it('are 403 for a non-manager, changing nothing', async () => {
      const before = await countRows('credit_history');
      expect((await call('GET', `${base('export')}/users`, SALES)).status).toBe(403);
      expect((await call('POST', `${base('export')}/manage`, SALES, { user_id_list: [ids[SALES]], total_amount_for_user_id_list: 999 })).status).toBe(403);
      expect((await call('POST', userPath('export', SALES), SALES, { initial_amount: 999, renewal_amount: 0 })).status).toBe(403);
      expect(await countRows('credit_history')).toBe(before);
    });

    it('list every active user of the organisation, zeros for those without a credit', async () => {
      const list = UserCreditListResponseSchema.parse(await ok('GET', `${base('sequence')}/users`, MANAGER)).credit_list;
      const activeUsers = await context.db.query<{ id: number }>('SELECT id FROM users WHERE organization_id = $1 AND status = 1 ORDER BY id', [atlas]);
      expect(list.map((credit) => credit.user_id)).toEqual(activeUsers.map((user) => user.id));
      expect(list.find((credit) => credit.user_id === ids[SALES])?.amount).toBe(0);
      expect(list.find((credit) => credit.user_id === ids[MANAGER])?.amount).toBe(await amountOf(MANAGER, 'sequence'));
    });

    it('tops users up in one call with the spec’s comment both ways, or the manager’s comment', async () => {
      const up = UserCreditListResponseSchema.parse(
        await ok('POST', `${base('export')}/manage`, MANAGER, { user_id_list: [ids[KAM], ids[SALES]], total_amount_for_user_id_list: 120 }),
      );
      expect(up.credit_list.map((credit) => [credit.user_id, credit.amount])).toEqual([ids[SALES], ids[KAM]].sort((a, b) => a! - b!).map((id) => [id, 120]));
      await ok('POST', `${base('export')}/manage`, MANAGER, { user_id_list: [ids[SALES]], total_amount_for_user_id_list: 100 });
      await ok('POST', `${base('export')}/manage`, MANAGER, { user_id_list: [ids[SALES]], total_amount_for_user_id_list: 130, comment: 'Salon de mars' });
      expect(await history(SALES, 'export')).toEqual([
        { type: 'creation', old_amount: 0, new_amount: 0, comment: null },
        { type: 'top_up', old_amount: 0, new_amount: 120, comment: '120 credits added' },
        { type: 'top_up', old_amount: 120, new_amount: 100, comment: '-20 credits added' },
        { type: 'top_up', old_amount: 100, new_amount: 130, comment: 'Salon de mars' },
      ]);
      const topUps = CreditHistoryResponseSchema.parse(await ok('GET', `${userPath('export', SALES)}/history?type=top_up`, SALES));
      expect(topUps.history_list.map((event) => event.new_amount)).toEqual([130, 100, 120]);
      expect(topUps.history_list[0]!.author_user_id).toBe(ids[MANAGER]);
      const today = todayInParis();
      expect(CreditHistoryResponseSchema.parse(await ok('GET', `${userPath('export', SALES)}/history?date_from=${today}&date_to=${today}`, SALES)).history_count).toBe(4);
      expect(CreditHistoryResponseSchema.parse(await ok('GET', `${userPath('export', SALES)}/history?date_to=2020-01-01`, SALES)).history_count).toBe(0);
      expect((await call('GET', `${userPath('export', SALES)}/history?date_from=2026-02-01&date_to=2026-01-01`, SALES)).status).toBe(400);
    });

    it('creates a credit once with its initial and renewal amounts (409 the second time)', async () => {
      const created = CreditSchema.parse(await ok('POST', userPath('sequence', AUTOMATION), MANAGER, { initial_amount: 50, renewal_amount: 30 }));
      expect(created).toEqual({ amount: 50, is_renewed: true, renewal_amount: 30, initial_amount: 50 });
      const again = await call('POST', userPath('sequence', AUTOMATION), MANAGER, { initial_amount: 70, renewal_amount: 0 });
      expect(again.status).toBe(409);
      expect(await history(AUTOMATION, 'sequence')).toEqual([{ type: 'creation', old_amount: 0, new_amount: 50, comment: null }]);
    });

    it('refuses negative, fractional, huge and malformed amounts and foreign users with a 4xx, changing nothing', async () => {
      const before = await countRows('credit_history');
      const manage = `${base('export')}/manage`;
      for (const body of [
        { user_id_list: [ids[SALES]], total_amount_for_user_id_list: -1 },
        { user_id_list: [ids[SALES]], total_amount_for_user_id_list: 1.5 },
        { user_id_list: [ids[SALES]], total_amount_for_user_id_list: 10_000_001 },
        { user_id_list: [ids[SALES]], total_amount_for_user_id_list: '10' },
        { user_id_list: [ids[SALES]], total_amount_for_user_id_list: 1e308 },
        { user_id_list: [], total_amount_for_user_id_list: 10 },
        { user_id_list: [ids[SALES]], total_amount_for_user_id_list: 10, organization_id: boreal },
      ]) {
        expect((await call('POST', manage, MANAGER, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await call('POST', manage, MANAGER, { user_id_list: [ids[SALES], ids[STRANGER]], total_amount_for_user_id_list: 10 })).status).toBe(404);
      expect((await call('POST', `${base('export', boreal)}/manage`, MANAGER, { user_id_list: [ids[SALES]], total_amount_for_user_id_list: 10 })).status).toBe(404);
      for (const body of [{ initial_amount: -5, renewal_amount: 0 }, { initial_amount: 2.5, renewal_amount: 0 }, { initial_amount: 1, renewal_amount: 99_999_999 }]) {
        expect((await call('POST', userPath('email-rental', KAM), MANAGER, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect(await countRows('credit_history')).toBe(before);
      expect(await amountOf(SALES, 'export')).toBe(130);
    });

    it('runs concurrent top-ups of the same users one after the other: the last one wins, the history chains, no 5xx', async () => {
      const users = [ids[KAM]!, ids[SALES_PME]!];
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          call('POST', `${base('sequence')}/manage`, MANAGER, { user_id_list: index % 2 === 0 ? users : [...users].reverse(), total_amount_for_user_id_list: 10 + index }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      for (const email of [KAM, SALES_PME]) {
        const events = await history(email, 'sequence');
        for (let index = 1; index < events.length; index += 1) expect(events[index]!.old_amount).toBe(events[index - 1]!.new_amount);
        expect(await amountOf(email, 'sequence')).toBe(events.at(-1)!.new_amount);
      }
      // Each call sets both users in one transaction: both end on the amount of the last call to commit.
      expect(await amountOf(KAM, 'sequence')).toBe(await amountOf(SALES_PME, 'sequence'));
    });
  });

  describe('consumption over time', () => {
    it('groups the consumed credits by the period of the range', async () => {
      await context.db.transaction((tx) => consumeCredits(tx, { organizationId: atlas, userId: ids[SALES]!, kind: 'export', amount: 3, reference: 'export:1' }));
      await context.db.transaction((tx) => consumeCredits(tx, { organizationId: atlas, userId: ids[SALES]!, kind: 'export', amount: 4, reference: 'export:2' }));
      const today = todayInParis();
      const series = CreditConsumptionResponseSchema.parse(await ok('GET', `${userPath('export', SALES)}/consumption?date_from=${today}&date_to=${today}`, SALES));
      expect(series).toEqual({ grouping: '1_day', point_list: [{ period_start: today, amount: 7 }], total: 7 });
      const seeded = CreditConsumptionResponseSchema.parse(
        await ok('GET', `${userPath('consultation', MANAGER)}/consumption?date_from=2020-01-01&date_to=2021-12-31`, MANAGER),
      );
      expect(seeded.grouping).toBe('1_month');
      expect(seeded.total).toBe(0);
      expect((await call('GET', `${userPath('export', SALES)}/consumption?date_from=2020-01-01&date_to=2026-01-01`, SALES)).status).toBe(400);
      expect((await call('GET', `${userPath('export', SALES)}/consumption?date_from=${today}`, SALES)).status).toBe(400);
    });
  });

  describe('consultation credits', () => {
    let contacts: number[];

    beforeAll(async () => {
      const [company] = await context.db.query<{ id: string }>("INSERT INTO companies (name, size_id) VALUES ('Crédits et Fils', 211) RETURNING id");
      contacts = [];
      for (const name of ['Alice', 'Bruno', 'Chloé']) {
        const [contact] = await context.db.query<{ id: string }>('INSERT INTO contacts (first_name, last_name, company_id) VALUES ($1, $2, $3) RETURNING id', [name, 'Martin', company!.id]);
        contacts.push(Number(contact!.id));
      }
    });

    it('does not meter a user without a consultation credit', async () => {
      const answer = await call('GET', `/v1/contacts/${contacts[0]}`, AUTOMATION);
      expect(answer.status, answer.text).toBe(200);
      expect(await amountOf(AUTOMATION, 'consultation')).toBeNull();
      expect(await countRows('contact_consultations')).toBe(0);
    });

    it('takes one credit for two concurrent first openings, none for later ones, and refuses at zero', async () => {
      await ok('POST', userPath('consultation', KAM), MANAGER, { initial_amount: 1, renewal_amount: 0 });
      const both = await Promise.all([0, 1].map(() => call('GET', `/v1/contacts/${contacts[0]}`, KAM)));
      expect(both.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await amountOf(KAM, 'consultation')).toBe(0);
      expect((await history(KAM, 'consultation')).map((event) => event.type)).toEqual(['creation', 'consumption']);
      expect((await call('GET', `/v1/contacts/${contacts[0]}`, KAM)).status).toBe(200);

      const refused = await call('GET', `/v1/contacts/${contacts[1]}`, KAM);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'CREDITS.INSUFFICIENT' });
      expect(await context.db.query('SELECT contact_id FROM contact_consultations WHERE user_id = $1', [ids[KAM]])).toHaveLength(1);
      expect((await history(KAM, 'consultation')).map((event) => event.type)).toEqual(['creation', 'consumption']);

      await ok('POST', `${base('consultation')}/manage`, MANAGER, { user_id_list: [ids[KAM]], total_amount_for_user_id_list: 5 });
      expect((await call('GET', `/v1/contacts/${contacts[1]}`, KAM)).status).toBe(200);
      expect(await amountOf(KAM, 'consultation')).toBe(4);
    });
  });
});
