/**
 * The login address that brings the user back afterwards: `/login?redirect_to=<path and query, encoded>`.
 * @rule app-shell §2.4 · protected routes without a session go to /login with redirect_to
 */
export function buildLoginRedirect(pathWithQuery: string): string {
  return `/login?redirect_to=${encodeURIComponent(pathWithQuery)}`;
}

/**
 * Where to go after login: the redirect_to value when it is a path of this app (starts with one `/`, not
 * `//` or `/\`, no scheme), otherwise `/`. Guards against open redirects to other hosts.
 * @rule app-shell §2.2 · redirect_to holds the previous path and query of this app
 */
export function safeRedirectTarget(redirectTo: string | null | undefined): string {
  if (typeof redirectTo !== 'string') return '/';
  if (!redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) return '/';
  if ([...redirectTo].some((character) => character.charCodeAt(0) < 0x20)) return '/';
  return redirectTo;
}
