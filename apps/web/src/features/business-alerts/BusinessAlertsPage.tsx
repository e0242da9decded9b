import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { facetValueLabel, formatNumberFr, isHttpFailure, type BusinessAlertFacetField, type FacetCounts } from '@cible/core';
import { businessAlertsModule } from '../../di/modules/businessAlertsModule';
import { useFactory } from '../../di/useFactory';
import { useCoreText } from '../../i18n/coreText';
import { Button } from '../../ui/components/Button/Button';
import { Checkbox } from '../../ui/components/Checkbox/Checkbox';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Modal } from '../../ui/components/Modal/Modal';
import { RadioGroup } from '../../ui/components/RadioGroup/RadioGroup';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextField } from '../../ui/components/TextField/TextField';
import { QUERY_LIMIT_REACHED_CODE } from '../queries/queryListKinds';
import { BusinessAlertNewsCard } from './BusinessAlertNewsCard';
import { BusinessAlertsViewModel, type BusinessAlertsSearch } from './BusinessAlertsViewModel';
import { BUSINESS_ALERTS_VIEW_MODEL_FACTORY } from './BusinessAlertsViewModelFactory';
import styles from './BusinessAlertsPage.module.css';

/** /business-alerts: the window, the text, the facet panel, the news (infinite scroll with a visible end), "save as alert". */
export const BusinessAlertsPage = observer(function BusinessAlertsPage({ search }: { search: BusinessAlertsSearch }) {
  const { t } = useTranslation();
  const factory = useFactory(businessAlertsModule, BUSINESS_ALERTS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());
  const [saveOpen, setSaveOpen] = useState(false);

  useEffect(() => {
    void vm.start(search);
  }, [vm, search]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('businessAlerts.title')}</h1>
          <p className={styles.lead}>{t('businessAlerts.lead')}</p>
        </div>
        <Button variant="secondary" iconStart="bell" onPress={() => setSaveOpen(true)} isDisabled={!vm.canSaveAlert}>
          {t('businessAlerts.save.open')}
        </Button>
      </header>
      <div className={styles.toolbar}>
        <RadioGroup
          label={t('businessAlerts.window.label')}
          orientation="horizontal"
          className={styles.window}
          options={BusinessAlertsViewModel.windowChoices.map((days) => ({ value: String(days), label: t('businessAlerts.window.days', { count: days }) }))}
          value={String(vm.windowDays)}
          onChange={(value) => vm.setWindow(Number(value))}
        />
        <form
          className={styles.textForm}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            vm.applyText();
          }}
        >
          <TextField label={t('businessAlerts.text.label')} type="search" icon="search" value={vm.text} onChange={vm.setText} maxLength={200} className={styles.textField} />
          <Button type="submit">{t('businessAlerts.text.submit')}</Button>
        </form>
      </div>
      <div className={styles.layout}>
        <aside className={styles.side} aria-label={t('businessAlerts.facets.label')}>
          <FacetPanel vm={vm} />
        </aside>
        <section className={styles.main} aria-label={t('businessAlerts.news.label')}>
          <NewsList vm={vm} />
        </section>
      </div>
      <SaveAlertDialog vm={vm} isOpen={saveOpen} onClose={() => setSaveOpen(false)} />
    </div>
  );
});

const FacetPanel = observer(function FacetPanel({ vm }: { vm: BusinessAlertsViewModel }) {
  const { t } = useTranslation();
  if (vm.facets.isError && vm.facets.value === null) {
    return <ErrorState isCompact title={t('businessAlerts.facets.error')} onRetry={() => void vm.refresh()} />;
  }
  if (vm.facets.value === null) return <Skeleton variant="lines" lines={12} label={t('businessAlerts.facets.loading')} />;
  return (
    <div className={styles.facets} aria-busy={vm.facets.isLoading || undefined}>
      <div className={styles.facetsHead}>
        <h2 className={styles.facetsTitle}>{t('businessAlerts.facets.title')}</h2>
        {vm.pickCount > 0 && (
          <Button size="sm" variant="ghost" onPress={vm.clearPicks}>
            {t('businessAlerts.facets.clear', { count: vm.pickCount })}
          </Button>
        )}
      </div>
      {vm.facetList.map((facet) => (
        <Facet key={facet.field} vm={vm} facet={facet} />
      ))}
    </div>
  );
});

/** Values shown before "show all" (the API answers up to 100 per field). */
const FACET_SHOWN = 8;

