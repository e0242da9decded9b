import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import styles from '../EmptyState/EmptyState.module.css';

export interface ErrorStateProps {
  /** Defaults to "Nous avons rencontré une erreur". */
  title?: ReactNode;
  /** Defaults to a short explanation inviting to retry. */
  text?: ReactNode;
  /** Shows a "Réessayer" button. */
  onRetry?: () => void;
  /** The retry is under way (the button shows a spinner). */
  isRetrying?: boolean;
  headingLevel?: 2 | 3 | 4;
  isCompact?: boolean;
  className?: string;
}

/** What replaces content that failed to load, with a retry; announced to assistive technologies. */
export function ErrorState({ title, text, onRetry, isRetrying, headingLevel = 3, isCompact, className }: ErrorStateProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={clsx(styles.state, styles.error, isCompact && styles.compact, className)}>
      <span className={styles.icon}>
        <Icon name="warning" size={20} />
      </span>
      <Heading className={styles.title}>{title ?? t('ui.errorState.title')}</Heading>
      <p className={styles.text}>{text ?? t('ui.errorState.text')}</p>
      {onRetry && (
        <div className={styles.action}>
          <Button iconStart="refresh" onPress={onRetry} isPending={isRetrying}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
