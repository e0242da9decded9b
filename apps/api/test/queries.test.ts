import {
  QUERY_LIMITS,
  QUERY_TYPE,
  QueryCountResponseSchema,
  QueryLightListResponseSchema,
  QueryListResponseSchema,
  QuerySchema,
  QuerySharingSchema,
  queryLimitReachedText,
  translate,
} from '@cible/core';
import type { Query, QueryLimitKind } from '@cible/core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';
import { createQueriesRepository } from '../src/modules/queries/queries-repository';
import { QUERY_SHARING_LIMIT, createQueriesService } from '../src/modules/queries/queries-service';
import { createUsersRepository } from '../src/modules/users/users-repository';
import { createRateLimitRepository } from '../src/security/rate-limit-repository';
import type { AuthContext } from '../src/security/auth-context';
import { signedInCalls } from './support/signed-in-calls';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const V1 = (user: number) => `/v1/users/${user}/queries`;
const V1_LIGHT = (user: number) => `/v1/users/${user}/queries-light`;
const V1_ONE = (user: number, id: number) => `/v1/users/${user}/queries/${id}`;
const V1_SHARE = (user: number, id: number) => `/v1/users/${user}/queries/${id}/sharings`;
const COUNT = '/v1/users/queries/count';
const V2 = '/v2/user/queries';
const V2_ONE = (id: number) => `/v2/user/queries/${id}`;

/** The query type of each limited kind (an alert is also any query with is_alert). */
const TYPE_OF_KIND: Record<QueryLimitKind, number> = {
  saved_search: QUERY_TYPE.search,
  account_segment: QUERY_TYPE.account_segment,
  contact_segment: QUERY_TYPE.contact_segment,
  alert: QUERY_TYPE.alert,
};

const SALES = 'sales@atlas.demo';
const KAM = 'kam@atlas.demo';
const MANAGER = 'manager@atlas.demo';
const BOREAL = 'sales@boreal.demo';
const NO_LICENCE = 'no-licence@atlas.demo';

