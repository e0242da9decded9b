import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { licenceById, platformAdminLinksFor, text as coreTextOf } from '@cible/core';
import type { NavLink, NavMenu } from '@cible/core';
import { Avatar } from '../../ui/components/Avatar/Avatar';
import { Button } from '../../ui/components/Button/Button';
import { Menu } from '../../ui/components/Menu/Menu';
import { MenuItem } from '../../ui/components/Menu/MenuItem';
import { MenuSection } from '../../ui/components/Menu/MenuSection';
import { MenuTrigger } from '../../ui/components/Menu/MenuTrigger';
import { useInjection } from '../../di/useInjection';
import { HELP_POPUP_STORE } from './HelpPopupStore';
import { SESSION_STORE } from '../session/SessionStore';
import { isBuiltAppPath } from '../../routing/builtRoutes';
import { isPathActive } from './isPathActive';
import { useNavLabel } from './useNavLabel';
import styles from './Header.module.css';
import { useCoreText } from '../../i18n/coreText';

export interface UserMenuProps {
  /** Core's user menu, already filtered by the built routes. */
  menu: NavMenu;
  pathname: string;
  /** Delay before the menu closes once the mouse left it (ms). */
  closeDelay?: number;
}

const LOGOUT_ITEM = 'user-menu.logout';

/**
 * The user menu (docs/rules/access.md "Navigation", docs/web-shell.md "Header and user menu"): opens on mouse over and
 * closes when the mouse leaves, unless the help popup is open; also opens with a press or the keyboard. It lists core's
 * user-menu links available in this build, then the logout action.
 */
export const UserMenu = observer(function UserMenu({ menu, pathname, closeDelay }: UserMenuProps) {
  const { t } = useTranslation();
  const label = useNavLabel();
  const text = useCoreText();
  const session = useInjection(SESSION_STORE);
  const helpPopup = useInjection(HELP_POPUP_STORE);
  const user = session.user;
  if (!user) return null;
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const licence = session.accessUser ? licenceById(session.accessUser.licenceId) : undefined;
  const links = menu.children.filter((entry): entry is NavLink => entry.kind === 'link' && entry.target.kind !== 'action');
  // The support staff's pages (platform administrators only), in a section of their own.
  const platformLinks = session.ability ? platformAdminLinksFor(session.ability).filter((link) => link.target.kind === 'app' && isBuiltAppPath(link.target.path)) : [];

  return (
    <MenuTrigger
      openOnHover
      keepOpen={helpPopup.isOpen}
      closeDelay={closeDelay}
      placement="bottom end"
      trigger={
        <Button variant="ghost" className={styles.userTrigger} aria-label={t('header.userMenu', { name: fullName })}>
          <Avatar name={fullName} size="sm" isDecorative />
          <span className={styles.userName}>{user.first_name}</span>
        </Button>
      }
    >
      <Menu aria-label={t('header.userMenu', { name: fullName })} onAction={(key) => key === LOGOUT_ITEM && void session.logout()}>
        <MenuSection
          title={
            <span className={styles.userCard}>
              <span className={styles.userCardName}>{fullName}</span>
              <span className={styles.userCardMeta}>{user.email}</span>
              {licence && <span className={styles.userCardMeta}>{t('header.licence', { licence: text(licence.label) })}</span>}
            </span>
          }
        >
          {links.map((link) => (
            <MenuItem key={link.key} id={link.key} href={link.target.kind === 'app' ? link.target.path : undefined} isCurrent={link.target.kind === 'app' && isPathActive(link.target.path, pathname)} textValue={label(link)}>
              {label(link)}
            </MenuItem>
          ))}
        </MenuSection>
        {platformLinks.length > 0 && (
          <MenuSection aria-label={text(coreTextOf('navigation.platformAdmin.section'))}>
            {platformLinks.map((link) => (
              <MenuItem key={link.key} id={link.key} href={link.target.kind === 'app' ? link.target.path : undefined} isCurrent={link.target.kind === 'app' && isPathActive(link.target.path, pathname)} textValue={label(link)}>
                {label(link)}
              </MenuItem>
            ))}
          </MenuSection>
        )}
        <MenuSection aria-label={t('header.logout')}>
          <MenuItem id={LOGOUT_ITEM} icon="logout" isDanger>
            {t('header.logout')}
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
});
