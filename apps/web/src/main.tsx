// inversify's metadata API without the Map/Set shims (every supported browser has them).
import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './i18n/i18n';
import './ui/global.css';
import { UiProvider } from './ui/UiProvider';
import { createAppContainer } from './di/container';
import { ContainerContext } from './di/ContainerContext';
import { resolve } from './di/injection';
import { ANALYTICS_GATEWAY } from './di/tokens';
import { SESSION_STORE } from './features/session/SessionStore';
import { SESSION_TOKEN_SOURCE } from './features/session/SessionTokenSource';
import { RouterSessionNavigator } from './features/session/RouterSessionNavigator';
import { AppErrorBoundary } from './features/errors/AppErrorBoundary';
import { ChunkLoadWatchdog } from './features/errors/ChunkLoadWatchdog';
import { createAppRouter } from './routing/createAppRouter';
import { subscribePageAnalytics } from './routing/pageAnalytics';

const navigator = new RouterSessionNavigator();
const container = createAppContainer({ navigator });
const router = createAppRouter({ container, session: resolve(container, SESSION_STORE), tokens: resolve(container, SESSION_TOKEN_SOURCE) });
navigator.attach(router);
subscribePageAnalytics(router, resolve(container, ANALYTICS_GATEWAY));

const rootElement = document.getElementById('root');
if (rootElement) {
  createRoot(rootElement).render(
    <StrictMode>
      <ContainerContext.Provider value={container}>
        <UiProvider>
          <AppErrorBoundary>
            <RouterProvider router={router} />
            <ChunkLoadWatchdog router={router} />
          </AppErrorBoundary>
        </UiProvider>
      </ContainerContext.Provider>
    </StrictMode>,
  );
}
