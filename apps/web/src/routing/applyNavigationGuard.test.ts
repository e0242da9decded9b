import { describe, expect, it, vi } from 'vitest';
import { isNotFound, isRedirect } from '@tanstack/react-router';
import { CONNECTED_AS_COOKIE_NAME, SESSION_COOKIE_NAME } from '@cible/core';
import type { LicenceId } from '@cible/core';
import { createTestApp, testJwt, TEST_NOW } from '../testing/createTestApp';
import { makeTestJwt } from '../testing/makeTestJwt';
import { makeTestUser } from '../testing/testUsers';
import { applyNavigationGuard } from './applyNavigationGuard';
import { normalizeIncomingUrl } from './normalizeIncomingUrl';
import { isBuiltAppPath } from './builtRoutes';

/** The href a TanStack redirect thrown by the guard points to. */
async function redirectOf(run: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    if (typeof run === 'function') run();
    else await run;
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options.href ?? '';
    throw thrown;
  }
  throw new Error('expected a redirect');
}

const NOW_S = TEST_NOW / 1000;

function app(licence: LicenceId = 1, extra: Parameters<typeof makeTestUser>[1] = {}) {
  return createTestApp({ user: makeTestUser(licence, extra), loggedIn: true });
}

describe('applyNavigationGuard (the _authenticated and _login beforeLoad)', () => {
  it('sends a visitor without a session to /login with redirect_to', async () => {
    const test = createTestApp();
    expect(await redirectOf(applyNavigationGuard(test, '/personal-space/profile?tab=2'))).toBe(`/login?redirect_to=${encodeURIComponent('/personal-space/profile?tab=2')}`);
  });

  it('loads the user data, organisation users and analytics identity, then allows the page', async () => {
    const test = app(1);
    const outcome = await applyNavigationGuard(test, '/');
    expect(outcome.match.route.name).toBe('Home');
    expect(test.users.getUser).toHaveBeenCalledWith({ params: { id: 7 } });
    expect(test.users.searchUsers).toHaveBeenCalled();
    expect(test.analytics.identity?.userId).toBe(7);
    expect(test.session.isUserLoaded).toBe(true);
  });

  it('redirects to / when the licence may not read the page', async () => {
    const test = app(10);
    expect(await redirectOf(applyNavigationGuard(test, '/conferences'))).toBe('/');
  });

  it('keeps beta pages from users below the beta level and opens them to beta testers', async () => {
    expect(await redirectOf(applyNavigationGuard(app(1), '/personal-space/linkedin-connection'))).toBe('/');
    const outcome = await applyNavigationGuard(app(1, { tester_level: 'Beta' }), '/personal-space/linkedin-connection');
    expect(outcome.match.route.name).toBe('PersonalSpaceLinkedinConnection');
  });

  it('answers not found for an address of no route', async () => {
    await expect(applyNavigationGuard(app(1), '/nowhere')).rejects.toSatisfy(isNotFound);
    await expect(applyNavigationGuard(createTestApp(), '/personal-space')).rejects.toSatisfy(isNotFound);
  });

  it('sends a connected user away from /login to /', async () => {
    expect(await redirectOf(applyNavigationGuard(app(1), '/login?redirect_to=%2Freports'))).toBe('/');
    const anonymous = await applyNavigationGuard(createTestApp(), '/login');
    expect(anonymous.match.route.name).toBe('Login');
  });

  it('follows a home redirect only to a built page; otherwise stays home and remembers it', async () => {
    for (const [licence, path] of [
      [2, '/campaigns/results'],
      [4, '/business-alerts'],
      [10, '/personal-space/email-connection'],
    ] as const) {
      if (isBuiltAppPath(path)) {
        expect(await redirectOf(applyNavigationGuard(app(licence), '/'))).toBe(path);
        continue;
      }
      const outcome = await applyNavigationGuard(app(licence), '/');
      expect(outcome.match.route.name).toBe('Home');
      expect(outcome.unfollowedHomeRedirect).toEqual({ kind: 'app', path });
    }
  });

  it('sends insight and search-and-lists to the advanced search, a page of this build', async () => {
    expect(await redirectOf(applyNavigationGuard(app(9), '/'))).toBe('/advanced-search');
    expect(await redirectOf(applyNavigationGuard(app(7), '/'))).toBe('/advanced-search');
  });

  it('follows route redirects (/campaigns → /campaigns/results); connections is a page (ADR 007)', async () => {
    expect(await redirectOf(applyNavigationGuard(app(2), '/campaigns?x=1'))).toBe('/campaigns/results?x=1');
    const connections = await applyNavigationGuard(app(1), '/personal-space/connections?x=1');
    expect(connections.match.route.name).toBe('PersonalSpaceConnections');
  });

  it('logs an expired session out locally before sending it to the login page', async () => {
    const test = createTestApp();
    test.cookies.set(SESSION_COOKIE_NAME, makeTestJwt({ user_id: 7, organization_id: 1, iat: NOW_S - 7200, exp: NOW_S - 3600 }));
    expect(await redirectOf(applyNavigationGuard(test, '/'))).toBe('/login?redirect_to=%2F');
    expect(test.cookies.get(SESSION_COOKIE_NAME)).toBeNull();
    expect(test.auth.logout).toHaveBeenCalled();
  });

  it('goes to the login page when the user data load ended the session (401), and rethrows other failures', async () => {
    const logoutOn401 = app(1);
    vi.mocked(logoutOn401.users.getUser).mockImplementationOnce(async () => {
      logoutOn401.cookies.remove(SESSION_COOKIE_NAME);
      throw { kind: 'api', status: 401, error: { code: 'AUTH.TOKEN_INVALID', message: '' } };
    });
    expect(await redirectOf(applyNavigationGuard(logoutOn401, '/'))).toBe('/login?redirect_to=%2F');

    const down = app(1);
    vi.mocked(down.users.getUser).mockRejectedValueOnce({ kind: 'network', message: 'down' });
    await expect(applyNavigationGuard(down, '/')).rejects.toMatchObject({ kind: 'network' });
    expect(down.session.loadFailed).toBe(true);
  });

  it('uses the connected-as token first', async () => {
    const test = createTestApp({ user: makeTestUser(1) });
    test.cookies.set(CONNECTED_AS_COOKIE_NAME, testJwt(7, { connected_as_by: 1 }));
    await applyNavigationGuard(test, '/');
    expect(test.session.isConnectedAs).toBe(true);
  });
});

