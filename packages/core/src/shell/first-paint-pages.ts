import { escapeHtml } from '../shared/escape-html';
import type { GreetingPart } from './home-greeting';

/**
 * The pages the web build writes so that the first paint needs no script, and the API chooses from for a navigation
 * (docs/adr/009-first-paint-without-script.md): the web build (apps/web/build-tools) writes them, the API
 * (apps/api/src/server/register-web-app.ts) sends them.
 */
export const FIRST_PAINT_PAGES = {
  /** A visitor on /login: the login layout and form. */
  login: 'index.html',
  /** A protected page with a session cookie: the application frame while the user data loads. */
  frame: 'app-frame.html',
  /** The home page with a session cookie: the same frame, and the home page's chunks preloaded. */
  home: 'home-frame.html',
  /** The home page of a user the server recognised, before 18:00 in his zone: the frame with the hero, slots to fill. */
  homeMorning: 'home-morning.html',
  /** The same from 18:00 ("Bonsoir"). */
  homeEvening: 'home-evening.html',
  /** Anything else: an empty root, the page comes with the script. */
  blank: 'app.html',
} as const;

/** The greeting page of each part of the day. */
export function homeGreetingPage(part: GreetingPart): string {
  return part === 'evening' ? FIRST_PAINT_PAGES.homeEvening : FIRST_PAINT_PAGES.homeMorning;
}

/**
 * Where a greeting page takes the user's own words: private-use characters, which no text of the app contains and
 * which survive React's rendering and the build untouched.
 */
export const FIRST_PAINT_SLOTS = {
  firstName: '\uE000firstName\uE000',
  date: '\uE000date\uE000',
} as const;

export type FirstPaintSlot = keyof typeof FIRST_PAINT_SLOTS;

/**
 * A greeting page with its slots filled, each value escaped (and stripped of the markers' private-use character, so
 * that no value can open a slot); `null` when the page lacks a slot or keeps a marker after filling (a page written
 * by another build), so that the caller sends the plain frame rather than a page with holes.
 * @rule design · the server writes the user's first name and the date into the home page's HTML, escaped, or writes nothing
 */
export function fillFirstPaintSlots(page: string, values: Readonly<Record<FirstPaintSlot, string>>): string | null {
  let filled = page;
  for (const slot of Object.keys(FIRST_PAINT_SLOTS) as FirstPaintSlot[]) {
    const marker = FIRST_PAINT_SLOTS[slot];
    if (!filled.includes(marker)) return null;
    filled = filled.split(marker).join(escapeHtml(values[slot].replaceAll('\uE000', '')));
  }
  return filled.includes('\uE000') ? null : filled;
}
