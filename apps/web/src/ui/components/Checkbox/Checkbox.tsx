import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { clsx } from 'clsx';
import { Icon } from '../Icon/Icon';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  children?: ReactNode;
  /** Secondary text under the label. */
  description?: ReactNode;
  className?: string;
}

/** A checkbox with its label (space toggles it); supports the indeterminate state. */
export function Checkbox({ children, description, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={clsx(styles.checkbox, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Icon name="minus" size={12} strokeWidth={3} /> : isSelected && <Icon name="check" size={12} strokeWidth={3} />}
          </span>
          {(children || description) && (
            <span className={styles.text}>
              {children}
              {description && <span className={styles.description}>{description}</span>}
            </span>
          )}
        </>
      )}
    </AriaCheckbox>
  );
}
