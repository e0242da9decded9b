import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTED_AS_COOKIE_NAME, SESSION_COOKIE_NAME, can, createFixedClock } from '@cible/core';
import type { Clock, HttpFailure } from '@cible/core';
import { MemoryCookieStorage } from '../../testing/MemoryCookieStorage';
import { MemoryKeyValueStorage } from '../../testing/MemoryKeyValueStorage';
import { FakeSessionNavigator } from '../../testing/FakeSessionNavigator';
import { RecordingAnalytics } from '../../testing/RecordingAnalytics';
import { fakeAuthGateway, fakeUsersGateway } from '../../testing/fakeGateways';
import { makeTestJwt } from '../../testing/makeTestJwt';
import { makeTestUser } from '../../testing/testUsers';
import { SESSION_STORAGE_KEYS, SessionStore } from './SessionStore';
import { SessionTokenSource } from './SessionTokenSource';

const NOW = Date.UTC(2026, 0, 12, 9, 0, 0);
const NOW_S = NOW / 1000;
const jwt = makeTestJwt({ user_id: 7, organization_id: 1, iat: NOW_S, exp: NOW_S + 3600 });

/** A clock that follows vitest's fake timers. */
const followingClock: Clock = { now: () => new Date(Date.now()), zone: 'Europe/Paris' };

function setup(options: { clock?: Clock; auth?: Parameters<typeof fakeAuthGateway>[0]; licence?: Parameters<typeof makeTestUser>[0] } = {}) {
  const cookies = new MemoryCookieStorage();
  const storage = new MemoryKeyValueStorage();
  const analytics = new RecordingAnalytics();
  const navigator = new FakeSessionNavigator();
  const user = makeTestUser(options.licence ?? 1);
  const colleague = makeTestUser(1, { id: 8, first_name: 'Léa' });
  const inactive = makeTestUser(1, { id: 9, status: 2 });
  const auth = fakeAuthGateway({ login: vi.fn(async () => ({ jwt })), ...options.auth });
  const users = fakeUsersGateway(user, [user, colleague, inactive]);
  const tokens = new SessionTokenSource(cookies, options.clock ?? createFixedClock(NOW), { apiBaseUrl: 'http://localhost', secureCookies: false });
  const socket = { connect: vi.fn(), disconnect: vi.fn(), send: vi.fn(), onMessage: vi.fn(), status: 'idle' as const };
  const store = new SessionStore(auth, users, tokens, storage, analytics, navigator, socket);
  return { cookies, storage, analytics, navigator, auth, users, store, socket, user };
}

const apiFailure = (status: number, code: string, details?: Record<string, unknown>): HttpFailure => ({
  kind: 'api',
  status,
  error: { code, message: 'refused', ...(details ? { details } : {}) },
});

