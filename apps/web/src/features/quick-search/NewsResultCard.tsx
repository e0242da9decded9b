import { useTranslation } from 'react-i18next';
import { relativeDate, speakerNewsSentence } from '@cible/core';
import type { NewsPiece } from '@cible/core';
import { CLOCK } from '../../di/tokens';
import { useInjection } from '../../di/useInjection';
import { useCoreText } from '../../i18n/coreText';
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
