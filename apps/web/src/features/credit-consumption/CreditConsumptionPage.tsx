import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CREDIT_HISTORY_TYPES, formatDateFr, formatNumberFr } from '@cible/core';
import { creditConsumptionModule } from '../../di/modules/creditConsumptionModule';
import { useFactory } from '../../di/useFactory';
import { useCoreText } from '../../i18n/coreText';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import fieldStyles from '../../ui/components/Field/Field.module.css';
import { PersonalSpacePage } from '../personal-space/PersonalSpacePage';
import { personalSpaceLinkLabel } from '../personal-space/personalSpaceLinkLabel';
import { ConsumptionChart } from './ConsumptionChart';
import { CREDIT_HISTORY_PAGE_SIZE, type ConsumptionRange, type CreditConsumptionViewModel } from './CreditConsumptionViewModel';
import { CREDIT_CONSUMPTION_VIEW_MODEL_FACTORY } from './CreditConsumptionViewModelFactory';
import { creditKindOfValue, creditKindOptions, creditKindValue, historyTypeOfValue, historyTypeValue } from './creditKindOptions';
import { ManagerCreditsSection } from './ManagerCreditsSection';
import styles from './CreditConsumptionPage.module.css';

const RANGES: readonly ConsumptionRange[] = ['month', 'quarter', 'year'];

/**
 * /personal-space/credit-consumption ("Consommation de crédits"): the four balances, then for a kind the consumption
 * over time and the history with its filters; managers also top up their users' credits.
 */
export const CreditConsumptionPage = observer(function CreditConsumptionPage() {
  const { t, i18n } = useTranslation();
  const factory = useFactory(creditConsumptionModule, CREDIT_CONSUMPTION_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());
  const [manager] = useState(() => factory.createManager());

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <PersonalSpacePage title={personalSpaceLinkLabel('credit-consumption', i18n.language)} description={t('creditConsumption.lead')}>
      <Balances vm={vm} />
      <KindPicker vm={vm} />
      <ConsumptionCard vm={vm} />
      <HistoryCard vm={vm} />
      {manager !== null && (
        <ManagerCreditsSection
          vm={manager}
          onToppedUp={() => {
            void vm.loadBalances();
            void vm.loadHistory();
          }}
        />
      )}
    </PersonalSpacePage>
  );
});

const Balances = observer(function Balances({ vm }: { vm: CreditConsumptionViewModel }) {
  const { t } = useTranslation();
  const render = useCoreText();
  if (vm.balancesStatus === 'loading')
    return (
      <Card>
        <Skeleton variant="card" lines={2} label={t('creditConsumption.balances.loading')} />
      </Card>
    );
  const options = creditKindOptions(render);
  return (
    <section className={styles.balances} aria-label={t('creditConsumption.balances.label')}>
      {vm.balances.map((balance) => (
        <Card key={balance.kind} padding="compact">
          <div className={styles.balance}>
            <span className={styles.balanceKind}>{options.find((option) => option.value === creditKindValue(balance.kind))?.name}</span>
            <span className={styles.balanceAmount}>{t('creditConsumption.balances.amount', { amount: formatNumberFr(balance.amount) })}</span>
            <span className={styles.balanceRenewal}>
              {balance.failed
                ? t('creditConsumption.balances.unavailable')
                : balance.isRenewed
                  ? t('creditConsumption.balances.renewed', { amount: formatNumberFr(balance.renewalAmount) })
                  : t('creditConsumption.balances.notRenewed')}
            </span>
          </div>
        </Card>
      ))}
    </section>
  );
});

const KindPicker = observer(function KindPicker({ vm }: { vm: CreditConsumptionViewModel }) {
  const { t } = useTranslation();
  const render = useCoreText();
  return (
    <div className={styles.toolbar}>
      <Select label={t('creditConsumption.kind')} options={creditKindOptions(render)} value={creditKindValue(vm.kind)} onChange={(value) => vm.setKind(creditKindOfValue(value))} />
      <Select
        label={t('creditConsumption.chart.range')}
        options={RANGES.map((range, index) => ({ value: index + 1, name: t(`creditConsumption.chart.ranges.${range}`) }))}
        value={RANGES.indexOf(vm.range) + 1}
        onChange={(value) => vm.setRange(RANGES[value - 1] ?? 'month')}
      />
    </div>
  );
});

