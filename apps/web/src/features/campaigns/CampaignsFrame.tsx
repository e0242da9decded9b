import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isBuiltAppPath } from '../../routing/builtRoutes';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import styles from './Campaigns.module.css';

export type CampaignsSection = 'results' | 'lists' | 'settings';

/** The sections of the campaign pages, as the header's campaign menu names them: results, the sent campaigns, settings. */
const SECTION_PATHS: Readonly<Record<CampaignsSection, string>> = {
  results: '/campaigns/results',
  lists: '/campaigns/lists/sent',
  settings: '/campaigns/settings',
};

export interface CampaignsFrameProps {
  section: CampaignsSection | null;
  title: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the campaign pages: the links between results, campaigns and settings (those whose page is built:
 * docs/adr/003-built-routes-filter.md), the title, the page's actions.
 */
export function CampaignsFrame({ section, title, lead, actions, children }: CampaignsFrameProps) {
  const { t } = useTranslation();
  const sections = (Object.keys(SECTION_PATHS) as CampaignsSection[]).filter((key) => isBuiltAppPath(SECTION_PATHS[key]));
  return (
    <div className={styles.page}>
      {sections.length > 1 && (
        <nav aria-label={t('campaigns.nav.label')} className={styles.nav}>
          {sections.map((key) => (
            <TextLink key={key} href={SECTION_PATHS[key]} aria-current={key === section ? 'page' : undefined} className={key === section ? styles.navCurrent : undefined}>
              {t(`campaigns.nav.${key}`)}
            </TextLink>
          ))}
        </nav>
      )}
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}
