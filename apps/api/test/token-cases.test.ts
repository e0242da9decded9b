import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_TOKEN_CLOCK_SKEW_SECONDS, SESSION_TOKEN_LIFETIME_SECONDS } from '../src/security/session-tokens';
import { claimsOf } from './support/api-client';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

/**
 * Session token cases (docs/security.md "Session tokens"): each refused token is a 401 with its code on an
 * authenticated route (GET /v1/users/{id}), where a good token of the same user is accepted.
 */
describeEachDatabase('session token cases', (context) => {
  let server: Server;
  let secret: Uint8Array;
  let userCounter = 0;

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    secret = new TextEncoder().encode(server.config.jwtSecret);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const sign = (claims: Record<string, unknown>, key = secret) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
  /** GET /v1/users/{the token's user}: status and error code. */
  const answerTo = async (token: string, userId?: number) => {
    const id = userId ?? (claimsOf(token).user_id as number);
    const answer = await server.api.call('GET', `/v1/users/${id}`, { token });
    return { status: answer.status, code: answer.status === 200 ? null : answer.body.code };
  };
  const accepted = { status: 200, code: null };
  const invalid = { status: 401, code: 'AUTH.TOKEN_INVALID' };
  /** A fresh user of Atlas Conseil with the demo password, and a session of it. */
  const newSession = async () => {
    const email = `token-case-${(userCounter += 1)}@atlas.demo`;
    await context.db.query(
      `INSERT INTO users (organization_id, email, first_name, last_name, status, password_hash)
       SELECT organization_id, $1, 'Token', 'Case', 1, password_hash FROM users WHERE email = 'sales@atlas.demo'`,
      [email],
    );
    await context.db.query('INSERT INTO user_licences (user_id, licence_id) SELECT id, 1 FROM users WHERE email = $1', [email]);
    return { email, userId: await userIdOf(context.db, email), token: await server.api.login(email) };
  };
  const claimsNow = async () => {
    const { userId } = await newSession();
    const [user] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [userId]);
    return { user_id: userId, organization_id: user!.organization_id };
  };

  it('refuses alg none: AUTH.TOKEN_INVALID', async () => {
    const claims = { ...(await claimsNow()), iat: nowSeconds(), exp: nowSeconds() + 600 };
    expect(await answerTo(await sign(claims))).toEqual(accepted);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect(await answerTo(`${header}.${payload}.`, claims.user_id)).toEqual(invalid);
  });

  it('refuses a token signed with another key: AUTH.TOKEN_INVALID', async () => {
    const claims = { ...(await claimsNow()), iat: nowSeconds(), exp: nowSeconds() + 600 };
    const otherKey = new TextEncoder().encode('another-secret-of-at-least-thirty-two-characters');
    expect(await answerTo(await sign(claims, otherKey))).toEqual(invalid);
  });

  it('refuses an expired token: AUTH.TOKEN_EXPIRED', async () => {
    const claims = await claimsNow();
    const expired = await sign({ ...claims, iat: nowSeconds() - SESSION_TOKEN_LIFETIME_SECONDS - 5, exp: nowSeconds() - 5 });
    expect(await answerTo(expired)).toEqual({ status: 401, code: 'AUTH.TOKEN_EXPIRED' });
  });

  it('refuses a token issued in the future beyond the clock skew allowance: AUTH.TOKEN_INVALID', async () => {
    const claims = await claimsNow();
    const at = (iat: number) => sign({ ...claims, iat, exp: iat + SESSION_TOKEN_LIFETIME_SECONDS });
    expect(await answerTo(await at(nowSeconds() + SESSION_TOKEN_CLOCK_SKEW_SECONDS - 5))).toEqual(accepted);
    expect(await answerTo(await at(nowSeconds() + SESSION_TOKEN_CLOCK_SKEW_SECONDS + 5))).toEqual(invalid);
    expect(await answerTo(await at(nowSeconds() + 30 * 24 * 3600))).toEqual(invalid);
  });

  it('refuses a lifetime (exp − iat) beyond the maximum, even before its exp: AUTH.TOKEN_INVALID', async () => {
    const claims = await claimsNow();
    const iat = nowSeconds() - 10;
    expect(await answerTo(await sign({ ...claims, iat, exp: iat + SESSION_TOKEN_LIFETIME_SECONDS }))).toEqual(accepted);
    expect(await answerTo(await sign({ ...claims, iat, exp: iat + SESSION_TOKEN_LIFETIME_SECONDS + 1 }))).toEqual(invalid);
    expect(await answerTo(await sign({ ...claims, iat, exp: iat + 365 * 24 * 3600 }))).toEqual(invalid);
  });

  it('refuses a token revoked by a logout: AUTH.TOKEN_INVALID', async () => {
    const { token } = await newSession();
    expect(await answerTo(token)).toEqual(accepted);
    expect((await server.api.call('POST', '/v1/authentication/auth/logout', { token })).status).toBe(204);
    expect(await answerTo(token)).toEqual(invalid);
  });

  it('refuses a token revoked by a password change: AUTH.TOKEN_INVALID', async () => {
    const { email, token } = await newSession();
    const other = await server.api.login(email);
    const changed = await server.api.call('PUT', '/v1/authentication/auth/password', {
      token: other,
      body: { old_password: 'Demo2026!', password: 'Nouveau2026x', password_confirmation: 'Nouveau2026x' },
    });
    expect(changed.status).toBe(204);
    expect(await answerTo(token)).toEqual(invalid);
    expect(await answerTo(other)).toEqual(invalid);
    expect(await answerTo(await server.api.login(email, 'Nouveau2026x'))).toEqual(accepted);
  });

  it('refuses the token of a disabled (inactive) account: AUTH.ACCOUNT_INACTIVE', async () => {
    const { userId, token } = await newSession();
    expect(await answerTo(token)).toEqual(accepted);
    await context.db.query('UPDATE users SET status = 2 WHERE id = $1', [userId]);
    expect(await answerTo(token)).toEqual({ status: 401, code: 'AUTH.ACCOUNT_INACTIVE' });
  });

  it('refuses the token of a deleted user: AUTH.TOKEN_INVALID', async () => {
    const { userId, token } = await newSession();
    expect(await answerTo(token)).toEqual(accepted);
    await context.db.query('DELETE FROM users WHERE id = $1', [userId]);
    expect(await answerTo(token)).toEqual(invalid);
  });
});
