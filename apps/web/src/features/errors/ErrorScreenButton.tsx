import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { errorScreenIconPaths, type ErrorScreenIconName } from '../../ui/components/Icon/errorScreenIconPaths';
import { SvgIcon } from '../../ui/components/Icon/SvgIcon';
import styles from './ErrorScreen.module.css';

export interface ErrorScreenButtonProps {
  variant: 'primary' | 'secondary';
  onPress: () => void;
  /** Icon before the label. */
  iconStart?: ErrorScreenIconName;
  /** The action is running: the button stays focusable, says it is busy and ignores presses. */
  isPending?: boolean;
  children: ReactNode;
}

/**
 * An action of the error screens: a native button styled like the kit's large Button. The error screens are part of
 * the first route and must render when no further chunk can load, so they do without react-aria's Button, which
 * comes with the pages (docs/performance.md, first-route budget).
 */
export function ErrorScreenButton({ variant, onPress, iconStart, isPending = false, children }: ErrorScreenButtonProps) {
  return (
    <button
      type="button"
      className={clsx(styles.action, variant === 'primary' ? styles.primaryLink : styles.secondaryLink, isPending && styles.pending)}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      onClick={() => {
        if (!isPending) onPress();
      }}
    >
      {iconStart && <SvgIcon name={iconStart} shape={errorScreenIconPaths[iconStart]} size={18} />}
      {children}
    </button>
  );
}
