import type { AnalyticsGateway } from '@cible/core';

/** The router event the page analytics listen to (TanStack's `onResolved`). */
export interface ResolvedNavigation {
  readonly fromLocation?: { readonly pathname: string };
  readonly toLocation: { readonly pathname: string };
  readonly pathChanged: boolean;
}

/** The part of the router the page analytics need. */
export interface SubscribableRouter {
  subscribe(event: 'onResolved', listener: (event: ResolvedNavigation) => void): () => void;
}

/**
 * Records a page leave (previous path) and a page view (new path) each time a navigation to another path
 * resolves (docs/rules/routing.md "Navigation guard": page-view analytics are the caller's job after an allow). The
 * analytics adapter drops both while no user is identified.
 */
export function subscribePageAnalytics(router: SubscribableRouter, analytics: Pick<AnalyticsGateway, 'pageView' | 'pageLeave'>): () => void {
  return router.subscribe('onResolved', (event) => {
    if (!event.pathChanged) return;
    if (event.fromLocation) analytics.pageLeave(event.fromLocation.pathname);
    analytics.pageView(event.toLocation.pathname);
  });
}
