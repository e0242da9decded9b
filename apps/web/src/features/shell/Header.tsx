import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as AriaLink } from 'react-aria-components';
import { useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { headerNavigationFor } from '@cible/core';
import type { NavEntry, NavLink, NavMenu } from '@cible/core';
import { Icon } from '../../ui/components/Icon/Icon';
import { useInjection } from '../../di/useInjection';
import { GLOBAL_CONFIGURATION_STORE } from '../session/GlobalConfigurationStore';
import { globalConfigurationModule } from '../../di/modules/globalConfigurationModule';
import { useFactory } from '../../di/useFactory';
import { SESSION_STORE } from '../session/SessionStore';
import { isBuiltAppPath } from '../../routing/builtRoutes';
import { CibleLogo } from './CibleLogo';
import { ConnectedAsIndicator } from './ConnectedAsIndicator';
import { NotificationBell } from '../notifications/NotificationBell';
import { SupportChatLauncher } from '../support-chat/SupportChatLauncher';
import { SupportInboxLink } from '../support-chat/SupportInboxLink';
import { HeaderNavMenu } from './HeaderNavMenu';
import { UserMenu } from './UserMenu';
import { QuickSearchBox } from '../quick-search/QuickSearchBox';
import { filterNavigation } from './filterNavigation';
import { isPathActive } from './isPathActive';
import { useNavLabel } from './useNavLabel';
import styles from './Header.module.css';

export interface HeaderProps {
  /** Whether an app path has a page in this build (tests may widen it; defaults to builtRoutes.ts). */
  isBuiltPath?: (path: string) => boolean;
  /** Delay before the user menu closes once the mouse left it (ms). */
  userMenuCloseDelay?: number;
}

/** Header entries rendered by other parts of the shell, not as links: the logo, the bell, quick search, the user menu. */
const LOGO = 'header.logo';
const USER_MENU = 'header.user-menu';
/** Widgets rendered by their own features, not as links: the quick search box and the notification bell. */
const QUICK_SEARCH = 'header.quick-search';
const NOTIFICATIONS = 'header.notifications';

/**
 * The application header (docs/rules/access.md "Navigation", docs/web-shell.md "Header and user menu") from core's
 * headerNavigationFor(ability): the logo to /, the links and menus the user may see whose pages exist in this build,
 * desk links only with a configured desk host (new tab), the connected-as warning, the support chat's launcher (the
 * support staff: the link to its inbox; docs/support-chat.md) and the user menu.
 */
export const Header = observer(function Header({ isBuiltPath = isBuiltAppPath, userMenuCloseDelay }: HeaderProps) {
  const { t } = useTranslation();
  const label = useNavLabel();
  const session = useInjection(SESSION_STORE);
  const configuration = useFactory(globalConfigurationModule, GLOBAL_CONFIGURATION_STORE);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const ability = session.ability;
  if (!ability) return null;

  const deskHost = configuration.deskHost;
  const deskUrl = (path: string) => configuration.deskUrl(path) ?? path;
  const entries = filterNavigation(headerNavigationFor(ability), { isBuiltPath, deskHost });
  const userMenu = entries.find((entry): entry is NavMenu => entry.key === USER_MENU && entry.kind === 'menu');
  const navEntries = entries.filter((entry) => ![LOGO, USER_MENU, QUICK_SEARCH, NOTIFICATIONS].includes(entry.key));
  const hasEntry = (key: string) => entries.some((entry) => entry.key === key);

  const renderLink = (link: NavLink) => {
    if (link.target.kind === 'desk') {
      return (
        <AriaLink href={deskUrl(link.target.path)} target="_blank" rel="noopener noreferrer" className={styles.navItem}>
          {label(link)}
          <Icon name="externalLink" size={13} label={t('ui.textLink.newTab')} className={styles.externalIcon} />
        </AriaLink>
      );
    }
    if (link.target.kind !== 'app') return null;
    const current = isPathActive(link.target.path, pathname);
    return (
      <AriaLink href={link.target.path} aria-current={current ? 'page' : undefined} className={clsx(styles.navItem, current && styles.navItemCurrent)}>
        {label(link)}
      </AriaLink>
    );
  };

  const renderEntry = (entry: NavEntry) => {
    if (entry.kind === 'link') return renderLink(entry);
    if (entry.kind === 'menu') return <HeaderNavMenu menu={entry} pathname={pathname} deskUrl={deskUrl} />;
    return null;
  };

  return (
    <header className={styles.header}>
      <AriaLink href="/" aria-label={t('header.home')} className={styles.logoLink}>
        <CibleLogo />
      </AriaLink>
      {navEntries.length > 0 ? (
        <nav aria-label={t('header.navigation')} className={styles.nav}>
          <ul className={styles.navList}>
            {navEntries.map((entry) => (
              <li key={entry.key}>{renderEntry(entry)}</li>
            ))}
          </ul>
        </nav>
      ) : (
        <span className={styles.nav} />
      )}
      {hasEntry(QUICK_SEARCH) && <QuickSearchBox />}
      <div className={styles.end}>
        <ConnectedAsIndicator />
        {isBuiltPath('/support/inbox') && <SupportInboxLink isCurrent={isPathActive('/support/inbox', pathname)} />}
        <SupportChatLauncher />
        {hasEntry(NOTIFICATIONS) && (
          <NotificationBell showListLink={isBuiltPath('/personal-space/notifications')} showSettingsLink={isBuiltPath('/personal-space/notifications/settings')} />
        )}
        {userMenu && <UserMenu menu={userMenu} pathname={pathname} closeDelay={userMenuCloseDelay} />}
      </div>
    </header>
  );
});
