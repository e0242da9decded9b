import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_SEARCH_TOTAL_CAP, canRequestInquiry, formatQuickSearchTotal, formatNumberFr } from '@cible/core';
import type { CompanyCard, ContactCard, Conference, NewsPiece } from '@cible/core';
import { quickSearchModule } from '../../di/modules/quickSearchModule';
import { useFactory } from '../../di/useFactory';
import { useInjection } from '../../di/useInjection';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs/Tabs';
import { SESSION_STORE } from '../session/SessionStore';
import { CompanyResultCard } from './CompanyResultCard';
import { ConferenceResultCard } from './ConferenceResultCard';
import { ContactResultCard } from './ContactResultCard';
import { InquiryDialog } from '../inquiries/InquiryDialog';
import { INQUIRY_REQUEST_VIEW_MODEL_FACTORY } from '../inquiries/InquiryRequestViewModelFactory';
import { inquiryRequestModule } from '../../di/modules/inquiryRequestModule';
import { NewsResultCard } from './NewsResultCard';
import type { QuickSearchResultsView } from './quickSearchLink';
import type { QuickSearchResultsSearch } from './quickSearchResultsSearch';
import { QUICK_SEARCH_PAGE_SIZE } from './QuickSearchResultsViewModel';
import { QUICK_SEARCH_RESULTS_VIEW_MODEL_FACTORY } from './QuickSearchResultsViewModelFactory';
import styles from './QuickSearchResultsPage.module.css';

const TAB_LABEL_KEYS = {
  companies: 'quickSearch.columns.companies',
  active_contacts: 'quickSearch.columns.contacts',
  news: 'quickSearch.columns.news',
  conferences: 'quickSearch.columns.conferences',
} as const satisfies Record<QuickSearchResultsView, string>;

const EMPTY_KEYS = {
  companies: 'quickSearch.empty.companies',
  active_contacts: 'quickSearch.empty.contacts',
  news: 'quickSearch.empty.news',
  conferences: 'quickSearch.empty.conferences',
} as const satisfies Record<QuickSearchResultsView, string>;

export interface QuickSearchResultsPageProps {
  search: QuickSearchResultsSearch;
  onViewChange: (view: QuickSearchResultsView) => void;
  /** Another page of the view shown (kept in the URL). */
  onPageChange: (page: number) => void;
}

/** A result's own link or focusable placeholder (blurred card): the first focusable element of its list item. */
const RESULT_FOCUS = 'a[href], button:not([disabled]), [tabindex="0"]';

/** The focusable element of each result of a list, in order. */
function resultTargets(list: HTMLElement): HTMLElement[] {
  return [...list.children].flatMap((item) => item.querySelector<HTMLElement>(RESULT_FOCUS) ?? []);
}

/**
 * Arrow keys move between the results (down/right: next, up/left: previous), Home and End to the first and last; Enter
 * opens the focused result (its own link); Tab still goes through every link and button.
 */
function onResultsKeyDown(event: KeyboardEvent<HTMLUListElement>): void {
  const steps: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
  const step = steps[event.key];
  if (step === undefined) return;
  const targets = resultTargets(event.currentTarget);
  if (targets.length === 0) return;
  const index = targets.findIndex((target) => target === document.activeElement || target.closest('li')?.contains(document.activeElement));
  const next = Math.max(0, Math.min(targets.length - 1, index === -1 ? 0 : index + step));
  event.preventDefault();
  targets[next]?.focus();
}

