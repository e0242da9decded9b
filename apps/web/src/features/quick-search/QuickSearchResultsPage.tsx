import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_SEARCH_TOTAL_CAP, canRequestInquiry, formatQuickSearchTotal, formatNumberFr } from '@cible/core';
import type { CompanyCard, ContactCard, Conference, NewsPiece } from '@cible/core';
import { quickSearchModule } from '../../di/modules/quickSearchModule';
import { useFactory } from '../../di/useFactory';
import { useInjection } from '../../di/useInjection';
import { Button } from '../../ui/components/Button/Button';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs/Tabs';
import { SESSION_STORE } from '../session/SessionStore';
import { CompanyResultCard } from './CompanyResultCard';
import { ConferenceResultCard } from './ConferenceResultCard';
import { ContactResultCard } from './ContactResultCard';
import { InquiryDialog } from './InquiryDialog';
import { INQUIRY_REQUEST_VIEW_MODEL_FACTORY } from './InquiryRequestViewModelFactory';
import { NewsResultCard } from './NewsResultCard';
import type { QuickSearchResultsView } from './quickSearchLink';
import type { QuickSearchResultsSearch } from './quickSearchResultsSearch';
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
}

/** /quick-search?search=…&view=… : every result of one kind for a quick-search text, a tab per kind. */
export const QuickSearchResultsPage = observer(function QuickSearchResultsPage({ search, onViewChange }: QuickSearchResultsPageProps) {
  const { t } = useTranslation();
  const session = useInjection(SESSION_STORE);
  const resultsFactory = useFactory(quickSearchModule, QUICK_SEARCH_RESULTS_VIEW_MODEL_FACTORY);
  const inquiryFactory = useFactory(quickSearchModule, INQUIRY_REQUEST_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => resultsFactory.create());
  const [inquiry] = useState(() => inquiryFactory.create());
  const mayRequestInquiry = session.ability !== null && canRequestInquiry(session.ability);

  useEffect(() => {
    void vm.load(search.search);
  }, [vm, search.search]);
  useEffect(() => {
    if (mayRequestInquiry) inquiry.ensureQuota();
  }, [inquiry, mayRequestInquiry]);

  const view = vm.viewOf(search.view);
  const text = search.search?.trim() ?? '';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text ? t('quickSearch.page.title', { search: text }) : t('quickSearch.page.titleEmpty')}</h1>
      {!text || view === null ? (
        <EmptyState icon="search" title={t('quickSearch.page.titleEmpty')} text={t('quickSearch.page.noSearch')} />
      ) : (
        <Tabs selectedKey={view} onSelectionChange={(key) => onViewChange(key as QuickSearchResultsView)}>
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
          {vm.views.map((entry) => (
            <TabPanel key={entry} id={entry} className={styles.panel}>
              {vm.status === 'loading' && vm.answer === null ? (
                <Skeleton variant="lines" lines={8} />
              ) : vm.status === 'error' ? (
                <ErrorState text={t('quickSearch.page.failed')} onRetry={() => void vm.retry()} />
              ) : vm.column(entry).items.length === 0 ? (
                <EmptyState icon="search" title={t(EMPTY_KEYS[entry])} />
              ) : (
                <>
                  <ul className={styles.list}>
                    {vm.column(entry).items.map((item) => (
                      <li key={item.id} className={styles.item}>
                        {entry === 'companies' && <CompanyResultCard card={item as CompanyCard} inquiry={mayRequestInquiry ? inquiry : null} />}
                        {entry === 'active_contacts' && <ContactResultCard card={item as ContactCard} />}
                        {entry === 'news' && <NewsResultCard news={item as NewsPiece} />}
                        {entry === 'conferences' && <ConferenceResultCard conference={item as Conference} />}
                      </li>
                    ))}
                  </ul>
                  <div className={styles.footer}>
                    <span className={styles.shown}>
                      {t('quickSearch.page.shown', {
                        shown: formatNumberFr(vm.column(entry).items.length),
                        total: formatQuickSearchTotal(vm.column(entry).total, vm.column(entry).totalCapped, QUICK_SEARCH_TOTAL_CAP),
                      })}
                    </span>
                    {vm.canLoadMore(entry) && (
                      <Button onPress={() => void vm.loadMore()} isPending={vm.status === 'loading'}>
                        {t('quickSearch.page.loadMore')}
                      </Button>
                    )}
                  </div>
                </>
              )}
            </TabPanel>
          ))}
        </Tabs>
      )}
      {mayRequestInquiry && <InquiryDialog vm={inquiry} />}
    </div>
  );
});