describe('normalizeIncomingUrl (the root beforeLoad)', () => {
  it('collapses repeated slashes, keeping the query', async () => {
    expect(await redirectOf(() => normalizeIncomingUrl(createTestApp(), '//personal-space///profile?a=1'))).toBe('/personal-space/profile?a=1');
  });

  it('consumes a valid URL token: stored as the session cookie, removed from the address', async () => {
    const test = createTestApp();
    const token = testJwt();
    expect(await redirectOf(() => normalizeIncomingUrl(test, `/reports?jwt=${token}&page=2`))).toBe('/reports?page=2');
    expect(test.cookies.get(SESSION_COOKIE_NAME)).toBe(token);
    expect(test.cookies.options.get(SESSION_COOKIE_NAME)?.maxAgeSeconds).toBe(3600);
  });

  it('ignores an expired or unreadable URL token but still removes it', async () => {
    const test = createTestApp();
    const expired = makeTestJwt({ user_id: 7, organization_id: 1, iat: NOW_S - 7200, exp: NOW_S - 1 });
    expect(await redirectOf(() => normalizeIncomingUrl(test, `/?jwt=${expired}`))).toBe('/');
    expect(await redirectOf(() => normalizeIncomingUrl(test, '/login?jwt=garbage'))).toBe('/login');
    expect(test.cookies.get(SESSION_COOKIE_NAME)).toBeNull();
  });

  it('lets a clean address through', () => {
    expect(normalizeIncomingUrl(createTestApp(), '/login?redirect_to=%2F')).toBeUndefined();
  });
});
