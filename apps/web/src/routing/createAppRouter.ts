import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import type { RouterContext } from './RouterContext';

/**
 * The app's router: the generated route tree, the typed context, the 404 page for unknown addresses
 * (`history`: the browser's by default; tests pass a memory history).
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingMs: 400,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
