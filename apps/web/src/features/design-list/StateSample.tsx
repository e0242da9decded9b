import type { ReactNode } from 'react';
import styles from './DesignSection.module.css';

export interface StateSampleProps {
  /** The state shown (default, disabled, loading…). */
  caption: ReactNode;
  children: ReactNode;
}

/** A component sample with a caption naming its state. */
export function StateSample({ caption, children }: StateSampleProps) {
  return (
    <div className={styles.sample}>
      {children}
      <span className={styles.caption}>{caption}</span>
    </div>
  );
}
