import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { sequencesModule } from '../../di/modules/sequencesModule';
import { useFactory } from '../../di/useFactory';
import { useInjection } from '../../di/useInjection';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { SESSION_STORE } from '../session/SessionStore';
import { DAILY_THRESHOLD_BOUNDS } from './SequenceThresholdsViewModel';
import { SequencesFrame } from './SequencesFrame';
import { SEQUENCES_VIEW_MODEL_FACTORY } from './SequencesViewModelFactory';
import styles from './Sequences.module.css';
import { sequenceOwnerLabel } from './sequenceOwnerLabel';

/** /sequences/settings: the daily sending threshold of the user, or of the team for a manager. */
export const SequenceThresholdsPage = observer(function SequenceThresholdsPage() {
  const { t } = useTranslation();
  const factory = useFactory(sequencesModule, SEQUENCES_VIEW_MODEL_FACTORY);
  const session = useInjection(SESSION_STORE);
  const isManager = session.user?.is_organization_manager === true;
  const [vm] = useState(() => factory.createThresholds(session.user?.id ?? null, isManager));
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <SequencesFrame section="settings" title={t('sequences.thresholds.title')} lead={isManager ? `${t('sequences.thresholds.lead')} ${t('sequences.thresholds.leadManager')}` : t('sequences.thresholds.lead')}>
      <Card>
        {vm.settings.status === 'loading' && vm.settings.value === null && <Skeleton variant="table" lines={3} label={t('sequences.thresholds.loading')} />}
        {vm.settings.status === 'error' && <ErrorState headingLevel={2} text={t('sequences.thresholds.loadError')} onRetry={() => void vm.load()} />}
        {vm.settings.value !== null && (
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void vm.save();
            }}
          >
            <table className={styles.stats} style={{ display: 'table' }} aria-label={t('sequences.thresholds.tableLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('sequences.thresholds.user')}</th>
                  <th scope="col">{t('sequences.thresholds.threshold')}</th>
                </tr>
              </thead>
              <tbody>
                {vm.rows.map((row) => (
                  <tr key={row.user_id}>
                    <th scope="row">{sequenceOwnerLabel(row)}</th>
                    <td>
                      <input
                        className={styles.numberInput}
                        type="number"
                        min={DAILY_THRESHOLD_BOUNDS.min}
                        max={DAILY_THRESHOLD_BOUNDS.max}
                        aria-label={t('sequences.thresholds.thresholdOf', { name: sequenceOwnerLabel(row) })}
                        aria-invalid={vm.invalid(row.user_id)}
                        value={vm.edits[row.user_id] ?? ''}
                        onChange={(event) => vm.edit(row.user_id, event.target.value)}
                      />
                      {vm.invalid(row.user_id) && <span className={styles.error}> {t('sequences.thresholds.invalid')}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {vm.error !== null && (
              <p className={styles.error} role="alert">
                {t(`sequences.errors.${vm.error}`)}
              </p>
            )}
            {vm.saved && (
              <p className={styles.muted} role="status">
                {t('sequences.toast.saved')}
              </p>
            )}
            <div className={styles.actions}>
              <Button type="submit" variant="primary" isPending={vm.saving} isDisabled={vm.changes.length === 0}>
                {t('sequences.thresholds.save')}
              </Button>
            </div>
          </form>
        )}
      </Card>
    </SequencesFrame>
  );
});
