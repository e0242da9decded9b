import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import styles from './TopProgressBar.module.css';

export interface TopProgressBarProps {
  /** True while a navigation or a load is under way. */
  isActive: boolean;
  /** Accessible name; "Chargement de la page" by default. */
  label?: string;
  /** Positions the bar at the top of its nearest positioned ancestor instead of the viewport. */
  isInline?: boolean;
}

/** How long the bar takes to fill and fade once the work is done. */
export const TOP_PROGRESS_FINISH_MS = 320;

/** A thin bar at the top of the page: it creeps forward while active, then fills and fades out. */
export function TopProgressBar({ isActive, label, isInline }: TopProgressBarProps) {
  const { t } = useTranslation();
  const [wasActive, setWasActive] = useState(isActive);
  const [isFinishing, setFinishing] = useState(false);
  if (isActive !== wasActive) {
    setWasActive(isActive);
    setFinishing(!isActive);
  }

  useEffect(() => {
    if (!isFinishing) return undefined;
    const timer = setTimeout(() => setFinishing(false), TOP_PROGRESS_FINISH_MS);
    return () => clearTimeout(timer);
  }, [isFinishing]);

  if (!isActive && !isFinishing) return null;
  return (
    <div
      className={clsx(styles.track, isInline && styles.inline)}
      data-phase={isActive ? 'running' : 'finishing'}
      role={isActive ? 'progressbar' : undefined}
      aria-label={isActive ? (label ?? t('ui.topProgressBar.label')) : undefined}
      aria-busy={isActive || undefined}
      aria-hidden={isActive ? undefined : true}
    >
      <div className={styles.bar} />
    </div>
  );
}
