import { useTranslation } from 'react-i18next';
import styles from './ApplicationLayout.module.css';

/** The first focusable element of every page: jumps over the header to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className={styles.skipLink}>
      {t('shell.skipToContent')}
    </a>
  );
}
