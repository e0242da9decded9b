import { hashEmailedToken } from '../src/security/emailed-token';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimsOf } from './support/api-client';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const LOGIN = '/v1/authentication/auth/local';
const CURRENT_PASSWORD = '/v1/authentication/auth/current/password';

describeEachDatabase('authentication', (context) => {
  let server: Server;
  let secret: Uint8Array;

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    secret = new TextEncoder().encode(server.config.jwtSecret);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const me = async (token: string) => {
    const { user_id } = claimsOf(token) as { user_id: number };
    return server.api.call('GET', `/v1/users/${user_id}`, { token });
  };
  const sign = (claims: Record<string, unknown>, header: { alg: string } = { alg: 'HS256' }, key = secret) =>
    new SignJWT(claims).setProtectedHeader(header).sign(key);
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('logs in with login and password: a jwt of 3600 s carrying user_id and organization_id', async () => {
    const answer = await server.api.call<{ jwt: string }>('POST', LOGIN, { body: { login: ' Sales@Atlas.demo ', password: 'Demo2026!' } });
    expect(answer.status).toBe(200);
    const claims = claimsOf(answer.body.jwt);
    expect(claims.user_id).toBe(await userIdOf(context.db, 'sales@atlas.demo'));
    expect(claims.organization_id).toEqual(expect.any(Number));
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(claims).not.toHaveProperty('connected_as_by');
    expect(claims).not.toHaveProperty('pwd_expired');
    const user = await me(answer.body.jwt);
    expect(user.status).toBe(200);
    expect(user.body.email).toBe('sales@atlas.demo');
  });

  it('answers a wrong password and an unknown login alike: 401 AUTH.INVALID_CREDENTIALS', async () => {
    const wrong = await server.api.call('POST', LOGIN, { body: { login: 'marketing@atlas.demo', password: 'Wrong2026!' } });
    const unknown = await server.api.call('POST', LOGIN, { body: { login: 'nobody@atlas.demo', password: 'Demo2026!' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'AUTH.INVALID_CREDENTIALS', message: 'Wrong login or password.' });
    expect(unknown.body).toEqual(wrong.body);
    const [failures] = await context.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM auth_attempts WHERE kind = 'login' AND NOT succeeded AND email IN ('marketing@atlas.demo', 'nobody@atlas.demo')",
    );
    expect(failures?.count).toBe(2);
  });

  it('refuses a disabled account with 401 AUTH.ACCOUNT_INACTIVE only once the password is right', async () => {
    const right = await server.api.call('POST', LOGIN, { body: { login: 'inactive@atlas.demo', password: 'Demo2026!' } });
    // One status per code (core's ERROR_CODE_STATUS): an inactive account is an authentication refusal, as for a session.
    expect(right.status).toBe(401);
    expect(right.body.code).toBe('AUTH.ACCOUNT_INACTIVE');
    const wrong = await server.api.call('POST', LOGIN, { body: { login: 'inactive@atlas.demo', password: 'Wrong2026!' } });
    expect(wrong.status).toBe(401);
  });

  it('refuses a missing, expired, tampered, alg:none, HS512 or foreign-key token with 401', async () => {
    const token = await server.api.login('sales-pme@atlas.demo');
    const claims = claimsOf(token);
    const userPath = `/v1/users/${claims.user_id as number}`;
    const codeOf = async (bearer: string | null, header?: string) =>
      server.api.call('GET', userPath, header ? { headers: { authorization: header } } : { token: bearer });

    const missing = await codeOf(null);
    expect([missing.status, missing.body.code]).toEqual([401, 'AUTH.TOKEN_MISSING']);
    const basic = await codeOf(null, 'Basic c2FsZXM6RGVtbw==');
    expect([basic.status, basic.body.code]).toEqual([401, 'AUTH.TOKEN_INVALID']);

    const expired = await sign({ ...claims, iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 });
    const expiredAnswer = await codeOf(expired);
    expect([expiredAnswer.status, expiredAnswer.body.code]).toEqual([401, 'AUTH.TOKEN_EXPIRED']);

    const [header, , signature] = token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ ...claims, user_id: (claims.user_id as number) + 1 })).toString('base64url');
    const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = token.split('.')[1];
    const forged = [
      `${header}.${otherUser}.${signature}`,
      `${header}.${payload}.${signature!.slice(0, -2)}AA`,
      `${unsigned}.${payload}.`,
      await sign(claims, { alg: 'HS512' }),
      await sign(claims, { alg: 'HS256' }, new TextEncoder().encode('another-secret-of-at-least-thirty-two-characters')),
      await sign({ ...claims, user_id: 999_999 }),
      await sign({ user_id: claims.user_id, iat: nowSeconds() }),
      'not-a-jwt',
    ];
    for (const bad of forged) {
      const answer = await codeOf(bad);
      expect(answer.status, bad).toBe(401);
      expect(answer.body.code, bad).toBe('AUTH.TOKEN_INVALID');
      expect(answer.text).not.toMatch(/stack|jose|JWS/i);
    }
  });

  it('renews a valid token, refuses an invalid one', async () => {
    const token = await server.api.login('search-lists@atlas.demo');
    const renewed = await server.api.call<{ jwt: string }>('POST', '/v1/authentication/auth/token-renewals', { body: { jwt: token } });
    expect(renewed.status).toBe(200);
    expect(claimsOf(renewed.body.jwt).user_id).toBe(claimsOf(token).user_id);
    expect((await me(renewed.body.jwt)).status).toBe(200);
    const expired = await sign({ ...claimsOf(token), iat: nowSeconds() - 7200, exp: nowSeconds() - 10 });
    const refused = await server.api.call('POST', '/v1/authentication/auth/token-renewals', { body: { jwt: expired } });
    expect([refused.status, refused.body.code]).toEqual([401, 'AUTH.TOKEN_EXPIRED']);
  });

  it('logout revokes the token (and every older one) at once, records it, and a new login works right away', async () => {
    const first = await server.api.login('crm-connector@atlas.demo');
    const second = await server.api.login('crm-connector@atlas.demo');
    const logout = await server.api.call('POST', '/v1/authentication/auth/logout', { token: first });
    expect(logout.status).toBe(204);
    expect(logout.text).toBe('');
    for (const revoked of [first, second]) {
      const answer = await me(revoked);
      expect([answer.status, answer.body.code]).toEqual([401, 'AUTH.TOKEN_INVALID']);
    }
    const again = await server.api.login('crm-connector@atlas.demo');
    expect((await me(again)).status).toBe(200);
    const userId = await userIdOf(context.db, 'crm-connector@atlas.demo');
    const rows = await context.db.query("SELECT * FROM audit_log WHERE action = 'AUTH.LOGOUT' AND actor_user_id = $1", [userId]);
    expect(rows).toHaveLength(1);
  });

  it('changing the password revokes the other sessions, answers a fresh token, and checks the old password and the rule', async () => {
    const email = 'sales-automation@atlas.demo';
    const session = await server.api.login(email);
    const other = await server.api.login(email);
    const change = (body: Record<string, unknown>) => server.api.call<{ jwt: string; code?: string }>('PUT', CURRENT_PASSWORD, { token: session, body });

    const wrongOld = await change({ old_password: 'Nope2026!', password: 'Nouveau2026', password_confirmation: 'Nouveau2026' });
    expect([wrongOld.status, wrongOld.body.code]).toEqual([400, 'AUTH.WRONG_OLD_PASSWORD']);
    const missingOld = await change({ password: 'Nouveau2026', password_confirmation: 'Nouveau2026' });
    expect([missingOld.status, missingOld.body.code]).toEqual([400, 'AUTH.WRONG_OLD_PASSWORD']);
    const weak = await change({ old_password: 'Demo2026!', password: 'short1A', password_confirmation: 'short1A' });
    expect([weak.status, weak.body.code]).toEqual([400, 'PASSWORD.TOO_SHORT']);
    const noDigit = await change({ old_password: 'Demo2026!', password: 'NoDigitsHere', password_confirmation: 'NoDigitsHere' });
    expect(noDigit.body.code).toBe('PASSWORD.DIGIT_MISSING');
    const mismatch = await change({ old_password: 'Demo2026!', password: 'Nouveau2026', password_confirmation: 'Nouveau2027' });
    expect(mismatch.body.code).toBe('PASSWORD.CONFIRMATION_MISMATCH');

    const changed = await change({ old_password: 'Demo2026!', password: 'Nouveau2026', password_confirmation: 'Nouveau2026' });
    expect(changed.status).toBe(200);
    expect((await me(changed.body.jwt)).status).toBe(200);
    for (const revoked of [session, other]) expect((await me(revoked)).status).toBe(401);
    expect((await server.api.call('POST', LOGIN, { body: { login: email, password: 'Demo2026!' } })).status).toBe(401);
    expect((await server.api.call('POST', LOGIN, { body: { login: email, password: 'Nouveau2026' } })).status).toBe(200);
  });

  it('changes the password of a logged-in user on PUT …/password (old password required), revoking the token', async () => {
    const email = 'sales-automation-v2@atlas.demo';
    const session = await server.api.login(email);
    const path = '/v1/authentication/auth/password';
    const wrong = await server.api.call('PUT', path, { token: session, body: { old_password: 'x', password: 'Autre2026x', password_confirmation: 'Autre2026x' } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'AUTH.WRONG_OLD_PASSWORD']);
    const anonymous = await server.api.call('PUT', path, { body: { old_password: 'Demo2026!', password: 'Autre2026x', password_confirmation: 'Autre2026x' } });
    expect(anonymous.status).toBe(401);
    const done = await server.api.call('PUT', path, { token: session, body: { old_password: 'Demo2026!', password: 'Autre2026x', password_confirmation: 'Autre2026x' } });
    expect(done.status).toBe(204);
    expect((await me(session)).status).toBe(401);
    await server.api.login(email, 'Autre2026x');
  });

  it('locks the password change after 5 wrong old passwords (a stolen token cannot guess it)', async () => {
    const session = await server.api.login('smart-campaign-v2@atlas.demo');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await server.api.call('PUT', CURRENT_PASSWORD, {
        token: session,
        body: { old_password: `Guess${attempt}`, password: 'Nouveau2026', password_confirmation: 'Nouveau2026' },
      });
      expect(wrong.status).toBe(400);
    }
    const locked = await server.api.call('PUT', CURRENT_PASSWORD, {
      token: session,
      body: { old_password: 'Demo2026!', password: 'Nouveau2026', password_confirmation: 'Nouveau2026' },
    });
    expect([locked.status, locked.body.code]).toEqual([429, 'AUTH.TOO_MANY_ATTEMPTS']);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('gives an expired password a token that may only change the password', async () => {
    const expired = await server.api.login('expired@atlas.demo');
    expect(claimsOf(expired).pwd_expired).toBe(true);
    const refused = await me(expired);
    expect([refused.status, refused.body.code]).toEqual([403, 'AUTH.PASSWORD_EXPIRED']);
    const renewal = await server.api.call('POST', '/v1/authentication/auth/token-renewals', { body: { jwt: expired } });
    expect([renewal.status, renewal.body.code]).toEqual([403, 'AUTH.PASSWORD_EXPIRED']);
    const changed = await server.api.call<{ jwt: string }>('PUT', CURRENT_PASSWORD, {
      token: expired,
      body: { old_password: 'Demo2026!', password: 'Renouvele2026', password_confirmation: 'Renouvele2026' },
    });
    expect(changed.status).toBe(200);
    expect(claimsOf(changed.body.jwt)).not.toHaveProperty('pwd_expired');
    expect((await me(changed.body.jwt)).status).toBe(200);
    expect(claimsOf(await server.api.login('expired@atlas.demo', 'Renouvele2026'))).not.toHaveProperty('pwd_expired');
  });

  it('sends a reset link by mail that works once, revokes the sessions, and says nothing about unknown logins', async () => {
    const email = 'intranet@atlas.demo';
    const session = await server.api.login(email);
    const unknown = await server.api.call('POST', '/v1/authentication/auth/reset-password', { body: { login: 'ghost@atlas.demo' } });
    const known = await server.api.call('POST', '/v1/authentication/auth/reset-password', { body: { login: 'Intranet@Atlas.demo' } });
    expect(unknown.status).toBe(204);
    expect(known.status).toBe(204);
    expect(known.text).toBe('');

    const mail = await server.mail.catcher!.waitFor((caught) => caught.envelope.to.includes(email));
    expect(mail.subject).toContain('mot de passe');
    const link = /(http\S+\/change-password\?token=([A-Za-z0-9_-]+))/.exec(mail.text ?? '');
    expect(link?.[1]?.startsWith(`${server.config.publicUrl}/change-password?token=`)).toBe(true);
    const token = link![2]!;
    expect(mail.html).toContain(token);
    expect(server.mail.catcher!.list().some((caught) => caught.envelope.to.includes('ghost@atlas.demo'))).toBe(false);
    // Only the hash is stored.
    const stored = await context.db.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
    expect(stored.map((row) => row.token_hash)).toContain(hashEmailedToken(token));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const body = { password: 'Reinitialise2026', password_confirmation: 'Reinitialise2026' };
    const used = await server.api.call<{ jwt: string }>('PUT', CURRENT_PASSWORD, { token, body });
    expect(used.status).toBe(200);
    expect((await me(used.body.jwt)).status).toBe(200);
    const again = await server.api.call('PUT', CURRENT_PASSWORD, { token, body });
    expect([again.status, again.body.code]).toEqual([401, 'AUTH.TOKEN_INVALID']);
    expect((await me(session)).status).toBe(401);
    await server.api.login(email, 'Reinitialise2026');
  });

  it('refuses an expired reset link, and sends at most 3 reset mails per account in 15 minutes', async () => {
    const email = 'sender@atlas.demo';
    const before = server.mail.catcher!.list().filter((caught) => caught.envelope.to.includes(email)).length;
    for (let request = 0; request < 4; request += 1) {
      expect((await server.api.call('POST', '/v1/authentication/auth/reset-password', { body: { login: email } })).status).toBe(204);
    }
    await server.mail.catcher!.waitFor((caught) => caught.envelope.to.includes(email) && server.mail.catcher!.list().filter((m) => m.envelope.to.includes(email)).length >= before + 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.mail.catcher!.list().filter((caught) => caught.envelope.to.includes(email)).length).toBe(before + 3);

    const latest = server.mail.catcher!.list().find((caught) => caught.envelope.to.includes(email))!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(latest.text ?? '')![1]!;
    await context.db.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashEmailedToken(token)]);
    const late = await server.api.call('PUT', CURRENT_PASSWORD, { token, body: { password: 'Tardif2026', password_confirmation: 'Tardif2026' } });
    expect([late.status, late.body.code]).toEqual([401, 'AUTH.TOKEN_INVALID']);
  });

  it('activates an invited account once with its e-mailed token', async () => {
    const token = 'activation-token-0123456789abcdef';
    const [organization] = await context.db.query<{ id: number }>("SELECT id FROM organizations WHERE name = 'Atlas Conseil'");
    await context.db.query(
      `INSERT INTO users (organization_id, email, first_name, last_name, status, activation_token_hash, activation_token_expires_at)
       VALUES ($1, 'invited@atlas.demo', 'Nina', 'Perrin', 0, $2, now() + interval '1 day')`,
      [organization!.id, hashEmailedToken(token)],
    );
    const pending = await server.api.call('POST', LOGIN, { body: { login: 'invited@atlas.demo', password: 'Bienvenue2026' } });
    expect(pending.status).toBe(401);
    const activated = await server.api.call<{ jwt: string }>('POST', '/v1/users/account-activations', { body: { token, password: 'Bienvenue2026' } });
    expect(activated.status).toBe(200);
    expect((await me(activated.body.jwt)).body.status).toBe(1);
    const reused = await server.api.call('POST', '/v1/users/account-activations', { body: { token, password: 'Bienvenue2026' } });
    expect([reused.status, reused.body.code]).toEqual([400, 'AUTH.INVALID_ACTIVATION_TOKEN']);
    const weak = await server.api.call('POST', '/v1/users/account-activations', { body: { token: 'x'.repeat(20), password: 'weak' } });
    expect([weak.status, weak.body.code]).toEqual([400, 'PASSWORD.TOO_SHORT']);
    await server.api.login('invited@atlas.demo', 'Bienvenue2026');
  });
});
