import { useState, type ReactNode } from 'react';
import { Button, Group, Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { FieldHelp } from '../Field/FieldHelp';
import { FieldLabel } from '../Field/FieldLabel';
import { Icon, type IconName } from '../Icon/Icon';
import styles from '../Field/Field.module.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
  /** When set, the field is invalid and shows this message. */
  errorMessage?: ReactNode;
  placeholder?: string;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  /** Icon at the start of the box (e.g. search). */
  icon?: IconName;
  className?: string;
}

/**
 * A labelled single-line text input with description and error message. `type="password"` adds a
 * show/hide toggle. Validation is driven by the caller (`errorMessage`), not by the browser.
 */
export function TextField({ label, description, errorMessage, placeholder, type = 'text', icon, className, isRequired, isInvalid, validationBehavior = 'aria', ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const inputType = isPassword && revealed ? 'text' : type;
  return (
    <AriaTextField
      {...rest}
      type={inputType}
      isRequired={isRequired}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      validationBehavior={validationBehavior}
      className={clsx(styles.field, className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={styles.control}>
        {icon && (
          <span className={styles.adornment}>
            <Icon name={icon} />
          </span>
        )}
        <Input className={styles.input} placeholder={placeholder} />
        {isPassword && (
          <Button
            className={styles.toggle}
            aria-label={revealed ? t('ui.textField.hidePassword') : t('ui.textField.showPassword')}
            onPress={() => setRevealed((value) => !value)}
            isDisabled={rest.isDisabled}
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} />
          </Button>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
