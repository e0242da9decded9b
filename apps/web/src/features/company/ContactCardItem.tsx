import { useTranslation } from 'react-i18next';
import type { ContactCard } from '@cible/core';
import { APP_CONFIG } from '../../di/tokens';
import { useInjection } from '../../di/useInjection';
import { Avatar } from '../../ui/components/Avatar/Avatar';
import { Badge } from '../../ui/components/Badge/Badge';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { BlurredContent } from '../../ui/components/BlurredContent/BlurredContent';
import { contactPagePath } from './contactPagePath';
import { contactPortraitUrl } from './mediaUrls';
import styles from './CompanyPages.module.css';

/**
 * A contact in a list (company contacts, colleagues): portrait, civility and name linking to the contact page in a new
 * tab (docs/company-pages.md "Web pages"), job. Blurred for the caller: the first name stays, the rest is the blurred
 * placeholder, no link.
 */
export function ContactCardItem({ contact }: { contact: ContactCard }) {
  const { t } = useTranslation();
  const { apiBaseUrl } = useInjection(APP_CONFIG);
  const name = [contact.civility, contact.first_name, contact.last_name].filter((part) => part !== null && part !== '').join(' ');
  return (
    <div className={styles.person}>
      <Avatar src={contactPortraitUrl(apiBaseUrl, contact.id)} name={name} size="sm" isDecorative />
      <div className={styles.personText}>
        {contact.blurred ? (
          <>
            <span className={styles.personName}>{name}</span>
            <BlurredContent />
          </>
        ) : (
          <>
            <TextLink href={contactPagePath(contact.id)} isExternal className={styles.personName}>
              {name}
            </TextLink>
            {contact.job_name !== null && <span className={styles.muted}>{contact.job_name}</span>}
            {!contact.active && <Badge tone="warning">{t('companyPages.inactive')}</Badge>}
          </>
        )}
      </div>
    </div>
  );
}
