import type { ReactNode } from 'react';
import { Label } from 'react-aria-components';
import styles from './Field.module.css';

export interface FieldLabelProps {
  children: ReactNode;
  /** Shows a red asterisk; the field itself carries aria-required. */
  isRequired?: boolean;
}

/** The visible label of a form field. */
export function FieldLabel({ children, isRequired }: FieldLabelProps) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span className={styles.required} aria-hidden="true">
          {'*'}
        </span>
      )}
    </Label>
  );
}
