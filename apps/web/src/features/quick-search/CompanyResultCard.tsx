import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { displayCompanyZipCode, formatNumberFr } from '@cible/core';
import type { CompanyCard } from '@cible/core';
import { Avatar } from '../../ui/components/Avatar/Avatar';
import { BlurredContent } from '../../ui/components/BlurredContent/BlurredContent';
import { InquiryRequestButton } from '../inquiries/InquiryRequestButton';
import type { InquiryRequestViewModel } from '../inquiries/InquiryRequestViewModel';
import { QuickSearchResultLink } from './QuickSearchResultLink';
import { cityWithZip } from './cityWithZip';
import styles from './QuickSearch.module.css';

export interface CompanyResultCardProps {
  card: CompanyCard;
  inquiry: InquiryRequestViewModel | null;
}

/** A company of the quick-search results: logo, name (new tab), group, city and department, contacts, inquiry request. */
export const CompanyResultCard = observer(function CompanyResultCard({ card, inquiry }: CompanyResultCardProps) {
  const { t } = useTranslation();
  const contacts = t('quickSearch.contactCount', { count: card.nb_contacts, formatted: formatNumberFr(card.nb_contacts) });
  if (card.blurred) {
    return (
      <div className={styles.card} data-card="company">
        <Avatar size="md" shape="square" isDecorative />
        <div className={styles.cardBody}>
          <BlurredContent lines={2} />
          <span className={styles.meta}>{contacts}</span>
        </div>
      </div>
    );
  }
  const name = card.name ?? '';
  const group = card.group_company?.name ?? card.group_name;
  const place = cityWithZip(card.city_name, displayCompanyZipCode(card.zip_code, card.country_id));
  return (
    <div className={styles.card} data-card="company">
      <Avatar src={`/v1/media/company-logos/${card.id}`} name={name} size="md" shape="square" isDecorative />
      <div className={styles.cardBody}>
        <QuickSearchResultLink target={{ kind: 'company', companyId: card.id }}>{name}</QuickSearchResultLink>
        {group && <span className={styles.meta}>{group}</span>}
        {place && <span className={styles.meta}>{place}</span>}
        <span className={styles.meta}>{contacts}</span>
        {inquiry && (
          <InquiryRequestButton
            vm={inquiry}
            size="sm"
            variant="ghost"
            className={styles.inquiryButton}
            label={t('quickSearch.inquiry.cta')}
            ariaLabel={t('quickSearch.inquiry.ctaOf', { company: name })}
            onPress={() => inquiry.open(card.id, card.name)}
          />
        )}
      </div>
    </div>
  );
});
