import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { initialsOf } from './initialsOf';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** Image URL (contact portrait, company logo). When missing or failing, initials or a default portrait show instead. */
  src?: string | null;
  /** Whose picture it is: gives the initials and the accessible name. */
  name?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Square corners, for company logos. */
  shape?: 'circle' | 'square';
  /** Decorative avatars (next to a visible name) are hidden from assistive technologies. */
  isDecorative?: boolean;
  className?: string;
}

const TONES = ['tone0', 'tone1', 'tone2', 'tone3', 'tone4', 'tone5'] as const;

const toneOf = (name: string) => TONES[[...name].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0) % TONES.length] ?? 'tone0';

/** A person's or a company's picture with a graceful fallback: image → initials → default portrait. */
export function Avatar({ src, name, size = 'md', shape = 'circle', isDecorative, className }: AvatarProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const initials = name ? initialsOf(name) : '';
  const accessibleName = name ? t('ui.avatar.of', { name }) : t('ui.avatar.default');
  const a11y = isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': accessibleName };
  const base = clsx(styles.avatar, styles[size], shape === 'square' && styles.square, className);

  if (showImage && src) {
    return (
      <span className={base} {...a11y} data-avatar="image">
        <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  if (initials) {
    return (
      <span className={clsx(base, name && styles[toneOf(name)])} {...a11y} data-avatar="initials">
        {/* Drawn by CSS (generated content), not a text node: a control showing an avatar beside a name keeps that
            name as its whole visible label (WCAG 2.5.3 "label in name"). The name is given by aria-label. */}
        <span aria-hidden="true" className={styles.initials} data-initials={initials} />
      </span>
    );
  }
  return (
    <span className={clsx(base, styles.portrait)} {...a11y} data-avatar="portrait">
      <svg viewBox="0 0 36 36" aria-hidden="true" fill="currentColor">
        <circle cx="18" cy="14" r="6.5" />
        <path d="M5 33.5c1.6-6.4 6.6-10 13-10s11.4 3.6 13 10z" />
      </svg>
    </span>
  );
}
