import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CRITERIA_TAG_GROUPS, formatNumberFr, isHttpFailure } from '@cible/core';
import { advancedSearchModule } from '../../di/modules/advancedSearchModule';
import { useFactory } from '../../di/useFactory';
import { useCoreText } from '../../i18n/coreText';
import { Button } from '../../ui/components/Button/Button';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { IconButton } from '../../ui/components/IconButton/IconButton';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Tab, TabList, Tabs } from '../../ui/components/Tabs/Tabs';
import { CompanyResultCard } from '../quick-search/CompanyResultCard';
import { ContactResultCard } from '../quick-search/ContactResultCard';
import { ADVANCED_SEARCH_SORTS, ADVANCED_SEARCH_TARGETS, type AdvancedSearchSearch, type AdvancedSearchSort, type AdvancedSearchTarget } from './advancedSearchSearch';
import { ADVANCED_SEARCH_PAGE_SIZE, type AdvancedSearchViewModel } from './AdvancedSearchViewModel';
import { ADVANCED_SEARCH_VIEW_MODEL_FACTORY } from './AdvancedSearchViewModelFactory';
import { CriteriaEditor } from './CriteriaEditor';
import { SaveSearchDialog } from './SaveSearchDialog';
import styles from './AdvancedSearchPage.module.css';

/** The sorts that apply to each target. */
const SORTS_OF: Readonly<Record<AdvancedSearchTarget, readonly AdvancedSearchSort[]>> = {
  contacts: ['name', '-name', 'company_name'],
  companies: ['name', '-name', '-workforce', 'workforce', '-sales_revenue'],
};

export interface AdvancedSearchPageProps {
  search: AdvancedSearchSearch;
  onSearchChange: (search: AdvancedSearchSearch) => void;
}

/** The code of an API refusal (an unsupported criterion, the search time-out), or null. */
function apiCodeOf(error: unknown): string | null {
  return isHttpFailure(error) && error.kind === 'api' ? error.error.code : null;
}

/** /advanced-search: the criteria panel, the active criteria as tags, the results (contacts or companies) paged. */
export const AdvancedSearchPage = observer(function AdvancedSearchPage({ search, onSearchChange }: AdvancedSearchPageProps) {
  const { t } = useTranslation();
  const factory = useFactory(advancedSearchModule, ADVANCED_SEARCH_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create((next) => onSearchChange(next)));
  const [saveOpen, setSaveOpen] = useState(false);

  useEffect(() => {
    void vm.load(search);
  }, [vm, search]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('advancedSearch.title')}</h1>
        <p className={styles.lead}>{t('advancedSearch.lead')}</p>
      </header>
      <div className={styles.layout}>
        <aside className={styles.side}>
          <CriteriaEditor vm={vm} />
        </aside>
        <section className={styles.main} aria-label={t('advancedSearch.results.label')}>
          <ActiveCriteria vm={vm} />
          <div className={styles.toolbar}>
            <Tabs selectedKey={vm.target} onSelectionChange={(key) => vm.setTarget(key as AdvancedSearchTarget)}>
              <TabList aria-label={t('advancedSearch.target.label')}>
                {ADVANCED_SEARCH_TARGETS.map((target) => (
                  <Tab key={target} id={target}>
                    {t(`advancedSearch.target.${target}`)}
                  </Tab>
                ))}
              </TabList>
            </Tabs>
            <div className={styles.toolbarEnd}>
              <Select
                label={t('advancedSearch.sort.label')}
                options={SORTS_OF[vm.target].map((sort) => ({ value: ADVANCED_SEARCH_SORTS.indexOf(sort), name: t(`advancedSearch.sort.${sort}`) }))}
                value={ADVANCED_SEARCH_SORTS.indexOf(SORTS_OF[vm.target].includes(vm.sort) ? vm.sort : 'name')}
                onChange={(index) => index >= 0 && vm.setSort(ADVANCED_SEARCH_SORTS[index]!)}
                className={styles.sort}
              />
              <Button variant="primary" iconStart="plus" isDisabled={!vm.hasCriteria} onPress={() => setSaveOpen(true)}>
                {t('advancedSearch.save.open')}
              </Button>
            </div>
          </div>
          <Results vm={vm} />
        </section>
      </div>
      <SaveSearchDialog vm={vm} isOpen={saveOpen} onClose={() => setSaveOpen(false)} />
    </div>
  );
});

