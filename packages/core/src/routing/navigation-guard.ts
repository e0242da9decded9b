import { testerLevelAllows } from '../catalogues/tester-levels';
import { abilityFor, can } from '../access/ability';
import type { Ability, AccessUser } from '../access/ability';
import { hasEmailRentalAccess, hasExportAccess } from '../access/export-capabilities';
import { homeRedirectFor } from '../access/home-redirect';
import { hasManagerAccess } from '../access/manager-access';
import { buildLoginRedirect } from './login-redirect';
import { collapseRepeatedSlashes, joinUrl, splitUrl } from './path-normalization';
import { matchRoute, requiredSubjectsOf, routeRedirectOf } from './route-table';
import type { RouteMatch } from './route-table';

/** The claims of a login token (`TokenClaimsSchema`): ids, issued-at and expiry in epoch SECONDS. */
export interface NavigationTokenClaims {
  readonly user_id: number;
  readonly organization_id: number;
  readonly iat: number;
  readonly exp: number;
}

/** The cookies the guard reads: the session token and the "connected as" (impersonation) token. */
export interface NavigationSession {
  readonly tokenCookie?: string | null;
  readonly connectedAsCookie?: string | null;
}

/** The input of the navigation guard. */
export interface NavigationRequest {
  /** The requested address: path, optional query, optional fragment. */
  readonly url: string;
  /** Now, in epoch SECONDS (the unit of the token's exp). */
  readonly nowEpochSeconds: number;
  readonly session: NavigationSession;
  /** The loaded user's access data; null while the user data is not loaded. */
  readonly user: AccessUser | null;
  /** Decodes a token (no signature check needed client-side); null when it is not a token. */
  readonly decodeToken: (token: string) => NavigationTokenClaims | null;
}

/** Why the guard redirects. */
export type NavigationRedirectReason =
  | 'collapse-slashes'
  | 'already-connected'
  | 'login-required'
  | 'session-expired'
  | 'forbidden'
  | 'route-redirect'
  | 'home-redirect';

/** The decision of the navigation guard. */
export type NavigationDecision =
  /** Show the page. `token` is the session token in use (null on a public page). */
  | { readonly kind: 'allow'; readonly match: RouteMatch; readonly token: string | null }
  /** Replace the address with `to` (an app path with query). */
  | { readonly kind: 'redirect'; readonly to: string; readonly reason: NavigationRedirectReason }
  /** A `jwt` query parameter was present: store `token` when not null, then replace the address with `cleanedUrl`. */
  | {
      readonly kind: 'consume-token';
      readonly token: string | null;
      readonly claims: NavigationTokenClaims | null;
      readonly cleanedUrl: string;
    }
  /** A valid session exists but the user data is not loaded yet: load it, then run the guard again. */
  | { readonly kind: 'load-user'; readonly token: string; readonly claims: NavigationTokenClaims }
  /** The home page itself is forbidden (cannot happen with the shipped matrix; avoids a redirect loop). */
  | { readonly kind: 'forbidden'; readonly match: RouteMatch }
  /** No route has this path. */
  | { readonly kind: 'not-found'; readonly path: string };

const JWT_QUERY_KEY = 'jwt';

