// inversify's metadata API without the Map/Set shims (every supported browser has them).
import 'reflect-metadata/lite';
import { createRoot } from 'react-dom/client';
import { startTransition } from 'react';
import './i18n/i18n';
import './ui/global.css';
import { createAppContainer } from './di/container';
import { loadSessionGatewayClasses } from './di/modules/gatewaysModule';
import { loadSocketPushSchemas } from './view-model/loadSocketPushSchemas';
import { resolve } from './di/injection';
import { ANALYTICS_GATEWAY } from './di/tokens';
import { SESSION_STORE } from './features/session/SessionStore';
import { SESSION_TOKEN_SOURCE } from './features/session/SessionTokenSource';
import { RouterSessionNavigator } from './features/session/RouterSessionNavigator';
import { createAppRouter } from './routing/createAppRouter';
import { subscribePageAnalytics } from './routing/pageAnalytics';
import { AppRoot } from './first-paint/AppRoot';
import { followTypedBeforeScript, restoreFocus, restoreValues, type TypedBeforeScript } from './first-paint/takeOver';

const navigator = new RouterSessionNavigator();
const container = createAppContainer({ navigator });
const tokens = resolve(container, SESSION_TOKEN_SOURCE);
tokens.storeTimeZone();
const router = createAppRouter({ container, session: resolve(container, SESSION_STORE), tokens });
navigator.attach(router);
subscribePageAnalytics(router, resolve(container, ANALYTICS_GATEWAY));

const rootElement = document.getElementById('root');
if (rootElement) {
  // index.html already shows, without script, the login form or the application frame (docs/adr/009): the first
  // route is loaded (guard, its lazy chunks) before React renders, so that React replaces that markup in one commit
  // by the finished page, without an empty or intermediate state in between (no blink, no layout shift). The render
  // is a transition: React cuts it into short tasks (the prerendered page stays responsive and on screen meanwhile),
  // then commits at once; what the user typed in the meantime is handed over right after that commit.
  const start = () => {
    const typed = followTypedBeforeScript(rootElement);
    const root = createRoot(rootElement);
    let handedOver: TypedBeforeScript | null = null;
    const handlers = {
      committed: () => {
        handedOver = typed.stop();
        restoreValues(rootElement, handedOver);
        rootElement.removeAttribute('data-first-paint');
      },
      // The focus once the page's own effects ran (a page may focus its title when it mounts).
      settled: () => handedOver && restoreFocus(rootElement, handedOver),
    };
    startTransition(() => root.render(<AppRoot container={container} router={router} onFirstCommit={handlers} />));
  };
  // The session's gateways and the socket pushes' schemas are chunks of their own (not in the first route): once the
  // page is idle they are fetched, so that a login or a push does not wait for them (a failed fetch is tried again by
  // the first call).
  const prefetchSessionGateways = () => {
    void loadSessionGatewayClasses().catch(() => undefined);
    void loadSocketPushSchemas().catch(() => undefined);
  };
  const whenIdle = (callback: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 2000 }) : window.setTimeout(callback, 200));
  router
    .load()
    .then(start, start)
    .then(() => whenIdle(prefetchSessionGateways));
}
