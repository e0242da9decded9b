import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@cible/core';
import { Badge } from '../../ui/components/Badge/Badge';
import { ToastRegion } from '../../ui/components/Toast/ToastRegion';
import { ToastStore } from '../../ui/components/Toast/ToastStore';
import { ActionsSection } from './sections/ActionsSection';
import { DataDisplaySection } from './sections/DataDisplaySection';
import { FeedbackSection } from './sections/FeedbackSection';
import { FormsSection } from './sections/FormsSection';
import { FoundationsSection } from './sections/FoundationsSection';
import { NavigationSection } from './sections/NavigationSection';
import { OverlaysSection } from './sections/OverlaysSection';
import styles from './DesignListPage.module.css';

const SECTIONS = ['foundations', 'actions', 'forms', 'navigation', 'overlays', 'data', 'feedback'] as const;

/** /design-list: the living catalogue of the UI kit, every component in its states. */
export function DesignListPage() {
  const { t } = useTranslation();
  const [toasts] = useState(() => new ToastStore());

  return (
    <div className={styles.page}>
      <header className={styles.topbar}>
        <span className={styles.brand}>
          <span className={styles.brandMark}>
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2.2" />
              <circle cx="12" cy="12" r="5.5" stroke="currentColor" strokeWidth="2.2" />
              <circle cx="12" cy="12" r="1.8" fill="currentColor" />
            </svg>
          </span>
          {t('designList.brand')}
        </span>
        <span className={styles.divider} aria-hidden="true" />
        <span className={styles.topbarTitle}>{t('designList.title')}</span>
        <span className={styles.topbarEnd}>
          <Badge tone="brand">{t('designList.version', { version: APP_VERSION })}</Badge>
        </span>
      </header>

      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('designList.navLabel')}>
          <p className={styles.navTitle}>{t('designList.navTitle')}</p>
          <ul className={styles.navList}>
            {SECTIONS.map((id) => (
              <li key={id}>
                <a className={styles.navLink} href={`#${id}`}>
                  {t(`designList.${id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <main className={styles.main}>
          <div className={styles.intro}>
            <span className={styles.eyebrow}>{t('designList.eyebrow')}</span>
            <h1 className={styles.title}>{t('designList.heading')}</h1>
            <p className={styles.lead}>{t('designList.lead')}</p>
          </div>
          <FoundationsSection />
          <ActionsSection />
          <FormsSection />
          <NavigationSection />
          <OverlaysSection />
          <DataDisplaySection />
          <FeedbackSection toasts={toasts} />
        </main>
      </div>
      <ToastRegion store={toasts} />
    </div>
  );
}
