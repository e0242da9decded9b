import { headerNavigationFor } from '@cible/core';
import type { Ability, NavEntry, NavLink } from '@cible/core';
import { filterNavigation } from '../shell/filterNavigation';
import type { NavigationFilter } from '../shell/filterNavigation';

/** The links the home page offers: pages of this build (app) and tools of the older desk host. */
export interface HomeShortcuts {
  readonly app: readonly NavLink[];
  readonly desk: readonly NavLink[];
}

function linksOf(entries: readonly NavEntry[]): NavLink[] {
  return entries.flatMap((entry) => {
    if (entry.kind === 'link') return [entry];
    // A menu's own title link comes after its children: a dedicated link to the same page keeps its better label.
    if (entry.kind === 'menu') return [...linksOf(entry.children), ...(entry.target ? [{ ...entry, kind: 'link' as const, target: entry.target }] : [])];
    return [];
  });
}

/**
 * The home page's shortcuts: every header and user-menu link the user may see (core's navigation) that this
 * build can follow, except home itself and actions, each path once, in header order; desk links apart.
 */
export function homeShortcutsFor(ability: Ability, filter: NavigationFilter): HomeShortcuts {
  const links = linksOf(filterNavigation(headerNavigationFor(ability), filter));
  const seen = new Set<string>();
  const app: NavLink[] = [];
  const desk: NavLink[] = [];
  for (const link of links) {
    if (link.target.kind === 'action') continue;
    const id = `${link.target.kind}:${link.target.path}`;
    if (seen.has(id) || (link.target.kind === 'app' && link.target.path === '/')) continue;
    seen.add(id);
    (link.target.kind === 'app' ? app : desk).push(link);
  }
  return { app, desk };
}
