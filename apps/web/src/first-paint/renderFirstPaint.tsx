// Build-time only (apps/web/build-tools/prerenderFirstPaint.ts, in jsdom): the markup React renders for the login
// page and for the application frame, written into index.html so that the first paint needs no script
// (docs/adr/009-first-paint-without-script.md).
import 'reflect-metadata/lite';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createMemoryHistory } from '@tanstack/react-router';
import { FIRST_PAINT_SLOTS } from '@cible/core';
import { i18n, loadPageTexts } from '../i18n/i18n';
import { createAppContainer } from '../di/container';
import { resolve } from '../di/injection';
import { SESSION_STORE } from '../features/session/SessionStore';
import { SESSION_TOKEN_SOURCE } from '../features/session/SessionTokenSource';
import { RouterSessionNavigator } from '../features/session/RouterSessionNavigator';
import { ShellSkeleton } from '../features/shell/ShellSkeleton';
import { HomeFrame } from '../features/home/HomeFrame';
import { createAppRouter } from '../routing/createAppRouter';
import { AppRoot } from './AppRoot';

export interface FirstPaintMarkup {
  /** /login for a visitor: the whole app's tree at /login (login layout and form). */
  readonly login: string;
  /** A protected page while the user data loads: the `_authenticated` route's pending component. */
  readonly frame: string;
  /** The home page's frame with its hero, before 18:00 and from 18:00: the name and the date are slots. */
  readonly homeMorning: string;
  readonly homeEvening: string;
}

function renderInto(element: React.ReactElement): string {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(element));
  const html = host.innerHTML;
  root.unmount();
  host.remove();
  return html;
}

export async function renderFirstPaint(): Promise<FirstPaintMarkup> {
  const navigator = new RouterSessionNavigator();
  const container = createAppContainer({ navigator });
  const router = createAppRouter(
    { container, session: resolve(container, SESSION_STORE), tokens: resolve(container, SESSION_TOKEN_SOURCE) },
    createMemoryHistory({ initialEntries: ['/login'] }),
  );
  navigator.attach(router);
  await router.load();
  const login = renderInto(<AppRoot container={container} router={router} />);
  const frame = renderInto(<ShellSkeleton />);
  // The home page's texts are page texts (loaded with the protected layout in the app).
  await loadPageTexts();
  const homeFrame = (key: 'home.greetingMorning' | 'home.greetingEvening') =>
    renderInto(<HomeFrame date={FIRST_PAINT_SLOTS.date} title={i18n.t(key, { firstName: FIRST_PAINT_SLOTS.firstName })} />);
  return { login, frame, homeMorning: homeFrame('home.greetingMorning'), homeEvening: homeFrame('home.greetingEvening') };
}
