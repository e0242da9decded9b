import type { ReactNode } from 'react';
import styles from './DesignSection.module.css';

export interface DesignSectionProps {
  id: string;
  title: ReactNode;
  lead: ReactNode;
  /** Specimens per row on wide screens. */
  columns?: 2 | 3;
  children: ReactNode;
}

/** One group of the catalogue (foundations, actions, forms…), reachable from the side navigation. */
export function DesignSection({ id, title, lead, columns = 2, children }: DesignSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.lead}>{lead}</p>
      </header>
      <div className={columns === 3 ? `${styles.grid} ${styles.grid3}` : styles.grid}>{children}</div>
    </section>
  );
}
