import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@cible/core';
import { Icon } from '../../ui/components/Icon/Icon';
import { CibleLogo } from '../shell/CibleLogo';
import { addAuthTexts } from '../../i18n/authTexts';
import styles from './AuthLayout.module.css';

// The login pages' texts come with this chunk, not with the first route (i18n/authTexts.ts).
addAuthTexts();

export interface AuthLayoutProps {
  children: ReactNode;
}

/**
 * The login layout (docs/web-shell.md "Layouts"): a brand panel on the left (hidden on narrow screens) and the form,
 * centred, on the right. Used by /login, /activate-account and /change-password.
 */
export function AuthLayout({ children }: AuthLayoutProps) {
  const { t } = useTranslation();
  const points = [t('auth.layout.pointSignals'), t('auth.layout.pointContacts'), t('auth.layout.pointSequences')];
  return (
    <div className={styles.page}>
      <aside className={styles.brandPanel}>
        <svg className={styles.rings} viewBox="0 0 600 600" aria-hidden="true">
          <circle cx="300" cy="300" r="280" />
          <circle cx="300" cy="300" r="200" />
          <circle cx="300" cy="300" r="120" />
          <circle cx="300" cy="300" r="40" />
        </svg>
        <CibleLogo tone="light" size="lg" />
        <div className={styles.pitch}>
          <p className={styles.tagline}>{t('auth.layout.tagline')}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>
                <span className={styles.pointIcon}>
                  <Icon name="check" size={14} />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.version}>{t('auth.layout.version', { version: APP_VERSION })}</p>
      </aside>
      <main id="main-content" className={styles.formPanel} tabIndex={-1}>
        <div className={styles.compactLogo}>
          <CibleLogo />
        </div>
        <div className={styles.form}>{children}</div>
      </main>
    </div>
  );
}
