import type { ReactNode } from 'react';
import { TextLink } from '../TextLink/TextLink';
import styles from './SectionFrame.module.css';

export interface SectionLink {
  readonly key: string;
  readonly href: string;
  readonly label: string;
}

export interface SectionFrameProps {
  /** The name of the links between the sections ("Pages des séquences"). */
  navLabel: string;
  /** The sections of the area, in order; the links show when there are at least two. */
  sections: readonly SectionLink[];
  /** The key of the section shown (marked as the current page), or null on a page of none (a detail page). */
  current: string | null;
  title: string;
  lead?: string;
  /** The page's actions, beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of an area's pages (sequences, campaigns): the links between its sections, the title, the page's actions. */
export function SectionFrame({ navLabel, sections, current, title, lead, actions, children }: SectionFrameProps) {
  return (
    <div className={styles.page}>
      {sections.length > 1 && (
        <nav aria-label={navLabel} className={styles.nav}>
          {sections.map((section) => (
            <TextLink key={section.key} href={section.href} aria-current={section.key === current ? 'page' : undefined} className={section.key === current ? styles.navCurrent : undefined}>
              {section.label}
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
