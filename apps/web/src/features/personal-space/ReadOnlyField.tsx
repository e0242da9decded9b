import type { ReactNode } from 'react';
import styles from './ReadOnlyField.module.css';

export interface ReadOnlyFieldProps {
  label: ReactNode;
  value: ReactNode;
  /** Why it cannot be changed here, or where to change it. */
  hint?: ReactNode;
}

/** A value the user sees but cannot edit on the page: a term and its description (inside a `dl`). */
export function ReadOnlyField({ label, value, hint }: ReadOnlyFieldProps) {
  return (
    <div className={styles.field}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {value}
        {hint && <span className={styles.hint}>{hint}</span>}
      </dd>
    </div>
  );
}
