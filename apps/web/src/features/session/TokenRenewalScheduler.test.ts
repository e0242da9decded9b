import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTED_AS_COOKIE_NAME, SESSION_COOKIE_NAME } from '@cible/core';
import type { AuthGateway, Clock, HttpFailure } from '@cible/core';
import { FakeSessionNavigator } from '../../testing/FakeSessionNavigator';
import { MemoryCookieStorage } from '../../testing/MemoryCookieStorage';
import { MemoryKeyValueStorage } from '../../testing/MemoryKeyValueStorage';
import { RecordingAnalytics } from '../../testing/RecordingAnalytics';
import { fakeAuthGateway, fakeUsersGateway } from '../../testing/fakeGateways';
import { makeTestJwt } from '../../testing/makeTestJwt';
import { makeTestUser } from '../../testing/testUsers';
import { SessionStore } from './SessionStore';
import { SessionTokenSource } from './SessionTokenSource';
import { TOKEN_RENEWAL_LEASE_KEY, TokenRenewalScheduler } from './TokenRenewalScheduler';

const NOW = Date.UTC(2026, 0, 12, 9, 0, 0);
const NOW_S = NOW / 1000;
const MINUTE = 60_000;

/** A clock that follows vitest's fake timers. */
const clock: Clock = { now: () => new Date(Date.now()), zone: 'Europe/Paris' };
const tokenAt = (issuedAt: number, extra: Record<string, unknown> = {}) =>
  makeTestJwt({ user_id: 7, organization_id: 1, iat: issuedAt, exp: issuedAt + 3600, ...extra });
const nowS = () => Math.floor(Date.now() / 1000);

