import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  SESSION_COOKIE_NAME,
  SESSION_POLL_INTERVAL_MS,
  abilityFor,
  accessUserFromUser,
  authenticationStatusAfter,
  decodeJwtPayload,
  planLogout,
  sessionIdentity,
  sessionPollDecision,
} from '@cible/core';
import type {
  Ability,
  AccessUser,
  AnalyticsGateway,
  AuthGateway,
  AuthenticationStatus,
  KeyValueStorage,
  SessionCookieSnapshot,
  SocketGateway,
  Colleague,
  User,
  UsersGateway,
} from '@cible/core';
import { ANALYTICS_GATEWAY, AUTH_GATEWAY, KEY_VALUE_STORAGE, SOCKET_GATEWAY, USERS_GATEWAY } from '../../di/tokens';
import { SESSION_NAVIGATOR } from './SessionNavigator';
import { SESSION_TOKEN_SOURCE } from './SessionTokenSource';
import type { LoginError } from './LoginError';
import { loginErrorOf } from './loginErrorOf';
import type { SessionNavigator } from './SessionNavigator';
import type { ActiveSessionToken, SessionTokenSource } from './SessionTokenSource';
import { token } from '../../di/token';

/**
 * Keys of the data logout wipes from local storage, per kind of core's LOGOUT_CLEARED_DATA. The app keeps
 * tokens in cookies and stores neither the email nor the password; the keys are removed anyway so that
 * nothing an older version stored survives a logout.
 */
export const SESSION_STORAGE_KEYS = {
  tokens: ['cible.token', 'cible.connected_as_token'],
  stored_email: ['cible.email'],
  stored_password: ['cible.password'],
  user_data: ['cible.user'],
} as const;

/** Largest page of the organisation's users (the contract's page limit). */
const ORGANIZATION_USERS_LIMIT = 1000;

/**
 * The session view-model (app-wide singleton): authentication status, the connected user and the
 * organisation's users, the ability computed from core's matrix, login, logout following core's plan,
 * and the 5-second cookie poll (reload when the session identity changed, logout when neither cookie remains).
 */
@injectable()
export class SessionStore {
  status: AuthenticationStatus = 'empty';
  loginError: LoginError | null = null;
  user: User | null = null;
  organizationUsers: readonly Colleague[] = [];
  /** The session cookies as last seen by this tab (the poll compares against it). */
  cookies: SessionCookieSnapshot = { session: null, connectedAs: null };
  /** Whether the token in use is an impersonation token (connected-as cookie, or its claim). */
  impersonated = false;
  /** The user-data load failed (not a 401, which logs out): the guard shows the error page with a retry. */
  loadFailed = false;
  /**
   * After a login refused for an expired password: the token the API issued, which may only change the
   * password (PUT current/password). Kept in memory, never in a cookie.
   */
  passwordChangeToken: string | null = null;

  private loading: Promise<void> | null = null;
  private reloading: Promise<void> | null = null;
  private loggingOut: Promise<void> | null = null;
  private pollTimer: ReturnType<typeof setInterval> | undefined;

  constructor(
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(USERS_GATEWAY) private readonly users: UsersGateway,
    @inject(SESSION_TOKEN_SOURCE) private readonly tokens: SessionTokenSource,
    @inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage,
    @inject(ANALYTICS_GATEWAY) private readonly analytics: AnalyticsGateway,
    @inject(SESSION_NAVIGATOR) private readonly navigator: SessionNavigator,
    @inject(SOCKET_GATEWAY) @optional() private readonly socket: SocketGateway | undefined = undefined,
  ) {
    makeAutoObservable<this, 'auth' | 'users' | 'tokens' | 'storage' | 'analytics' | 'navigator' | 'socket' | 'loading' | 'reloading' | 'loggingOut' | 'pollTimer'>(
      this,
      { auth: false, users: false, tokens: false, storage: false, analytics: false, navigator: false, socket: false, loading: false, reloading: false, loggingOut: false, pollTimer: false },
      { autoBind: true },
    );
    this.cookies = tokens.snapshot();
  }

  /** The user as access rules see it (licence, tester level, manager and export flags); null before loading. */
  get accessUser(): AccessUser | null {
    return this.user ? accessUserFromUser(this.user) : null;
  }