describeEachDatabase('queries: lists, segments, alerts, saved searches', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    for (const email of [SALES, KAM, MANAGER, BOREAL, NO_LICENCE]) {
      ids[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
    ids['inactive@atlas.demo'] = await userIdOf(context.db, 'inactive@atlas.demo');
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await context.db.query('DELETE FROM queries');
    // Each test starts with its sharing budget whole.
    await context.db.query("DELETE FROM rate_limits WHERE key LIKE 'query-shared:%'");
  });

  const { call } = signedInCalls(() => server.api, tokens);
  const create = async (email: string, body: Record<string, unknown>): Promise<Query> => {
    const answer = await call('POST', V2, email, body);
    expect(answer.status, answer.text).toBe(200);
    return QuerySchema.parse(answer.body);
  };
  /** Every row of the table, to prove a refused request changed nothing. */
  const rows = () => context.db.query('SELECT * FROM queries ORDER BY id');
  const expectRefused = async (answer: { status: number; body: unknown; text: string }, status: number, code: string) => {
    expect(answer.status, answer.text).toBe(status);
    expect(answer.body).toMatchObject({ code });
  };

  it('creates, reads, renames, changes and deletes a query through v1 and v2', async () => {
    const me = ids[SALES]!;
    const created = await call('POST', V1(me), SALES, { name: '  Clients Lyon  ', query_type_id: QUERY_TYPE.clients, criteria: { company_id_list: [3, 1, 2] } });
    expect(created.status, created.text).toBe(200);
    const query = QuerySchema.parse(created.body);
    expect(query).toMatchObject({ name: 'Clients Lyon', query_type_id: QUERY_TYPE.clients, criteria: { company_id_list: [3, 1, 2] }, is_alert: false, owner_user_id: me, modification_date: null });

    const one = await call('GET', V1_ONE(me, query.id), SALES);
    expect(one.status, one.text).toBe(200);
    expect(one.body).toEqual(query);

    const renamed = await call('PATCH', V2_ONE(query.id), SALES, { name: 'Clients Rhône' });
    expect(renamed.status, renamed.text).toBe(200);
    const afterRename = QuerySchema.parse(renamed.body);
    expect(afterRename).toMatchObject({ name: 'Clients Rhône', criteria: { company_id_list: [3, 1, 2] }, creation_date: query.creation_date });
    expect(afterRename.modification_date).not.toBeNull();

    const changed = QuerySchema.parse((await call('PATCH', V2_ONE(query.id), SALES, { criteria: { company_id_list: [9] }, is_alert: true })).body);
    expect(changed).toMatchObject({ name: 'Clients Rhône', criteria: { company_id_list: [9] }, is_alert: true });
    expect((await call('GET', V1_ONE(me, query.id), SALES)).body).toEqual(changed);

    const other = await create(SALES, { name: 'Autre alerte', query_type_id: QUERY_TYPE.alert, criteria: {} });
    const blocked = await call('PUT', '/v1/notification/settings', SALES, { blocked_query_id_list: [query.id, other.id], newsletter_aggregated: false, newsletter_disabled: false });
    expect(blocked.status, blocked.text).toBe(200);
    const deleted = await call('DELETE', V2_ONE(query.id), SALES);
    expect(deleted.status, deleted.text).toBe(204);
    await expectRefused(await call('GET', V1_ONE(me, query.id), SALES), 404, 'NOT_FOUND');
    await expectRefused(await call('DELETE', V2_ONE(query.id), SALES), 404, 'NOT_FOUND');
    expect((await call('GET', '/v1/notification/settings', SALES)).body).toMatchObject({ blocked_query_id_list: [other.id] });
    expect((await rows()).map((row) => row.id)).toEqual([other.id]);
  });

  it('lists newest first with paging, filters by type and alert flag, counts the same, and v1 and v2 agree', async () => {
    const me = ids[SALES]!;
    const search = await create(SALES, { name: 'Recherche', query_type_id: QUERY_TYPE.search, criteria: {} });
    const alert = await create(SALES, { name: 'Alerte', query_type_id: QUERY_TYPE.alert, criteria: { company_id_list: [1] } });
    const list = await create(SALES, { name: 'Carnet', query_type_id: QUERY_TYPE.address_book, criteria: { person_id_list: [5, 6] } });
    const followed = await create(SALES, { name: 'Recherche suivie', query_type_id: QUERY_TYPE.search, criteria: {}, is_alert: true });
    await create(KAM, { name: 'Pas à moi', query_type_id: QUERY_TYPE.search, criteria: {} });
    expect(alert.is_alert).toBe(true);

    const all = QueryListResponseSchema.parse((await call('GET', V1(me), SALES)).body);
    expect(all.query_count).toBe(4);
    expect(all.query_list.map((query) => query.id)).toEqual([followed.id, list.id, alert.id, search.id]);
    expect((await call('GET', V2, SALES)).body).toEqual(all);

    const page = QueryListResponseSchema.parse((await call('GET', `${V2}?limit=2&offset=1`, SALES)).body);
    expect(page).toEqual({ query_list: all.query_list.slice(1, 3), query_count: 4 });
    expect(QueryListResponseSchema.parse((await call('GET', `${V2}?offset=10`, SALES)).body)).toEqual({ query_list: [], query_count: 4 });

    const light = QueryLightListResponseSchema.parse((await call('GET', `${V1_LIGHT(me)}?limit=2`, SALES)).body);
    expect(light.query_count).toBe(4);
    expect(light.query_list).toEqual([followed, list].map(({ id, name, query_type_id, is_alert, owner_user_id }) => ({ id, name, query_type_id, is_alert, owner_user_id })));
    expect(Object.keys(light.query_list[0]!)).not.toContain('criteria');

    const filters: [string, number[]][] = [
      [`query_type_id_list=${QUERY_TYPE.search}`, [followed.id, search.id]],
      [`query_type_id_list=${QUERY_TYPE.search},${QUERY_TYPE.address_book}`, [followed.id, list.id, search.id]],
      ['is_alert=true', [followed.id, alert.id]],
      ['is_alert=false', [list.id, search.id]],
      [`query_type_id_list=${QUERY_TYPE.search}&is_alert=false`, [search.id]],
      [`query_type_id_list=${QUERY_TYPE.prospects}`, []],
    ];
    for (const [filter, expected] of filters) {
      const v1 = QueryListResponseSchema.parse((await call('GET', `${V1(me)}?${filter}`, SALES)).body);
      expect(v1.query_list.map((query) => query.id), filter).toEqual(expected);
      expect(v1.query_count, filter).toBe(expected.length);
      expect((await call('GET', `${V2}?${filter}`, SALES)).body, filter).toEqual(v1);
      expect(QueryCountResponseSchema.parse((await call('GET', `${COUNT}?${filter}`, SALES)).body), filter).toEqual({ query_count: expected.length });
    }
    expect((await call('GET', COUNT, SALES)).body).toEqual({ query_count: 4 });
    expect((await call('GET', COUNT, KAM)).body).toEqual({ query_count: 1 });
  });

  for (const kind of Object.keys(TYPE_OF_KIND) as QueryLimitKind[]) {
    it(`accepts ${QUERY_LIMITS[kind]} of kind ${kind} and refuses the next with its code and French sentence, changing nothing`, async () => {
      const body = { query_type_id: TYPE_OF_KIND[kind], criteria: {} };
      for (let index = 0; index < QUERY_LIMITS[kind]; index += 1) await create(SALES, { ...body, name: `N° ${index}` });
      const before = await rows();
      for (const path of [V2, V1(ids[SALES]!)]) {
        const refused = await call('POST', path, SALES, { ...body, name: 'Une de trop' });
        await expectRefused(refused, 409, 'LIMIT.QUERIES_REACHED');
        expect(refused.body).toMatchObject({ message: translate(queryLimitReachedText(kind)), details: { kind, limit: 10 } });
      }
      expect(await rows()).toEqual(before);
      // Lists have no limit; another user's count is his own.
      await create(SALES, { name: 'Carnet', query_type_id: QUERY_TYPE.address_book, criteria: {} });
      await create(KAM, { ...body, name: 'À Kam' });
    });
  }

  it('counts a saved search turned into an alert as an alert: the flag is refused at 10 alerts, other changes are not', async () => {
    for (let index = 0; index < 10; index += 1) await create(SALES, { name: `Alerte ${index}`, query_type_id: QUERY_TYPE.clients, criteria: {}, is_alert: true });
    const search = await create(SALES, { name: 'Recherche', query_type_id: QUERY_TYPE.search, criteria: {} });
    expect((await call('GET', `${COUNT}?is_alert=true`, SALES)).body).toEqual({ query_count: 10 });
    const before = await rows();
    const flagged = await call('PATCH', V2_ONE(search.id), SALES, { is_alert: true, name: 'Suivie' });
    await expectRefused(flagged, 409, 'LIMIT.QUERIES_REACHED');
    expect(flagged.body).toMatchObject({ message: 'Vous avez atteint la limite de 10 alertes. Supprimez-en une pour en créer une nouvelle.' });
    await expectRefused(await call('POST', V2, SALES, { name: 'Alerte 11', query_type_id: QUERY_TYPE.alert, criteria: {} }), 409, 'LIMIT.QUERIES_REACHED');
    await expectRefused(await call('POST', V2, SALES, { name: 'Liste suivie', query_type_id: QUERY_TYPE.prospects, criteria: {}, is_alert: true }), 409, 'LIMIT.QUERIES_REACHED');
    expect(await rows()).toEqual(before);
    // At the limit: renaming an alert, changing its criteria, removing a flag are allowed; then the flag fits again.
    const alert = before.find((row) => row.is_alert === true) as { id: number };
    expect((await call('PATCH', V2_ONE(alert.id), SALES, { name: 'Renommée', criteria: { company_id_list: [1] } })).status).toBe(200);
    expect((await call('PATCH', V2_ONE(alert.id), SALES, { is_alert: false })).status).toBe(200);
    const nowAlert = QuerySchema.parse((await call('PATCH', V2_ONE(search.id), SALES, { is_alert: true })).body);
    expect(nowAlert).toMatchObject({ is_alert: true, query_type_id: QUERY_TYPE.search });
    expect((await call('GET', `${COUNT}?is_alert=true`, SALES)).body).toEqual({ query_count: 10 });
    // Still a saved search too: it counts toward both kinds.
    for (let index = 0; index < 9; index += 1) await create(SALES, { name: `Recherche ${index}`, query_type_id: QUERY_TYPE.search, criteria: {} });
    await expectRefused(await call('POST', V2, SALES, { name: 'Recherche 11', query_type_id: QUERY_TYPE.search, criteria: {} }), 409, 'LIMIT.QUERIES_REACHED');
  });

  it('refuses exactly one of two concurrent creations of the 10th+1 saved search, every time', async () => {
    const body = { query_type_id: QUERY_TYPE.search, criteria: {} };
    for (let index = 0; index < 9; index += 1) await create(SALES, { ...body, name: `N° ${index}` });
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([
        call('POST', V2, SALES, { ...body, name: `Onglet A ${round}` }),
        call('POST', V1(ids[SALES]!), SALES, { ...body, name: `Onglet B ${round}` }),
      ]);
      expect(answers.map((answer) => answer.status).sort(), answers.map((answer) => answer.text).join(' | ')).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'LIMIT.QUERIES_REACHED' });
      const [{ count }] = (await context.db.query<{ count: string }>('SELECT count(*) AS count FROM queries WHERE owner_user_id = $1 AND query_type_id = $2', [
        ids[SALES],
        QUERY_TYPE.search,
      ])) as [{ count: string }];
      expect(Number(count)).toBe(10);
      const created = QuerySchema.parse(answers.find((answer) => answer.status === 200)!.body);
      expect((await call('DELETE', V2_ONE(created.id), SALES)).status).toBe(204);
    }
  });

  it('shares a copy with an active colleague, who is notified and owns it; refuses self, other organisations, inactive users and full colleagues', async () => {
    const me = ids[SALES]!;
    const source = await create(SALES, { name: 'Segment Lyon', query_type_id: QUERY_TYPE.account_segment, criteria: { company_id_list: [4] }, is_alert: true });
    const shared = await call('POST', V1_SHARE(me, source.id), SALES, { shared_user_id: ids[KAM] });
    expect(shared.status, shared.text).toBe(200);
    const sharing = QuerySharingSchema.parse(shared.body);
    expect(sharing).toMatchObject({ query_id: source.id, shared_user_id: ids[KAM] });
    const copy = QuerySchema.parse((await call('GET', V1_ONE(ids[KAM]!, sharing.shared_query_id), KAM)).body);
    expect(copy).toMatchObject({ name: source.name, query_type_id: source.query_type_id, criteria: source.criteria, is_alert: true, owner_user_id: ids[KAM] });
    const [notification] = await context.db.query<{ notification_type_id: number; payload: Record<string, unknown> }>(
      'SELECT notification_type_id, payload FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [ids[KAM]],
    );
    expect(notification).toMatchObject({ notification_type_id: 7, payload: { query_id: copy.id, query_name: 'Segment Lyon', assigner_last_name: expect.any(String) } });

    const before = await rows();
    await expectRefused(await call('POST', V1_SHARE(me, source.id), SALES, { shared_user_id: me }), 400, 'QUERY.SHARE_WITH_SELF');
    await expectRefused(await call('POST', V1_SHARE(me, source.id), SALES, { shared_user_id: ids[BOREAL] }), 404, 'NOT_FOUND');
    await expectRefused(await call('POST', V1_SHARE(me, source.id), SALES, { shared_user_id: ids['inactive@atlas.demo'] }), 404, 'NOT_FOUND');
    await expectRefused(await call('POST', V1_SHARE(me, source.id), SALES, { shared_user_id: 99_999_999 }), 404, 'NOT_FOUND');
    // The colleague's copy is not the caller's to share, nor is {user} anyone but the caller.
    await expectRefused(await call('POST', V1_SHARE(me, copy.id), SALES, { shared_user_id: ids[MANAGER] }), 404, 'NOT_FOUND');
    await expectRefused(await call('POST', V1_SHARE(ids[KAM]!, copy.id), SALES, { shared_user_id: ids[MANAGER] }), 404, 'NOT_FOUND');
    expect(await rows()).toEqual(before);

    for (let index = 1; index < 10; index += 1) await create(KAM, { name: `Segment ${index}`, query_type_id: QUERY_TYPE.account_segment, criteria: {} });
    const full = await rows();
    const refused = await call('POST', V1_SHARE(me, source.id), SALES, { shared_user_id: ids[KAM] });
    await expectRefused(refused, 409, 'LIMIT.QUERIES_REACHED');
    expect(refused.body).toMatchObject({ message: translate(queryLimitReachedText('account_segment', 'colleague')), details: { kind: 'account_segment' } });
    expect(await rows()).toEqual(full);
  });

  it('a sharing whose notification fails leaves no copy behind (copy and notification commit together)', async () => {
    const source = await create(SALES, { name: 'Segment Nantes', query_type_id: QUERY_TYPE.account_segment, criteria: { company_id_list: [5] } });
    const failing = createQueriesService({
      repository: createQueriesRepository(context.db),
      users: createUsersRepository(context.db),
      rateLimits: createRateLimitRepository(context.db),
      notifier: {
        notifyManyIn: async (tx) => {
          // The copy is written in this transaction (seen here), then the notification fails.
          const [seen] = await tx.query<{ n: string }>('SELECT count(*) AS n FROM queries WHERE owner_user_id = $1', [ids[KAM]]);
          expect(Number(seen!.n)).toBe(1);
          throw new Error('notification store unavailable');
        },
      },
    });
    const auth = { user: { id: ids[SALES]!, organizationId: source.organization_id } } as unknown as AuthContext;
    const before = await rows();
    await expect(failing.share(auth, source.id, { shared_user_id: ids[KAM]! })).rejects.toThrow('notification store unavailable');
    expect(await rows()).toEqual(before);
    expect(await rows()).toHaveLength(1);
  });

  it('limits sharings to 30 an hour per user (each one a copy and a notification for the colleague)', async () => {
    const me = ids[SALES]!;
    const list = await create(SALES, { name: 'Carnet', query_type_id: QUERY_TYPE.address_book, criteria: { person_id_list: [1] } });
    for (let index = 0; index < QUERY_SHARING_LIMIT.perHour; index += 1) {
      const shared = await call('POST', V1_SHARE(me, list.id), SALES, { shared_user_id: ids[KAM] });
      expect(shared.status, shared.text).toBe(200);
    }
    const before = await rows();
    const refused = await call('POST', V1_SHARE(me, list.id), SALES, { shared_user_id: ids[KAM] });
    await expectRefused(refused, 429, 'RATE_LIMITED');
    expect(await rows()).toEqual(before);
  });

  it('lets a manager read, not write, the queries of his organisation’s users; others read only their own', async () => {
    const mine = await create(SALES, { name: 'À moi', query_type_id: QUERY_TYPE.search, criteria: {} });
    const managerList = QueryListResponseSchema.parse((await call('GET', V1(ids[SALES]!), MANAGER)).body);
    expect(managerList.query_list.map((query) => query.id)).toEqual([mine.id]);
    expect((await call('GET', V1_ONE(ids[SALES]!, mine.id), MANAGER)).body).toEqual(mine);
    expect(QueryLightListResponseSchema.parse((await call('GET', V1_LIGHT(ids[SALES]!), MANAGER)).body).query_count).toBe(1);

    const before = await rows();
    await expectRefused(await call('POST', V1(ids[SALES]!), MANAGER, { name: 'Par le manager', query_type_id: QUERY_TYPE.search, criteria: {} }), 404, 'NOT_FOUND');
    await expectRefused(await call('PATCH', V2_ONE(mine.id), MANAGER, { name: 'Par le manager' }), 404, 'NOT_FOUND');
    await expectRefused(await call('DELETE', V2_ONE(mine.id), MANAGER), 404, 'NOT_FOUND');
    await expectRefused(await call('GET', V1(ids[SALES]!), KAM), 404, 'NOT_FOUND');
    await expectRefused(await call('GET', V1_ONE(ids[SALES]!, mine.id), KAM), 404, 'NOT_FOUND');
    await expectRefused(await call('GET', V1_ONE(ids[KAM]!, mine.id), KAM), 404, 'NOT_FOUND');
    await expectRefused(await call('PATCH', V2_ONE(mine.id), KAM, { name: 'Par un collègue' }), 404, 'NOT_FOUND');
    await expectRefused(await call('DELETE', V2_ONE(mine.id), KAM), 404, 'NOT_FOUND');
    // Another organisation: its manager reads nothing of ours.
    await expectRefused(await call('GET', V1(ids[SALES]!), BOREAL), 404, 'NOT_FOUND');
    await expectRefused(await call('PATCH', V2_ONE(mine.id), BOREAL, { name: 'Par Boréal' }), 404, 'NOT_FOUND');
    await expectRefused(await call('DELETE', V2_ONE(mine.id), BOREAL), 404, 'NOT_FOUND');
    // A licence without the lists: 403.
    await expectRefused(await call('GET', V2, NO_LICENCE), 403, 'AUTH.FORBIDDEN');
    await expectRefused(await call('POST', V2, NO_LICENCE, { name: 'Sans licence', query_type_id: QUERY_TYPE.search, criteria: {} }), 403, 'AUTH.FORBIDDEN');
    expect(await rows()).toEqual(before);
  });

  it('refuses bad input with a 4xx and a code, and changes nothing', async () => {
    const mine = await create(SALES, { name: 'À moi', query_type_id: QUERY_TYPE.alert, criteria: { company_id_list: [1] } });
    const theirs = await create(BOREAL, { name: 'Boréal', query_type_id: QUERY_TYPE.search, criteria: {} });
    const colleagues = await create(KAM, { name: 'Collègue', query_type_id: QUERY_TYPE.search, criteria: {} });
    const before = await rows();
    const valid = { name: 'Valide', query_type_id: QUERY_TYPE.search, criteria: {} };
    const hundredThousand = Array.from({ length: 100_000 }, (_, index) => index + 1);
    const cases: [string, string, unknown][] = [
      ['POST', V2, { ...valid, owner_user_id: ids[KAM] }],
      ['POST', V2, { ...valid, id: 5 }],
      ['POST', V2, { ...valid, name: 42 }],
      ['POST', V2, { ...valid, name: '   ' }],
      ['POST', V2, { ...valid, name: 'x'.repeat(256) }],
      ['POST', V2, { ...valid, query_type_id: 14 }],
      ['POST', V2, { ...valid, query_type_id: '11' }],
      ['POST', V2, { ...valid, is_alert: 'yes' }],
      ['POST', V2, { ...valid, criteria: 'all' }],
      ['POST', V2, { ...valid, criteria: { company_id_list: 'one' } }],
      ['POST', V2, { ...valid, criteria: { company_id_list: [0] } }],
      ['POST', V2, { name: 'Sans critères', query_type_id: QUERY_TYPE.search }],
      ['POST', V2, { ...valid, query_type_id: QUERY_TYPE.clients, criteria: { company_id_list: hundredThousand } }],
      ['POST', V2, { ...valid, query_type_id: QUERY_TYPE.alert, is_alert: false }],
      ['PATCH', V2_ONE(mine.id), { query_type_id: QUERY_TYPE.search }],
      ['PATCH', V2_ONE(mine.id), { name: 'Nouveau', owner_user_id: ids[KAM] }],
      ['PATCH', V2_ONE(mine.id), { is_alert: false }],
      ['PATCH', V2_ONE(mine.id), { criteria: { person_id_list: hundredThousand } }],
      ['PATCH', V2_ONE(theirs.id), { name: 'Pris' }],
      ['PATCH', V2_ONE(colleagues.id), { name: 'Pris' }],
      ['DELETE', V2_ONE(theirs.id), undefined],
      ['DELETE', V2_ONE(colleagues.id), undefined],
      ['GET', V1_ONE(ids[SALES]!, theirs.id), undefined],
      ['GET', V1_ONE(ids[SALES]!, colleagues.id), undefined],
      ['GET', V1(ids[BOREAL]!), undefined],
      ['POST', V1(ids[KAM]!), valid],
      ['POST', V1_SHARE(ids[SALES]!, mine.id), { shared_user_id: ids[KAM], name: 'copie' }],
      ['POST', V1_SHARE(ids[SALES]!, mine.id), { shared_user_id: String(ids[KAM]) }],
      ['POST', V1_SHARE(ids[SALES]!, theirs.id), { shared_user_id: ids[KAM] }],
      ['POST', V1_SHARE(ids[SALES]!, colleagues.id), { shared_user_id: ids[MANAGER] }],
      ['POST', V1_SHARE(ids[SALES]!, mine.id), { shared_user_id: ids[BOREAL] }],
      ['GET', `${V2}?query_type_id_list=99`, undefined],
      ['GET', `${V2}?is_alert=maybe`, undefined],
      ['GET', `${V2}?limit=1001`, undefined],
      ['GET', `${COUNT}?query_type_id_list=0`, undefined],
    ];
    const failures: string[] = [];
    for (const [method, path, body] of cases) {
      const answer = await call(method, path, SALES, body);
      const code = (answer.body as { code?: unknown } | undefined)?.code;
      if (answer.status < 400 || answer.status >= 500 || typeof code !== 'string') failures.push(`${method} ${path} ${JSON.stringify(body)?.slice(0, 80)} → ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await rows()).toEqual(before);
    await expectRefused(await call('POST', V2, SALES, { ...valid, query_type_id: QUERY_TYPE.alert, is_alert: false }), 400, 'QUERY.ALERT_FLAG_REQUIRED');
    await expectRefused(await call('PATCH', V2_ONE(theirs.id), SALES, { name: 'Pris' }), 404, 'NOT_FOUND');
    await expectRefused(await call('PATCH', V2_ONE(colleagues.id), SALES, { name: 'Pris' }), 404, 'NOT_FOUND');
  });
});
