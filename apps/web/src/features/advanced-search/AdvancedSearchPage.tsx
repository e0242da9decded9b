import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ADVANCED_SEARCH_ERROR_TEXT_KEYS, CRITERIA_TAG_GROUPS, criterionLabelOf, formatNumberFr, isHttpFailure, text as coreTextOf } from '@cible/core';
import { advancedSearchModule } from '../../di/modules/advancedSearchModule';
import { useFactory } from '../../di/useFactory';
import { useCoreText } from '../../i18n/coreText';
import { Button } from '../../ui/components/Button/Button';
import { Checkbox } from '../../ui/components/Checkbox/Checkbox';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { IconButton } from '../../ui/components/IconButton/IconButton';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs/Tabs';
import { CompanyResultCard } from '../quick-search/CompanyResultCard';
import { ContactResultCard } from '../quick-search/ContactResultCard';
import { ADVANCED_SEARCH_SORTS, ADVANCED_SEARCH_TARGETS, type AdvancedSearchSearch, type AdvancedSearchTarget } from './advancedSearchSearch';
import { ADVANCED_SEARCH_PAGE_SIZE, type AdvancedSearchViewModel } from './AdvancedSearchViewModel';
import { ADVANCED_SEARCH_VIEW_MODEL_FACTORY } from './AdvancedSearchViewModelFactory';
import { AddToListDialog } from './AddToListDialog';
import { CriteriaEditor } from './CriteriaEditor';
import { SORTS_OF } from './CriteriaSearch';
import { SaveSearchDialog } from './SaveSearchDialog';
import styles from './AdvancedSearchPage.module.css';

export interface AdvancedSearchPageProps {
  search: AdvancedSearchSearch;
  onSearchChange: (search: AdvancedSearchSearch) => void;
}

/** The API's refusal of a search (an unsupported criterion, the search time-out): its code and the criterion named. */
function apiRefusalOf(error: unknown): { readonly code: string; readonly field: string | null } | null {
  if (!isHttpFailure(error) || error.kind !== 'api') return null;
  const field = error.error.details?.['field'];
  return { code: error.error.code, field: typeof field === 'string' ? field : null };
}

