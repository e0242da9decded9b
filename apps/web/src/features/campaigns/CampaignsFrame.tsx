import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isBuiltAppPath } from '../../routing/builtRoutes';
import { SectionFrame } from '../../ui/components/SectionFrame/SectionFrame';

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
  const sections = (Object.keys(SECTION_PATHS) as CampaignsSection[])
    .filter((key) => isBuiltAppPath(SECTION_PATHS[key]))
    .map((key) => ({ key, href: SECTION_PATHS[key], label: t(`campaigns.nav.${key}`) }));
  return (
    <SectionFrame navLabel={t('campaigns.nav.label')} sections={sections} current={section} title={title} lead={lead} actions={actions}>
      {children}
    </SectionFrame>
  );
}
