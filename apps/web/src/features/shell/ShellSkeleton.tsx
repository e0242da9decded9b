import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TopProgressBar } from '../../ui/components/TopProgressBar/TopProgressBar';
import styles from './ApplicationLayout.module.css';

/** What the application shows while the user data loads: the shape of the header and of a page. */
export function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton}>
      <TopProgressBar isActive />
      <div className={styles.skeletonBar} aria-hidden="true" />
      <div className={styles.page}>
        <Skeleton variant="lines" lines={2} label={t('shell.loadingSpace')} className={styles.skeletonTitle} />
        <div className={styles.skeletonGrid}>
          <Skeleton variant="card" lines={3} />
          <Skeleton variant="card" lines={3} />
        </div>
      </div>
    </div>
  );
}
