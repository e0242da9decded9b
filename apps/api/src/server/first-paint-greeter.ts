import { CONNECTED_AS_COOKIE_NAME, DomainFailure, homeGreeting, SESSION_COOKIE_NAME, TIME_ZONE_COOKIE_NAME, type GreetingPart } from '@cible/core';
import type { TokenAuthenticator } from '../security/authenticate';
import { cookieOf } from '../security/session-cookie';

/** What the home page's HTML says to the user the server recognised (core's `homeGreeting` and his first name). */
export interface FirstPaintGreeting {
  readonly part: GreetingPart;
  readonly date: string;
  readonly firstName: string;
}

/** Reads a navigation's cookies; `null` when the page cannot be greeted (no valid session, no known zone). */
export type FirstPaintGreeter = (cookieHeader: string | undefined) => Promise<FirstPaintGreeting | null>;

/** Longest IANA zone name accepted from the cookie (the longest real one has 32 characters). */
const MAX_ZONE_LENGTH = 64;

/**
 * The greeting of the home page's first paint (docs/adr/009-first-paint-without-script.md): the user whose token the
 * web app would use (the connected-as cookie first, as core's guard does, then the session cookie), checked as
 * every API call checks it (signature, expiry, revocation, active account; a password-expired token is not
 * greeted), in the browser's zone (the `cible_zone` cookie the web app writes), in French, the language of the
 * app. Any refusal gives `null`: the navigation then gets the plain frame, as before, never an error.
 */
export function createFirstPaintGreeter(authenticator: TokenAuthenticator, now: () => Date = () => new Date()): FirstPaintGreeter {
  return async (cookieHeader) => {
    const zone = cookieOf(cookieHeader, TIME_ZONE_COOKIE_NAME);
    if (zone === null || zone.length > MAX_ZONE_LENGTH) return null;
    const greeting = homeGreeting(now(), zone, 'fr');
    if (greeting === null) return null;
    for (const name of [CONNECTED_AS_COOKIE_NAME, SESSION_COOKIE_NAME]) {
      const token = cookieOf(cookieHeader, name);
      if (token === null) continue;
      try {
        const { user } = await authenticator.authenticateToken(token, { allowPasswordExpired: false });
        return { ...greeting, firstName: user.firstName };
      } catch (error) {
        if (!(error instanceof DomainFailure)) throw error;
      }
    }
    return null;
  };
}