/** The API's renewal: a fresh token of the same claims, issued now (the API keeps connected_as_by). */
function renewingAuth(): AuthGateway {
  return fakeAuthGateway({
    renewToken: vi.fn(async ({ body }: { body: { jwt: string } }) => {
      const claims = JSON.parse(atob(body.jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
      return { jwt: makeTestJwt({ ...claims, iat: nowS(), exp: nowS() + 3600 }) };
    }),
  });
}

/** One browser tab: its session store (and cookie poll), its renewal and where its activity comes from. */
function openTab(shared: { cookies: MemoryCookieStorage; storage: MemoryKeyValueStorage; auth: AuthGateway }) {
  const navigator = new FakeSessionNavigator();
  const tokens = new SessionTokenSource(shared.cookies, clock, { apiBaseUrl: 'http://localhost', secureCookies: false });
  const session = new SessionStore(shared.auth, fakeUsersGateway(makeTestUser(1)), tokens, shared.storage, new RecordingAnalytics(), navigator);
  const renewal = new TokenRenewalScheduler(shared.auth, tokens, session, shared.storage, clock);
  const activity = new EventTarget();
  const stops = [session.startCookiePoll(), renewal.start(activity)];
  const act = () => activity.dispatchEvent(new Event('pointerdown'));
  return { navigator, session, renewal, act, stop: () => stops.forEach((stop) => stop()) };
}

function setup(initial = tokenAt(NOW_S)) {
  const cookies = new MemoryCookieStorage();
  const storage = new MemoryKeyValueStorage();
  const auth = renewingAuth();
  cookies.set(SESSION_COOKIE_NAME, initial);
  return { cookies, storage, auth, shared: { cookies, storage, auth } };
}

describe('TokenRenewalScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not renew while more than 10 minutes remain, however active the user', async () => {
    const { shared, auth } = setup();
    const tab = openTab(shared);
    for (let minute = 0; minute < 49; minute += 1) {
      tab.act();
      await vi.advanceTimersByTimeAsync(MINUTE);
    }
    expect(auth.renewToken).not.toHaveBeenCalled();
    tab.stop();
  });

  it('renews within 5 seconds once less than 10 minutes remain and the user acts, in the same cookie for 3600 s', async () => {
    const initial = tokenAt(NOW_S);
    const { shared, auth, cookies } = setup(initial);
    const tab = openTab(shared);
    await vi.advanceTimersByTimeAsync(50 * MINUTE + 1000);
    expect(auth.renewToken).not.toHaveBeenCalled();

    tab.act();
    await vi.advanceTimersByTimeAsync(5000);

    expect(auth.renewToken).toHaveBeenCalledExactlyOnceWith({ body: { jwt: initial } });
    const renewed = cookies.get(SESSION_COOKIE_NAME)!;
    expect(renewed).not.toBe(initial);
    const claims = JSON.parse(atob(renewed.split('.')[1]!)) as { user_id: number; exp: number };
    expect(claims.user_id).toBe(7);
    expect(claims.exp).toBeGreaterThanOrEqual(nowS() + 3595);
    expect(cookies.options.get(SESSION_COOKIE_NAME)).toMatchObject({ maxAgeSeconds: 3600, path: '/' });
    expect(shared.storage.getItem(TOKEN_RENEWAL_LEASE_KEY)).toBeNull();

    // The new token is good for another hour: nothing more for 49 minutes, and no reload.
    tab.act();
    await vi.advanceTimersByTimeAsync(49 * MINUTE);
    expect(auth.renewToken).toHaveBeenCalledTimes(1);
    expect(tab.navigator.reloads).toBe(0);
    tab.stop();
  });

  it('lets the session of an idle user expire (no renewal without activity in the last 10 minutes)', async () => {
    const { shared, auth } = setup();
    const tab = openTab(shared);
    tab.act();
    await vi.advanceTimersByTimeAsync(49 * MINUTE);
    tab.act(); // before the window opened: does not count
    await vi.advanceTimersByTimeAsync(11 * MINUTE);
    expect(auth.renewToken).not.toHaveBeenCalled();
    tab.stop();
  });

  it('renews once for several tabs, and no tab reloads', async () => {
    const { shared, auth, cookies } = setup();
    const tabs = [openTab(shared), openTab(shared), openTab(shared)];
    await vi.advanceTimersByTimeAsync(51 * MINUTE);
    for (const tab of tabs) tab.act();
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(60_000);

    expect(auth.renewToken).toHaveBeenCalledTimes(1);
    const renewed = cookies.get(SESSION_COOKIE_NAME)!;
    for (const tab of tabs) {
      expect(tab.session.activeToken()?.token).toBe(renewed);
      expect(tab.navigator.reloads).toBe(0);
      expect(tab.navigator.visited).toEqual([]);
    }
    tabs.forEach((tab) => tab.stop());
  });

  it('holds off while another tab holds the lease', async () => {
    const { shared, auth } = setup();
    const tab = openTab(shared);
    await vi.advanceTimersByTimeAsync(51 * MINUTE);
    shared.storage.setItem(TOKEN_RENEWAL_LEASE_KEY, String(Date.now() + 12_000));
    tab.act();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(auth.renewToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(auth.renewToken).toHaveBeenCalledTimes(1);
    tab.stop();
  });

  it('does not retry a token the API refused', async () => {
    const { shared, auth } = setup();
    const refusal: HttpFailure = { kind: 'api', status: 401, error: { code: 'AUTH.TOKEN_REVOKED', message: 'revoked' } };
    vi.mocked(auth.renewToken).mockRejectedValueOnce(refusal);
    const tab = openTab(shared);
    await vi.advanceTimersByTimeAsync(51 * MINUTE);
    tab.act();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(auth.renewToken).toHaveBeenCalledTimes(1);
    tab.stop();
  });

  it('retries 30 s after a network failure', async () => {
    const second = setup();
    vi.mocked(second.auth.renewToken).mockRejectedValueOnce({ kind: 'network', message: 'down' } satisfies HttpFailure);
    const other = openTab(second.shared);
    await vi.advanceTimersByTimeAsync(51 * MINUTE);
    other.act();
    await vi.advanceTimersByTimeAsync(5000);
    expect(second.auth.renewToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(second.auth.renewToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(second.auth.renewToken).toHaveBeenCalledTimes(2);
    expect(second.cookies.get(SESSION_COOKIE_NAME)).not.toBe(tokenAt(NOW_S));
    expect(second.shared.storage.getItem(TOKEN_RENEWAL_LEASE_KEY)).toBeNull();
    other.stop();
  });

  it('drops the answer when the cookie changed meanwhile (a logout wins)', async () => {
    const { shared, auth, cookies } = setup();
    let answer: (value: { jwt: string }) => void = () => {};
    vi.mocked(auth.renewToken).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const tab = openTab(shared);
    await vi.advanceTimersByTimeAsync(51 * MINUTE);
    tab.act();
    await vi.advanceTimersByTimeAsync(5000);
    cookies.remove(SESSION_COOKIE_NAME);
    answer({ jwt: tokenAt(nowS()) });
    await vi.advanceTimersByTimeAsync(0);
    expect(cookies.get(SESSION_COOKIE_NAME)).toBeNull();
    tab.stop();
  });

  it('renews the connected-as token in its own cookie under impersonation', async () => {
    const { shared, auth, cookies } = setup();
    const impersonation = tokenAt(NOW_S, { user_id: 9, connected_as_by: 7 });
    cookies.set(CONNECTED_AS_COOKIE_NAME, impersonation);
    const tab = openTab(shared);
    await vi.advanceTimersByTimeAsync(51 * MINUTE);
    tab.act();
    await vi.advanceTimersByTimeAsync(5000);
    expect(auth.renewToken).toHaveBeenCalledExactlyOnceWith({ body: { jwt: impersonation } });
    expect(JSON.parse(atob(cookies.get(CONNECTED_AS_COOKIE_NAME)!.split('.')[1]!))).toMatchObject({ user_id: 9, connected_as_by: 7 });
    expect(cookies.get(SESSION_COOKIE_NAME)).toBe(tokenAt(NOW_S));
    expect(tab.navigator.reloads).toBe(0);
    tab.stop();
  });

  it('stops listening and checking when stopped', async () => {
    const { shared, auth } = setup();
    const tab = openTab(shared);
    await vi.advanceTimersByTimeAsync(51 * MINUTE);
    tab.stop();
    tab.act();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(auth.renewToken).not.toHaveBeenCalled();
  });
});