function decodeKey(part: string): string | null {
  const equalsAt = part.indexOf('=');
  try {
    return decodeURIComponent((equalsAt === -1 ? part : part.slice(0, equalsAt)).replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function decodeValue(part: string): string | null {
  const equalsAt = part.indexOf('=');
  try {
    return decodeURIComponent((equalsAt === -1 ? '' : part.slice(equalsAt + 1)).replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * Splits a query (without `?`) into whether a `jwt` parameter is present, its first value (null when absent
 * or undecodable) and the query without any `jwt` parameter (other parameters kept verbatim, in order;
 * the query is returned unchanged when no `jwt` is present).
 * @rule app-shell §2.4 · a login token in the URL query is consumed and removed from the address
 */
export function extractJwtFromQuery(query: string): { readonly present: boolean; readonly jwt: string | null; readonly rest: string } {
  let present = false;
  let jwt: string | null = null;
  const kept: string[] = [];
  for (const part of query.split('&')) {
    if (part.length === 0) continue;
    if (decodeKey(part) === JWT_QUERY_KEY) {
      if (!present) jwt = decodeValue(part);
      present = true;
      continue;
    }
    kept.push(part);
  }
  return present ? { present, jwt, rest: kept.join('&') } : { present, jwt: null, rest: query };
}

/**
 * Whether token claims are usable now: exp strictly in the future (epoch seconds).
 * @rule app-shell §2.4 · a token must carry a valid, future expiry
 */
export function isTokenUnexpired(claims: NavigationTokenClaims | null, nowEpochSeconds: number): claims is NavigationTokenClaims {
  return claims !== null && Number.isFinite(claims.exp) && claims.exp > nowEpochSeconds;
}

interface ActiveSession {
  readonly token: string;
  readonly claims: NavigationTokenClaims;
}

/** The usable session: the connected-as token first (impersonation), else the session token; expired ones ignored. */
function activeSessionOf(request: NavigationRequest): ActiveSession | null {
  for (const token of [request.session.connectedAsCookie, request.session.tokenCookie]) {
    if (!token) continue;
    const claims = request.decodeToken(token);
    if (isTokenUnexpired(claims, request.nowEpochSeconds)) return { token, claims };
  }
  return null;
}

function meetsRouteAccess(ability: Ability, match: RouteMatch): boolean {
  const route = match.route;
  if (!testerLevelAllows(ability.user.testerLevel, route.stage)) return false;
  if (!requiredSubjectsOf(match).every((subject) => can(ability, 'read', subject))) return false;
  if (route.managerOnly && !hasManagerAccess(ability)) return false;
  if (route.capability === 'export' && !hasExportAccess(ability)) return false;
  if (route.capability === 'export-location' && !hasEmailRentalAccess(ability)) return false;
  if (route.platformAdminOnly && ability.user.isPlatformAdmin !== true) return false;
  return true;
}

/**
 * The navigation guard, in order: (1) repeated slashes are collapsed by a redirect; (2) a `jwt` query
 * parameter is consumed and removed (kept only when unexpired); unknown paths are not found; (3) public
 * routes pass, except /login which sends a connected user to /; (4) a protected route without a usable
 * session goes to /login?redirect_to=…, and with a session but no user data asks to load it; (5) it needs
 * read on its resource (and list status), the tester level of its stage, manager access for the manager
 * area, the export capability for exports and a platform administrator for the support staff's pages, otherwise
 * the user is sent to /; then static and tab
 * redirects, and the home redirect by licence, apply (both keep the address's query and hash).
 * @rule app-shell §2.4 · navigation guard
 */
export function guardNavigation(request: NavigationRequest): NavigationDecision {
  const parts = splitUrl(request.url);
  const rawPath = parts.path.startsWith('/') ? parts.path : `/${parts.path}`;
  const path = collapseRepeatedSlashes(rawPath);
  if (path !== parts.path) {
    return { kind: 'redirect', to: joinUrl({ ...parts, path }), reason: 'collapse-slashes' };
  }

  const { present, jwt, rest } = extractJwtFromQuery(parts.query);
  if (present) {
    const claims = jwt === null ? null : request.decodeToken(jwt);
    const usable = jwt !== null && isTokenUnexpired(claims, request.nowEpochSeconds);
    return {
      kind: 'consume-token',
      token: usable ? jwt : null,
      claims: usable ? claims : null,
      cleanedUrl: joinUrl({ path, query: rest, hash: parts.hash }),
    };
  }

  const match = matchRoute(path);
  if (!match) return { kind: 'not-found', path };
  const session = activeSessionOf(request);
  const pathWithQuery = joinUrl({ path, query: parts.query, hash: '' });

  if (match.route.isPublic) {
    if (match.route.name === 'Login' && session) return { kind: 'redirect', to: '/', reason: 'already-connected' };
    return { kind: 'allow', match, token: null };
  }

  if (!session) {
    const hadCookie = Boolean(request.session.tokenCookie || request.session.connectedAsCookie);
    return { kind: 'redirect', to: buildLoginRedirect(pathWithQuery), reason: hadCookie ? 'session-expired' : 'login-required' };
  }
  if (!request.user) return { kind: 'load-user', token: session.token, claims: session.claims };

  const ability = abilityFor(request.user);
  if (!meetsRouteAccess(ability, match)) {
    return match.route.name === 'Home' ? { kind: 'forbidden', match } : { kind: 'redirect', to: '/', reason: 'forbidden' };
  }

  const redirect = routeRedirectOf(match);
  if (redirect) return { kind: 'redirect', to: joinUrl({ path: redirect, query: parts.query, hash: parts.hash }), reason: 'route-redirect' };

  if (match.route.homeRedirect) {
    const home = homeRedirectFor(request.user.licenceId);
    // The query and the hash go along, as for the route redirects (the away e-mail's `/?support-chat=open`).
    if (home.kind === 'app') return { kind: 'redirect', to: joinUrl({ path: home.path, query: parts.query, hash: parts.hash }), reason: 'home-redirect' };
  }
  return { kind: 'allow', match, token: session.token };
}
