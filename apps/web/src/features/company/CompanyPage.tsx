import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatNumberFr } from '@cible/core';
import type { CompanyDetail, Office } from '@cible/core';
import { companyPagesModule } from '../../di/modules/companyPagesModule';
import { APP_CONFIG, CLOCK } from '../../di/tokens';
import { useFactory } from '../../di/useFactory';
import { useInjection } from '../../di/useInjection';
import { Avatar } from '../../ui/components/Avatar/Avatar';
import { Badge } from '../../ui/components/Badge/Badge';
import { Card } from '../../ui/components/Card/Card';
import { DataPageStates } from './DataPageStates';
import { BlurredContent } from '../../ui/components/BlurredContent/BlurredContent';
import type { CompanyPageViewModel } from './CompanyPageViewModel';
import { COMPANY_PAGE_VIEW_MODEL_FACTORY } from './CompanyPageViewModelFactory';
import { ContactCardItem } from './ContactCardItem';
import { FactList } from './FactList';
import { ListSection } from './ListSection';
import { NewsItem } from './NewsItem';
import { companyFactSections } from './companyFactSections';
import type { Language } from './companyFactSections';
import { companyLogoUrl } from './mediaUrls';
import styles from './CompanyPages.module.css';

/** The id of the highlighted news piece's block (scrolled to). */
const HIGHLIGHT_ID = 'highlighted-news';

/**
 * /account/{companyId} (and …/news/business-opportunity/{newsId}): the company page — header card (logo, name,
 * group, city and department, contact count), identity, figures and market facts, offices, contacts and news, paged.
 */
export const CompanyPage = observer(function CompanyPage({ companyId, newsId = null }: { companyId: number; newsId?: number | null }) {
  const factory = useFactory(companyPagesModule, COMPANY_PAGE_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create(companyId, newsId));
  const { t } = useTranslation();

  useEffect(() => {
    void vm.load();
  }, [vm]);

  useEffect(() => {
    if (vm.highlightedNews !== null) document.getElementById(HIGHLIGHT_ID)?.scrollIntoView?.({ block: 'start' });
  }, [vm.highlightedNews]);

  return (
    <DataPageStates
      status={vm.status}
      notFound={{ icon: 'building', title: t('companyPages.companyNotFound'), text: t('companyPages.companyNotFoundText') }}
      onRetry={() => void vm.load()}
    >
      {vm.company !== null && <CompanyContent vm={vm} company={vm.company} />}
    </DataPageStates>
  );
});

const CompanyContent = observer(function CompanyContent({ vm, company }: { vm: CompanyPageViewModel; company: CompanyDetail }) {
  const { t, i18n } = useTranslation();
  const { apiBaseUrl } = useInjection(APP_CONFIG);
  const clock = useInjection(CLOCK);
  const language: Language = i18n.language === 'en' ? 'en' : 'fr';
  const contacts = t('companyPages.contactCount', { count: company.nb_contacts, formatted: formatNumberFr(company.nb_contacts) });
  return (
    <>
      <Card>
        <header className={styles.header}>
          <Avatar src={companyLogoUrl(apiBaseUrl, company.id)} name={company.name ?? ''} shape="square" size="xl" isDecorative />
          <div className={styles.headerText}>
            {company.blurred ? (
              <>
                <h1 className={styles.title}>
                  <span className="visually-hidden">{t('companyPages.blurred.label')}</span>
                </h1>
                <BlurredContent lines={2} />
              </>
            ) : (
              <>
                <h1 className={styles.title}>{company.name}</h1>
                {company.group_name !== null && <p className={styles.subtitle}>{t('companyPages.groupOf', { name: company.group_name })}</p>}
                {vm.location !== null && <p className={styles.muted}>{vm.location}</p>}
              </>
            )}
            <p className={styles.badges}>
              <Badge tone="info">{contacts}</Badge>
              {company.detail?.naf_code && <Badge>{company.detail.naf_code}</Badge>}
            </p>
          </div>
        </header>
      </Card>

      {company.detail !== null && (
        <>
          {vm.highlightedNews !== null && (
            <section id={HIGHLIGHT_ID} aria-label={t('companyPages.sections.highlightedNews')} className={styles.section}>
              <Card title={t('companyPages.sections.highlightedNews')}>
                <NewsItem piece={vm.highlightedNews} isHighlighted />
              </Card>
            </section>
          )}
          <div className={styles.facts}>
            {companyFactSections(company.detail, language, clock.zone).map((section) => (
              <Card key={section.name} title={t(`companyPages.sections.${section.name}`)}>
                <FactList rows={section.rows} />
              </Card>
            ))}
          </div>
          {company.detail.offices.length > 0 && (
            <Card title={t('companyPages.sections.offices')}>
              <ul className={styles.list}>
                {company.detail.offices.map((office) => (
                  <li key={office.id} className={styles.listItem}>
                    <OfficeLine office={office} />
                  </li>
                ))}
              </ul>
            </Card>
          )}
          <ListSection
            title={t('companyPages.sections.contacts')}
            list={vm.contacts}
            emptyIcon="person"
            emptyText={t('companyPages.empty.contacts')}
            itemKey={(contact) => contact.id}
            renderItem={(contact) => <ContactCardItem contact={contact} />}
          />
          <ListSection
            title={t('companyPages.sections.news')}
            list={vm.news}
            emptyIcon="newspaper"
            emptyText={t('companyPages.empty.news')}
            itemKey={(piece) => piece.id}
            renderItem={(piece) => <NewsItem piece={piece} isHighlighted={piece.id === vm.highlightedNewsId} />}
          />
        </>
      )}
    </>
  );
});

function OfficeLine({ office }: { office: Office }) {
  const { t } = useTranslation();
  const place = [office.address, [office.zip_code, office.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <div className={styles.office}>
      <span>{place}</span>
      <span className={styles.badges}>
        {office.is_headquarters && <Badge tone="brand">{t('companyPages.headquarters')}</Badge>}
        {office.siret !== null ? (
          <span className={styles.muted}>{t('companyPages.office.siret', { siret: office.siret })}</span>
        ) : (
          <span className={styles.muted}>{t('companyPages.office.abroad')}</span>
        )}
      </span>
    </div>
  );
}
