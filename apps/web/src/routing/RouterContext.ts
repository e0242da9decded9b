import type { Container } from 'inversify';
import type { SessionStore } from '../features/session/SessionStore';
import type { SessionTokenSource } from '../features/session/SessionTokenSource';

/** What every route's beforeLoad and component receive from the router (main.tsx creates it once). */
export interface RouterContext {
  readonly container: Container;
  readonly session: SessionStore;
  readonly tokens: SessionTokenSource;
}