const Facet = observer(function Facet({ vm, facet }: { vm: BusinessAlertsViewModel; facet: FacetCounts }) {
  const { t } = useTranslation();
  const text = useCoreText();
  const [all, setAll] = useState(false);
  const field: BusinessAlertFacetField = facet.field;
  if (facet.value_list.length === 0) return null;
  const shown = all ? facet.value_list : facet.value_list.slice(0, FACET_SHOWN);
  return (
    <fieldset className={styles.facet} data-facet={field}>
      <legend className={styles.facetLegend}>{t(`businessAlerts.facets.field.${field}`)}</legend>
      {shown.map((value) => {
        const label = facetValueLabel(field, value.id);
        return (
          <Checkbox key={value.id} isSelected={vm.isPicked(field, value.id)} onChange={() => vm.togglePick(field, value.id)} className={styles.facetValue}>
            <span className={styles.facetRow}>
              <span className={styles.facetName}>{label ? text(label) : String(value.id)}</span>
              <span className={styles.facetCount} data-count={value.count}>
                {formatNumberFr(value.count)}
              </span>
            </span>
          </Checkbox>
        );
      })}
      {facet.value_list.length > FACET_SHOWN && (
        <Button size="sm" variant="ghost" onPress={() => setAll(!all)}>
          {all ? t('businessAlerts.facets.less') : t('businessAlerts.facets.more', { count: facet.value_list.length - FACET_SHOWN })}
        </Button>
      )}
    </fieldset>
  );
});

const NewsList = observer(function NewsList({ vm }: { vm: BusinessAlertsViewModel }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement | null>(null);

  // Infinite scroll: the sentinel under the list asks the next page when it comes into view.
  useEffect(() => {
    const sentinel = end.current;
    if (sentinel === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void vm.loadMore();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [vm, vm.items.length]);

  if (vm.news.isError && vm.news.value === null) return <ErrorState title={t('businessAlerts.news.error')} onRetry={() => void vm.refresh()} />;
  if (vm.news.value === null) return <Skeleton variant="card" lines={4} label={t('businessAlerts.news.loading')} />;
  return (
    <div className={styles.news} aria-busy={vm.news.isLoading || undefined}>
      <p className={styles.count} role="status" data-news-count={vm.count}>
        {t('businessAlerts.news.count', { count: vm.count, formatted: formatNumberFr(vm.count), days: vm.windowDays })}
      </p>
      {vm.isEmpty ? (
        <EmptyState icon="search" title={t('businessAlerts.news.empty.title')} text={t('businessAlerts.news.empty.text')} />
      ) : (
        <ol className={styles.list}>
          {vm.items.map((piece) => (
            <li key={piece.id}>
              <BusinessAlertNewsCard piece={piece} />
            </li>
          ))}
        </ol>
      )}
      <div ref={end} className={styles.listEnd}>
        {vm.hasMore && (
          <Button onPress={() => void vm.loadMore()} isPending={vm.loadingMore}>
            {t('businessAlerts.news.more')}
          </Button>
        )}
        {vm.moreError && <p role="alert">{t('businessAlerts.news.moreError')}</p>}
        {vm.isEnd && <p className={styles.endText}>{t('businessAlerts.news.end', { count: vm.count })}</p>}
      </div>
    </div>
  );
});

const SaveAlertDialog = observer(function SaveAlertDialog({ vm, isOpen, onClose }: { vm: BusinessAlertsViewModel; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  useEffect(() => {
    if (isOpen) setName('');
  }, [isOpen]);
  const unsaved = vm.alertDraft.unsaved;
  const refusedAtLimit = isHttpFailure(vm.saveError) && vm.saveError.kind === 'api' && vm.saveError.error.code === QUERY_LIMIT_REACHED_CODE;
  const error = refusedAtLimit ? t('queries.limit.reached.alert', { count: BusinessAlertsViewModel.alertLimit }) : vm.saveError !== null ? t('businessAlerts.save.error') : undefined;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t('businessAlerts.save.title')}
      footer={
        <>
          <Button onPress={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" isDisabled={name.trim() === ''} isPending={vm.saving} onPress={() => void vm.saveAsAlert(name).then((saved) => saved && onClose())}>
            {t('businessAlerts.save.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('businessAlerts.save.lead')}</p>
      {unsaved.length > 0 && (
        <p className={styles.unsaved} data-unsaved={unsaved.join(' ')}>
          {t('businessAlerts.save.unsaved', { fields: unsaved.map((field) => t(`businessAlerts.facets.field.${field}`)).join(', ') })}
        </p>
      )}
      <TextField label={t('businessAlerts.save.name')} value={name} onChange={setName} maxLength={255} autoFocus />
      {error && (
        <p role="alert" className={styles.saveError}>
          {error}
        </p>
      )}
    </Modal>
  );
});
