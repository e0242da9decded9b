import { DomainFailure } from '@cible/core';
import type {
  AccountActivationBody,
  ChangeCurrentPasswordBody,
  ChangePasswordBody,
  ConnectAsBody,
  JwtResponse,
  LoginBody,
  ResetPasswordBody,
  TokenRenewalBody,
} from '@cible/core';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { AuthContext } from '../../security/auth-context';
import { createEmailedToken, hashEmailedToken } from '../../security/emailed-token';
import type { TokenAuthenticator } from '../../security/authenticate';
import type { PasswordHasher } from '../../security/password-hasher';
import type { SessionTokens } from '../../security/session-tokens';
import { firstValidIssuedAt } from '../../security/token-revocation';
import type { AuditTrail } from '../../security/audit-trail';
import type { UsersRepository } from '../users/users-repository';
import type { AuthAttemptsRepository, ThrottleQuery } from './auth-attempts-repository';
import type { CredentialsRepository } from './credentials-repository';
import { loginRetryAfterSeconds } from './login-retry-after';
import { passwordResetMail } from './password-reset-mail';
import type { PasswordResetRepository } from './password-reset-repository';
import { AUTH_THROTTLE } from './throttle-policy';

/** A password-reset link is valid one hour. */
export const PASSWORD_RESET_TOKEN_MINUTES = 60;

export interface AuthServiceDependencies {
  readonly credentials: CredentialsRepository;
  readonly attempts: AuthAttemptsRepository;
  readonly resets: PasswordResetRepository;
  readonly users: UsersRepository;
  readonly tokens: SessionTokens;
  readonly authenticator: TokenAuthenticator;
  readonly hasher: PasswordHasher;
  readonly audit: AuditTrail;
  readonly outbox: MailOutbox;
  /** Public base URL of the web app (links in mails), no trailing slash. */
  readonly publicUrl: string;
  readonly now?: () => Date;
}

/** Who is asking, as far as throttling and the audit trail care. */
export interface RequestOrigin {
  readonly ipAddress: string;
}

export interface AuthService {
  login(body: LoginBody, origin: RequestOrigin): Promise<JwtResponse>;
  renewToken(body: TokenRenewalBody): Promise<JwtResponse>;
  requestPasswordReset(body: ResetPasswordBody, origin: RequestOrigin): Promise<void>;
  changeCurrentPassword(auth: AuthContext, body: ChangeCurrentPasswordBody, origin: RequestOrigin): Promise<JwtResponse>;
  changePassword(auth: AuthContext, body: ChangePasswordBody, origin: RequestOrigin): Promise<void>;
  activateAccount(body: AccountActivationBody, origin: RequestOrigin): Promise<JwtResponse>;
  logout(auth: AuthContext, origin: RequestOrigin): Promise<void>;
  connectAs(auth: AuthContext, body: ConnectAsBody, origin: RequestOrigin): Promise<JwtResponse>;
}

const invalidCredentials = () => new DomainFailure('AUTH.INVALID_CREDENTIALS', 'Wrong login or password.');

/** 429 with Retry-After (header and details) of that many seconds. */
const tooManyAttempts = (retryAfter: number) =>
  new DomainFailure('AUTH.TOO_MANY_ATTEMPTS', 'Too many attempts: retry later.', {
    details: { retry_after_seconds: retryAfter },
  });

/** The login as stored for throttling: trimmed, lower case. */
export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}

/**
 * Authentication use cases (docs/api.md "Authentication and authorisation", docs/security.md): login with throttling,
 * token renewal, password reset by mail, password changes (logged in, password-expired, or logged out with an e-mailed
 * token), account activation, logout (revocation) and "connected as" for platform administrators.
 */
