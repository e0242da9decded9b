import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/components/Button/Button';
import { EmptyState } from '../../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/components/ErrorState/ErrorState';
import { Overlay } from '../../../ui/components/Overlay/Overlay';
import { Skeleton } from '../../../ui/components/Skeleton/Skeleton';
import { Spinner } from '../../../ui/components/Spinner/Spinner';
import { Switch } from '../../../ui/components/Switch/Switch';
import type { ToastStore } from '../../../ui/components/Toast/ToastStore';
import { TopProgressBar } from '../../../ui/components/TopProgressBar/TopProgressBar';
import { DesignSection } from '../DesignSection';
import { Specimen } from '../Specimen';
import { StateSample } from '../StateSample';
import styles from './FeedbackSection.module.css';

export interface FeedbackSectionProps {
  toasts: ToastStore;
}

export function FeedbackSection({ toasts }: FeedbackSectionProps) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(true);
  const [overlay, setOverlay] = useState(false);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    if (!retrying) return undefined;
    const timer = setTimeout(() => setRetrying(false), 1500);
    return () => clearTimeout(timer);
  }, [retrying]);

  return (
    <DesignSection id="feedback" title={t('designList.feedback.title')} lead={t('designList.feedback.lead')}>
      <Specimen title={t('designList.feedback.toasts')} description={t('designList.feedback.toastsHint')} isWide>
        <Button iconStart="success" onPress={() => toasts.show(t('designList.feedback.toastSuccess'))}>
          {t('designList.feedback.success')}
        </Button>
        <Button iconStart="warning" onPress={() => toasts.show(t('designList.feedback.toastWarning'), { style: 'warning' })}>
          {t('designList.feedback.warning')}
        </Button>
        <Button iconStart="error" onPress={() => toasts.show(t('designList.feedback.toastError'), { style: 'error' })}>
          {t('designList.feedback.error')}
        </Button>
        <Button onPress={() => toasts.show(t('designList.feedback.toastLong'), { style: 'warning', multiLine: true, timeout: 8000 })}>{t('designList.feedback.multiLine')}</Button>
      </Specimen>

      <Specimen title={t('designList.feedback.progress')} description={t('designList.feedback.progressHint')} isColumn>
        <div className={styles.frame}>
          <TopProgressBar isActive={loading} isInline />
          <Switch isSelected={loading} onChange={setLoading}>
            {t('designList.feedback.navigating')}
          </Switch>
          <span className={styles.caption}>{t('designList.feedback.progressCaption')}</span>
        </div>
        <div className={styles.row}>
          <StateSample caption={t('designList.feedback.spinnerSizes')}>
            <div className={styles.row}>
              <Spinner size={14} />
              <Spinner size={20} />
              <Spinner size={28} />
            </div>
          </StateSample>
        </div>
      </Specimen>

      <Specimen title={t('designList.feedback.overlay')} description={t('designList.feedback.overlayHint')} isColumn>
        <div className={styles.frame}>
          <Overlay isVisible={overlay} isInline onDismiss={() => setOverlay(false)} />
          <div className={styles.frameContent}>
            <Button variant={overlay ? 'secondary' : 'primary'} iconStart="search" onPress={() => setOverlay((value) => !value)}>
              {overlay ? t('designList.feedback.hideResults') : t('designList.feedback.showResults')}
            </Button>
            {overlay && <div className={styles.results}>{t('designList.feedback.resultsPanel')}</div>}
          </div>
        </div>
      </Specimen>

      <Specimen title={t('designList.feedback.skeletons')} description={t('designList.feedback.skeletonsHint')} isWide>
        <div className={styles.skeletons}>
          <StateSample caption={t('designList.feedback.skeletonLines')}>
            <Skeleton lines={4} />
          </StateSample>
          <StateSample caption={t('designList.feedback.skeletonCard')}>
            <Skeleton variant="card" lines={2} />
          </StateSample>
        </div>
        <div className={styles.full}>
          <StateSample caption={t('designList.feedback.skeletonTable')}>
            <Skeleton variant="table" lines={4} columns={5} />
          </StateSample>
        </div>
      </Specimen>

      <Specimen title={t('designList.feedback.empty')} description={t('designList.feedback.emptyHint')}>
        <div className={styles.panel}>
          <EmptyState
            icon="search"
            title={t('designList.feedback.emptyTitle')}
            text={t('designList.feedback.emptyText')}
            action={
              <Button variant="primary" iconStart="plus">
                {t('designList.feedback.emptyAction')}
              </Button>
            }
          />
        </div>
      </Specimen>

      <Specimen title={t('designList.feedback.errorState')} description={t('designList.feedback.errorHint')}>
        <div className={styles.panel}>
          <ErrorState onRetry={() => setRetrying(true)} isRetrying={retrying} />
        </div>
      </Specimen>
    </DesignSection>
  );
}
