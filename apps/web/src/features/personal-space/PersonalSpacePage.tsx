import type { ReactNode } from 'react';
import styles from './PersonalSpacePage.module.css';

export interface PersonalSpacePageProps {
  title: ReactNode;
  /** One line under the title saying what the page is for. */
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of a personal-space page, beside the sidebar: its title (the page's h1), a lead line, the content. */
export function PersonalSpacePage({ title, description, children }: PersonalSpacePageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </header>
      {children}
    </div>
  );
}