/** /quick-search?search=…&view=… : every result of one kind for a quick-search text, a tab per kind. */
export const QuickSearchResultsPage = observer(function QuickSearchResultsPage({ search, onViewChange, onPageChange }: QuickSearchResultsPageProps) {
  const { t } = useTranslation();
  const session = useInjection(SESSION_STORE);
  const resultsFactory = useFactory(quickSearchModule, QUICK_SEARCH_RESULTS_VIEW_MODEL_FACTORY);
  const inquiryFactory = useFactory(inquiryRequestModule, INQUIRY_REQUEST_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => resultsFactory.create());
  const [inquiry] = useState(() => inquiryFactory.create());
  const mayRequestInquiry = session.ability !== null && canRequestInquiry(session.ability);

  const asked = vm.viewOf(search.view);
  useEffect(() => {
    void vm.load(search.search, asked, search.page);
  }, [vm, search.search, asked, search.page]);
  // After another page is chosen, the focus goes to its first result once it is there (keyboard users stay in the list).
  const listRef = useRef<HTMLUListElement>(null);
  // The page whose first result takes the focus once shown (the address changes after this component's own state).
  const [focusPage, setFocusPage] = useState<number | null>(null);
  const changePage = (page: number) => {
    setFocusPage(page);
    onPageChange(page);
  };
  useEffect(() => {
    if (mayRequestInquiry) inquiry.ensureQuota();
  }, [inquiry, mayRequestInquiry]);

  const view = asked;
  const text = search.search?.trim() ?? '';
  const page = view === null ? 1 : vm.pageOf(view, search.page);
  const pageStatus = view === null ? vm.status : vm.pageStatusOf(view, page);
  const pageReady = pageStatus === 'ready';
  useEffect(() => {
    if (focusPage !== page || !pageReady || !listRef.current) return;
    resultTargets(listRef.current)[0]?.focus();
    setFocusPage(null);
  }, [focusPage, pageReady, page]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text ? t('quickSearch.page.title', { search: text }) : t('quickSearch.page.titleEmpty')}</h1>
      {!text || view === null ? (
        <EmptyState icon="search" title={t('quickSearch.page.titleEmpty')} text={t('quickSearch.page.noSearch')} />
      ) : (
        <Tabs className={styles.tabs} selectedKey={view} onSelectionChange={(key) => onViewChange(key as QuickSearchResultsView)}>
          <TabList aria-label={t('quickSearch.page.tabs')}>
            {vm.views.map((entry) => {
              const column = vm.column(entry);
              return (
                <Tab key={entry} id={entry}>
                  {t(TAB_LABEL_KEYS[entry])}
                  {vm.status === 'ready' && <span className={styles.count}>{formatQuickSearchTotal(column.total, column.totalCapped, QUICK_SEARCH_TOTAL_CAP)}</span>}
                </Tab>
              );
            })}
          </TabList>
          {vm.views.map((entry) => {
            const column = vm.column(entry, entry === view ? page : 1);
            const totalLabel = formatQuickSearchTotal(column.total, column.totalCapped, QUICK_SEARCH_TOTAL_CAP);
            return (
              <TabPanel key={entry} id={entry} className={styles.panel}>
                {vm.status === 'error' || (entry === view && pageStatus === 'error') ? (
                  <ErrorState text={t('quickSearch.page.failed')} onRetry={() => void vm.retry()} />
                ) : vm.status !== 'ready' || (entry === view && !pageReady && column.items.length === 0) ? (
                  <div aria-busy="true" aria-label={t('quickSearch.page.loading')}>
                    <Skeleton variant="lines" lines={8} />
                  </div>
                ) : column.total === 0 ? (
                  <EmptyState icon="search" title={t(EMPTY_KEYS[entry])} />
                ) : (
                  <>
                    <p className={styles.summary}>
                      {column.totalCapped && column.total > QUICK_SEARCH_TOTAL_CAP
                        ? t('quickSearch.page.totalCapped', { total: totalLabel, listed: formatNumberFr(vm.listable(entry)) })
                        : t('quickSearch.page.total', { count: column.total, total: totalLabel })}
                    </p>
                    <ul
                      ref={entry === view ? listRef : undefined}
                      className={styles.list}
                      aria-label={t('quickSearch.page.list', { column: t(TAB_LABEL_KEYS[entry]), page: formatNumberFr(page) })}
                      aria-busy={entry === view && !pageReady}
                      onKeyDown={onResultsKeyDown}
                    >
                      {column.items.map((item) => (
                        <li key={item.id} className={styles.item}>
                          {entry === 'companies' && <CompanyResultCard card={item as CompanyCard} inquiry={mayRequestInquiry ? inquiry : null} />}
                          {entry === 'active_contacts' && <ContactResultCard card={item as ContactCard} />}
                          {entry === 'news' && <NewsResultCard news={item as NewsPiece} />}
                          {entry === 'conferences' && <ConferenceResultCard conference={item as Conference} />}
                        </li>
                      ))}
                    </ul>
                    {vm.pageCount(entry) > 1 && (
                      <Pagination
                        className={styles.footer}
                        page={page}
                        pageSize={QUICK_SEARCH_PAGE_SIZE}
                        total={vm.listable(entry)}
                        totalLabel={totalLabel}
                        onPageChange={changePage}
                      />
                    )}
                  </>
                )}
              </TabPanel>
            );
          })}
        </Tabs>
      )}
      {mayRequestInquiry && <InquiryDialog vm={inquiry} />}
    </div>
  );
});
