import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_STATUSES, isHttpFailure, labelOf } from '@cible/core';
import { campaignsModule } from '../../di/modules/campaignsModule';
import { useFactory } from '../../di/useFactory';
import { coreText } from '../../i18n/coreText';
import { Badge } from '../../ui/components/Badge/Badge';
import { Card } from '../../ui/components/Card/Card';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs/Tabs';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { CampaignContentTab } from './CampaignContentTab';
import { CampaignResultsTab } from './CampaignResultsTab';
import { CampaignSettingsTab } from './CampaignSettingsTab';
import { CampaignsFrame } from './CampaignsFrame';
import { CAMPAIGNS_VIEW_MODEL_FACTORY } from './CampaignsViewModelFactory';
import { CampaignSummaryTab } from './CampaignSummaryTab';
import { CampaignTargetsTab } from './CampaignTargetsTab';
import { CAMPAIGN_DETAIL_TABS, campaignDetailsPath, type CampaignDetailsTab } from './campaignDetailsPath';
import styles from './Campaigns.module.css';

export interface CampaignDetailsPageProps {
  campaignId: number;
  tab: CampaignDetailsTab;
}

/** /campaign-details/{id}/{tab}: the campaign's name and status; tabs results, settings, content, targets, summary. */
export const CampaignDetailsPage = observer(function CampaignDetailsPage({ campaignId, tab }: CampaignDetailsPageProps) {
  const { t } = useTranslation();
  const factory = useFactory(campaignsModule, CAMPAIGNS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createDetails(campaignId));
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const campaign = vm.campaign.value;
  const back = <TextLink href="/campaigns/lists/draft">{t('campaigns.details.back')}</TextLink>;
  if (campaign === null) {
    const notFound = vm.campaign.status === 'error' && isHttpFailure(vm.campaign.error) && vm.campaign.error.kind === 'api' && vm.campaign.error.status === 404;
    return (
      <CampaignsFrame section={null} title={t('campaigns.details.loading')}>
        {back}
        <Card>
          {vm.campaign.status === 'error' ? (
            <ErrorState headingLevel={2} text={notFound ? t('campaigns.details.notFound') : t('campaigns.details.loadError')} onRetry={notFound ? undefined : () => void vm.load()} />
          ) : (
            <Skeleton variant="card" lines={4} label={t('campaigns.details.loading')} />
          )}
        </Card>
      </CampaignsFrame>
    );
  }
  const status = labelOf(CAMPAIGN_STATUSES, campaign.status_id);
  return (
    <CampaignsFrame section={null} title={campaign.name}>
      <TextLink href={`/campaigns/lists/${CAMPAIGN_STATUSES.find((entry) => entry.id === campaign.status_id)?.code ?? 'draft'}`}>{t('campaigns.details.back')}</TextLink>
      <div className={styles.addRow}>
        <Badge tone={campaign.status_id === 3 ? 'success' : campaign.status_id === 2 ? 'info' : 'neutral'}>{status ? coreText(status) : ''}</Badge>
      </div>
      <Tabs selectedKey={tab}>
        <TabList aria-label={t('campaigns.details.tabsLabel')}>
          {CAMPAIGN_DETAIL_TABS.map((key) => (
            <Tab key={key} id={key} href={campaignDetailsPath(campaignId, key)}>
              {t(`campaigns.details.tabs.${key}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="results">{tab === 'results' && <CampaignResultsTab campaignId={campaignId} />}</TabPanel>
        <TabPanel id="settings">{tab === 'settings' && <CampaignSettingsTab vm={vm} />}</TabPanel>
        <TabPanel id="content">{tab === 'content' && <CampaignContentTab vm={vm} />}</TabPanel>
        <TabPanel id="targets">{tab === 'targets' && <CampaignTargetsTab campaignId={campaignId} />}</TabPanel>
        <TabPanel id="summary">{tab === 'summary' && <CampaignSummaryTab details={vm} />}</TabPanel>
      </Tabs>
    </CampaignsFrame>
  );
});