  /** The user's rights from core's matrix; null before the user is loaded. */
  get ability(): Ability | null {
    const accessUser = this.accessUser;
    return accessUser ? abilityFor(accessUser) : null;
  }

  get isUserLoaded(): boolean {
    return this.user !== null;
  }

  /** Colleagues: the active users (status 1) of the user's organisation, the user included. */
  get colleagues(): readonly Colleague[] {
    const organizationId = this.user?.organization.id;
    if (organizationId === undefined) return [];
    return this.organizationUsers.filter((candidate) => candidate.status === 1 && candidate.organization.id === organizationId);
  }

  /** "Connected as": the connected-as cookie is present or the token in use says so. */
  get isConnectedAs(): boolean {
    return this.cookies.connectedAs !== null || this.impersonated;
  }

  /** The token in use and its claims (read from the cookies). */
  activeToken(): ActiveSessionToken | null {
    return this.tokens.active();
  }

  /**
   * Logs in: stores the token in the session cookie for exp − iat seconds, loads the user data, and marks
   * the session connected. On failure the status is `error` and `loginError` says why. Resolves to success.
   */
  async login(login: string, password: string): Promise<boolean> {
    this.status = authenticationStatusAfter('login_started');
    this.loginError = null;
    this.passwordChangeToken = null;
    let jwt: string | null = null;
    try {
      jwt = (await this.auth.login({ body: { login, password } })).jwt;
      const claims = decodeJwtPayload(jwt);
      if (!claims) throw new Error('The login answer carries no readable token.');
      this.tokens.store(jwt, claims);
      this.refreshCookies();
      await this.loadUserData({ token: jwt, claims, isConnectedAs: false });
      return true;
    } catch (failure) {
      // Not connected: a token stored before the failure (user data refused or unreachable) is dropped.
      if (jwt !== null) {
        this.tokens.remove([SESSION_COOKIE_NAME]);
        this.refreshCookies();
      }
      const error = loginErrorOf(failure);
      runInAction(() => {
        this.status = authenticationStatusAfter('login_failed');
        this.loginError = error;
        this.passwordChangeToken = error.kind === 'password-expired' ? jwt : null;
      });
      return false;
    }
  }

  /** Stores a session token that did not come from the login form (URL token, account activation, password reset). */
  acceptToken(token: string, claims: { readonly iat: number; readonly exp: number; readonly user_id: number }): void {
    this.tokens.store(token, claims);
    this.refreshCookies();
    this.passwordChangeToken = null;
    // A token of another user replaces the session: the next guard round loads that user's data.
    if (this.user && this.user.id !== claims.user_id) {
      this.user = null;
      this.organizationUsers = [];
    }
  }

