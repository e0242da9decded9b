import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { clsx } from 'clsx';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  children?: ReactNode;
  className?: string;
}

/** An on/off switch with its label (space toggles it). */
export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={clsx(styles.switch, className)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
