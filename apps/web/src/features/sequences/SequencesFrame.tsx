import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFrame } from '../../ui/components/SectionFrame/SectionFrame';

export type SequencesSection = 'results' | 'lists' | 'settings';

const SECTION_PATHS: Readonly<Record<SequencesSection, string>> = {
  results: '/sequences/results',
  lists: '/sequences/lists/ongoing',
  settings: '/sequences/settings',
};

export interface SequencesFrameProps {
  section: SequencesSection | null;
  title: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of the sequence pages: the links between results, lists and settings, the title, the page's actions. */
export function SequencesFrame({ section, title, lead, actions, children }: SequencesFrameProps) {
  const { t } = useTranslation();
  const sections = (Object.keys(SECTION_PATHS) as SequencesSection[]).map((key) => ({ key, href: SECTION_PATHS[key], label: t(`sequences.nav.${key}`) }));
  return (
    <SectionFrame navLabel={t('sequences.nav.label')} sections={sections} current={section} title={title} lead={lead} actions={actions}>
      {children}
    </SectionFrame>
  );
}
