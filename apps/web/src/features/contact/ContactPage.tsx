import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ContactDetail } from '@cible/core';
import { companyPagesModule } from '../../di/modules/companyPagesModule';
import { APP_CONFIG } from '../../di/tokens';
import { useFactory } from '../../di/useFactory';
import { useInjection } from '../../di/useInjection';
import { Avatar } from '../../ui/components/Avatar/Avatar';
import { Badge } from '../../ui/components/Badge/Badge';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { Icon } from '../../ui/components/Icon/Icon';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { DataPageStates } from '../company/DataPageStates';
import { BlurredContent } from '../../ui/components/BlurredContent/BlurredContent';
import { ContactCardItem } from '../company/ContactCardItem';
import { ListSection } from '../company/ListSection';
import { useCoreText } from '../../i18n/coreText';
import { companyPagePath } from '../company/companyPagePath';
import { contactPortraitUrl } from '../company/mediaUrls';
import styles from '../company/CompanyPages.module.css';
import type { ContactPageViewModel, ContactProfile } from './ContactPageViewModel';
import { CONTACT_PAGE_VIEW_MODEL_FACTORY } from './ContactPageViewModelFactory';

/**
 * /contact/{contactId} and /contact/{contactId}/profile: the contact page — card (portrait, civility and name, job,
 * company link in a new tab), job profile, available contact data (flags only), career, schools, hobbies, colleagues.
 */
export const ContactPage = observer(function ContactPage({ contactId }: { contactId: number }) {
  const factory = useFactory(companyPagesModule, CONTACT_PAGE_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create(contactId));
  const { t } = useTranslation();

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <DataPageStates
      status={vm.status}
      notFound={{ icon: 'person', title: t('companyPages.contactNotFound'), text: t('companyPages.contactNotFoundText') }}
      onRetry={() => void vm.load()}
    >
      {vm.contact !== null && <ContactContent vm={vm} contact={vm.contact} />}
    </DataPageStates>
  );
});

const ContactContent = observer(function ContactContent({ vm, contact }: { vm: ContactPageViewModel; contact: ContactDetail }) {
  const { t } = useTranslation();
  const { apiBaseUrl } = useInjection(APP_CONFIG);
  const profile = vm.profile(useCoreText());
  return (
    <>
      <Card>
        <header className={styles.header}>
          <Avatar src={contactPortraitUrl(apiBaseUrl, contact.id)} name={vm.fullName} size="xl" isDecorative />
          <div className={styles.headerText}>
            <h1 className={styles.title}>{vm.fullName}</h1>
            {contact.blurred ? (
              <BlurredContent lines={2} />
            ) : (
              <>
                {contact.job_name !== null && <p className={styles.subtitle}>{contact.job_name}</p>}
                {contact.company_blurred === true && <BlurredContent />}
                {contact.company_id !== null && contact.company_name !== null && (
                  <p>
                    <TextLink href={companyPagePath(contact.company_id)} isExternal>
                      {contact.company_name}
                    </TextLink>
                  </p>
                )}
                {!contact.active && (
                  <p className={styles.badges}>
                    <Badge tone="warning">{t('companyPages.inactive')}</Badge>
                  </p>
                )}
              </>
            )}
          </div>
        </header>
      </Card>
      {profile !== null && contact.detail !== null && (
        <>
          <div className={styles.facts}>
            <ProfileCards profile={profile} />
            <Card title={t('companyPages.sections.career')}>
              {contact.detail.career.length === 0 ? (
                <EmptyState isCompact icon="building" title={t('companyPages.empty.career')} />
              ) : (
                <ul className={styles.list}>
                  {contact.detail.career.map((step) => (
                    <li key={step.company_id} className={styles.listItem}>
                      {step.blurred ? (
                        <BlurredContent />
                      ) : step.name === null ? (
                        <span className={styles.muted}>{t('companyPages.contact.formerCompanyUnknown', { id: String(step.company_id) })}</span>
                      ) : (
                        <TextLink href={companyPagePath(step.company_id)} isExternal>
                          {step.name}
                        </TextLink>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <TagCard title={t('companyPages.sections.schools')} items={profile.schools} empty={t('companyPages.empty.schools')} />
            <TagCard title={t('companyPages.sections.hobbies')} items={profile.hobbies} empty={t('companyPages.empty.hobbies')} />
          </div>
          {vm.colleaguesHidden ? (
            <Card title={t('companyPages.sections.colleagues')}>
              <BlurredContent lines={2} />
            </Card>
          ) : (
            <ListSection
              title={t('companyPages.sections.colleagues')}
              list={vm.colleagues}
              emptyIcon="person"
              emptyText={t('companyPages.empty.colleagues')}
              itemKey={(colleague) => colleague.id}
              renderItem={(colleague) => <ContactCardItem contact={colleague} />}
            />
          )}
        </>
      )}
    </>
  );
});

function ProfileCards({ profile }: { profile: ContactProfile }) {
  const { t } = useTranslation();
  const job = [
    ['level', profile.level],
    ['jobType', profile.jobType],
    ['mainFunction', profile.mainFunction],
    ['functions', profile.functions.length > 0 ? profile.functions.join(', ') : null],
  ] as const;
  return (
    <>
      <Card title={t('companyPages.sections.job')}>
        <dl className={styles.factList}>
          {job
            .filter(([, value]) => value !== null)
            .map(([name, value]) => (
              <div key={name} className={styles.fact}>
                <dt>{t(`companyPages.contact.${name}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </Card>
      <Card title={t('companyPages.sections.contactData')}>
        <ul className={styles.list}>
          {profile.flags.map((flag) => (
            <li key={flag.id} className={styles.listItem}>
              <span className={styles.office}>
                <span>{flag.label}</span>
                <Badge tone={flag.known ? 'success' : 'neutral'} withDot>
                  {flag.known ? t('companyPages.contact.known') : t('companyPages.contact.unknown')}
                </Badge>
              </span>
            </li>
          ))}
          <li className={styles.listItem}>
            <span className={styles.office}>
              <span>{t('companyPages.contact.linkedin')}</span>
              <Badge tone={profile.linkedin ? 'success' : 'neutral'} withDot>
                {profile.linkedin ? t('companyPages.contact.known') : t('companyPages.contact.unknown')}
              </Badge>
            </span>
          </li>
        </ul>
      </Card>
    </>
  );
}

function TagCard({ title, items, empty }: { title: string; items: readonly string[]; empty: string }) {
  return (
    <Card title={title}>
      {items.length === 0 ? (
        <p className={styles.emptyLine}>
          <Icon name="info" size={14} />
          <span>{empty}</span>
        </p>
      ) : (
        <ul className={styles.tags}>
          {items.map((item) => (
            <li key={item}>
              <Badge>{item}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
