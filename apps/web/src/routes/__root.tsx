import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../routing/RouterContext';
import { normalizeIncomingUrl } from '../routing/normalizeIncomingUrl';
import { RootLayout } from '../routing/RootLayout';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';

/** The root: address hygiene for every URL (slashes, URL token), app-wide providers, 404 and error pages. */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => normalizeIncomingUrl(context, location.href),
  component: () => (
    <RootLayout>
      <Outlet />
    </RootLayout>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error, reset }) => <RouteErrorPage error={error} reset={reset} fullPage />,
});
