import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CREDIT_MAX_AMOUNT, formatNumberFr } from '@cible/core';
import { useCoreText } from '../../i18n/coreText';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { Checkbox } from '../../ui/components/Checkbox/Checkbox';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog/ConfirmDialog';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextField } from '../../ui/components/TextField/TextField';
import { creditKindOfValue, creditKindOptions, creditKindValue } from './creditKindOptions';
import type { ManagerCreditsViewModel } from './ManagerCreditsViewModel';
import styles from './CreditConsumptionPage.module.css';

/** The manager's top-up: his users' credits of a kind, a selection, the amount and comment, a confirmation. */
export const ManagerCreditsSection = observer(function ManagerCreditsSection({ vm, onToppedUp }: { vm: ManagerCreditsViewModel; onToppedUp: () => void }) {
  const { t } = useTranslation();
  const render = useCoreText();

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const error = vm.visibleError;
  return (
    <Card title={t('creditConsumption.manager.title')} description={t('creditConsumption.manager.lead')}>
      <div className={styles.section}>
        <div className={styles.toolbar}>
          <Select label={t('creditConsumption.manager.kind')} options={creditKindOptions(render)} value={creditKindValue(vm.kind)} onChange={(value) => vm.setKind(creditKindOfValue(value))} />
        </div>
        {vm.status === 'loading' && vm.credits.value === null && <Skeleton variant="card" lines={4} label={t('creditConsumption.manager.loading')} />}
        {vm.status === 'error' && <ErrorState headingLevel={3} text={t('creditConsumption.manager.error')} onRetry={() => void vm.load()} />}
        {vm.status !== 'error' && vm.credits.value !== null && vm.rows.length === 0 && <EmptyState isCompact headingLevel={3} title={t('creditConsumption.manager.empty')} />}
        {vm.status !== 'error' && vm.rows.length > 0 && (
          <table className={styles.history} aria-label={t('creditConsumption.manager.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">
                  <Checkbox isSelected={vm.allSelected} onChange={vm.toggleAll} aria-label={t('creditConsumption.manager.selectAll')} />
                </th>
                <th scope="col">{t('creditConsumption.manager.user')}</th>
                <th scope="col" className={styles.number}>
                  {t('creditConsumption.manager.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {vm.rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Checkbox isSelected={vm.selected.has(row.id)} onChange={() => vm.toggle(row.id)} aria-label={t('creditConsumption.manager.select', { name: row.name })} />
                  </td>
                  <td>{row.name}</td>
                  <td className={styles.number}>{formatNumberFr(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <form
          noValidate
          className={styles.managerForm}
          onSubmit={(event) => {
            event.preventDefault();
            vm.askConfirmation();
          }}
        >
          <TextField
            label={t('creditConsumption.manager.newAmount')}
            description={t('creditConsumption.manager.newAmountHint', { max: formatNumberFr(CREDIT_MAX_AMOUNT) })}
            inputMode="numeric"
            value={vm.amountText}
            onChange={vm.setAmountText}
            isInvalid={error !== null && error !== 'noUser'}
            errorMessage={error !== null && error !== 'noUser' ? t(`creditConsumption.manager.errors.${error}`, { max: formatNumberFr(CREDIT_MAX_AMOUNT) }) : undefined}
          />
          <TextField label={t('creditConsumption.manager.comment')} description={t('creditConsumption.manager.commentHint')} value={vm.comment} onChange={vm.setComment} maxLength={255} />
          {error === 'noUser' && (
            <p className={styles.error} role="alert">
              {t('creditConsumption.manager.errors.noUser')}
            </p>
          )}
          <div>
            <Button variant="primary" type="submit">
              {t('creditConsumption.manager.submit', { count: vm.selected.size })}
            </Button>
          </div>
        </form>
        <ConfirmDialog
          isOpen={vm.isConfirming}
          title={t('creditConsumption.manager.confirmTitle')}
          confirmLabel={t('common.confirm')}
          tone="primary"
          isPending={vm.isSaving}
          onConfirm={() => {
            void vm.confirm().then((done) => {
              if (done) onToppedUp();
            });
          }}
          onCancel={vm.cancelConfirmation}
        >
          <p>{t('creditConsumption.manager.confirmText', { count: vm.selected.size, amount: formatNumberFr(vm.amount ?? 0), names: vm.selectedNames.join(', ') })}</p>
        </ConfirmDialog>
      </div>
    </Card>
  );
});