  /**
   * Loads the user data of a session once (user, organisation users), identifies the user for analytics
   * and opens the socket; concurrent calls share one load. A failure rejects (a 401 has already logged out).
   */
  ensureUserData(session: ActiveSessionToken): Promise<void> {
    if (this.user?.id === session.claims.user_id) return Promise.resolve();
    this.loading ??= this.loadUserData(session).finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async loadUserData(session: ActiveSessionToken): Promise<void> {
    this.loadFailed = false;
    try {
      const { user, organizationUsers } = await this.fetchUserData(session.claims.user_id);
      const accessUser = accessUserFromUser(user);
      this.analytics.identify({
        userId: user.id,
        organizationId: user.organization.id,
        licenceId: accessUser.licenceId,
        testerLevel: accessUser.testerLevel,
      });
      this.socket?.connect(session.token);
      runInAction(() => {
        this.user = user;
        this.organizationUsers = organizationUsers;
        this.impersonated = session.isConnectedAs || session.claims.connected_as_by !== undefined;
        this.status = authenticationStatusAfter('login_succeeded');
      });
    } catch (failure) {
      runInAction(() => {
        this.loadFailed = true;
      });
      throw failure;
    }
  }

  /** The user (GET /v1/users/{id}) and the users of their organisation. */
  private async fetchUserData(userId: number): Promise<{ user: User; organizationUsers: readonly Colleague[] }> {
    const user = await this.users.getUser({ params: { id: userId } });
    const answer = await this.users.searchUsers({
      query: { organization_id: user.organization.id, limit: ORGANIZATION_USERS_LIMIT },
    });
    return { user, organizationUsers: answer.user_list };
  }

  /**
   * Fetches the connected user again, with what derives from it (the organisation's users, hence the colleagues;
   * the ability is computed from the user), after a change made in this tab (the profile's save): the header and
   * the menus follow. The session, its status and the socket are unchanged. Concurrent calls share one fetch;
   * without a loaded user (or a usable token) it does nothing. A failure rejects and keeps the previous copy
   * (a 401 has already logged out).
   */
  reloadUser(): Promise<void> {
    const session = this.tokens.active();
    const userId = this.user?.id;
    if (session === null || userId === undefined || session.claims.user_id !== userId) return Promise.resolve();
    this.reloading ??= this.fetchUserData(userId)
      .then(({ user, organizationUsers }) => {
        runInAction(() => {
          // A logout (or another user's token) while fetching wins: the answer is dropped.
          if (this.user?.id !== user.id) return;
          this.user = user;
          this.organizationUsers = organizationUsers;
        });
      })
      .finally(() => {
        this.reloading = null;
      });
    return this.reloading;
  }

  /**
   * Logs out following core's plan: calls the server when a session cookie exists (its failure is ignored),
   * clears tokens, stored email, password and user data, removes both cookies, forgets the analytics
   * identity, closes the socket and goes to /login with redirect_to (unless `navigate` is false: the guard
   * redirects by itself when it finds an expired session). Concurrent calls share one logout.
   */
  logout(options: { navigate?: boolean } = {}): Promise<void> {
    this.loggingOut ??= this.runLogout(options.navigate ?? true).finally(() => {
      this.loggingOut = null;
    });
    return this.loggingOut;
  }

  private async runLogout(navigate: boolean): Promise<void> {
    const plan = planLogout({ hasSessionCookie: this.tokens.hasSessionCookie(), currentLocation: this.navigator.currentLocation() });
    // Before the server revokes the session: the analytics still waiting leave by beacon with a token still valid.
    this.analytics.reset();
    if (plan.callServerLogout) {
      try {
        await this.auth.logout();
      } catch {
        // The session ends locally whatever the server answers (expired token, network down).
      }
    }
    for (const kind of plan.clearData) {
      for (const key of SESSION_STORAGE_KEYS[kind]) this.storage.removeItem(key);
    }
    this.tokens.remove(plan.removeCookies);
    this.socket?.disconnect();
    runInAction(() => {
      this.user = null;
      this.organizationUsers = [];
      this.impersonated = false;
      this.loadFailed = false;
      this.loginError = null;
      this.passwordChangeToken = null;
      this.status = authenticationStatusAfter('logged_out');
      this.cookies = this.tokens.snapshot();
    });
    if (!navigate) return;
    const redirectTo = plan.redirect.search.redirect_to;
    this.navigator.goTo(redirectTo === undefined ? plan.redirect.path : `${plan.redirect.path}?redirect_to=${encodeURIComponent(redirectTo)}`);
  }

  /** Re-reads the session cookies after this tab changed them (so the poll does not see its own change). */
  refreshCookies(): void {
    this.cookies = this.tokens.snapshot();
  }

  /**
   * One poll: compares the session identity the cookies carry (user id + connected-as, not the raw token: a
   * renewed token of the same session is no change) with the last snapshot, and reloads or logs out as core decides.
   */
  pollCookies(): void {
    const current = this.tokens.snapshot();
    const decision = sessionPollDecision(sessionIdentity(this.cookies), sessionIdentity(current));
    this.cookies = current;
    if (decision === 'reload') this.navigator.reload();
    if (decision === 'logout') void this.logout();
  }

  /** Starts the 5-second cookie poll (idempotent); returns the function that stops it. */
  startCookiePoll(): () => void {
    if (this.pollTimer === undefined) {
      this.cookies = this.tokens.snapshot();
      this.pollTimer = setInterval(() => this.pollCookies(), SESSION_POLL_INTERVAL_MS);
    }
    return this.stopCookiePoll;
  }

  stopCookiePoll(): void {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }
}

/** DI token of the session view-model (app-wide singleton). */
export const SESSION_STORE = token<SessionStore>('SessionStore');
