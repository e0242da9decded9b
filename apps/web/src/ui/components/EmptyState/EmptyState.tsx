import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Icon, type IconName } from '../Icon/Icon';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  text?: ReactNode;
  /** A call to action (usually a Button). */
  action?: ReactNode;
  /** Heading level of the title (h3 by default). */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Smaller paddings, for columns and panels. */
  isCompact?: boolean;
  className?: string;
}

/** What a list or page shows when there is nothing yet: an icon, a title, a hint and an action. */
export function EmptyState({ icon = 'inbox', title, text, action, headingLevel = 3, isCompact, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(styles.state, isCompact && styles.compact, className)}>
      <span className={styles.icon}>
        <Icon name={icon} size={20} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
