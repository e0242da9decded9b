import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { IconButton } from '../IconButton/IconButton';
import { Select } from '../Select/Select';
import { pageItems } from './pageItems';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  /** Total number of items. */
  total: number;
  onPageChange: (page: number) => void;
  /** Shows a page-size choice when given. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** How the total reads when it is not a plain number (a capped count: "1 000+"); `total` still counts the pages. */
  totalLabel?: string;
  className?: string;
}

/** Page navigation for tables and lists: "1–20 sur 134", page size, previous/next and page numbers. */
export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange, pageSizeOptions = [10, 20, 50, 100], totalLabel, className }: PaginationProps) {
  const { t, i18n } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <nav aria-label={t('ui.pagination.label')} className={clsx(styles.pagination, className)}>
      <div className={styles.summary}>
        <span className={styles.range}>{t('ui.pagination.range', { from: number.format(from), to: number.format(to), total: totalLabel ?? number.format(total) })}</span>
        {onPageSizeChange && (
          <Select
            label={t('ui.pagination.pageSize')}
            className={styles.pageSize}
            options={pageSizeOptions.map((size) => ({ value: size, name: String(size) }))}
            value={pageSize}
            onChange={(size) => {
              if (size > 0) onPageSizeChange(size);
            }}
          />
        )}
      </div>
      <ul className={styles.pages}>
        <li>
          <IconButton icon="chevronLeft" size="sm" label={t('ui.pagination.previous')} showTooltip={false} isDisabled={current <= 1} onPress={() => onPageChange(current - 1)} />
        </li>
        {pageItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button className={styles.page} aria-label={t('ui.pagination.page', { page: item })} aria-current={item === current ? 'page' : undefined} onPress={() => onPageChange(item)}>
                {number.format(item)}
              </Button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              {'…'}
            </li>
          ),
        )}
        <li>
          <IconButton icon="chevronRight" size="sm" label={t('ui.pagination.next')} showTooltip={false} isDisabled={current >= pageCount} onPress={() => onPageChange(current + 1)} />
        </li>
      </ul>
    </nav>
  );
}
