import { displayZipCode, formatDateFr } from '@cible/core';
import type { Conference } from '@cible/core';
import { CLOCK } from '../../di/tokens';
import { useInjection } from '../../di/useInjection';
import { cityWithZip } from './cityWithZip';
import styles from './QuickSearch.module.css';

/** A conference of the quick-search results: name, date (DD/MM/YYYY), city and department. */
export function ConferenceResultCard({ conference }: { conference: Conference }) {
  const clock = useInjection(CLOCK);
  const place = cityWithZip(conference.city_name, displayZipCode(conference.zip_code));
  return (
    <div className={styles.card} data-card="conference">
      <div className={styles.cardBody}>
        <span className={styles.title}>{conference.name}</span>
        <span className={styles.meta}>{formatDateFr(conference.date, clock.zone)}</span>
        {place && <span className={styles.meta}>{place}</span>}
      </div>
    </div>
  );
}
