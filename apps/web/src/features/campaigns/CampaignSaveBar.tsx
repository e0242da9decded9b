import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components/Button/Button';
import type { CampaignDetailsViewModel } from './CampaignDetailsViewModel';
import styles from './Campaigns.module.css';

/** The save button of the settings and content tabs, with the refusal or the confirmation (nothing for a sent campaign). */
export const CampaignSaveBar = observer(function CampaignSaveBar({ vm }: { vm: CampaignDetailsViewModel }) {
  const { t } = useTranslation();
  if (vm.readOnly) return <p className={styles.muted}>{t('campaigns.details.readOnly')}</p>;
  return (
    <>
      {vm.error !== null && (
        <p className={styles.error} role="alert">
          {t(`campaigns.errors.${vm.error}`)}
        </p>
      )}
      {vm.saved && (
        <p className={styles.muted} role="status">
          {t('campaigns.details.saved')}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={vm.saving} isDisabled={!vm.changed}>
          {t('campaigns.details.save')}
        </Button>
      </div>
    </>
  );
});
