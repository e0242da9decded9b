import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_SEARCH_TOTAL_CAP, formatQuickSearchTotal } from '@cible/core';
import type { CompanyCard, ContactCard, Conference, NewsPiece } from '@cible/core';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { CompanyResultCard } from './CompanyResultCard';
import { ConferenceResultCard } from './ConferenceResultCard';
import { ContactResultCard } from './ContactResultCard';
import type { InquiryRequestViewModel } from '../inquiries/InquiryRequestViewModel';
import { NewsResultCard } from './NewsResultCard';
import { QuickSearchResultLink } from './QuickSearchResultLink';
import type { QuickSearchColumn } from './QuickSearchViewModel';
import styles from './QuickSearch.module.css';

export interface QuickSearchColumnViewProps {
  column: QuickSearchColumn;
  isLoading: boolean;
  searchedText: string;
  inquiry: InquiryRequestViewModel | null;
  /** A same-tab link was followed: the panel closes. */
  onFollow: () => void;
}

/** One column of the quick-search results: title and total, skeleton, empty message, cards, see-more link. */
export const QuickSearchColumnView = observer(function QuickSearchColumnView({ column, isLoading, searchedText, inquiry, onFollow }: QuickSearchColumnViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = t(`quickSearch.columns.${column.key}`);
  const total = formatQuickSearchTotal(column.total, column.totalCapped, QUICK_SEARCH_TOTAL_CAP);
  return (
    <section aria-labelledby={titleId} className={styles.column} data-column={column.key}>
      <h2 id={titleId} className={styles.columnTitle}>
        <span>{title}</span>
        {!isLoading && <span className={styles.total} data-total="">{total}</span>}
      </h2>
      {isLoading ? (
        <Skeleton variant="lines" lines={4} label={t('quickSearch.loading', { column: title })} />
      ) : column.items.length === 0 ? (
        <p className={styles.empty}>{t(`quickSearch.empty.${column.key}`)}</p>
      ) : (
        <ul className={styles.cards}>
          {column.items.map((item) => (
            <li key={item.id}>{renderCard(column, item, inquiry, onFollow)}</li>
          ))}
        </ul>
      )}
      {!isLoading && column.hasMore && (
        <QuickSearchResultLink target={{ kind: 'see-more', text: searchedText, view: column.view }} className={styles.seeMore} onFollow={onFollow}>
          <span aria-hidden="true">{t('quickSearch.seeMore')}</span>
          <span className={styles.visuallyHidden}>{t('quickSearch.seeMoreOf', { column: title })}</span>
        </QuickSearchResultLink>
      )}
    </section>
  );
});

function renderCard(column: QuickSearchColumn, item: QuickSearchColumn['items'][number], inquiry: InquiryRequestViewModel | null, onFollow: () => void) {
  switch (column.key) {
    case 'companies':
      return <CompanyResultCard card={item as CompanyCard} inquiry={inquiry} />;
    case 'contacts':
      return <ContactResultCard card={item as ContactCard} />;
    case 'news':
      return <NewsResultCard news={item as NewsPiece} onFollow={onFollow} />;
    case 'conferences':
      return <ConferenceResultCard conference={item as Conference} />;
  }
}
