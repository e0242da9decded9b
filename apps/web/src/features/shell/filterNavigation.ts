import type { NavEntry, NavTarget } from '@cible/core';

/** What decides whether a navigation target can be shown in this build. */
export interface NavigationFilter {
  /** Whether an app path leads to a page of this build (builtRoutes.ts). */
  readonly isBuiltPath: (path: string) => boolean;
  /** The older desk host; desk links are hidden without one. */
  readonly deskHost: string | null;
}

/** Whether a target can be followed: a built app page, a desk page when a desk host is configured, an action. */
export function isTargetAvailable(target: NavTarget, filter: NavigationFilter): boolean {
  switch (target.kind) {
    case 'app':
      return filter.isBuiltPath(target.path);
    case 'desk':
      return filter.deskHost !== null;
    case 'action':
      return true;
  }
}

/**
 * Core's navigation (header, user menu, sidebar) reduced to what this build can show, in core's order: a
 * link whose page is not built, or a desk link without a desk host, is removed; a menu keeps its available
 * children, loses a title link that is not available, and disappears when nothing is left. Widgets pass.
 */
export function filterNavigation(entries: readonly NavEntry[], filter: NavigationFilter): NavEntry[] {
  const kept: NavEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'widget') {
      kept.push(entry);
    } else if (entry.kind === 'link') {
      if (isTargetAvailable(entry.target, filter)) kept.push(entry);
    } else {
      const children = filterNavigation(entry.children, filter);
      const target = entry.target !== null && isTargetAvailable(entry.target, filter) ? entry.target : null;
      if (children.length > 0 || target !== null) kept.push({ ...entry, children, target });
    }
  }
  return kept;
}
