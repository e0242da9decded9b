import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { abilityFor, can } from '../access/ability';
import type { AccessUser } from '../access/ability';
import { headerNavigationFor } from '../access/header-links';
import { homeRedirectFor } from '../access/home-redirect';
import type { NavEntry } from '../access/navigation-item';
import { personalSpaceSidebarFor } from '../access/personal-space-sidebar';
import { LICENCE_IDS } from '../catalogues/licences';
import type { LicenceId } from '../catalogues/licences';
import type { TesterLevel } from '../catalogues/tester-levels';
import { extractJwtFromQuery, guardNavigation, isTokenUnexpired } from './navigation-guard';
import type { NavigationDecision, NavigationRequest, NavigationSession, NavigationTokenClaims } from './navigation-guard';
import { ROUTES, buildRoutePath, matchRoute, requiredSubjectsOf } from './route-table';
import type { RouteDefinition, RouteParams } from './route-table';

const NOW = 1_700_000_000; // epoch seconds
const VALID = `tok:${NOW + 3600}`;
const EXPIRED = `tok:${NOW - 1}`;

/** Test decoder: "tok:<exp>" is a token expiring at <exp>; anything else is not a token. */
const decodeToken = (token: string): NavigationTokenClaims | null => {
  const found = /^tok:(\d+)$/.exec(token);
  return found ? { exp: Number(found[1]), iat: Number(found[1]) - 3600, user_id: 7, organization_id: 3 } : null;
};

const userOf = (licenceId: LicenceId, extra: Partial<AccessUser> = {}): AccessUser => ({
  licenceId,
  testerLevel: null,
  isOrganizationManager: false,
  canExport: false,
  canExportLocation: false,
  ...extra,
});

const guard = (url: string, user: AccessUser | null = userOf(1), session: NavigationSession = { tokenCookie: VALID }): NavigationDecision =>
  guardNavigation({ url, nowEpochSeconds: NOW, session, user, decodeToken });

/** Follows app redirects (at most 4 hops) and returns the final decision. */
function settle(request: NavigationRequest): NavigationDecision {
  let decision = guardNavigation(request);
  for (let hop = 0; hop < 4 && decision.kind === 'redirect'; hop += 1) {
    decision = guardNavigation({ ...request, url: decision.to });
  }
  return decision;
}

function paramsOf(route: RouteDefinition): fc.Arbitrary<RouteParams> {
  const entries = route.params.map((param) => {
    const value: fc.Arbitrary<string | number> = param.kind === 'number' ? fc.nat({ max: 10_000_000 }) : fc.constantFrom(...param.values);
    return (param.optional ? fc.option(value, { nil: undefined }) : value).map((v) => [param.key, v] as const);
  });
  return fc
    .tuple(...entries)
    .map((pairs) => Object.fromEntries(pairs.filter((pair): pair is readonly [string, string | number] => pair[1] !== undefined)));
}
const routePath = fc.constantFrom(...ROUTES).chain((route) => paramsOf(route).map((params) => buildRoutePath(route, params)));
const accessUser = fc.record({
  licenceId: fc.constantFrom(...LICENCE_IDS),
  testerLevel: fc.constantFrom<TesterLevel | null>(null, 'Beta', 'Alpha'),
  isOrganizationManager: fc.boolean(),
  canExport: fc.boolean(),
  canExportLocation: fc.boolean(),
  isPlatformAdmin: fc.boolean(),
});

describe('step 1: repeated slashes', () => {
  it('redirects to the collapsed path, keeping query and fragment', () => {
    expect(guard('//campaigns///results?x=1#top')).toEqual({ kind: 'redirect', to: '/campaigns/results?x=1#top', reason: 'collapse-slashes' });
  });

  it('the collapsed target never asks to collapse again', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z/]{0,20}$/), (path) => {
        const first = guard(path);
        if (first.kind !== 'redirect' || first.reason !== 'collapse-slashes') return true;
        const second = guard(first.to);
        return !(second.kind === 'redirect' && second.reason === 'collapse-slashes');
      }),
    );
  });
});

