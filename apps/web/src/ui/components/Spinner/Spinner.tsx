import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Pixel size (16 by default). */
  size?: number;
  /** Accessible name; "Chargement…" by default. */
  label?: string;
  className?: string;
}

/** An indeterminate loading indicator, announced as a progress bar. Colour follows `currentColor`. */
export function Spinner({ size = 16, label, className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <ProgressBar isIndeterminate aria-label={label ?? t('ui.spinner.loading')} className={clsx(styles.spinner, className)}>
      <svg className={styles.svg} width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