export function createAuthService(deps: AuthServiceDependencies): AuthService {
  const { credentials, attempts, resets, users, tokens, authenticator, hasher, audit, outbox } = deps;
  const now = deps.now ?? (() => new Date());

  /** Refuses with 429 and Retry-After when any of the queries is over its limit. */
  async function throttle(queries: readonly ThrottleQuery[]): Promise<void> {
    const locks = await Promise.all(queries.map((query) => attempts.lockedForSeconds(query)));
    const retryAfter = Math.max(0, ...locks.map((seconds) => seconds ?? 0));
    if (retryAfter > 0) throw tooManyAttempts(retryAfter);
  }

  async function sessionToken(user: { id: number; organizationId: number; tokensValidAfter: Date | null }, passwordExpired = false) {
    return tokens.issue({
      userId: user.id,
      organizationId: user.organizationId,
      passwordExpired,
      notBeforeIat: firstValidIssuedAt(user.tokensValidAfter),
    });
  }

  /**
   * A logged-in change (personal space, or the password-expired token of a login): the old password is required
   * and checked (wrong: 400, counted: 429 after 5 in 15 minutes); the new one revokes every older token.
   * Resolves with the revocation instant.
   */
  async function changeOwnPassword(auth: AuthContext, oldPassword: string | undefined, password: string, { ipAddress }: RequestOrigin): Promise<Date> {
    if (auth.impersonator !== null) {
      throw new DomainFailure('AUTH.FORBIDDEN', 'A password cannot be changed while connected as another user.');
    }
    const user = await credentials.findById(auth.user.id);
    if (!user) throw new DomainFailure('AUTH.TOKEN_INVALID', 'The session token is invalid.');
    const email = normalizeLogin(user.email);
    await throttle([
      {
        kind: 'change_password',
        key: { email },
        count: 'failures',
        resetOnSuccess: true,
        max: AUTH_THROTTLE.passwordChangeFailuresPerAccount,
        windowSeconds: AUTH_THROTTLE.windowSeconds,
      },
    ]);
    if (oldPassword === undefined || !(await hasher.verify(user.passwordHash, oldPassword))) {
      await attempts.record({ kind: 'change_password', email, ipAddress, userId: user.id, succeeded: false });
      throw new DomainFailure('AUTH.WRONG_OLD_PASSWORD', 'The current password is missing or wrong.', {
        issues: [{ path: ['old_password'], message: 'AUTH.WRONG_OLD_PASSWORD' }],
      });
    }
    const at = now();
    await credentials.changePassword(user.id, await hasher.hash(password), at);
    await attempts.record({ kind: 'change_password', email, ipAddress, userId: user.id, succeeded: true });
    await audit.record({ actorUserId: user.id, actingAsUserId: null, action: 'AUTH.PASSWORD_CHANGED', targetType: 'user', targetId: String(user.id), ipAddress });
    return at;
  }

  /** The logged-out change with an e-mailed reset token: consumed once, no old password; answers a session. */
  async function resetPassword(auth: AuthContext, tokenHash: string, password: string, { ipAddress }: RequestOrigin): Promise<JwtResponse> {
    const at = now();
    const userId = await resets.consume(tokenHash, await hasher.hash(password), at);
    if (userId === null) throw new DomainFailure('AUTH.TOKEN_INVALID', 'This link is invalid, expired or already used.');
    await audit.record({ actorUserId: userId, actingAsUserId: null, action: 'AUTH.PASSWORD_RESET', targetType: 'user', targetId: String(userId), ipAddress });
    return { jwt: await sessionToken({ ...auth.user, tokensValidAfter: at }) };
  }

  return {
    async login({ login, password }, { ipAddress }) {
      const email = normalizeLogin(login);
      const opened = await attempts.openLogin(email, ipAddress, AUTH_THROTTLE.login, (state) => loginRetryAfterSeconds(state, AUTH_THROTTLE.login));
      if ('retryAfterSeconds' in opened) throw tooManyAttempts(opened.retryAfterSeconds);
      const { attemptId } = opened;
      const user = await credentials.findByLogin(email);
      // Always one argon2 verification (a dummy one without a user or a password): same time either way.
      const matches = await hasher.verify(user?.passwordHash ?? null, password);
      if (!user || !matches) {
        await attempts.settleLogin(attemptId, 'failed', user?.id ?? null);
        throw invalidCredentials();
      }
      if (user.status !== 1) {
        await attempts.settleLogin(attemptId, 'not_counted', user.id);
        throw new DomainFailure('AUTH.ACCOUNT_INACTIVE', 'This account is not active.');
      }
      const at = now();
      await attempts.settleLogin(attemptId, 'succeeded', user.id);
      await credentials.recordLogin(user.id, at);
      const passwordExpired = user.passwordExpiresAt !== null && user.passwordExpiresAt.getTime() <= at.getTime();
      return { jwt: await sessionToken(user, passwordExpired) };
    },

    async renewToken({ jwt }) {
      const auth = await authenticator.authenticateToken(jwt, { allowPasswordExpired: false });
      const notBeforeIat = Math.max(
        firstValidIssuedAt(auth.user.tokensValidAfter),
        firstValidIssuedAt(auth.impersonator?.tokensValidAfter ?? null),
      );
      return {
        jwt: await tokens.issue({
          userId: auth.user.id,
          organizationId: auth.user.organizationId,
          connectedAsBy: auth.impersonator?.id ?? null,
          notBeforeIat,
        }),
      };
    },

    async requestPasswordReset({ login }, { ipAddress }) {
      const email = normalizeLogin(login);
      const { windowSeconds } = AUTH_THROTTLE;
      await throttle([
        { kind: 'reset_password', key: { ipAddress }, count: 'all', resetOnSuccess: false, max: AUTH_THROTTLE.resetRequestsPerAddress, windowSeconds },
      ]);
      const mailsLocked = await attempts.lockedForSeconds({
        kind: 'reset_password',
        key: { email },
        count: 'successes',
        resetOnSuccess: false,
        max: AUTH_THROTTLE.resetMailsPerAccount,
        windowSeconds,
      });
      const user = await credentials.findByLogin(email);
      const sendMail = user !== null && user.status === 1 && mailsLocked === null;
      // `succeeded` records whether a mail went out (the per-account limit counts mails).
      await attempts.record({ kind: 'reset_password', email, ipAddress, userId: user?.id ?? null, succeeded: sendMail });
      if (!sendMail) return;
      const token = createEmailedToken();
      const expiresAt = new Date(now().getTime() + PASSWORD_RESET_TOKEN_MINUTES * 60_000);
      await resets.create(user.id, hashEmailedToken(token), expiresAt);
      const link = `${deps.publicUrl}/change-password?token=${encodeURIComponent(token)}`;
      outbox.enqueue(
        passwordResetMail({ to: user.email, firstName: user.firstName, link, validMinutes: PASSWORD_RESET_TOKEN_MINUTES }),
        { userId: user.id, mail: 'password reset' },
      );
    },

    async changeCurrentPassword(auth, body, origin) {
      if (auth.passwordResetTokenHash !== null) return resetPassword(auth, auth.passwordResetTokenHash, body.password, origin);
      const at = await changeOwnPassword(auth, body.old_password, body.password, origin);
      return { jwt: await sessionToken({ ...auth.user, tokensValidAfter: at }) };
    },

    async changePassword(auth, body, origin) {
      await changeOwnPassword(auth, body.old_password, body.password, origin);
    },

    async activateAccount(body, { ipAddress }) {
      const tokenHash = hashEmailedToken(body.token);
      const pending = await credentials.findPendingActivation(tokenHash);
      if (!pending) throw new DomainFailure('AUTH.INVALID_ACTIVATION_TOKEN', 'This activation link is invalid, expired or already used.');
      const at = now();
      const activated = await credentials.activate(tokenHash, await hasher.hash(body.password), at);
      if (!activated) throw new DomainFailure('AUTH.INVALID_ACTIVATION_TOKEN', 'This activation link is invalid, expired or already used.');
      await audit.record({ actorUserId: activated.id, actingAsUserId: null, action: 'AUTH.ACCOUNT_ACTIVATED', targetType: 'user', targetId: String(activated.id), ipAddress });
      return { jwt: await sessionToken(activated) };
    },

    async logout(auth, { ipAddress }) {
      // Logging out of an impersonation ends the administrator's sessions, never the impersonated user's.
      const revoked = auth.impersonator ?? auth.user;
      await credentials.revokeTokens(revoked.id, now());
      await audit.record({
        actorUserId: revoked.id,
        actingAsUserId: auth.impersonator ? auth.user.id : null,
        action: 'AUTH.LOGOUT',
        targetType: 'user',
        targetId: String(revoked.id),
        ipAddress,
      });
    },

    async connectAs(auth, { user_id }, { ipAddress }) {
      if (auth.impersonator !== null || !auth.user.isPlatformAdmin) {
        throw new DomainFailure('AUTH.FORBIDDEN', 'Only a platform administrator may connect as another user.');
      }
      const target = await users.findUserById(user_id);
      if (!target || target.status !== 1) throw new DomainFailure('NOT_FOUND', 'No such active user.');
      if (target.isPlatformAdmin || target.id === auth.user.id) {
        throw new DomainFailure('AUTH.FORBIDDEN', 'A platform administrator cannot be impersonated.');
      }
      await audit.record({
        actorUserId: auth.user.id,
        actingAsUserId: target.id,
        action: 'AUTH.CONNECTED_AS',
        targetType: 'user',
        targetId: String(target.id),
        ipAddress,
      });
      const jwt = await tokens.issue({
        userId: target.id,
        organizationId: target.organizationId,
        connectedAsBy: auth.user.id,
        notBeforeIat: Math.max(firstValidIssuedAt(target.tokensValidAfter), firstValidIssuedAt(auth.user.tokensValidAfter)),
      });
      return { jwt };
    },
  };
}
