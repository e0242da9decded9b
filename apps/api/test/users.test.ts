import { ColleagueListResponseSchema, ColleagueSchema, UserListResponseSchema, UserSchema, OrganizationSchema } from '@cible/core';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organizationIdOf, startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const INTERCOM_SECRET = 'intercom-test-secret-0123456789';

describeEachDatabase('users and organisations', (context) => {
  let server: Server;
  let tokens: Record<string, string>;
  let ids: Record<string, number>;
  let atlas: number;
  let boreal: number;

  beforeAll(async () => {
    server = await startSeededServer(context.db, { env: { INTERCOM_SECRET, DESK_HOST: 'https://desk.example.fr' } });
    const emails = ['sales@atlas.demo', 'manager@atlas.demo', 'sender@atlas.demo', 'no-licence@atlas.demo', 'marketing@atlas.demo', 'sales@boreal.demo'];
    tokens = {};
    ids = {};
    for (const email of emails) {
      tokens[email] = await server.api.login(email);
      ids[email] = await userIdOf(context.db, email);
    }
    atlas = await organizationIdOf(context.db, 'Atlas Conseil');
    boreal = await organizationIdOf(context.db, 'Boréal Industrie');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const as = (email: string) => ({ token: tokens[email]! });

  it('answers a user in core’s User shape, with organisation and licence list, to himself and to a manager only', async () => {
    const own = await server.api.call('GET', `/v1/users/${ids['sales@atlas.demo']}`, as('sales@atlas.demo'));
    expect(UserSchema.parse(own.body)).toMatchObject({ email: 'sales@atlas.demo', organization: { id: atlas } });
    // A colleague is in the organisation's list, not readable one by one with his e-mail and phones.
    const colleague = await server.api.call('GET', `/v1/users/${ids['manager@atlas.demo']}`, as('sales@atlas.demo'));
    expect([colleague.status, colleague.body.code]).toEqual([404, 'NOT_FOUND']);
    const answer = await server.api.call('GET', `/v1/users/${ids['manager@atlas.demo']}`, as('manager@atlas.demo'));
    expect(answer.status).toBe(200);
    const user = UserSchema.parse(answer.body);
    expect(user).toMatchObject({
      email: 'manager@atlas.demo',
      first_name: 'Sophie',
      is_organization_manager: true,
      can_export: true,
      can_export_location: true,
      organization: { id: atlas, name: 'Atlas Conseil' },
      organization_user_license_list: [{ license: { id: 3, name: 'Sales & Marketing' } }],
      status: 1,
      tester_level: null,
    });
    expect(answer.body).not.toHaveProperty('connected_as');
    expect(answer.text).not.toMatch(/password|argon|tokens_valid_after|is_platform_admin/);
  });

  it('searches users by text within the caller’s organisation only, paged, accents and case ignored', async () => {
    const emailOf = new Map<number, string>();
    for (const row of await context.db.query<{ id: number; email: string }>('SELECT id, email FROM users')) emailOf.set(row.id, row.email);
    const search = async (query: string, email = 'sales@atlas.demo') => {
      const answer = await server.api.call('GET', `/v1/users${query}`, as(email));
      expect(answer.status).toBe(200);
      // Colleagues come without e-mail or phones: the test finds their e-mail from the database.
      const list = ColleagueListResponseSchema.parse(answer.body);
      for (const user of list.user_list) expect(Object.keys(user).sort()).toEqual(Object.keys(ColleagueSchema.shape).sort());
      return { ...list, user_list: list.user_list.map((user) => ({ ...user, email: emailOf.get(user.id) })) };
    };
    const all = await search('?limit=1000');
    expect(all.user_count).toBe(all.user_list.length);
    expect(all.user_list.every((user) => user.organization.id === atlas)).toBe(true);
    expect(all.user_list.map((user) => user.email)).not.toContain('sales@boreal.demo');
    expect(all.user_list.map((user) => user.email)).not.toContain('support@cible.demo');

    expect((await search('?search=ROUSS')).user_list.map((user) => user.email)).toEqual(['manager@atlas.demo']);
    expect((await search('?search=raphael')).user_list.map((user) => user.email)).toEqual(['sales-automation-v2@atlas.demo']);
    expect((await search('?search=Blanc')).user_count).toBe(0);
    expect((await search('?search=Blanc', 'sales@boreal.demo')).user_list.map((user) => user.email)).toEqual(['sales@boreal.demo']);
    // An explicit other organisation, or another organisation's user ids, answer 404; LIKE wildcards are literal.
    for (const query of [`?organization_id=${boreal}`, `?id_list=${ids['manager@atlas.demo']},${ids['sales@boreal.demo']}`]) {
      const refused = await server.api.call('GET', `/v1/users${query}`, as('sales@atlas.demo'));
      expect([refused.status, refused.body.code], query).toEqual([404, 'NOT_FOUND']);
    }
    expect((await search(`?organization_id=${atlas}`)).user_count).toBe(all.user_count);
    expect((await search('?search=%25')).user_count).toBe(0);
    expect((await search('?search=_')).user_count).toBe(0);

    const page = await search('?limit=5&offset=5');
    expect(page.user_list).toHaveLength(5);
    expect(page.user_count).toBe(all.user_count);
    expect(page.user_list[0]?.email).toBe(all.user_list[5]?.email);

    const colleagues = await search('?status=1&limit=1000');
    expect(colleagues.user_list.every((user) => user.status === 1)).toBe(true);
    expect(colleagues.user_list.map((user) => user.email)).not.toContain('inactive@atlas.demo');
    const byIds = await search(`?id_list=${ids['manager@atlas.demo']},${ids['sales@atlas.demo']}`);
    expect(byIds.user_list.map((user) => user.email).sort()).toEqual(['manager@atlas.demo', 'sales@atlas.demo']);
  });

  it('keeps organisation A out of organisation B: every route answers 404, nothing changes', async () => {
    const other = ids['sales@boreal.demo']!;
    const attempts = [
      ['GET', `/v1/users/${other}`, undefined],
      ['PATCH', `/v1/users/${other}`, { first_name: 'Pirate' }],
      ['GET', `/v1/organizations/${boreal}`, undefined],
    ] as const;
    for (const caller of ['sales@atlas.demo', 'manager@atlas.demo']) {
      for (const [method, path, body] of attempts) {
        const answer = await server.api.call(method, path, { ...as(caller), ...(body ? { body } : {}) });
        expect(answer.status, `${caller} ${method} ${path}`).toBe(404);
        expect(answer.body.code).toBe('NOT_FOUND');
      }
    }
    const [row] = await context.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [other]);
    expect(row?.first_name).toBe('Antoine');
    // And the reverse direction.
    expect((await server.api.call('GET', `/v1/users/${ids['sales@atlas.demo']}`, as('sales@boreal.demo'))).status).toBe(404);
    expect((await server.api.call('GET', `/v1/organizations/${atlas}`, as('sales@boreal.demo'))).status).toBe(404);
  });

  it('answers the caller’s own organisation with its licences', async () => {
    const answer = await server.api.call('GET', `/v1/organizations/${atlas}`, as('sales@atlas.demo'));
    expect(answer.status).toBe(200);
    const organization = OrganizationSchema.parse(answer.body);
    expect(organization.name).toBe('Atlas Conseil');
    expect(organization.license_list.map((licence) => licence.id)).toEqual([...Array(16).keys()]);
    expect((await server.api.call('GET', '/v1/organizations/999999', as('sales@atlas.demo'))).status).toBe(404);
  });

  it('lets a user change his own names and phones, with core’s phone rule and no unknown field', async () => {
    const path = `/v1/users/${ids['sales@atlas.demo']}`;
    const changed = await server.api.call('PATCH', path, {
      ...as('sales@atlas.demo'),
      body: { first_name: ' Camille ', phone: '01 23 45 67 89', mobile_phone: '+33 6 12 34 56 78' },
    });
    expect(changed.status).toBe(200);
    expect(UserSchema.parse(changed.body)).toMatchObject({ first_name: 'Camille', phone: '01 23 45 67 89', mobile_phone: '+33 6 12 34 56 78' });
    const cleared = await server.api.call('PATCH', path, { ...as('sales@atlas.demo'), body: { phone: null } });
    expect(cleared.body.phone).toBeNull();
    expect(cleared.body.mobile_phone).toBe('+33 6 12 34 56 78');

    const badPhone = await server.api.call('PATCH', path, { ...as('sales@atlas.demo'), body: { phone: '12-34' } });
    expect([badPhone.status, badPhone.body.code]).toEqual([400, 'PHONE.TOO_SHORT']);
    expect(badPhone.body.issues).toEqual([{ path: ['phone'], message: 'PHONE.TOO_SHORT' }]);
    for (const body of [{ email: 'pirate@atlas.demo' }, { is_organization_manager: true }, { status: 1 }, { first_name: '' }]) {
      const refused = await server.api.call('PATCH', path, { ...as('sales@atlas.demo'), body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const [row] = await context.db.query<{ email: string; is_organization_manager: boolean }>(
      'SELECT email, is_organization_manager FROM users WHERE id = $1',
      [ids['sales@atlas.demo']],
    );
    expect(row).toEqual({ email: 'sales@atlas.demo', is_organization_manager: false });
  });

  it('refuses a non-manager changing a colleague (403), lets a manager do it (audited)', async () => {
    const colleague = `/v1/users/${ids['marketing@atlas.demo']}`;
    const refused = await server.api.call('PATCH', colleague, { ...as('sales@atlas.demo'), body: { last_name: 'Piraté' } });
    expect([refused.status, refused.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
    const done = await server.api.call('PATCH', colleague, { ...as('manager@atlas.demo'), body: { last_name: 'Bernard-Lévy' } });
    expect(done.status).toBe(200);
    expect(done.body.last_name).toBe('Bernard-Lévy');
    const audit = await context.db.query<{ actor_user_id: number; target_id: string; details: { fields: string[] } }>(
      "SELECT actor_user_id, target_id, details FROM audit_log WHERE action = 'USER.UPDATED'",
    );
    expect(audit).toEqual([{ actor_user_id: ids['manager@atlas.demo'], target_id: String(ids['marketing@atlas.demo']), details: { fields: ['last_name'] } }]);
  });

  it('refuses what the licence lacks in core’s matrix with 403 AUTH.FORBIDDEN', async () => {
    // Sender (10) lacks PERSONAL_SPACE_PROFILE_AND_AI: no profile edit, not even his own.
    const sender = await server.api.call('PATCH', `/v1/users/${ids['sender@atlas.demo']}`, { ...as('sender@atlas.demo'), body: { first_name: 'Jade' } });
    expect([sender.status, sender.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
    expect(sender.body.details).toEqual({ subject: 'PERSONAL_SPACE_PROFILE_AND_AI', action: 'update' });
    // No licence (0) lacks MANAGER_ACCESS.
    const none = await server.api.call('GET', '/v1/users/managed-users', as('no-licence@atlas.demo'));
    expect([none.status, none.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
    // Sales reads MANAGER_ACCESS but is no organisation manager.
    const sales = await server.api.call('GET', '/v1/users/managed-users', as('sales@atlas.demo'));
    expect([sales.status, sales.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
  });

  it('lists the managed users (the manager’s organisation) for managers', async () => {
    const answer = await server.api.call('GET', '/v1/users/managed-users', as('manager@atlas.demo'));
    expect(answer.status).toBe(200);
    const list = UserListResponseSchema.parse(answer.body);
    expect(list.user_list.every((user) => user.organization.id === atlas)).toBe(true);
    expect(list.user_count).toBeGreaterThanOrEqual(21);
  });

  it('answers the support-chat hash (HMAC-SHA256 of the user id) and the global configurations', async () => {
    const hash = await server.api.call('GET', '/v1/users/intercom-verified-hash', as('sales@atlas.demo'));
    expect(hash.body).toEqual({ hash: createHmac('sha256', INTERCOM_SECRET).update(String(ids['sales@atlas.demo'])).digest('hex') });
    const configurations = await server.api.call<{ global_configuration_list: { name: string; value: unknown }[] }>(
      'GET',
      '/v1/global-configurations',
      as('sales@atlas.demo'),
    );
    expect(configurations.status).toBe(200);
    const values = Object.fromEntries(configurations.body.global_configuration_list.map((entry) => [entry.name, entry.value]));
    expect(values).toMatchObject({ app_version: '2.0.3', desk_host: 'https://desk.example.fr', support_chat_enabled: true, feature_linkedin_connection: true });
    expect((await server.api.call('GET', '/v1/global-configurations')).status).toBe(401);
  });

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', "1'%20OR%20'1'='1"]) {
      const answer = await server.api.call('GET', `/v1/users/${id}`, as('sales@atlas.demo'));
      expect(answer.status, id).toBe(400);
      expect(answer.body.code).toBe('VALIDATION.INVALID_PARAMS');
    }
    expect((await server.api.call('GET', '/v1/users/2147483647', as('sales@atlas.demo'))).status).toBe(404);
  });
});
