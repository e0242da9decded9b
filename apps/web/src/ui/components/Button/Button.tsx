import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Icon, type IconName } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon before the label. */
  iconStart?: IconName;
  /** Icon after the label. */
  iconEnd?: IconName;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  className?: string;
  children?: ReactNode;
}

const ICON_SIZE: Record<ButtonSize, number> = { sm: 14, md: 16, lg: 18 };

/**
 * The action button. `isPending` shows a spinner, keeps the width, stays focusable and ignores presses;
 * for an icon-only button use IconButton (it requires a label).
 */
export function Button({ variant = 'secondary', size = 'md', iconStart, iconEnd, fullWidth, className, children, isPending, ...rest }: ButtonProps) {
  const { t } = useTranslation();
  const iconSize = ICON_SIZE[size];
  return (
    <AriaButton {...rest} isPending={isPending} className={clsx(styles.button, styles[variant], size !== 'md' && styles[size], fullWidth && styles.fullWidth, className)}>
      <span className={clsx(styles.label, isPending && styles.pendingLabel)}>
        {iconStart && <Icon name={iconStart} size={iconSize} />}
        {children}
        {iconEnd && <Icon name={iconEnd} size={iconSize} />}
      </span>
      {isPending && (
        <span className={styles.spinner}>
          <Spinner size={iconSize} label={t('ui.button.pending')} />
        </span>
      )}
    </AriaButton>
  );
}
