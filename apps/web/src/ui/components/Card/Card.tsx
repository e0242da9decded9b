import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import styles from './Card.module.css';

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Heading level of the title (h2 by default). */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the top right (icon buttons, a menu). */
  actions?: ReactNode;
  footer?: ReactNode;
  /** `compact` tightens paddings; `flush` removes the body padding (for tables and lists). */
  padding?: 'normal' | 'compact' | 'flush';
  /** Lifts on hover, for cards that are links. */
  isInteractive?: boolean;
  children?: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/** A bordered surface grouping related content, with optional header, actions and footer. */
export function Card({ title, description, headingLevel = 2, actions, footer, padding = 'normal', isInteractive, children, className, 'aria-label': ariaLabel }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={clsx(styles.card, padding !== 'normal' && styles[padding], isInteractive && styles.interactive, className)} aria-label={ariaLabel}>
      {(title || actions) && (
        <header className={styles.header}>
          <div className={styles.headings}>
            {title && <Heading className={styles.title}>{title}</Heading>}
            {description && <p className={styles.description}>{description}</p>}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      {children !== undefined && <div className={styles.body}>{children}</div>}
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </section>
  );
}
