import { token } from '../../di/token';

/**
 * What the session needs from the browser's location (the app binds it to the router; tests fake it):
 * where the user is, how to go somewhere else, and a full reload.
 */
export interface SessionNavigator {
  /** The current path and query, e.g. `/sequences/lists/draft?page=2`. */
  currentLocation(): string;
  /** Goes to an app address (path and query), replacing the current history entry. */
  goTo(href: string): void;
  /** Reloads the whole page. */
  reload(): void;
}

/** DI token of the session's navigator (bound by sessionModule to the router's). */
export const SESSION_NAVIGATOR = token<SessionNavigator>('SessionNavigator');
