import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import styles from './Sequences.module.css';

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
  return (
    <div className={styles.page}>
      <nav aria-label={t('sequences.nav.label')} className={styles.nav}>
        {(Object.keys(SECTION_PATHS) as SequencesSection[]).map((key) => (
          <TextLink key={key} href={SECTION_PATHS[key]} aria-current={key === section ? 'page' : undefined} className={key === section ? styles.navCurrent : undefined}>
            {t(`sequences.nav.${key}`)}
          </TextLink>
        ))}
      </nav>
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
