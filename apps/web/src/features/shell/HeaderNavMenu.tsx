import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { managerMenuAutoOpen } from '@cible/core';
import type { NavEntry, NavLink, NavMenu } from '@cible/core';
import { Button } from '../../ui/components/Button/Button';
import { Icon } from '../../ui/components/Icon/Icon';
import { Menu } from '../../ui/components/Menu/Menu';
import { MenuItem } from '../../ui/components/Menu/MenuItem';
import { MenuTrigger } from '../../ui/components/Menu/MenuTrigger';
import { isPathActive } from './isPathActive';
import { useNavLabel } from './useNavLabel';
import styles from './Header.module.css';

export interface HeaderNavMenuProps {
  menu: NavMenu;
  pathname: string;
  /** The full URL of a desk path (desk links are already filtered out when there is no desk host). */
  deskUrl: (path: string) => string;
}

/** Key of the manager submenu of the prospecting menu (core's header-links). */
const MANAGER_MENU_KEY = 'header.prospecting.manager';

function linksOf(entries: readonly NavEntry[]): NavLink[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.kind === 'menu' ? linksOf(entry.children) : []));
}

/**
 * A dropdown of the header (prospecting, campaigns, sequences): a button opening a menu of links (arrow
 * keys, Enter, Escape). A submenu ("Accès manager") is a toggle item inside the menu: it opens by itself on
 * the manager pages (core's managerMenuAutoOpen) and the user may open or close it by hand.
 */
export function HeaderNavMenu({ menu, pathname, deskUrl }: HeaderNavMenuProps) {
  const { t } = useTranslation();
  const label = useNavLabel();
  // The hand toggle applies to the page it was made on; a new page starts from the automatic state.
  const [toggle, setToggle] = useState<{ path: string; open: boolean } | null>(null);
  const submenuOpen = toggle !== null && toggle.path === pathname ? toggle.open : managerMenuAutoOpen(pathname);
  const isCurrent = linksOf(menu.children).some((link) => link.target.kind === 'app' && isPathActive(link.target.path, pathname));

  const linkItem = (link: NavLink, nested: boolean) => {
    const external = link.target.kind === 'desk';
    const href = link.target.kind === 'desk' ? deskUrl(link.target.path) : link.target.kind === 'app' ? link.target.path : undefined;
    const current = link.target.kind === 'app' && isPathActive(link.target.path, pathname);
    return (
      <MenuItem
        key={link.key}
        id={link.key}
        href={href}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        trailing={external ? <Icon name="externalLink" size={13} label={t('ui.textLink.newTab')} /> : undefined}
        isCurrent={current}
        className={clsx(nested && styles.nestedItem)}
        textValue={label(link)}
      >
        {label(link)}
      </MenuItem>
    );
  };

  const items = menu.children.flatMap((child) => {
    if (child.kind === 'link') return [linkItem(child, false)];
    if (child.kind !== 'menu' || child.children.length === 0) return [];
    const open = child.key === MANAGER_MENU_KEY ? submenuOpen : (toggle?.open ?? false);
    return [
      <MenuItem
        key={child.key}
        id={child.key}
        shouldCloseOnSelect={false}
        aria-expanded={open}
        onAction={() => setToggle({ path: pathname, open: !open })}
        trailing={<Icon name="chevronDown" size={14} className={clsx(styles.chevron, open && styles.chevronOpen)} />}
        className={styles.submenuToggle}
        textValue={label(child)}
      >
        {label(child)}
      </MenuItem>,
      ...(open ? linksOf(child.children).map((link) => linkItem(link, true)) : []),
    ];
  });

  return (
    <MenuTrigger
      placement="bottom start"
      trigger={
        <Button variant="ghost" iconEnd="chevronDown" className={clsx(styles.navItem, isCurrent && styles.navItemCurrent)}>
          {label(menu)}
        </Button>
      }
    >
      <Menu aria-label={label(menu)}>{items}</Menu>
    </MenuTrigger>
  );
}