describe('SessionStore.login', () => {
  it('stores the token for exp − iat seconds, loads the user data, identifies analytics and succeeds', async () => {
    const { store, cookies, analytics, users, socket, auth } = setup();
    const done = store.login('camille.durand@atlas.demo', 'Secret123');
    expect(store.status).toBe('loading');
    expect(await done).toBe(true);
    expect(auth.login).toHaveBeenCalledWith({ body: { login: 'camille.durand@atlas.demo', password: 'Secret123' } });
    expect(cookies.get(SESSION_COOKIE_NAME)).toBe(jwt);
    expect(cookies.options.get(SESSION_COOKIE_NAME)).toMatchObject({ maxAgeSeconds: 3600, path: '/' });
    expect(store.status).toBe('success');
    expect(store.user?.first_name).toBe('Camille');
    expect(users.searchUsers).toHaveBeenCalledWith({ query: { organization_id: 1, limit: 1000 } });
    expect(store.colleagues.map((colleague) => colleague.id)).toEqual([7, 8]);
    expect(analytics.identity).toEqual({ userId: 7, organizationId: 1, licenceId: 1, testerLevel: null });
    expect(socket.connect).toHaveBeenCalledWith(jwt);
    expect(store.loginError).toBeNull();
  });

  it('computes the ability from core’s matrix for the loaded user', async () => {
    const { store } = setup({ licence: 10 });
    expect(store.ability).toBeNull();
    await store.login('sender@atlas.demo', 'Secret123');
    expect(store.accessUser?.licenceId).toBe(10);
    expect(can(store.ability!, 'read', 'PERSONAL_SPACE_EMAIL_CONNECTION')).toBe(true);
    expect(can(store.ability!, 'read', 'ADVANCED_SEARCH')).toBe(false);
  });

  it.each([
    [apiFailure(401, 'AUTH.INVALID_CREDENTIALS'), 'invalid-credentials', null],
    [apiFailure(429, 'AUTH.TOO_MANY_ATTEMPTS', { retry_after_seconds: 300 }), 'too-many-attempts', 300],
    [apiFailure(429, 'SOMETHING.ELSE'), 'too-many-attempts', null],
    [apiFailure(403, 'AUTH.ACCOUNT_INACTIVE'), 'account-inactive', null],
    [{ kind: 'network', message: 'Failed to fetch' } satisfies HttpFailure, 'network', null],
    [new Error('boom'), 'unknown', null],
  ])('marks the session not connected and passes the error on (%#)', async (failure, kind, retry) => {
    const { store, cookies } = setup({ auth: { login: vi.fn(async () => Promise.reject(failure)) } });
    expect(await store.login('x@atlas.demo', 'bad')).toBe(false);
    expect(store.status).toBe('error');
    expect(store.loginError).toMatchObject({ kind, retryAfterSeconds: retry, cause: failure });
    expect(store.user).toBeNull();
    expect(cookies.get(SESSION_COOKIE_NAME)).toBeNull();
  });

  it('keeps the password-expired token in memory only, to change the password', async () => {
    const { store, cookies, users } = setup();
    vi.mocked(users.getUser).mockRejectedValueOnce(apiFailure(403, 'AUTH.PASSWORD_EXPIRED'));
    expect(await store.login('expired@atlas.demo', 'Old12345')).toBe(false);
    expect(store.status).toBe('error');
    expect(store.loginError?.kind).toBe('password-expired');
    expect(store.passwordChangeToken).toBe(jwt);
    expect(cookies.get(SESSION_COOKIE_NAME)).toBeNull();
  });

  it('starts a new attempt from a clean error', async () => {
    const login = vi.fn().mockRejectedValueOnce(apiFailure(401, 'AUTH.INVALID_CREDENTIALS')).mockResolvedValueOnce({ jwt });
    const { store } = setup({ auth: { login } });
    await store.login('a@atlas.demo', 'bad');
    const second = store.login('a@atlas.demo', 'Good1234');
    expect(store.loginError).toBeNull();
    expect(await second).toBe(true);
  });
});

describe('SessionStore.ensureUserData', () => {
  it('loads once even when asked twice at the same time', async () => {
    const { store, users, cookies } = setup();
    cookies.set(SESSION_COOKIE_NAME, jwt);
    const active = store.activeToken()!;
    await Promise.all([store.ensureUserData(active), store.ensureUserData(active)]);
    await store.ensureUserData(active);
    expect(users.getUser).toHaveBeenCalledTimes(1);
    expect(store.isUserLoaded).toBe(true);
  });

  it('flags the failure and rejects when the user cannot be loaded', async () => {
    const { store, users, cookies } = setup();
    vi.mocked(users.getUser).mockRejectedValueOnce({ kind: 'network', message: 'down' });
    cookies.set(SESSION_COOKIE_NAME, jwt);
    await expect(store.ensureUserData(store.activeToken()!)).rejects.toMatchObject({ kind: 'network' });
    expect(store.loadFailed).toBe(true);
  });

  it('prefers an unexpired connected-as token and shows the session as impersonated', async () => {
    const { store, cookies } = setup();
    const impersonation = makeTestJwt({ user_id: 7, organization_id: 1, iat: NOW_S, exp: NOW_S + 600, connected_as_by: 1 });
    cookies.set(SESSION_COOKIE_NAME, jwt);
    cookies.set(CONNECTED_AS_COOKIE_NAME, impersonation);
    store.refreshCookies();
    expect(store.activeToken()).toMatchObject({ token: impersonation, isConnectedAs: true });
    expect(store.isConnectedAs).toBe(true);
  });

  it('ignores an expired token', () => {
    const { store, cookies } = setup();
    cookies.set(SESSION_COOKIE_NAME, makeTestJwt({ user_id: 7, organization_id: 1, iat: NOW_S - 7200, exp: NOW_S - 3600 }));
    expect(store.activeToken()).toBeNull();
  });
});

