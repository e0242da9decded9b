import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import styles from './Badge.module.css';

export interface CountBadgeProps {
  count: number;
  /** Above this the badge reads "max+". */
  max?: number;
  /** Accessible text; "{count} nouveautés" by default. */
  label?: string;
  tone?: 'error' | 'brand';
  /** When given, the badge is pinned to the top-right corner of this element (e.g. the bell button). */
  children?: ReactNode;
  className?: string;
}

/** A counter bubble, hidden at zero; wraps its anchor (e.g. the notification bell). */
export function CountBadge({ count, max = 99, label, tone = 'error', children, className }: CountBadgeProps) {
  const { t } = useTranslation();
  const bubble =
    count > 0 ? (
      <span className={clsx(styles.count, tone === 'brand' && styles.countBrand, className)} role="status" aria-label={label ?? t('ui.countBadge.label', { count })}>
        <span aria-hidden="true">{count > max ? t('ui.countBadge.overflow', { max }) : count}</span>
      </span>
    ) : null;
  if (children === undefined) return bubble;
  return (
    <span className={styles.anchor}>
      {children}
      {bubble}
    </span>
  );
}
