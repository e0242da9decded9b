import { inject, injectable } from 'inversify';
import { TOKEN_RENEWAL_CHECK_INTERVAL_MS, TOKEN_RENEWAL_LEASE_MS, TOKEN_RENEWAL_RETRY_DELAY_MS, decodeJwtPayload, tokenRenewalDecision } from '@cible/core';
import type { AuthGateway, Clock, KeyValueStorage } from '@cible/core';
import { token } from '../../di/token';
import { AUTH_GATEWAY, CLOCK, KEY_VALUE_STORAGE } from '../../di/tokens';
import { SESSION_STORE } from './SessionStore';
import type { SessionStore } from './SessionStore';
import { SESSION_TOKEN_SOURCE } from './SessionTokenSource';
import type { SessionTokenSource } from './SessionTokenSource';

/** The local-storage key of the renewal lease: until when (epoch ms) a tab is renewing the shared token. */
export const TOKEN_RENEWAL_LEASE_KEY = 'cible.token_renewal_lease';

/** The user interactions that count as activity (listened to on the window, passive). */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** Where the activity events come from (the window; a plain EventTarget in tests). */
export type ActivityTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

const isRefusal = (failure: unknown): boolean =>
  typeof failure === 'object' && failure !== null && (failure as { kind?: unknown }).kind === 'api' && Number((failure as { status?: unknown }).status) < 500;

/**
 * Renews the session token before it expires, for an active user, once for all the tabs
 * (docs/adr/005-token-renewal-across-tabs.md):
 * - every 5 s this tab reads the token in use from the cookies (shared by the tabs: a tab that renewed moved the
 *   expiry for all) and asks `tokenRenewalDecision` — less than 10 minutes left and the user active in this tab
 *   since then → renew;
 * - a lease in local storage (`cible.token_renewal_lease`, 15 s) keeps two tabs from renewing at the same moment;
 * - POST token-renewals with the token; the answer is stored in the same cookie (session, or connected-as under
 *   impersonation) only if that cookie still holds the renewed token (a logout or another login meanwhile wins),
 *   then the session re-reads its cookies. The other tabs' polls compare session identities, not tokens, so the
 *   new token reloads nobody;
 * - a refusal (4xx: revoked token, inactive account) is not retried for that token (the session ends at `exp`);
 *   a network or server failure is retried 30 s later.
 */
@injectable()
export class TokenRenewalScheduler {
  /** The last user interaction in this tab (epoch seconds); null before any. */
  private lastActivity: number | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopListening: (() => void) | null = null;
  private renewing: Promise<void> | null = null;
  /** A token the API refused to renew: not tried again. */
  private refusedToken: string | null = null;
  /** No new attempt before this instant (epoch ms), after a failure. */
  private retryAt = 0;

  constructor(
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(SESSION_TOKEN_SOURCE) private readonly tokens: SessionTokenSource,
    @inject(SESSION_STORE) private readonly session: Pick<SessionStore, 'refreshCookies'>,
    @inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  private nowMs(): number {
    return this.clock.now().getTime();
  }

  /** Records a user interaction (now). */
  noteActivity(): void {
    this.lastActivity = Math.floor(this.nowMs() / 1000);
  }

  /**
   * One check: renews the token in use when the decision says so and no other tab holds the lease. Resolves once
   * done (at once when there is nothing to do); never rejects.
   */
  check(): Promise<void> {
    if (this.renewing) return this.renewing;
    const active = this.tokens.active();
    if (active === null || active.token === this.refusedToken || this.nowMs() < this.retryAt) return Promise.resolve();
    if (tokenRenewalDecision(active.claims, this.tokens.nowEpochSeconds(), this.lastActivity) !== 'renew') return Promise.resolve();
    if (!this.takeLease()) return Promise.resolve();
    this.renewing = this.renew(active.token, active.isConnectedAs ? 'connectedAs' : 'session').finally(() => {
      this.storage.removeItem(TOKEN_RENEWAL_LEASE_KEY);
      this.renewing = null;
    });
    return this.renewing;
  }

  private takeLease(): boolean {
    const now = this.nowMs();
    const heldUntil = Number(this.storage.getItem(TOKEN_RENEWAL_LEASE_KEY));
    if (Number.isFinite(heldUntil) && heldUntil > now) return false;
    this.storage.setItem(TOKEN_RENEWAL_LEASE_KEY, String(now + TOKEN_RENEWAL_LEASE_MS));
    return true;
  }

  private async renew(current: string, cookie: 'session' | 'connectedAs'): Promise<void> {
    let jwt: string;
    try {
      jwt = (await this.auth.renewToken({ body: { jwt: current } })).jwt;
    } catch (failure) {
      if (isRefusal(failure)) this.refusedToken = current;
      else this.retryAt = this.nowMs() + TOKEN_RENEWAL_RETRY_DELAY_MS;
      return;
    }
    const claims = decodeJwtPayload(jwt);
    const currentClaims = decodeJwtPayload(current);
    if (!claims || claims.user_id !== currentClaims?.user_id) return;
    // The cookie changed while renewing (logout, another login, another tab's renewal): that change wins.
    const snapshot = this.tokens.snapshot();
    if ((cookie === 'session' ? snapshot.session : snapshot.connectedAs) !== current) return;
    this.tokens.store(jwt, claims, cookie);
    this.session.refreshCookies();
  }

  /**
   * Starts listening to the user's activity on `target` (the window by default) and checking every 5 s
   * (idempotent); returns the function that stops both.
   */
  start(target: ActivityTarget | null = typeof window === 'undefined' ? null : window): () => void {
    if (this.timer === undefined) {
      this.timer = setInterval(() => void this.check(), TOKEN_RENEWAL_CHECK_INTERVAL_MS);
      if (target) {
        const listener = () => this.noteActivity();
        for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, { capture: true, passive: true });
        this.stopListening = () => {
          for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener, { capture: true });
        };
      }
    }
    return () => this.stop();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopListening?.();
    this.stopListening = null;
  }
}

/** DI token of the token-renewal scheduler (app-wide singleton, started by the root layout). */
export const TOKEN_RENEWAL_SCHEDULER = token<TokenRenewalScheduler>('TokenRenewalScheduler');