describe('SessionStore.reloadUser', () => {
  it('fetches the user and the organisation users again, without reconnecting nor identifying again', async () => {
    const { store, users, socket, analytics } = setup();
    await store.login('a@atlas.demo', 'Good1234');
    const renamed = makeTestUser(1, { first_name: 'Claude' });
    const newcomer = makeTestUser(1, { id: 10, first_name: 'Noé' });
    vi.mocked(users.getUser).mockResolvedValueOnce(renamed);
    vi.mocked(users.searchUsers).mockResolvedValueOnce({ user_list: [renamed, newcomer], user_count: 2 });
    const identifyCalls = analytics.calls.length;

    await store.reloadUser();

    expect(store.user?.first_name).toBe('Claude');
    expect(store.colleagues.map((colleague) => colleague.id)).toEqual([7, 10]);
    expect(store.status).toBe('success');
    expect(users.getUser).toHaveBeenCalledTimes(2);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(analytics.calls.length).toBe(identifyCalls);
  });

  it('shares one fetch between concurrent calls and does nothing without a loaded user', async () => {
    const { store, users } = setup();
    await store.reloadUser();
    expect(users.getUser).not.toHaveBeenCalled();
    await store.login('a@atlas.demo', 'Good1234');
    await Promise.all([store.reloadUser(), store.reloadUser()]);
    expect(users.getUser).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous copy when the fetch fails', async () => {
    const { store, users } = setup();
    await store.login('a@atlas.demo', 'Good1234');
    vi.mocked(users.getUser).mockRejectedValueOnce({ kind: 'network', message: 'down' });
    await expect(store.reloadUser()).rejects.toMatchObject({ kind: 'network' });
    expect(store.user?.first_name).toBe('Camille');
    expect(store.loadFailed).toBe(false);
  });

  it('drops an answer that arrives after a logout', async () => {
    const { store, users } = setup();
    await store.login('a@atlas.demo', 'Good1234');
    let answer: (user: ReturnType<typeof makeTestUser>) => void = () => {};
    vi.mocked(users.getUser).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const reloading = store.reloadUser();
    await store.logout();
    answer(makeTestUser(1, { first_name: 'Claude' }));
    await reloading;
    expect(store.user).toBeNull();
  });
});

describe('SessionStore.logout', () => {
  it('calls the server, clears stored data and cookies, resets analytics and goes to /login with redirect_to', async () => {
    const { store, cookies, storage, analytics, navigator, auth, socket } = setup();
    await store.login('a@atlas.demo', 'Good1234');
    cookies.set(CONNECTED_AS_COOKIE_NAME, 'x');
    for (const keys of Object.values(SESSION_STORAGE_KEYS)) for (const key of keys) storage.setItem(key, 'old');
    navigator.location = '/sequences/lists/draft?page=2';
    await store.logout();
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(storage.values.size).toBe(0);
    expect(cookies.values.size).toBe(0);
    expect(analytics.calls.at(-1)).toBe('reset');
    expect(socket.disconnect).toHaveBeenCalled();
    expect(store.user).toBeNull();
    expect(store.status).toBe('empty');
    expect(navigator.visited).toEqual([`/login?redirect_to=${encodeURIComponent('/sequences/lists/draft?page=2')}`]);
  });

  it('resets analytics before the server revokes the session (what still waits leaves by beacon with a valid token)', async () => {
    const order: string[] = [];
    const { store, analytics } = setup({ auth: { logout: vi.fn(async () => void order.push('server logout')) } });
    await store.login('a@atlas.demo', 'Good1234');
    const reset = analytics.reset.bind(analytics);
    analytics.reset = () => {
      order.push('analytics reset');
      reset();
    };
    await store.logout();
    expect(order).toEqual(['analytics reset', 'server logout']);
  });

  it('does not call the server without a session cookie, and drops redirect_to on /', async () => {
    const { store, auth, navigator } = setup();
    navigator.location = '/';
    await store.logout();
    expect(auth.logout).not.toHaveBeenCalled();
    expect(navigator.visited).toEqual(['/login']);
  });

  it('ends the session locally even when the server call fails, and runs once when asked twice', async () => {
    const { store, auth, cookies, navigator } = setup({ auth: { logout: vi.fn(async () => Promise.reject({ kind: 'api', status: 401 })) } });
    cookies.set(SESSION_COOKIE_NAME, jwt);
    navigator.location = '/reports';
    await Promise.all([store.logout(), store.logout()]);
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(cookies.values.size).toBe(0);
    expect(navigator.visited).toEqual(['/login?redirect_to=%2Freports']);
  });
});

