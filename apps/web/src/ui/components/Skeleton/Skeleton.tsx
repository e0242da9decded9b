import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** `lines` of text, a `card`, or a `table`. */
  variant?: 'lines' | 'card' | 'table';
  /** Number of text lines (lines, card) or table rows. */
  lines?: number;
  /** Number of table columns. */
  columns?: number;
  /** Accessible name; "Chargement du contenu" by default. */
  label?: string;
  className?: string;
}

/** Widths that look like text rather than bars. */
const LINE_WIDTHS = ['92%', '78%', '85%', '64%', '88%', '70%'];

/** A placeholder with the shape of the content being loaded, announced once as busy. */
export function Skeleton({ variant = 'lines', lines = 3, columns = 4, label, className }: SkeletonProps) {
  const { t } = useTranslation();
  const text = (count: number) =>
    Array.from({ length: count }, (_, index) => <span key={index} className={styles.bone} style={{ width: index === count - 1 && count > 1 ? '48%' : LINE_WIDTHS[index % LINE_WIDTHS.length] }} />);

  return (
    <div role="status" aria-busy="true" aria-label={label ?? t('ui.skeleton.loading')} className={clsx(styles.skeleton, variant !== 'lines' && styles[variant], className)}>
      {variant === 'lines' && text(lines)}
      {variant === 'card' && (
        <>
          <div className={styles.cardHeader}>
            <span className={clsx(styles.bone, styles.circle)} />
            <div className={styles.cardHeaderText}>
              <span className={styles.bone} style={{ width: '45%' }} />
              <span className={styles.bone} style={{ width: '30%', height: 10 }} />
            </div>
          </div>
          {text(lines)}
        </>
      )}
      {variant === 'table' && (
        <div style={{ ['--skeleton-columns' as string]: `2fr repeat(${Math.max(columns - 1, 0)}, 1fr)` }}>
          {Array.from({ length: lines + 1 }, (_, row) => (
            <div key={row} className={clsx(styles.row, row === 0 && styles.headRow)}>
              {Array.from({ length: columns }, (_, column) => (
                <span key={column} className={styles.bone} style={row === 0 ? undefined : { width: LINE_WIDTHS[(row + column) % LINE_WIDTHS.length] }} />
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
