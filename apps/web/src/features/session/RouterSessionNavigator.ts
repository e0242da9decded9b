import type { SessionNavigator } from './SessionNavigator';

/** The part of the TanStack router the session navigator uses. */
export interface NavigableRouter {
  readonly state: { readonly location: { readonly pathname: string; readonly searchStr: string } };
  navigate(options: { href: string; replace?: boolean }): Promise<void>;
}

/**
 * The session's navigator in the browser: the router once attached (main.tsx attaches it right after
 * creating it), the window's location before that.
 */
export class RouterSessionNavigator implements SessionNavigator {
  private router: NavigableRouter | null = null;

  attach(router: NavigableRouter): void {
    this.router = router;
  }

  currentLocation(): string {
    const location = this.router?.state.location;
    return location ? `${location.pathname}${location.searchStr}` : `${window.location.pathname}${window.location.search}`;
  }

  goTo(href: string): void {
    if (this.router) void this.router.navigate({ href, replace: true });
    else window.location.replace(href);
  }

  reload(): void {
    window.location.reload();
  }
}
