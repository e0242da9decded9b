import { useTranslation } from 'react-i18next';
import { BUSINESS_OPPORTUNITY_TYPES, labelOf, NEWS_TYPES, relativeDate, speakerNewsSentence } from '@cible/core';
import type { NewsPiece } from '@cible/core';
import { CLOCK } from '../../di/tokens';
import { useInjection } from '../../di/useInjection';
import { useCoreText } from '../../i18n/coreText';
import { Badge } from '../../ui/components/Badge/Badge';
import { BlurredContent } from '../../ui/components/BlurredContent/BlurredContent';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { companyPagePath } from '../company/companyPagePath';
import { contactPagePath } from '../company/contactPagePath';
import styles from './BusinessAlertsPage.module.css';

const APPOINTMENT = NEWS_TYPES.find((type) => type.code === 'appointment')!.id;

/**
 * One news piece, read naturally for its kind: a move ("Marie Durand quitte son poste de DSI"), an appointment
 * ("… est nommé(e) DSI"), a speaker (core's sentence: "est intervenu(e)" once past), a business signal with its
 * opportunity type, press with its source; the relative date (core), links to the company and the person.
 */
export function BusinessAlertNewsCard({ piece }: { piece: NewsPiece }) {
  const { t } = useTranslation();
  const text = useCoreText();
  const clock = useInjection(CLOCK);
  const now = clock.now();
  const date = text(relativeDate(piece.publication_date, now, clock.zone));
  const person = piece.person;
  const job = piece.job?.job_name ?? person?.job_name ?? null;
  const fallback = piece.title ?? piece.sample_title ?? piece.description ?? t('businessAlerts.news.untitled');
  const headline = (() => {
    if (piece.type === 'speaker') return text(speakerNewsSentence({ speakerName: person?.name, highlightName: piece.highlight?.name, startDate: piece.highlight?.start_date }, now, clock.zone));
    if (piece.type === 'departure' && person && job) return t('businessAlerts.news.departure', { person: person.name, job });
    if (piece.news_type_id === APPOINTMENT && person && job) return t('businessAlerts.news.appointment', { person: person.name, job });
    return fallback;
  })();
  const opportunity = piece.business_opportunity_type === null ? undefined : labelOf(BUSINESS_OPPORTUNITY_TYPES, piece.business_opportunity_type);
  const source = piece.source?.name ?? piece.source?.origin?.name ?? null;
  // The news type's label when known ("Nomination", "Nouveau contact"…), else the kind's; a business signal reads as
  // such, its opportunity type beside it.
  const typeLabel = piece.news_type_id === undefined || piece.type === 'business_signal' ? undefined : labelOf(NEWS_TYPES, piece.news_type_id);

  return (
    <article className={styles.card} data-card="business-alert-news" data-kind={piece.type} data-blurred={piece.blurred === true || undefined}>
      <p className={styles.cardMeta}>
        <Badge tone="brand">{typeLabel ? text(typeLabel) : t(`businessAlerts.news.kind.${piece.type}`)}</Badge>
        {piece.type === 'business_signal' && opportunity && <Badge tone="neutral">{text(opportunity)}</Badge>}
        <time dateTime={piece.publication_date} className={styles.date}>
          {date}
        </time>
      </p>
      {piece.blurred === true ? (
        <BlurredContent lines={2} />
      ) : (
        <>
          <h3 className={styles.cardTitle}>{headline}</h3>
          {headline !== fallback && piece.title && <p className={styles.cardText}>{piece.title}</p>}
          <p className={styles.cardLinks}>
            {piece.company && (
              <TextLink href={companyPagePath(piece.company.id)} variant="subtle">
                {piece.company.name}
              </TextLink>
            )}
            {person && (
              <TextLink href={contactPagePath(person.id)} variant="subtle">
                {person.name}
              </TextLink>
            )}
            {piece.type === 'press' && source && <span className={styles.source}>{t('businessAlerts.news.source', { source })}</span>}
          </p>
        </>
      )}
    </article>
  );
}
