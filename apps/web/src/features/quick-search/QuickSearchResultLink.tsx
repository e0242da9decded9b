import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as AriaLink } from 'react-aria-components';
import { GLOBAL_CONFIGURATION_STORE } from '../session/GlobalConfigurationStore';
import { globalConfigurationModule } from '../../di/modules/globalConfigurationModule';
import { useFactory } from '../../di/useFactory';
import { quickSearchLink, type QuickSearchLinkTarget } from './quickSearchLink';
import styles from './QuickSearch.module.css';

export interface QuickSearchResultLinkProps {
  target: QuickSearchLinkTarget;
  children: ReactNode;
  className?: string;
  /** Called when the link is followed (the panel closes). */
  onFollow?: () => void;
}

/** A link of the quick-search results: quickSearchLink decides the address (desk host or app) and the new tab. */
export function QuickSearchResultLink({ target, children, className, onFollow }: QuickSearchResultLinkProps) {
  const { t } = useTranslation();
  const configuration = useFactory(globalConfigurationModule, GLOBAL_CONFIGURATION_STORE);
  const link = quickSearchLink(target, (path) => configuration.deskUrl(path));
  return (
    <AriaLink
      href={link.href}
      target={link.newTab ? '_blank' : undefined}
      rel={link.newTab ? 'noopener noreferrer' : undefined}
      className={className ?? styles.link}
      onPress={onFollow}
      data-result-link=""
    >
      {children}
      {link.newTab && <span className={styles.visuallyHidden}>{` ${t('quickSearch.newTab')}`}</span>}
    </AriaLink>
  );
}
