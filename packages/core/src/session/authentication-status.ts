/** Authentication status of the login flow (docs/rules/session-formatting-validation.md "Authentication status"). */
export type AuthenticationStatus = 'empty' | 'loading' | 'success' | 'error';

/**
 * The authentication statuses, initial one first.
 * @rule app-shell §4 · authentication status empty, loading, success, error
 */
export const AUTHENTICATION_STATUSES: readonly AuthenticationStatus[] = ['empty', 'loading', 'success', 'error'];

/** What happens to the login flow. */
export type AuthenticationEvent = 'login_started' | 'login_succeeded' | 'login_failed' | 'logged_out';

/**
 * The status after an event: starting a login → loading; success → success (connected); failure → error
 * (not connected, the error is passed on by the caller); logout → empty.
 * @rule app-shell §4 · login success marks the user connected, failure marks not connected
 */
export function authenticationStatusAfter(event: AuthenticationEvent): AuthenticationStatus {
  switch (event) {
    case 'login_started':
      return 'loading';
    case 'login_succeeded':
      return 'success';
    case 'login_failed':
      return 'error';
    case 'logged_out':
      return 'empty';
  }
}
