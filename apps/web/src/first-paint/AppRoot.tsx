import { StrictMode } from 'react';
import type { Container } from 'inversify';
import { RouterProvider } from '@tanstack/react-router';
import { ContainerContext } from '../di/ContainerContext';
import { AppErrorBoundary } from '../features/errors/AppErrorBoundary';
import { ChunkLoadWatchdog } from '../features/errors/ChunkLoadWatchdog';
import type { AppRouter } from '../routing/createAppRouter';

export interface AppRootProps {
  readonly container: Container;
  readonly router: AppRouter;
}

/** The whole app's tree, rendered by main.tsx in the browser and by the build's first-paint prerendering. */
export function AppRoot({ container, router }: AppRootProps) {
  return (
    <StrictMode>
      <ContainerContext.Provider value={container}>
        <AppErrorBoundary>
          <RouterProvider router={router} />
          <ChunkLoadWatchdog router={router} />
        </AppErrorBoundary>
      </ContainerContext.Provider>
    </StrictMode>
  );
}