describe('step 2: login token in the query', () => {
  it('consumes an unexpired jwt and removes it from the address', () => {
    expect(guard(`/campaigns/results?jwt=${VALID}&tab=2`, null, {})).toEqual({
      kind: 'consume-token',
      token: VALID,
      claims: decodeToken(VALID),
      cleanedUrl: '/campaigns/results?tab=2',
    });
  });

  it('ignores an expired or undecodable jwt but still removes it', () => {
    expect(guard(`/reports?jwt=${EXPIRED}`, null, {})).toEqual({ kind: 'consume-token', token: null, claims: null, cleanedUrl: '/reports' });
    expect(guard('/reports?a=1&jwt=garbage#x', null, {})).toEqual({ kind: 'consume-token', token: null, claims: null, cleanedUrl: '/reports?a=1#x' });
  });

  it('never leaves a jwt parameter in the cleaned address', () => {
    const key = fc.constantFrom('jwt', 'a', 'redirect_to', 'j%77t');
    const pairs = fc.array(fc.tuple(key, fc.stringMatching(/^[a-z0-9:]{0,6}$/)), { maxLength: 5 });
    fc.assert(
      fc.property(pairs, (list) => {
        const query = list.map(([k, v]) => `${k}=${v}`).join('&');
        const decision = guard(`/reports?${query}`, null, {});
        if (decision.kind !== 'consume-token') return !list.some(([k]) => k === 'jwt' || k === 'j%77t');
        return !extractJwtFromQuery(decision.cleanedUrl.split('?')[1] ?? '').present;
      }),
    );
  });

  it('extractJwtFromQuery keeps other parameters verbatim and in order', () => {
    expect(extractJwtFromQuery('a=1&jwt=x&b=%20&jwt=y')).toEqual({ present: true, jwt: 'x', rest: 'a=1&b=%20' });
    expect(extractJwtFromQuery('a=1&&b=2')).toEqual({ present: false, jwt: null, rest: 'a=1&&b=2' });
  });

  it('a token is usable only while exp is in the future (epoch seconds)', () => {
    expect(isTokenUnexpired(decodeToken(`tok:${NOW + 1}`), NOW)).toBe(true);
    expect(isTokenUnexpired(decodeToken(`tok:${NOW}`), NOW)).toBe(false);
    expect(isTokenUnexpired(null, NOW)).toBe(false);
  });
});

describe('step 3: public routes', () => {
  it('pass without a session', () => {
    for (const path of ['/login', '/unsubscribe', '/design-list', '/activate-account', '/change-password']) {
      expect(guard(path, null, {}).kind).toBe('allow');
    }
  });

  it('/login sends a connected user (session or connected-as cookie) to /', () => {
    expect(guard('/login?redirect_to=%2Freports', null, { tokenCookie: VALID })).toEqual({ kind: 'redirect', to: '/', reason: 'already-connected' });
    expect(guard('/login', null, { connectedAsCookie: VALID })).toEqual({ kind: 'redirect', to: '/', reason: 'already-connected' });
  });

  it('/login stays open when the only cookie holds an expired token (no redirect loop)', () => {
    expect(guard('/login', null, { tokenCookie: EXPIRED }).kind).toBe('allow');
  });
});

describe('step 4: protected routes need a session', () => {
  it('redirects to login with the previous path and query', () => {
    expect(guard('/reports?open-inquiry-popup=true', null, {})).toEqual({
      kind: 'redirect',
      to: '/login?redirect_to=%2Freports%3Fopen-inquiry-popup%3Dtrue',
      reason: 'login-required',
    });
  });

  it('an expired session cookie means session-expired (the caller logs out)', () => {
    expect(guard('/reports', userOf(1), { tokenCookie: EXPIRED })).toMatchObject({ kind: 'redirect', reason: 'session-expired' });
  });

  it('asks to load the user data when the session is valid but the user is not loaded', () => {
    expect(guard('/reports', null)).toEqual({ kind: 'load-user', token: VALID, claims: decodeToken(VALID) });
  });

  it('uses the connected-as token first', () => {
    const impersonated = `tok:${NOW + 60}`;
    expect(guard('/reports', userOf(1), { tokenCookie: VALID, connectedAsCookie: impersonated })).toMatchObject({ kind: 'allow', token: impersonated });
    expect(guard('/reports', userOf(1), { tokenCookie: VALID, connectedAsCookie: EXPIRED })).toMatchObject({ kind: 'allow', token: VALID });
  });
});

