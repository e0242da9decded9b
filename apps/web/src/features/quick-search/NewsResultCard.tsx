import { useTranslation } from 'react-i18next';
import { relativeDate, speakerNewsSentence } from '@cible/core';
import type { NewsPiece } from '@cible/core';
import { CLOCK } from '../../di/tokens';
import { useInjection } from '../../di/useInjection';
import { useCoreText } from '../../i18n/coreText';
import { BlurredContent } from '../../ui/components/BlurredContent/BlurredContent';
import { QuickSearchResultLink } from './QuickSearchResultLink';
import styles from './QuickSearch.module.css';

/** A news piece of the quick-search results: kind, title (speaker news: core's sentence), relative date, company. */
export function NewsResultCard({ news, onFollow }: { news: NewsPiece; onFollow?: () => void }) {
  const { t } = useTranslation();
  const text = useCoreText();
  const clock = useInjection(CLOCK);
  const now = clock.now();
  const title =
    news.type === 'speaker'
      ? text(speakerNewsSentence({ speakerName: news.person?.name, highlightName: news.highlight?.name, startDate: news.highlight?.start_date }, now, clock.zone))
      : (news.title ?? news.sample_title ?? news.description ?? t('quickSearch.untitledNews'));
  const company = news.company;
  if (news.blurred === true) {
    // A news piece naming a company or person the licence does not show (sales PME): kind and date only.
    return (
      <div className={styles.card} data-card="news" data-blurred="true">
        <div className={styles.cardBody}>
          <span className={styles.kind}>{t(`quickSearch.newsKind.${news.type}`)}</span>
          <BlurredContent />
          <span className={styles.meta}>{text(relativeDate(news.publication_date, now, clock.zone))}</span>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.card} data-card="news">
      <div className={styles.cardBody}>
        <span className={styles.kind}>{t(`quickSearch.newsKind.${news.type}`)}</span>
        {company ? (
          <QuickSearchResultLink target={{ kind: 'news', companyId: company.id, newsId: news.id }} onFollow={onFollow}>
            {title}
          </QuickSearchResultLink>
        ) : (
          <span className={styles.title}>{title}</span>
        )}
        <span className={styles.meta}>{text(relativeDate(news.publication_date, now, clock.zone))}</span>
        {company && <span className={styles.meta}>{company.name}</span>}
      </div>
    </div>
  );
}
