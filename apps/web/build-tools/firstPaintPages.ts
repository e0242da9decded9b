// The first-paint pages of the web build (docs/adr/009-first-paint-without-script.md): their names, the chunks each
// one needs, and the check that their markup is styled. Plain data and functions, shared by the build step
// (prerenderFirstPaint.ts) and the performance-budget test (scripts/performance-budget.test.ts).

/** The markup React renders for the first paint (src/first-paint/renderFirstPaint.tsx, which says what each is). */
export interface FirstPaintMarkup {
  readonly login: string;
  readonly frame: string;
  readonly homeMorning: string;
  readonly homeEvening: string;
}

/** The pages the API chooses from for a navigation (core's contract between this build and the API). */
// Core's source, not the package: Vite loads its config (and this file) before any build of core exists.
export { FIRST_PAINT_PAGES } from '../../../packages/core/src/shell/first-paint-pages';

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
/** The home page's own chunk (HomePage, its hero's CSS). */
export const HOME_PAGE_CHUNK_KEY = 'src/routes/_authenticated/index.tsx?tsr-split=component';
export const HOME_CHUNK_KEYS = [...FRAME_CHUNK_KEYS, HOME_PAGE_CHUNK_KEY];

/** The class names of `markup` that no rule of `css` mentions (prerendered markup that would paint unstyled). */
export function unstyledClasses(markup: string, css: string): string[] {
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
  return [...classes].filter((name) => !new RegExp(`\\.${name.replace(/[$()*+.?[\\\]^{|}-]/g, '\\$&')}(?![\\w-])`).test(css));
}