/** The active criteria as removable tags, by group; the criteria the URL held but that are not valid, named. */
const ActiveCriteria = observer(function ActiveCriteria({ vm }: { vm: AdvancedSearchViewModel }) {
  const { t } = useTranslation();
  const text = useCoreText();
  if (!vm.hasCriteria && vm.droppedCriteria.length === 0) return null;
  return (
    <div className={styles.tags}>
      {vm.tagGroups.map((group) => (
        <div key={group.id} className={styles.tagGroup} role="group" aria-label={text(CRITERIA_TAG_GROUPS.find((candidate) => candidate.id === group.id)!.label)}>
          <span className={styles.tagGroupLabel}>{text(CRITERIA_TAG_GROUPS.find((candidate) => candidate.id === group.id)!.label)}</span>
          <ul className={styles.tagList}>
            {group.tags.map((tag) => {
              const values = tag.values.map((value) => text(value.label)).join(', ');
              const label = `${text(tag.label)} : ${values}`;
              return (
                <li key={tag.fields.join(',')} className={styles.tag}>
                  <span>{label}</span>
                  <IconButton icon="close" size="sm" variant="ghost" label={t('advancedSearch.tags.remove', { label })} onPress={() => vm.removeTag(tag)} />
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {vm.droppedCriteria.length > 0 && (
        <p className={styles.dropped} role="note">
          {t('advancedSearch.tags.dropped', { names: vm.droppedCriteria.join(', ') })}
        </p>
      )}
      {vm.hasCriteria && (
        <Button size="sm" variant="ghost" onPress={vm.clearCriteria}>
          {t('advancedSearch.tags.clear')}
        </Button>
      )}
    </div>
  );
});

const Results = observer(function Results({ vm }: { vm: AdvancedSearchViewModel }) {
  const { t } = useTranslation();
  if (!vm.hasCriteria) return <EmptyState icon="search" title={t('advancedSearch.results.start.title')} text={t('advancedSearch.results.start.text')} />;
  const { results } = vm;
  if (results.isError) {
    const code = apiCodeOf(results.error);
    const known = code === 'SEARCH.TIMEOUT' || code === 'CRITERIA.UNSUPPORTED' || code === 'CRITERIA.CONTRADICTORY_RANGE';
    return <ErrorState title={t('advancedSearch.results.error.title')} text={t(known ? `advancedSearch.results.error.${code}` : 'advancedSearch.results.error.generic')} onRetry={() => void vm.retry()} />;
  }
  const page = results.value;
  if (page === null || (results.isLoading && page.target !== vm.target)) return <Skeleton variant="card" label={t('advancedSearch.results.loading')} />;
  if (page.items.length === 0) return <EmptyState icon="search" title={t('advancedSearch.results.empty.title')} text={t('advancedSearch.results.empty.text')} />;
  const total = page.totalCapped ? t('advancedSearch.results.totalCapped', { count: formatNumberFr(page.total) }) : t(`advancedSearch.results.total.${page.target}`, { count: page.total, formatted: formatNumberFr(page.total) });
  return (
    <div className={styles.results} aria-busy={results.isLoading}>
      <p className={styles.total} role="status">
        {total}
      </p>
      <ul className={styles.resultList} aria-label={t(`advancedSearch.target.${page.target}`)}>
        {page.target === 'contacts'
          ? page.items.map((card) => (
              <li key={card.id}>
                <ContactResultCard card={card} />
              </li>
            ))
          : page.items.map((card) => (
              <li key={card.id}>
                <CompanyResultCard card={card} inquiry={null} />
              </li>
            ))}
      </ul>
      <Pagination page={vm.page} pageSize={ADVANCED_SEARCH_PAGE_SIZE} total={page.total} onPageChange={vm.setPage} />
    </div>
  );
});
