import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'error' | 'info';

export interface BadgeProps {
  tone?: BadgeTone;
  /** Shows a leading status dot. */
  withDot?: boolean;
  children: ReactNode;
  className?: string;
}

/** A small status label (beta, campaign state, licence…). */
export function Badge({ tone = 'neutral', withDot, children, className }: BadgeProps) {
  return (
    <span className={clsx(styles.badge, styles[tone], className)}>
      {withDot && <span className={styles.dot} aria-hidden="true" />}
      {children}
    </span>
  );
}
