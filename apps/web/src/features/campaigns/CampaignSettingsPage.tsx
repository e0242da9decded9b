import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { campaignsModule } from '../../di/modules/campaignsModule';
import { useFactory } from '../../di/useFactory';
import { CampaignDomainsSection } from './CampaignDomainsSection';
import { CampaignHeaderFooterSection } from './CampaignHeaderFooterSection';
import { CampaignSendersSection } from './CampaignSendersSection';
import { CampaignsFrame } from './CampaignsFrame';
import { CAMPAIGNS_VIEW_MODEL_FACTORY } from './CampaignsViewModelFactory';

/** /campaigns/settings: the organisation's email header and footer, its senders, its sending domains. */
export const CampaignSettingsPage = observer(function CampaignSettingsPage() {
  const { t } = useTranslation();
  const factory = useFactory(campaignsModule, CAMPAIGNS_VIEW_MODEL_FACTORY);
  const [models] = useState(() => {
    const domains = factory.createDomains();
    return { headerFooter: factory.createHeaderFooter(), domains, senders: factory.createSenders(domains) };
  });
  useEffect(() => {
    void models.headerFooter.load();
    void models.domains.load();
    void models.senders.load();
  }, [models]);
  return (
    <CampaignsFrame section="settings" title={t('campaigns.settings.title')} lead={t('campaigns.settings.lead')}>
      <CampaignHeaderFooterSection vm={models.headerFooter} />
      <CampaignSendersSection vm={models.senders} domainsLoaded={models.domains.domains.value !== null} />
      <CampaignDomainsSection vm={models.domains} />
    </CampaignsFrame>
  );
});