describe('step 5: permission, tester level, manager and capability', () => {
  it('allows a readable route', () => {
    expect(guard('/campaigns/lists/draft', userOf(1))).toMatchObject({ kind: 'allow', match: { route: { name: 'CampaignsList' }, params: { status: 'draft' } } });
  });

  it('sends the user to / when the permission is missing', () => {
    expect(guard('/campaigns/lists/sent', userOf(10))).toEqual({ kind: 'redirect', to: '/', reason: 'forbidden' });
    expect(guard('/sequences/settings', userOf(9))).toEqual({ kind: 'redirect', to: '/', reason: 'forbidden' });
  });

  it('beta routes need an alpha or beta user', () => {
    expect(guard('/personal-space/linkedin-connection', userOf(1))).toMatchObject({ reason: 'forbidden' });
    expect(guard('/personal-space/linkedin-connection', userOf(1, { testerLevel: 'Beta' })).kind).toBe('allow');
    expect(guard('/personal-space/linkedin-connection', userOf(1, { testerLevel: 'Alpha' })).kind).toBe('allow');
  });

  it('the manager area needs manager access, then redirects to the default tab', () => {
    expect(guard('/my-prospecting/team-monitoring', userOf(1))).toMatchObject({ reason: 'forbidden' });
    expect(guard('/my-prospecting/team-monitoring', userOf(1, { isOrganizationManager: true }))).toEqual({
      kind: 'redirect',
      to: '/my-prospecting/team-monitoring/synthesis',
      reason: 'route-redirect',
    });
    expect(guard('/my-prospecting/licenses-monitoring', userOf(4, { isOrganizationManager: true })).kind).toBe('allow');
  });

  it('exports need can_export, email rental can_export_location', () => {
    expect(guard('/personal-space/exports/4', userOf(1))).toMatchObject({ reason: 'forbidden' });
    expect(guard('/personal-space/exports/4', userOf(1, { canExport: true })).kind).toBe('allow');
    expect(guard('/personal-space/email-rental', userOf(2, { canExportLocation: true })).kind).toBe('allow');
  });

  it('the support inbox needs a platform administrator, whatever the licence', () => {
    for (const licenceId of LICENCE_IDS) {
      expect(guard('/support/inbox', userOf(licenceId, { isOrganizationManager: true, testerLevel: 'Alpha' }))).toMatchObject({ reason: 'forbidden' });
      expect(guard('/support/inbox', userOf(licenceId, { isPlatformAdmin: true }))).toMatchObject({
        kind: 'allow',
        match: { route: { name: 'SupportInbox', platformAdminOnly: true } },
      });
    }
  });

  it('never allows a platform administrators’ route to anyone else', () => {
    fc.assert(
      fc.property(routePath, accessUser, (path, user) => {
        const decision = guard(path, user);
        return decision.kind !== 'allow' || !decision.match.route.platformAdminOnly || user.isPlatformAdmin === true;
      }),
    );
  });

  it('never allows a protected route whose permission is missing', () => {
    fc.assert(
      fc.property(routePath, accessUser, (path, user) => {
        const decision = guard(path, user);
        if (decision.kind !== 'allow' || decision.match.route.isPublic) return true;
        const ability = abilityFor(user);
        return requiredSubjectsOf(decision.match).every((subject) => can(ability, 'read', subject));
      }),
    );
  });
});

describe('redirects and home', () => {
  it('applies static redirects, keeping the query', () => {
    expect(guard('/campaigns?x=1', userOf(2))).toEqual({ kind: 'redirect', to: '/campaigns/results?x=1', reason: 'route-redirect' });
    // The connections overview is a page (ADR 007): sender licences open it, a licence without the mailbox permission does not.
    expect(guard('/personal-space/connections', userOf(10))).toMatchObject({ kind: 'allow', match: { route: { name: 'PersonalSpaceConnections' } } });
    expect(guard('/personal-space/connections', userOf(5))).toMatchObject({ reason: 'forbidden' });
  });

  it('redirects home by licence', () => {
    expect(guard('/', userOf(2))).toEqual({ kind: 'redirect', to: '/campaigns/results', reason: 'home-redirect' });
    expect(guard('/', userOf(15))).toEqual({ kind: 'redirect', to: '/personal-space/email-connection', reason: 'home-redirect' });
    expect(guard('/', userOf(9))).toEqual({ kind: 'redirect', to: '/advanced-search', reason: 'home-redirect' });
    expect(guard('/', userOf(1))).toMatchObject({ kind: 'allow', match: { route: { name: 'Home' } } });
    // The query and the hash go along (the support chat's away e-mail opens `/?support-chat=open`).
    expect(guard('/?support-chat=open#x', userOf(2))).toEqual({ kind: 'redirect', to: '/campaigns/results?support-chat=open#x', reason: 'home-redirect' });
  });

  it("the home redirect target is readable by that licence", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LICENCE_IDS), (licenceId) => {
        const home = homeRedirectFor(licenceId);
        if (home.kind !== 'app') return true;
        const match = matchRoute(home.path);
        return match !== null && guard(home.path, userOf(licenceId)).kind === 'allow';
      }),
    );
  });

  it('unknown paths are not found', () => {
    expect(guard('/nowhere')).toEqual({ kind: 'not-found', path: '/nowhere' });
    expect(guard('/campaign-details/abc', null, {})).toEqual({ kind: 'not-found', path: '/campaign-details/abc' });
  });
});

describe('menus and guard agree', () => {
  const appPaths = (entries: readonly NavEntry[]): string[] =>
    entries.flatMap((entry) => [
      ...(entry.kind !== 'widget' && entry.target?.kind === 'app' ? [entry.target.path] : []),
      ...(entry.kind === 'menu' ? appPaths(entry.children) : []),
    ]);

  it('every app link of the header, user menu and sidebar leads to a page the guard allows', () => {
    fc.assert(
      fc.property(accessUser, (user) => {
        const ability = abilityFor(user);
        const paths = [
          ...appPaths(headerNavigationFor(ability)),
          ...personalSpaceSidebarFor(ability).flatMap((group) => appPaths(group.links)),
        ];
        return paths.every((path) => {
          const decision = settle({ url: path, nowEpochSeconds: NOW, session: { tokenCookie: VALID }, user, decodeToken });
          return decision.kind === 'allow';
        });
      }),
    );
  });
});
