import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import styles from './CibleLogo.module.css';

export interface CibleLogoProps {
  /** `light` on dark backgrounds. */
  tone?: 'brand' | 'light';
  size?: 'md' | 'lg';
  /** Hides the word "Cible" (the mark alone). */
  markOnly?: boolean;
  className?: string;
}

/** The product's mark (a target) and name. Decorative: the link around it carries the accessible name. */
export function CibleLogo({ tone = 'brand', size = 'md', markOnly, className }: CibleLogoProps) {
  const { t } = useTranslation();
  const px = size === 'lg' ? 30 : 24;
  return (
    <span className={clsx(styles.logo, styles[tone], size === 'lg' && styles.large, className)} aria-hidden="true">
      <svg className={styles.mark} width={px} height={px} viewBox="0 0 24 24" fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2.2" />
        <circle cx="12" cy="12" r="5.5" stroke="currentColor" strokeWidth="2.2" />
        <circle cx="12" cy="12" r="1.8" fill="currentColor" />
      </svg>
      {!markOnly && <span className={styles.word}>{t('shell.productName')}</span>}
    </span>
  );
}
