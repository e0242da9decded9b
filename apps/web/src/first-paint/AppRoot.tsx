import { StrictMode, useEffect, useLayoutEffect, useRef } from 'react';
import type { Container } from 'inversify';
import { RouterProvider } from '@tanstack/react-router';
import { ContainerContext } from '../di/ContainerContext';
import { AppErrorBoundary } from '../features/errors/AppErrorBoundary';
import { ChunkLoadWatchdog } from '../features/errors/ChunkLoadWatchdog';
import type { AppRouter } from '../routing/createAppRouter';

export interface AppRootProps {
  readonly container: Container;
  readonly router: AppRouter;
  /**
   * Called once right after React's first commit replaced the prerendered markup (before the browser paints it),
   * then once the first commit's effects ran (the pages' own focus moves included): main.tsx hands over there.
   */
  readonly onFirstCommit?: FirstCommitHandlers;
}

export interface FirstCommitHandlers {
  readonly committed: () => void;
  readonly settled: () => void;
}

/** Calls the handlers once each (StrictMode's second effect run included); last child, so its effects run last. */
function FirstCommit({ handlers }: { readonly handlers: FirstCommitHandlers }) {
  const committed = useRef(false);
  const settled = useRef(false);
  useLayoutEffect(() => {
    if (committed.current) return;
    committed.current = true;
    handlers.committed();
  }, [handlers]);
  useEffect(() => {
    if (settled.current) return;
    settled.current = true;
    handlers.settled();
  }, [handlers]);
  return null;
}

/** The whole app's tree, rendered by main.tsx in the browser and by the build's first-paint prerendering. */
export function AppRoot({ container, router, onFirstCommit }: AppRootProps) {
  return (
    <StrictMode>
      <ContainerContext.Provider value={container}>
        <AppErrorBoundary>
          <RouterProvider router={router} />
          <ChunkLoadWatchdog router={router} />
        </AppErrorBoundary>
        {onFirstCommit && <FirstCommit handlers={onFirstCommit} />}
      </ContainerContext.Provider>
    </StrictMode>
  );
}
