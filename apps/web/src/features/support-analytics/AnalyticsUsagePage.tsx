import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_UNKNOWN_PAGE, formatNumberFr } from '@cible/core';
import type { AnalyticsUsageSeries } from '@cible/core';
import { supportAnalyticsModule } from '../../di/modules/supportAnalyticsModule';
import { useFactory } from '../../di/useFactory';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { RadioGroup } from '../../ui/components/RadioGroup/RadioGroup';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Table, type TableColumn } from '../../ui/components/Table/Table';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs/Tabs';
import { ANALYTICS_USAGE_VIEW_MODEL_FACTORY } from './AnalyticsUsageViewModelFactory';
import type { UsageBar, UsageView } from './AnalyticsUsageViewModel';
import { UsageChart } from './UsageChart';
import { longDayLabel, shortDayLabel } from './usageDayLabel';
import styles from './AnalyticsUsagePage.module.css';

type SeriesRow = AnalyticsUsageSeries & { readonly id: string };
type DayRow = UsageBar & { readonly id: string };

/** The events and distinct users columns (the list's and the daily table's). */
function countColumns<Row extends { readonly event_count: number; readonly user_count: number }>(t: TFunction): TableColumn<Row>[] {
  return [
    {
      id: 'events',
      header: t('supportAnalytics.columnEvents'),
      cell: (row) => formatNumberFr(row.event_count),
      align: 'end',
    },
    {
      id: 'users',
      header: t('supportAnalytics.columnUsers'),
      cell: (row) => formatNumberFr(row.user_count),
      align: 'end',
    },
  ];
}

/**
 * /support/analytics (platform administrators, docs/analytics.md "Usage page"): the period's presets, pages or
 * features, the chart of the selected one per day with its table, and the list of every page or feature.
 */
export const AnalyticsUsagePage = observer(function AnalyticsUsagePage() {
  const { t, i18n } = useTranslation();
  const factory = useFactory(supportAnalyticsModule, ANALYTICS_USAGE_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());
  useEffect(() => {
    void vm.load();
  }, [vm]);

  const language = i18n.language;
  const keyLabel = (key: string) => (key === ANALYTICS_UNKNOWN_PAGE ? t('supportAnalytics.unknownPage') : key);
  const selected = vm.selected;
  const period = vm.period;
  const seriesColumns: TableColumn<SeriesRow>[] = [
    {
      id: 'key',
      header: vm.view === 'pages' ? t('supportAnalytics.columnPage') : t('supportAnalytics.columnFeature'),
      cell: (row) => <code className={styles.key}>{keyLabel(row.key)}</code>,
      textValue: undefined,
      isRowHeader: true,
      width: '3fr',
    },
    ...countColumns<SeriesRow>(t),
    {
      id: 'show',
      header: <span className={styles.visuallyHidden}>{t('supportAnalytics.show')}</span>,
      textValue: t('supportAnalytics.show'),
      cell: (row) => (
        <Button size="sm" variant={row.key === selected?.key ? 'primary' : 'ghost'} aria-pressed={row.key === selected?.key} onPress={() => vm.select(row.key)}>
          {t('supportAnalytics.show')}
        </Button>
      ),
      align: 'end',
    },
  ];
  const dayColumns: TableColumn<DayRow>[] = [
    {
      id: 'day',
      header: t('supportAnalytics.columnDay'),
      cell: (row) => longDayLabel(row.day, language),
      isRowHeader: true,
      width: '2fr',
    },
    ...countColumns<DayRow>(t),
  ];

  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        <h1 className={styles.title}>{t('supportAnalytics.title')}</h1>
        <p className={styles.lead}>{t('supportAnalytics.lead')}</p>
      </header>
      <div className={styles.controls}>
        <RadioGroup
          label={t('supportAnalytics.period')}
          orientation="horizontal"
          value={String(vm.presetDays)}
          onChange={(value) => vm.choosePreset(Number(value))}
          options={vm.presets.map((days) => ({
            value: String(days),
            label: t('supportAnalytics.preset', { days }),
          }))}
          description={t('supportAnalytics.periodRange', {
            from: longDayLabel(period.from, language),
            to: longDayLabel(period.to, language),
          })}
        />
      </div>
      <Tabs selectedKey={vm.view} onSelectionChange={(key) => vm.chooseView(key as UsageView)}>
        <TabList aria-label={t('supportAnalytics.view')}>
          <Tab id="pages">{t('supportAnalytics.pages')}</Tab>
          <Tab id="features">{t('supportAnalytics.features')}</Tab>
        </TabList>
        {(['pages', 'features'] as const).map((view) => (
          <TabPanel key={view} id={view} className={styles.panel}>
            {vm.status === 'loading' && vm.usage.value === null ? (
              <Card>
                <Skeleton variant="card" lines={6} label={t('supportAnalytics.loading')} />
              </Card>
            ) : vm.status === 'error' ? (
              <ErrorState headingLevel={2} text={t('supportAnalytics.loadError')} onRetry={() => void vm.retry()} />
            ) : vm.series.length === 0 || selected === null ? (
              <EmptyState icon="search" headingLevel={2} title={t('supportAnalytics.empty')} text={t('supportAnalytics.emptyText')} />
            ) : (
              <>
                <Card
                  title={t('supportAnalytics.chartTitle', {
                    key: keyLabel(selected.key),
                  })}
                  headingLevel={2}
                  description={t('supportAnalytics.total', {
                    events: formatNumberFr(selected.event_count),
                    users: formatNumberFr(selected.user_count),
                  })}
                >
                  <UsageChart
                    title={t('supportAnalytics.chartTitle', {
                      key: keyLabel(selected.key),
                    })}
                    description={t('supportAnalytics.chartDescription', {
                      events: formatNumberFr(selected.event_count),
                      from: longDayLabel(period.from, language),
                      to: longDayLabel(period.to, language),
                      max: formatNumberFr(vm.maxDailyEvents),
                    })}
                    bars={vm.bars}
                    max={vm.maxDailyEvents}
                    dayLabel={(day) => shortDayLabel(day, language)}
                    barLabel={(bar) => `${longDayLabel(bar.day, language)} : ${formatNumberFr(bar.event_count)}`}
                  />
                  <details className={styles.details}>
                    <summary>{t('supportAnalytics.tableToggle')}</summary>
                    <Table<DayRow>
                      aria-label={t('supportAnalytics.dailyTable', {
                        key: keyLabel(selected.key),
                      })}
                      columns={dayColumns}
                      rows={vm.bars.map((bar) => ({ ...bar, id: bar.day }))}
                    />
                  </details>
                </Card>
                <Table<SeriesRow>
                  aria-label={vm.view === 'pages' ? t('supportAnalytics.listLabelPages') : t('supportAnalytics.listLabelFeatures')}
                  columns={seriesColumns}
                  rows={vm.series.map((series) => ({
                    ...series,
                    id: series.key,
                  }))}
                />
              </>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
});
