// The first-paint pages of the web build (docs/adr/009-first-paint-without-script.md): their names, the chunks each
// one needs, and the check that their markup is styled. Plain data and functions, shared by the build step
// (prerenderFirstPaint.ts) and the performance-budget test (scripts/performance-budget.test.ts).

/** The markup React renders for the first paint (src/first-paint/renderFirstPaint.tsx). */
export interface FirstPaintMarkup {
  readonly login: string;
  readonly frame: string;
}

/** The pages the API chooses from for a navigation (apps/api/src/server/register-web-app.ts). */
export const FIRST_PAINT_PAGES = {
  /** A visitor on /login: the login layout and form. */
  login: 'index.html',
  /** A protected page with a session cookie: the application frame while the user data loads. */
  frame: 'app-frame.html',
  /** The home page with a session cookie: the same frame, and the home page's chunks preloaded. */
  home: 'home-frame.html',
  /** Anything else: an empty root, the page comes with the script. */
  blank: 'app.html',
} as const;

/** The chunks (Vite manifest keys) of what /login draws besides the entry: the login layout and the login page. */
export const LOGIN_CHUNK_KEYS = ['src/routes/_login.tsx?tsr-split=component', 'src/routes/_login/login.tsx?tsr-split=component'];

/**
 * What every protected page loads after the entry (the application layout, the page texts, core's texts and the
 * session's gateways with their contracts, which the guard's user-data load calls) and the home page's own chunk: the
 * home's first-paint page preloads them with the entry instead of after it.
 */
export const FRAME_CHUNK_KEYS = [
  'src/routes/_authenticated.tsx?tsr-split=component',
  'src/i18n/fr.pages.json',
  '../../packages/core/src/i18n/fr.json',
  'src/di/sessionGatewayClasses.ts',
];
export const HOME_CHUNK_KEYS = [...FRAME_CHUNK_KEYS, 'src/routes/_authenticated/index.tsx?tsr-split=component'];

/** The class names of `markup` that no rule of `css` mentions (prerendered markup that would paint unstyled). */
export function unstyledClasses(markup: string, css: string): string[] {
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
  return [...classes].filter((name) => !new RegExp(`\\.${name.replace(/[$()*+.?[\\\]^{|}-]/g, '\\$&')}(?![\\w-])`).test(css));
}

