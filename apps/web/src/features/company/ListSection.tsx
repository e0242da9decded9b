import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import type { IconName } from '../../ui/components/Icon/Icon';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import type { PagedListViewModel } from './PagedListViewModel';
import styles from './CompanyPages.module.css';

export interface ListSectionProps<Item> {
  readonly title: string;
  readonly list: PagedListViewModel<Item>;
  readonly emptyText: string;
  readonly emptyIcon: IconName;
  readonly renderItem: (item: Item) => ReactNode;
  readonly itemKey: (item: Item) => number;
  readonly id?: string;
}

/** A paged list of a page (contacts, news, colleagues): skeleton while loading, error with retry, empty state, pages. */
export const ListSection = observer(function ListSection<Item>({ title, list, emptyText, emptyIcon, renderItem, itemKey, id }: ListSectionProps<Item>) {
  const { t } = useTranslation();
  return (
    <section id={id} aria-label={title} className={styles.section}>
      <Card title={title} description={list.status === 'ready' && list.total > 0 ? String(list.total) : undefined}>
        {(list.status === 'loading' || list.status === 'idle') && <Skeleton lines={4} label={t('companyPages.loading')} />}
        {list.status === 'error' && <ErrorState isCompact text={t('companyPages.listError')} onRetry={() => void list.retry()} />}
        {list.isEmpty && <EmptyState isCompact icon={emptyIcon} title={emptyText} />}
        {list.status === 'ready' && list.items.length > 0 && (
          <ul className={styles.list}>
            {list.items.map((item) => (
              <li key={itemKey(item)} className={styles.listItem}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
        {list.status === 'ready' && list.total > list.pageSize && (
          <nav aria-label={t('companyPages.pageLabel', { section: title })} className={styles.pagination}>
            <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onPageChange={(page) => void list.load(page)} />
          </nav>
        )}
      </Card>
    </section>
  );
}) as <Item>(props: ListSectionProps<Item>) => ReactNode;