const ConsumptionCard = observer(function ConsumptionCard({ vm }: { vm: CreditConsumptionViewModel }) {
  const { t } = useTranslation();
  const series = vm.consumption.value;
  return (
    <Card title={t('creditConsumption.chart.title')}>
      {vm.consumption.status === 'loading' && series === null && <Skeleton variant="card" lines={4} label={t('creditConsumption.chart.loading')} />}
      {vm.consumption.status === 'error' && <ErrorState headingLevel={3} text={t('creditConsumption.chart.error')} onRetry={() => void vm.loadConsumption()} />}
      {vm.consumption.status !== 'error' && series !== null && (series.total === 0 ? <EmptyState isCompact headingLevel={3} title={t('creditConsumption.chart.empty')} /> : <ConsumptionChart series={series} />)}
    </Card>
  );
});

const HistoryCard = observer(function HistoryCard({ vm }: { vm: CreditConsumptionViewModel }) {
  const { t } = useTranslation();
  const history = vm.history.value;
  const filtered = vm.type !== null || vm.dateFrom !== '' || vm.dateTo !== '';
  return (
    <Card title={t('creditConsumption.history.title')}>
      <div className={styles.section}>
        <div className={styles.toolbar}>
          <Select
            label={t('creditConsumption.history.type')}
            placeholder={t('creditConsumption.history.allTypes')}
            isClearable
            options={CREDIT_HISTORY_TYPES.map((type) => ({ value: historyTypeValue(type), name: t(`creditConsumption.history.types.${type}`) }))}
            value={historyTypeValue(vm.type)}
            onChange={(value) => vm.setType(historyTypeOfValue(value))}
          />
          <DateField label={t('creditConsumption.history.from')} value={vm.dateFrom} onChange={vm.setDateFrom} />
          <DateField label={t('creditConsumption.history.to')} value={vm.dateTo} onChange={vm.setDateTo} />
          {filtered && (
            <Button variant="ghost" onPress={vm.clearFilters}>
              {t('creditConsumption.history.clear')}
            </Button>
          )}
        </div>
        {!vm.isDateRangeValid && (
          <p className={styles.error} role="alert">
            {t('creditConsumption.history.reversed')}
          </p>
        )}
        {vm.history.status === 'loading' && history === null && <Skeleton variant="card" lines={4} label={t('creditConsumption.history.loading')} />}
        {vm.history.status === 'error' && <ErrorState headingLevel={3} text={t('creditConsumption.history.error')} onRetry={() => void vm.loadHistory()} />}
        {vm.history.status !== 'error' && history !== null && history.history_count === 0 && (
          <EmptyState isCompact headingLevel={3} title={filtered ? t('creditConsumption.history.emptyFiltered') : t('creditConsumption.history.empty')} />
        )}
        {vm.history.status !== 'error' && history !== null && history.history_count > 0 && (
          <>
            <HistoryTable vm={vm} />
            <Pagination page={vm.page} pageSize={CREDIT_HISTORY_PAGE_SIZE} total={history.history_count} onPageChange={vm.setPage} />
          </>
        )}
      </div>
    </Card>
  );
});

const HistoryTable = observer(function HistoryTable({ vm }: { vm: CreditConsumptionViewModel }) {
  const { t } = useTranslation();
  const zone = 'Europe/Paris';
  return (
    <table className={styles.history} aria-label={t('creditConsumption.history.title')}>
      <thead>
        <tr>
          <th scope="col">{t('creditConsumption.history.date')}</th>
          <th scope="col">{t('creditConsumption.history.type')}</th>
          <th scope="col" className={styles.number}>
            {t('creditConsumption.history.change')}
          </th>
          <th scope="col" className={styles.number}>
            {t('creditConsumption.history.balance')}
          </th>
          <th scope="col">{t('creditConsumption.history.comment')}</th>
        </tr>
      </thead>
      <tbody>
        {(vm.history.value?.history_list ?? []).map((event) => {
          const change = event.new_amount - event.old_amount;
          return (
            <tr key={event.id}>
              <td>{formatDateFr(event.creation_date, zone)}</td>
              <td>{t(`creditConsumption.history.types.${event.type}`)}</td>
              <td className={styles.number}>{`${change > 0 ? '+' : ''}${formatNumberFr(change)}`}</td>
              <td className={styles.number}>{formatNumberFr(event.new_amount)}</td>
              <td>{event.comment ?? ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});

/** A native date input (the browser's calendar), ISO day in and out; empty: not filtered. */
function DateField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <input id={id} className={fieldStyles.input} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
      </div>
    </div>
  );
}
