import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOGOUT_CLEARED_DATA, planLogout } from './logout-plan';
import { CONNECTED_AS_COOKIE_NAME, SESSION_COOKIE_NAME } from './session-cookie';

describe('planLogout', () => {
  it('calls the server only with a session cookie, clears everything and redirects with redirect_to', () => {
    const plan = planLogout({ hasSessionCookie: true, currentLocation: '/sequences/lists/draft?page=2' });
    expect(plan).toEqual({
      callServerLogout: true,
      clearData: ['tokens', 'stored_email', 'stored_password', 'user_data'],
      removeCookies: [SESSION_COOKIE_NAME, CONNECTED_AS_COOKIE_NAME],
      redirect: { path: '/login', search: { redirect_to: '/sequences/lists/draft?page=2' } },
    });
    expect(LOGOUT_CLEARED_DATA).toHaveLength(4);
    expect(planLogout({ hasSessionCookie: false, currentLocation: '/reports' }).callServerLogout).toBe(false);
  });

  it('drops redirect_to for the login page, the home page and anything that could leave the site', () => {
    for (const location of ['/a\nb', '/login', '/login?redirect_to=/x', '/', '//evil.example/x', '/\\evil.example', 'https://evil.example', '']) {
      expect(planLogout({ hasSessionCookie: true, currentLocation: location }).redirect.search).toEqual({});
    }
  });

  it('always clears both cookies and goes to /login; a kept redirect_to is a same-site path', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), (hasSessionCookie, currentLocation) => {
        const plan = planLogout({ hasSessionCookie, currentLocation });
        expect(plan.redirect.path).toBe('/login');
        expect(plan.removeCookies).toEqual([SESSION_COOKIE_NAME, CONNECTED_AS_COOKIE_NAME]);
        const target = plan.redirect.search.redirect_to;
        if (target !== undefined) expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
      }),
    );
  });
});
