import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { conferenceDay, FRENCH_REGIONS } from '@cible/core';
import type { Conference } from '@cible/core';
import { conferencesModule } from '../../di/modules/conferencesModule';
import { CLOCK } from '../../di/tokens';
import { useFactory } from '../../di/useFactory';
import { useInjection } from '../../di/useInjection';
import { useCoreText } from '../../i18n/coreText';
import { Badge } from '../../ui/components/Badge/Badge';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import fieldStyles from '../../ui/components/Field/Field.module.css';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextField } from '../../ui/components/TextField/TextField';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import type { ConferencesViewModel } from './ConferencesViewModel';
import { CONFERENCES_VIEW_MODEL_FACTORY } from './ConferencesViewModelFactory';
import { conferenceProgramPath } from './conferenceProgramPath';
import styles from './Conferences.module.css';

/** /conferences (route ConferencesPage; docs/conferences.md): upcoming conferences, filters, 12 per page. */
export const ConferencesPage = observer(function ConferencesPage() {
  const factory = useFactory(conferencesModule, CONFERENCES_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.list());
  const { t } = useTranslation();

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const list = vm.list;
  return (
    <div className={styles.page}>
      <header className={styles.headerText}>
        <h1 className={styles.title}>{t('conferences.title')}</h1>
        <p className={styles.lead}>{t('conferences.lead')}</p>
      </header>
      <Filters vm={vm} />
      <section aria-label={t('conferences.results')}>
        <Card title={t('conferences.results')} description={list.status === 'ready' ? t('conferences.count', { count: list.total }) : undefined}>
          {vm.isRangeInverted ? (
            <EmptyState isCompact icon="calendar" title={t('conferences.filters.rangeInverted')} />
          ) : (
            <>
              {(list.status === 'loading' || list.status === 'idle') && <Skeleton lines={6} label={t('conferences.loading')} />}
              {list.status === 'error' && <ErrorState isCompact text={t('conferences.loadError')} onRetry={() => void list.retry()} />}
              {list.isEmpty && (
                <EmptyState
                  isCompact
                  icon="calendar"
                  title={t('conferences.empty')}
                  text={vm.hasFilters ? t('conferences.emptyFiltered') : undefined}
                  action={vm.hasFilters ? <Button onPress={vm.clearFilters}>{t('conferences.filters.clear')}</Button> : undefined}
                />
              )}
              {list.status === 'ready' && list.items.length > 0 && (
                <ul className={styles.list} aria-label={t('conferences.upcoming')}>
                  {list.items.map((conference) => (
                    <li key={conference.id}>
                      <ConferenceItem conference={conference} />
                    </li>
                  ))}
                </ul>
              )}
              {list.status === 'ready' && list.total > list.pageSize && (
                <nav aria-label={t('conferences.pages')} className={styles.pagination}>
                  <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onPageChange={(page) => void list.load(page)} />
                </nav>
              )}
            </>
          )}
        </Card>
      </section>
    </div>
  );
});

const Filters = observer(function Filters({ vm }: { vm: ConferencesViewModel }) {
  const { t } = useTranslation();
  const text = useCoreText();
  const themes = vm.themes.value ?? [];
  return (
    <Card title={t('conferences.filters.title')} headingLevel={2}>
      <form
        className={styles.filters}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          vm.applyText();
        }}
      >
        <div className={styles.textSearch}>
          <TextField label={t('conferences.filters.text')} type="search" icon="search" value={vm.draftText} onChange={vm.setDraftText} maxLength={200} />
          <Button type="submit">{t('conferences.filters.search')}</Button>
        </div>
        <Select
          label={t('conferences.filters.theme')}
          placeholder={t('conferences.filters.any')}
          options={themes.map((theme, index) => ({ value: index, name: theme }))}
          value={vm.filters.theme === null ? -1 : themes.indexOf(vm.filters.theme)}
          onChange={(value) => vm.setTheme(value === -1 ? null : (themes[value] ?? null))}
          isClearable
        />
        <Select
          label={t('conferences.filters.region')}
          placeholder={t('conferences.filters.any')}
          options={FRENCH_REGIONS.map((region) => ({ value: region.id, name: text(region.label) }))}
          value={vm.filters.regionId ?? -1}
          onChange={(value) => vm.setRegion(value === -1 ? null : value)}
          isClearable
        />
        <DateField label={t('conferences.filters.from')} value={vm.filters.dateFrom} placeholderDate={vm.today} onChange={vm.setDateFrom} />
        <DateField label={t('conferences.filters.to')} value={vm.filters.dateTo} onChange={vm.setDateTo} />
      </form>
      {(vm.hasFilters || vm.isRangeInverted) && (
        <div className={styles.filterActions}>
          {vm.isRangeInverted ? <p role="alert" className={styles.rangeError}>{t('conferences.filters.rangeInverted')}</p> : <span />}
          <Button size="sm" onPress={vm.clearFilters}>
            {t('conferences.filters.clear')}
          </Button>
        </div>
      )}
    </Card>
  );
});

/** A native date input (the browser's calendar), ISO day in and out; empty: not filtered. */
function DateField({ label, value, onChange, placeholderDate }: { label: string; value: string; onChange: (value: string) => void; placeholderDate?: string }) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <input id={id} className={fieldStyles.input} type="date" value={value} placeholder={placeholderDate} onChange={(event) => onChange(event.target.value)} />
      </div>
    </div>
  );
}

/** A conference of the list: its day, name (to its program), relative date, place, theme and organisers. */
function ConferenceItem({ conference }: { conference: Conference }) {
  const { t, i18n } = useTranslation();
  const text = useCoreText();
  const clock = useInjection(CLOCK);
  const start = conference.start_date ?? conference.date;
  const day = new Date(`${start.slice(0, 10)}T12:00:00Z`);
  const place = [conference.city_name, conference.zip_code].filter((part) => part !== null && part !== '').join(' ');
  return (
    <article className={styles.item}>
      <div className={styles.day} aria-hidden="true">
        <span className={styles.dayNumber}>{day.getUTCDate()}</span>
        <span className={styles.dayMonth}>{new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(day)}</span>
      </div>
      <div className={styles.itemText}>
        <TextLink href={conferenceProgramPath(conference.id)} className={styles.name}>
          {conference.name}
        </TextLink>
        <span className={styles.muted}>
          <time dateTime={start}>{text(conferenceDay(start, null, clock.now(), clock.zone))}</time>
          {place !== '' && ` · ${place}`}
        </span>
        <span className={styles.badges}>
          {conference.theme && <Badge tone="info">{conference.theme}</Badge>}
          {conference.organisers.length > 0 && (
            <span className={styles.muted}>{t('conferences.organisedBy', { names: conference.organisers.map((organiser) => organiser.name).join(', ') })}</span>
          )}
        </span>
      </div>
    </article>
  );
}
