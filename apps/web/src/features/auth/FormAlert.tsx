import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Icon } from '../../ui/components/Icon/Icon';
import styles from './FormAlert.module.css';

export interface FormAlertProps {
  tone: 'error' | 'info' | 'success';
  children: ReactNode;
  className?: string;
}

const ICONS = { error: 'error', info: 'info', success: 'success' } as const;

/** A message above a form (a refused login, a notice); errors are announced at once (role alert). */
export function FormAlert({ tone, children, className }: FormAlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={clsx(styles.alert, styles[tone], className)}>
      <Icon name={ICONS[tone]} size={16} />
      <div className={styles.text}>{children}</div>
    </div>
  );
}
