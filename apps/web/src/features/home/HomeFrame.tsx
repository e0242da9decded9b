import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TopProgressBar } from '../../ui/components/TopProgressBar/TopProgressBar';
import shellStyles from '../shell/ApplicationLayout.module.css';
import { HomeHero } from './HomeHero';
import styles from './HomePage.module.css';

/**
 * Build-time only (src/first-paint/renderFirstPaint.tsx): the home page of a user the server recognised, as it
 * shows while the script and the user data load. The header's place (the application frame's bar, 56 px like the
 * header) and the home page's own column, so that the hero sits exactly where HomePage draws it; the rest of the
 * page is skeleton cards in the home page's own grid (shortcuts, account). The server fills the name and the date
 * (core's `fillFirstPaintSlots`).
 */
export function HomeFrame({ date, title }: { readonly date: string; readonly title: string }) {
  return (
    <div className={shellStyles.skeleton}>
      <TopProgressBar isActive />
      <div className={shellStyles.skeletonBar} aria-hidden="true" />
      <div className={styles.page}>
        <HomeHero date={date} title={title} />
        <div className={styles.grid}>
          <Skeleton variant="card" lines={4} />
          <Skeleton variant="card" lines={3} />
        </div>
      </div>
    </div>
  );
}
