import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as AriaLink } from 'react-aria-components';
import { useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { isSidebarLinkActive } from '@cible/core';
import { Icon } from '../../ui/components/Icon/Icon';
import { useInjection } from '../../di/useInjection';
import { GLOBAL_CONFIGURATION_STORE } from '../session/GlobalConfigurationStore';
import { globalConfigurationModule } from '../../di/modules/globalConfigurationModule';
import { useFactory } from '../../di/useFactory';
import { SESSION_STORE } from '../session/SessionStore';
import { isBuiltAppPath } from '../../routing/builtRoutes';
import { useNavLabel } from '../shell/useNavLabel';
import { personalSpaceSidebarEntries } from './personalSpaceSidebarEntries';
import styles from './PersonalSpaceLayout.module.css';

export interface PersonalSpaceLayoutProps {
  /** The personal-space page (the route's <Outlet />). */
  children: ReactNode;
  /** Whether an app path has a page in this build (tests may widen it). */
  isBuiltPath?: (path: string) => boolean;
}

/**
 * The personal-space layout (docs/web-shell.md "Layouts"; docs/rules/access.md "Navigation"): the sidebar from core's
 * personalSpaceSidebarFor (groups, licence labels, visibility; the link owning the current page highlighted by
 * isSidebarLinkActive), limited to the pages of this build, and the page beside it.
 */
export const PersonalSpaceLayout = observer(function PersonalSpaceLayout({ children, isBuiltPath = isBuiltAppPath }: PersonalSpaceLayoutProps) {
  const { t } = useTranslation();
  const label = useNavLabel();
  const session = useInjection(SESSION_STORE);
  const configuration = useFactory(globalConfigurationModule, GLOBAL_CONFIGURATION_STORE);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const ability = session.ability;
  const groups = ability ? personalSpaceSidebarEntries(ability, { isBuiltPath, deskHost: configuration.deskHost }) : [];

  return (
    <div className={styles.layout}>
      <nav aria-label={t('shell.personalSpace.navigation')} className={styles.sidebar}>
        <p className={styles.sidebarTitle}>{t('shell.personalSpace.title')}</p>
        {groups.map(({ group, links }) => (
          <section key={group.key} className={styles.group} aria-labelledby={`ps-group-${group.key}`}>
            <h2 id={`ps-group-${group.key}`} className={styles.groupTitle}>
              {label(group)}
            </h2>
            <ul className={styles.links}>
              {links.map(({ key, link }) => {
                if (link.target.kind === 'action') {
                  return (
                    <li key={link.key}>
                      <button type="button" className={clsx(styles.link, styles.danger)} onClick={() => void session.logout()}>
                        <Icon name="logout" size={15} />
                        {label(link)}
                      </button>
                    </li>
                  );
                }
                const active = isSidebarLinkActive(key, pathname);
                return (
                  <li key={link.key}>
                    <AriaLink href={link.target.path} aria-current={active ? 'page' : undefined} className={clsx(styles.link, active && styles.active)}>
                      {label(link)}
                    </AriaLink>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
});
