import { personalSpaceSidebarFor } from '@cible/core';
import type { Ability, NavLink, PersonalSpaceLinkKey, PersonalSpaceSidebarGroup } from '@cible/core';
import { isTargetAvailable } from '../shell/filterNavigation';
import type { NavigationFilter } from '../shell/filterNavigation';

/** A sidebar link with the personal-space key it stands for (core prefixes link keys with `sidebar.`). */
export interface SidebarLink {
  readonly key: PersonalSpaceLinkKey;
  readonly link: NavLink;
}

export interface SidebarGroup {
  readonly group: PersonalSpaceSidebarGroup;
  readonly links: readonly SidebarLink[];
}

const SIDEBAR_PREFIX = 'sidebar.';

/**
 * Core's personal-space sidebar (groups, labels per licence, visibility) reduced to the links this build
 * can follow; a group left without links disappears.
 */
export function personalSpaceSidebarEntries(ability: Ability, filter: NavigationFilter): SidebarGroup[] {
  return personalSpaceSidebarFor(ability)
    .map((group) => ({
      group,
      links: group.links
        .filter((link) => isTargetAvailable(link.target, filter))
        .map((link) => ({ key: link.key.slice(SIDEBAR_PREFIX.length) as PersonalSpaceLinkKey, link })),
    }))
    .filter((entry) => entry.links.length > 0);
}