/** /advanced-search: the criteria panel, the active criteria as tags, the results (contacts or companies) paged. */
export const AdvancedSearchPage = observer(function AdvancedSearchPage({ search, onSearchChange }: AdvancedSearchPageProps) {
  const { t } = useTranslation();
  const factory = useFactory(advancedSearchModule, ADVANCED_SEARCH_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create((next) => onSearchChange(next)));
  const [saveOpen, setSaveOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);

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
          <Tabs selectedKey={vm.target} onSelectionChange={(key) => vm.setTarget(key as AdvancedSearchTarget)} className={styles.targetTabs}>
            <div className={styles.toolbar}>
              <TabList aria-label={t('advancedSearch.target.label')}>
                {ADVANCED_SEARCH_TARGETS.map((target) => (
                  <Tab key={target} id={target}>
                    {t(`advancedSearch.target.${target}`)}
                  </Tab>
                ))}
              </TabList>
              <div className={styles.toolbarEnd}>
                <Select
                  label={t('advancedSearch.sort.label')}
                  options={SORTS_OF[vm.target].map((sort) => ({ value: ADVANCED_SEARCH_SORTS.indexOf(sort), name: t(`advancedSearch.sort.${sort}`) }))}
                  value={ADVANCED_SEARCH_SORTS.indexOf(vm.sort)}
                  onChange={(index) => index >= 0 && vm.setSort(ADVANCED_SEARCH_SORTS[index]!)}
                  className={styles.sort}
                />
                <Button variant="primary" iconStart="plus" isDisabled={!vm.hasCriteria} onPress={() => setSaveOpen(true)}>
                  {t('advancedSearch.save.open')}
                </Button>
              </div>
            </div>
            {ADVANCED_SEARCH_TARGETS.map((target) => (
              <TabPanel key={target} id={target}>
                <Results vm={vm} onAddToList={() => setListOpen(true)} />
              </TabPanel>
            ))}
          </Tabs>
        </section>
      </div>
      <SaveSearchDialog vm={vm} isOpen={saveOpen} onClose={() => setSaveOpen(false)} />
      <AddToListDialog vm={vm.listAddition} isOpen={listOpen} onClose={() => setListOpen(false)} />
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
          {t('advancedSearch.tags.dropped', { names: [...new Set(vm.droppedCriteria.map((name) => { const label = criterionLabelOf(name); return label ? text(label) : name; }))].join(', ') })}
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

/** A result with its checkbox (chosen for a list); a blurred result is named as hidden. */
const SelectableResult = observer(function SelectableResult({ vm, id, name, children }: { vm: AdvancedSearchViewModel; id: number; name: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className={styles.result}>
      <Checkbox
        className={styles.pick}
        isSelected={vm.isSelected(id)}
        onChange={(selected) => vm.toggleSelected(id, selected)}
        aria-label={t('advancedSearch.addToList.pick', { name: name ?? t('advancedSearch.addToList.hidden') })}
      />
      {children}
    </li>
  );
});

const Results = observer(function Results({ vm, onAddToList }: { vm: AdvancedSearchViewModel; onAddToList: () => void }) {
  const { t } = useTranslation();
  const text = useCoreText();
  if (!vm.hasCriteria) return <EmptyState icon="search" title={t('advancedSearch.results.start.title')} text={t('advancedSearch.results.start.text')} />;
  const { results } = vm;
  if (results.isError) {
    const refusal = apiRefusalOf(results.error);
    const coreKey = refusal && refusal.code in ADVANCED_SEARCH_ERROR_TEXT_KEYS ? ADVANCED_SEARCH_ERROR_TEXT_KEYS[refusal.code as keyof typeof ADVANCED_SEARCH_ERROR_TEXT_KEYS] : null;
    const fieldLabel = refusal?.field ? criterionLabelOf(refusal.field) : undefined;
    const message = coreKey
      ? text(coreTextOf(coreKey, { field: fieldLabel ? text(fieldLabel) : (refusal?.field ?? '') }))
      : refusal?.code === 'CRITERIA.CONTRADICTORY_RANGE'
        ? t('advancedSearch.results.error.CRITERIA.CONTRADICTORY_RANGE')
        : t('advancedSearch.results.error.generic');
    return <ErrorState title={t('advancedSearch.results.error.title')} text={message} onRetry={() => void vm.retry()} />;
  }
  const page = results.value;
  if (page === null || (results.isLoading && page.target !== vm.target)) return <Skeleton variant="card" label={t('advancedSearch.results.loading')} />;
  if (page.items.length === 0) return <EmptyState icon="search" title={t('advancedSearch.results.empty.title')} text={t('advancedSearch.results.empty.text')} />;
  const total = page.totalCapped ? t('advancedSearch.results.totalCapped', { count: formatNumberFr(page.total) }) : t(`advancedSearch.results.total.${page.target}`, { count: page.total, formatted: formatNumberFr(page.total) });
  return (
    <div className={styles.results} aria-busy={results.isLoading}>
      <div className={styles.resultsBar}>
        <p className={styles.total} role="status">
          {total}
        </p>
        <div className={styles.selection}>
          {vm.selectedIds.length > 0 && (
            <Button size="sm" variant="ghost" onPress={vm.clearSelection}>
              {t('advancedSearch.addToList.clear')}
            </Button>
          )}
          <Button size="sm" variant="secondary" iconStart="plus" isDisabled={vm.selectedIds.length === 0} onPress={onAddToList}>
            {vm.selectedIds.length === 0 ? t('advancedSearch.addToList.openNone') : t('advancedSearch.addToList.open', { count: vm.selectedIds.length })}
          </Button>
        </div>
      </div>
      <ul className={styles.resultList} aria-label={t(`advancedSearch.target.${page.target}`)}>
        {page.target === 'contacts'
          ? page.items.map((card) => (
              <SelectableResult key={card.id} vm={vm} id={card.id} name={card.blurred ? null : `${card.first_name} ${card.last_name ?? ''}`.trim()}>
                <ContactResultCard card={card} />
              </SelectableResult>
            ))
          : page.items.map((card) => (
              <SelectableResult key={card.id} vm={vm} id={card.id} name={card.blurred ? null : card.name}>
                <CompanyResultCard card={card} inquiry={null} />
              </SelectableResult>
            ))}
      </ul>
      <Pagination page={vm.page} pageSize={ADVANCED_SEARCH_PAGE_SIZE} total={page.total} onPageChange={vm.setPage} />
    </div>
  );
});
