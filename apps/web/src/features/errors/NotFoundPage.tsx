import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { ErrorScreen } from './ErrorScreen';
import styles from './ErrorScreen.module.css';

/** The 404 page: the address matches no page of this build. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      fullPage
      icon="search"
      eyebrow={t('errors.notFound.code')}
      title={t('errors.notFound.title')}
      text={t('errors.notFound.text')}
      actions={
        <Link to="/" className={styles.primaryLink}>
          {t('errors.backHome')}
        </Link>
      }
    />
  );
}
