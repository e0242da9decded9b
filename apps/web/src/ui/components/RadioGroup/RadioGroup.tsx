import type { ReactNode } from 'react';
import { Radio, RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import { clsx } from 'clsx';
import { FieldHelp } from '../Field/FieldHelp';
import { FieldLabel } from '../Field/FieldLabel';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'> {
  label: ReactNode;
  options: readonly RadioOption[];
  description?: ReactNode;
  /** When set, the group is invalid and shows this message. */
  errorMessage?: ReactNode;
  className?: string;
}

/** A labelled group of exclusive choices; arrow keys move between them. */
export function RadioGroup({ label, options, description, errorMessage, className, isRequired, isInvalid, validationBehavior = 'aria', ...rest }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...rest} isRequired={isRequired} isInvalid={isInvalid ?? (errorMessage ? true : undefined)} validationBehavior={validationBehavior} className={clsx(styles.group, className)}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} isDisabled={option.disabled} className={styles.radio}>
            <span className={styles.circle} aria-hidden="true" />
            <span className={styles.text}>
              {option.label}
              {option.description && <span className={styles.description}>{option.description}</span>}
            </span>
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
