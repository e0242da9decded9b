import { inject, injectable } from 'inversify';
import {
  CONNECTED_AS_COOKIE_NAME,
  SESSION_COOKIE_NAME,
  TIME_ZONE_COOKIE_NAME,
  TIME_ZONE_COOKIE_SECONDS,
  decodeJwtPayload,
  isTokenExpired,
  sessionCookieLifetimeSeconds,
} from '@cible/core';
import type { Clock, CookieStorage, NavigationSession, SessionCookieSnapshot, TokenClaims } from '@cible/core';
import { APP_CONFIG, CLOCK, COOKIE_STORAGE } from '../../di/tokens';
import type { AppConfig } from '../../di/AppConfig';
import { token } from '../../di/token';

/** A usable session token and its claims. */
export interface ActiveSessionToken {
  readonly token: string;
  readonly claims: TokenClaims;
  /** True when the token is the "connected as" (impersonation) one. */
  readonly isConnectedAs: boolean;
}

/**
 * The session cookies: reads them (for the guard, the poll and the HTTP client's bearer token), stores a
 * new token for exp − iat seconds and removes both. It holds no state of its own: the cookies are the truth,
 * shared by every tab.
 */
@injectable()
export class SessionTokenSource {
  constructor(
    @inject(COOKIE_STORAGE) private readonly cookies: CookieStorage,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Now in epoch seconds (the unit of the token's exp). */
  nowEpochSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  /** The two cookies as the poll compares them (empty values read as absent). */
  snapshot(): SessionCookieSnapshot {
    return {
      session: this.cookies.get(SESSION_COOKIE_NAME) || null,
      connectedAs: this.cookies.get(CONNECTED_AS_COOKIE_NAME) || null,
    };
  }

  /** The cookies as core's navigation guard reads them. */
  navigationSession(): NavigationSession {
    const snapshot = this.snapshot();
    return { tokenCookie: snapshot.session, connectedAsCookie: snapshot.connectedAs };
  }

  /** Whether either session cookie is present (logout then calls the server). */
  hasSessionCookie(): boolean {
    const snapshot = this.snapshot();
    return snapshot.session !== null || snapshot.connectedAs !== null;
  }

  /**
   * The token in use: the connected-as token when it is unexpired (impersonation wins, as in core's guard),
   * else the session token when unexpired; null otherwise.
   */
  active(): ActiveSessionToken | null {
    const snapshot = this.snapshot();
    const now = this.nowEpochSeconds();
    const candidates: [string | null, boolean][] = [
      [snapshot.connectedAs, true],
      [snapshot.session, false],
    ];
    for (const [token, isConnectedAs] of candidates) {
      if (!token) continue;
      const claims = decodeJwtPayload(token);
      if (claims && !isTokenExpired(claims, now)) return { token, claims, isConnectedAs };
    }
    return null;
  }

  /** The bearer token of API calls, or null without a usable session. */
  bearer(): string | null {
    return this.active()?.token ?? null;
  }

  /**
   * Stores a session token in its cookie for exp − iat seconds (3600 s for a connected session): the session
   * cookie by default, the connected-as one when a renewed impersonation token replaces its predecessor.
   */
  store(token: string, claims: Pick<TokenClaims, 'iat' | 'exp'>, cookie: 'session' | 'connectedAs' = 'session'): void {
    this.cookies.set(cookie === 'session' ? SESSION_COOKIE_NAME : CONNECTED_AS_COOKIE_NAME, token, {
      maxAgeSeconds: sessionCookieLifetimeSeconds(claims),
      path: '/',
      sameSite: 'lax',
      secure: this.config.secureCookies,
    });
  }

  /**
   * Tells the server the browser's time zone (core's TIME_ZONE_COOKIE_NAME), so that the home page's HTML greets the
   * user in his own time before any script runs (docs/adr/009-first-paint-without-script.md). Written at every start.
   */
  storeTimeZone(): void {
    this.cookies.set(TIME_ZONE_COOKIE_NAME, this.clock.zone, {
      maxAgeSeconds: TIME_ZONE_COOKIE_SECONDS,
      path: '/',
      sameSite: 'lax',
      secure: this.config.secureCookies,
    });
  }

  /** Removes the named cookies (both session cookies by default). */
  remove(names: readonly string[] = [SESSION_COOKIE_NAME, CONNECTED_AS_COOKIE_NAME]): void {
    for (const name of names) this.cookies.remove(name, { path: '/' });
  }
}

/** DI token of the session cookies (app-wide singleton). */
export const SESSION_TOKEN_SOURCE = token<SessionTokenSource>('SessionTokenSource');
