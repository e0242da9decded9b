import type { ReactNode } from 'react';
import type { Container } from 'inversify';
import { act, render } from '@testing-library/react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, useRouter } from '@tanstack/react-router';
import { ContainerContext } from '../di/ContainerContext';
import { stubWindowScroll } from './stubWindowScroll';

stubWindowScroll();

function AriaLinks({ children }: { children: ReactNode }) {
  const router = useRouter();
  return <AriaRouterProvider navigate={(href) => void router.navigate({ href })}>{children}</AriaRouterProvider>;
}

/**
 * Test helper: renders a component inside a minimal TanStack router (any path renders it) with the app's
 * container, so that router hooks and react-aria links work. Resolves once the router is ready.
 */
export async function renderInRouter(ui: ReactNode, container: Container, path = '/') {
  const root = createRootRoute({
    component: () => (
      <AriaLinks>
        <Outlet />
      </AriaLinks>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path: '$', component: () => <>{ui}</> });
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => <>{ui}</> });
  const router = createRouter({ routeTree: root.addChildren([index, page]), history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <ContainerContext.Provider value={container}>
      <RouterProvider router={router} />
    </ContainerContext.Provider>,
  );
  await act(() => router.load());
  return { router, view };
}
