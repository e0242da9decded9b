import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimsOf } from './support/api-client';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const CONNECT_AS = '/v1/authentication/auth/connect-as';

describeEachDatabase('connected as (impersonation)', (context) => {
  let server: Server;
  let admin: string;
  let adminId: number;
  let targetId: number;

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    admin = await server.api.login('support@cible.demo');
    adminId = await userIdOf(context.db, 'support@cible.demo');
    targetId = await userIdOf(context.db, 'marketing@atlas.demo');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const auditRows = () =>
    context.db.query<{ action: string; actor_user_id: number; acting_as_user_id: number | null; target_id: string | null }>(
      'SELECT action, actor_user_id, acting_as_user_id, target_id FROM audit_log ORDER BY id',
    );

  it('gives a platform administrator a token of the target with connected_as_by, and audits it', async () => {
    const answer = await server.api.call<{ jwt: string }>('POST', CONNECT_AS, { token: admin, body: { user_id: targetId } });
    expect(answer.status).toBe(200);
    const claims = claimsOf(answer.body.jwt);
    expect(claims).toMatchObject({ user_id: targetId, connected_as_by: adminId });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    const rows = await auditRows();
    expect(rows.filter((row) => row.action === 'AUTH.CONNECTED_AS')).toEqual([
      { action: 'AUTH.CONNECTED_AS', actor_user_id: adminId, acting_as_user_id: targetId, target_id: String(targetId) },
    ]);

    const self = await server.api.call('GET', `/v1/users/${targetId}`, { token: answer.body.jwt });
    expect(self.status).toBe(200);
    expect(self.body.connected_as).toBe(true);
    const colleague = await server.api.call('GET', `/v1/users/${await userIdOf(context.db, 'sales@atlas.demo')}`, { token: answer.body.jwt });
    expect(colleague.body).not.toHaveProperty('connected_as');
  });

  it('writes an audit row with the real actor for every state-changing request made as the user', async () => {
    const { body } = await server.api.call<{ jwt: string }>('POST', CONNECT_AS, { token: admin, body: { user_id: targetId } });
    const before = (await auditRows()).length;
    await server.api.call('GET', `/v1/users/${targetId}`, { token: body.jwt });
    expect((await auditRows()).length).toBe(before);

    const patched = await server.api.call('PATCH', `/v1/users/${targetId}`, { token: body.jwt, body: { mobile_phone: '06 11 22 33 44' } });
    expect(patched.status).toBe(200);
    const events = await server.api.call('POST', '/v1/analytics/events', {
      token: body.jwt,
      body: { event_list: [{ name: 'page_view', occurred_at: new Date().toISOString(), path: '/' }] },
    });
    expect(events.status).toBe(204);
    const rows = (await auditRows()).slice(before);
    expect(rows).toEqual([
      { action: 'CONNECTED_AS.REQUEST', actor_user_id: adminId, acting_as_user_id: targetId, target_id: 'PATCH /v1/users/:id' },
      { action: 'CONNECTED_AS.REQUEST', actor_user_id: adminId, acting_as_user_id: targetId, target_id: 'POST /v1/analytics/events' },
    ]);
    // Analytics made while connected as are not the user's behaviour: not stored.
    const stored = await context.db.query('SELECT id FROM analytics_events WHERE user_id = $1', [targetId]);
    expect(stored).toHaveLength(0);
    // The impersonated user's password cannot be changed that way.
    const password = await server.api.call('PUT', '/v1/authentication/auth/current/password', {
      token: body.jwt,
      body: { old_password: 'Demo2026!', password: 'Pirate2026', password_confirmation: 'Pirate2026' },
    });
    expect([password.status, password.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
  });

  it('refuses connect-as to anyone but a platform administrator, and for an administrator or an unknown user', async () => {
    const manager = await server.api.login('manager@atlas.demo');
    const refused = await server.api.call('POST', CONNECT_AS, { token: manager, body: { user_id: targetId } });
    expect([refused.status, refused.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
    const adminTarget = await server.api.call('POST', CONNECT_AS, { token: admin, body: { user_id: adminId } });
    expect(adminTarget.status).toBe(403);
    const unknown = await server.api.call('POST', CONNECT_AS, { token: admin, body: { user_id: 999_999 } });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    const inactive = await server.api.call('POST', CONNECT_AS, { token: admin, body: { user_id: await userIdOf(context.db, 'inactive@atlas.demo') } });
    expect(inactive.status).toBe(404);
    const anonymous = await server.api.call('POST', CONNECT_AS, { body: { user_id: targetId } });
    expect(anonymous.status).toBe(401);
    // A connected-as token cannot chain another connect-as.
    const { body } = await server.api.call<{ jwt: string }>('POST', CONNECT_AS, { token: admin, body: { user_id: targetId } });
    const chained = await server.api.call('POST', CONNECT_AS, { token: body.jwt, body: { user_id: await userIdOf(context.db, 'sales@atlas.demo') } });
    expect(chained.status).toBe(403);
  });

  it('ends with the administrator: a revoked administrator or a logout of the impersonation kills the token, not the user’s sessions', async () => {
    const userSession = await server.api.login('marketing@atlas.demo');
    const secondAdmin = await server.api.login('support@cible.demo');
    const { body } = await server.api.call<{ jwt: string }>('POST', CONNECT_AS, { token: secondAdmin, body: { user_id: targetId } });
    const logout = await server.api.call('POST', '/v1/authentication/auth/logout', { token: body.jwt });
    expect(logout.status).toBe(204);
    expect((await server.api.call('GET', `/v1/users/${targetId}`, { token: body.jwt })).status).toBe(401);
    expect((await server.api.call('GET', `/v1/users/${targetId}`, { token: secondAdmin })).status).toBe(401);
    expect((await server.api.call('GET', `/v1/users/${targetId}`, { token: userSession })).status).toBe(200);

    // An administrator who loses the flag loses his impersonation tokens at once.
    const freshAdmin = await server.api.login('support@cible.demo');
    const again = await server.api.call<{ jwt: string }>('POST', CONNECT_AS, { token: freshAdmin, body: { user_id: targetId } });
    await context.db.query('UPDATE users SET is_platform_admin = false WHERE id = $1', [adminId]);
    try {
      expect((await server.api.call('GET', `/v1/users/${targetId}`, { token: again.body.jwt })).status).toBe(401);
    } finally {
      await context.db.query('UPDATE users SET is_platform_admin = true WHERE id = $1', [adminId]);
    }
  });
});
