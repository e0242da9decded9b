import { useTranslation } from 'react-i18next';
import { formatDateFr } from '@cible/core';
import type { NewsPiece } from '@cible/core';
import { CLOCK } from '../../di/tokens';
import { useInjection } from '../../di/useInjection';
import { Badge } from '../../ui/components/Badge/Badge';
import { BlurredContent } from '../../ui/components/BlurredContent/BlurredContent';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { contactPagePath } from './contactPagePath';
import styles from './CompanyPages.module.css';

/** A news piece of the company page: date, kind, title, description, source; its person links to the contact page. */
export function NewsItem({ piece, isHighlighted = false }: { piece: NewsPiece; isHighlighted?: boolean }) {
  const { t } = useTranslation();
  const clock = useInjection(CLOCK);
  return (
    <article className={styles.news} data-highlighted={isHighlighted || undefined} aria-current={isHighlighted || undefined}>
      <p className={styles.newsMeta}>
        <time dateTime={piece.publication_date}>{formatDateFr(piece.publication_date, clock.zone)}</time>
        <Badge tone="brand">{t(`companyPages.newsKind.${piece.type}`)}</Badge>
      </p>
      {piece.blurred === true ? (
        // It names a person or company the licence does not show (sales PME).
        <BlurredContent lines={2} />
      ) : (
        <>
          <h3 className={styles.newsTitle}>{piece.title}</h3>
          {piece.description !== null && <p className={styles.newsText}>{piece.description}</p>}
        </>
      )}
      <p className={styles.newsSource}>
        {piece.person !== null && (
          <TextLink href={contactPagePath(piece.person.id)} isExternal variant="subtle">
            {piece.person.name}
          </TextLink>
        )}
        {piece.source?.name && <span>{piece.source.name}</span>}
      </p>
    </article>
  );
}
