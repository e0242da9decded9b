import { useTranslation } from 'react-i18next';
import type { ContactCard } from '@cible/core';
import { Avatar } from '../../ui/components/Avatar/Avatar';
import { BlurredContent } from '../../ui/components/BlurredContent/BlurredContent';
import { QuickSearchResultLink } from './QuickSearchResultLink';
import styles from './QuickSearch.module.css';

/** A contact of the quick-search results: portrait, civility and name (new tab to the profile), job, company. */
export function ContactResultCard({ card }: { card: ContactCard }) {
  const { t } = useTranslation();
  const civility = card.civility ? `${card.civility} ` : '';
  if (card.blurred) {
    return (
      <div className={styles.card} data-card="contact">
        <Avatar size="md" isDecorative />
        <div className={styles.cardBody}>
          <span className={styles.title}>{`${civility}${card.first_name}`}</span>
          <BlurredContent lines={2} />
        </div>
      </div>
    );
  }
  const name = `${card.first_name} ${card.last_name ?? ''}`.trim();
  const company = card.company_name ?? card.company_group_name;
  return (
    <div className={styles.card} data-card="contact">
      <Avatar src={`/v1/media/contact-portraits/${card.id}`} name={name} size="md" isDecorative />
      <div className={styles.cardBody}>
        <QuickSearchResultLink target={{ kind: 'contact', contactId: card.id }}>{`${civility}${name}`}</QuickSearchResultLink>
        {card.job_name && <span className={styles.meta}>{card.job_name}</span>}
        {company && <span className={styles.meta}>{company}</span>}
        {!card.active && <span className={styles.meta}>{t('quickSearch.inactive')}</span>}
      </div>
    </div>
  );
}
