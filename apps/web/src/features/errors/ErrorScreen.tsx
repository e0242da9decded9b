import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { errorScreenIconPaths, type ErrorScreenIconName } from '../../ui/components/Icon/errorScreenIconPaths';
import { SvgIcon } from '../../ui/components/Icon/SvgIcon';
import styles from './ErrorScreen.module.css';

export interface ErrorScreenProps {
  icon: ErrorScreenIconName;
  tone?: 'neutral' | 'error';
  /** A small line above the title (e.g. "Erreur 404"). */
  eyebrow?: string;
  title: string;
  text: string;
  /** Buttons or links. */
  actions: ReactNode;
  /** Fills the whole window (outside the application layout). */
  fullPage?: boolean;
}

/** A page-sized message (not found, error, chunk load failure) with its actions; the title takes the focus order first. */
export function ErrorScreen({ icon, tone = 'neutral', eyebrow, title, text, actions, fullPage }: ErrorScreenProps) {
  // Outside the application layout, the screen is the page's main landmark itself.
  const Frame = fullPage ? 'main' : 'div';
  return (
    <Frame className={clsx(styles.screen, fullPage && styles.fullPage)}>
      <div className={styles.content} role={tone === 'error' ? 'alert' : undefined}>
        <span className={clsx(styles.icon, tone === 'error' && styles.iconError)}>
          <SvgIcon name={icon} shape={errorScreenIconPaths[icon]} size={26} />
        </span>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{actions}</div>
      </div>
    </Frame>
  );
}
