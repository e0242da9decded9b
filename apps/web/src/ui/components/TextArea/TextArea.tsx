import type { ReactNode } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { FieldHelp } from '../Field/FieldHelp';
import { FieldLabel } from '../Field/FieldLabel';
import styles from '../Field/Field.module.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  /** When set, the field is invalid and shows this message. */
  errorMessage?: ReactNode;
  placeholder?: string;
  rows?: number;
  /** Shows a "n / max" counter under the box (with `maxLength`). */
  showCount?: boolean;
  className?: string;
}

/** A labelled multi-line text input with description, error message and optional character counter. */
export function TextArea({ label, description, errorMessage, placeholder, rows = 4, showCount, className, isRequired, isInvalid, validationBehavior = 'aria', ...rest }: TextAreaProps) {
  const { t } = useTranslation();
  const length = (rest.value ?? '').length;
  return (
    <AriaTextField {...rest} isRequired={isRequired} isInvalid={isInvalid ?? (errorMessage ? true : undefined)} validationBehavior={validationBehavior} className={clsx(styles.field, className)}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={styles.control}>
        <AriaTextArea className={clsx(styles.input, styles.textarea)} placeholder={placeholder} rows={rows} />
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      {showCount && rest.maxLength !== undefined && (
        <span className={styles.counter} aria-hidden="true">
          {t('ui.textArea.count', { count: length, max: rest.maxLength })}
        </span>
      )}
    </AriaTextField>
  );
}