describe('SessionStore cookie poll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does nothing while the cookies stay the same', () => {
    const { store, cookies, navigator } = setup({ clock: followingClock });
    cookies.set(SESSION_COOKIE_NAME, jwt);
    const stop = store.startCookiePoll();
    vi.advanceTimersByTime(15_000);
    expect(navigator.reloads).toBe(0);
    expect(navigator.visited).toEqual([]);
    stop();
  });

  it('reloads the page within 5 seconds when another tab changes the session', () => {
    const { store, cookies, navigator } = setup({ clock: followingClock });
    cookies.set(SESSION_COOKIE_NAME, jwt);
    const stop = store.startCookiePoll();
    cookies.set(CONNECTED_AS_COOKIE_NAME, 'impersonation');
    vi.advanceTimersByTime(4_999);
    expect(navigator.reloads).toBe(0);
    vi.advanceTimersByTime(1);
    expect(navigator.reloads).toBe(1);
    stop();
  });

  it('compares session identities: another tab’s renewal of the same session reloads nothing, another user does', () => {
    const { store, cookies, navigator } = setup({ clock: followingClock });
    cookies.set(SESSION_COOKIE_NAME, jwt);
    const stop = store.startCookiePoll();
    cookies.set(SESSION_COOKIE_NAME, makeTestJwt({ user_id: 7, organization_id: 1, iat: NOW_S + 3000, exp: NOW_S + 6600 }));
    vi.advanceTimersByTime(10_000);
    expect(navigator.reloads).toBe(0);
    cookies.set(SESSION_COOKIE_NAME, makeTestJwt({ user_id: 8, organization_id: 1, iat: NOW_S, exp: NOW_S + 3600 }));
    vi.advanceTimersByTime(5_000);
    expect(navigator.reloads).toBe(1);
    stop();
  });

  it('logs out when neither cookie remains', async () => {
    const { store, cookies, navigator, auth } = setup({ clock: followingClock });
    cookies.set(SESSION_COOKIE_NAME, jwt);
    navigator.location = '/personal-space/profile';
    const stop = store.startCookiePoll();
    cookies.remove(SESSION_COOKIE_NAME);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(auth.logout).not.toHaveBeenCalled();
    expect(navigator.visited).toEqual(['/login?redirect_to=%2Fpersonal-space%2Fprofile']);
    stop();
  });

  it('does not reload after this tab logs in by itself', async () => {
    const { store, navigator } = setup({ clock: followingClock });
    const stop = store.startCookiePoll();
    await store.login('a@atlas.demo', 'Good1234');
    vi.advanceTimersByTime(10_000);
    expect(navigator.reloads).toBe(0);
    stop();
  });

  it('stops polling when stopped', () => {
    const { store, cookies, navigator } = setup({ clock: followingClock });
    cookies.set(SESSION_COOKIE_NAME, jwt);
    store.startCookiePoll()();
    cookies.set(SESSION_COOKIE_NAME, 'changed');
    vi.advanceTimersByTime(10_000);
    expect(navigator.reloads).toBe(0);
  });
});
