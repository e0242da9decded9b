import { notFound, redirect } from '@tanstack/react-router';
import { buildLoginRedirect, decodeJwtPayload, guardNavigation, matchRoute } from '@cible/core';
import type { HomeRedirect, RouteMatch } from '@cible/core';
import type { RouterContext } from './RouterContext';
import { isBuiltAppPath } from './builtRoutes';

/** What a page may show once the guard let it through. */
export interface GuardOutcome {
  readonly match: RouteMatch;
  /**
   * On the home page: the licence's home redirect that was NOT followed (its page is not built yet), so the
   * home page can say where the licence will land; null elsewhere or when none.
   */
  readonly unfollowedHomeRedirect: Exclude<HomeRedirect, { kind: 'stay' }> | null;
}

/** Thrown when the guard forbids the home page itself (cannot happen with the shipped matrix). */
export class HomeForbiddenError extends Error {
  constructor() {
    super('The home page is forbidden for this user.');
    this.name = 'HomeForbiddenError';
  }
}

/** More guard rounds than this means a loop (a user that never loads): stop it. */
const MAX_GUARD_ROUNDS = 4;

/**
 * Runs core's navigation guard for an address and acts on its decision, the way TanStack wants it:
 * throws `redirect(...)` (collapsed slashes, login, forbidden, route and home redirects), throws
 * `notFound()`, stores a URL token then redirects to the cleaned address, loads the user data then guards
 * again, and returns what the page needs when it is allowed. A home redirect to a page this build does not
 * have is not followed: the home page says where the licence will land instead.
 */
export async function applyNavigationGuard(context: Pick<RouterContext, 'session' | 'tokens'>, href: string): Promise<GuardOutcome> {
  const { session, tokens } = context;
  for (let round = 0; round < MAX_GUARD_ROUNDS; round += 1) {
    const decision = guardNavigation({
      url: href,
      nowEpochSeconds: tokens.nowEpochSeconds(),
      session: tokens.navigationSession(),
      user: session.accessUser,
      decodeToken: decodeJwtPayload,
    });
    switch (decision.kind) {
      case 'allow':
        return { match: decision.match, unfollowedHomeRedirect: null };
      case 'consume-token':
        if (decision.token !== null && decision.claims !== null) session.acceptToken(decision.token, decision.claims);
        throw redirect({ href: decision.cleanedUrl, replace: true });
      case 'redirect':
        if (decision.reason === 'session-expired') await session.logout({ navigate: false });
        if (decision.reason === 'home-redirect' && !isBuiltAppPath(decision.to)) {
          return homeOutcome({ kind: 'app', path: decision.to });
        }
        throw redirect({ href: decision.to, replace: true });
      case 'load-user': {
        // The same cookies the guard read: the token it asks to load (connected-as first).
        const active = tokens.active();
        if (active === null) throw redirect({ href: buildLoginRedirect(href), replace: true });
        try {
          await session.ensureUserData(active);
        } catch (failure) {
          // A 401 while loading has logged the user out: go to the login page instead of an error page.
          if (tokens.active() === null) throw redirect({ href: buildLoginRedirect(href), replace: true });
          throw failure;
        }
        continue;
      }
      case 'forbidden':
        throw new HomeForbiddenError();
      case 'not-found':
        throw notFound();
    }
  }
  throw new Error(`The navigation guard did not settle for ${href}.`);
}

/** The home page, allowed, remembering the home redirect it did not follow. */
function homeOutcome(unfollowed: Exclude<HomeRedirect, { kind: 'stay' }>): GuardOutcome {
  const match = matchRoute('/');
  if (!match) throw new Error('The route table has no home page.');
  return { match, unfollowedHomeRedirect: unfollowed };
}
