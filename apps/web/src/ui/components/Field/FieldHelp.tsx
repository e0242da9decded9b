import type { ReactNode } from 'react';
import { FieldError, Text } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import styles from './Field.module.css';

export interface FieldHelpProps {
  description?: ReactNode;
  /** Shown when the field is invalid; falls back to react-aria's validation messages. */
  errorMessage?: ReactNode;
}

/** A field's description and error message, both wired to the control through aria-describedby. */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>
        {({ validationErrors }) => (
          <>
            <Icon name="error" size={13} />
            <span>{errorMessage ?? validationErrors.join(' ')}</span>
          </>
        )}
      </FieldError>
    </>
  );
}
