import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import type { IconName } from '../../ui/components/Icon/Icon';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import type { DataPageStatus } from './pageLoadStatus';
import styles from './CompanyPages.module.css';

export interface DataPageStatesProps {
  status: DataPageStatus;
  /** What the "does not exist" state shows. */
  notFound: { icon: IconName; title: string; text: string };
  onRetry: () => void;
  /** The page itself, rendered once loaded. */
  children: ReactNode;
}

/** The frame of the company and contact pages: loading skeletons, "does not exist", error with retry, or the page. */
export function DataPageStates({ status, notFound, onRetry, children }: DataPageStatesProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      {status === 'loading' && (
        <>
          <Card>
            <Skeleton variant="card" lines={2} label={t('companyPages.loading')} />
          </Card>
          <Card>
            <Skeleton lines={5} />
          </Card>
        </>
      )}
      {status === 'not-found' && (
        <Card>
          <EmptyState headingLevel={1} icon={notFound.icon} title={notFound.title} text={notFound.text} />
        </Card>
      )}
      {status === 'no-credits' && (
        <Card>
          <EmptyState headingLevel={1} icon="warning" title={t('companyPages.noConsultationCredits')} text={t('companyPages.noConsultationCreditsText')} />
        </Card>
      )}
      {status === 'error' && (
        <Card>
          <ErrorState headingLevel={2} text={t('companyPages.loadError')} onRetry={onRetry} />
        </Card>
      )}
      {status === 'ready' && children}
    </div>
  );
}
