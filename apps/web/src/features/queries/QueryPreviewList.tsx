import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatNumberFr } from '@cible/core';
import type { Loadable } from '../../view-model/Loadable';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { CompanyResultCard } from '../quick-search/CompanyResultCard';
import { ContactResultCard } from '../quick-search/ContactResultCard';
import type { QueryPreview } from './QueryListViewModel';
import styles from './QueryListPage.module.css';

/** A query's preview: the first 3 companies or contacts it finds, and how many in all. */
export const QueryPreviewList = observer(function QueryPreviewList({ preview }: { preview: Loadable<QueryPreview> | undefined }) {
  const { t } = useTranslation();
  if (!preview || preview.isLoading || preview.status === 'idle') return <Skeleton variant="lines" lines={3} label={t('queries.preview.loading')} />;
  if (preview.isError || !preview.value) {
    return (
      <p className={styles.previewNote}>
        {t('queries.preview.error')}{' '}
        <TextLink onPress={() => void preview.retry()}>{t('queries.preview.retry')}</TextLink>
      </p>
    );
  }
  const { value } = preview;
  if (value.items.length === 0) return <p className={styles.previewNote}>{t(`queries.preview.empty.${value.target}`)}</p>;
  const formatted = formatNumberFr(value.total);
  const total = value.totalCapped ? t('queries.preview.totalCapped', { count: formatted }) : t(`queries.preview.total.${value.target}`, { count: value.total, formatted });
  return (
    <div className={styles.preview}>
      <p className={styles.previewTotal}>{total}</p>
      <ul className={styles.previewList} aria-label={t('queries.preview.label')}>
        {value.target === 'contacts'
          ? value.items.map((card) => (
              <li key={card.id}>
                <ContactResultCard card={card} />
              </li>
            ))
          : value.items.map((card) => (
              <li key={card.id}>
                <CompanyResultCard card={card} inquiry={null} />
              </li>
            ))}
      </ul>
    </div>
  );
});
