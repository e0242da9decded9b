import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import type { CampaignEngagementListsViewModel } from './CampaignEngagementListsViewModel';
import styles from './Campaigns.module.css';

/** The openers and clickers of a sent campaign kept as two contact lists: create or refresh them, open the lists page. */
export const CampaignEngagementListsPanel = observer(function CampaignEngagementListsPanel({ vm }: { vm: CampaignEngagementListsViewModel }) {
  const { t } = useTranslation();
  if (!vm.isShown) return null;
  const saved = vm.saved;
  return (
    <Card title={t('campaigns.results.engagement.title')} description={t('campaigns.results.engagement.lead')} headingLevel={2}>
      <div className={styles.addRow}>
        <Button onPress={() => void vm.save()} isPending={vm.busy}>
          {vm.hasLists ? t('campaigns.results.engagement.refresh') : t('campaigns.results.engagement.create')}
        </Button>
        {vm.hasLists && <TextLink href="/my-lists">{t('campaigns.results.engagement.open')}</TextLink>}
      </div>
      {saved !== null && (
        <p role="status">
          {t('campaigns.results.engagement.saved', { openers: saved.opener_count, clickers: saved.clicker_count })}
          {saved.is_truncated && ` ${t('campaigns.results.engagement.truncated', { max: saved.max_contact_count })}`}
        </p>
      )}
      {vm.error !== null && (
        <p className={styles.error} role="alert">
          {t(`campaigns.errors.${vm.error}`)}
        </p>
      )}
    </Card>
  );
});
