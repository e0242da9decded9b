import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { RadioGroup } from '../../ui/components/RadioGroup/RadioGroup';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { campaignsModule } from '../../di/modules/campaignsModule';
import { useFactory } from '../../di/useFactory';
import type { CampaignDetailsViewModel } from './CampaignDetailsViewModel';
import type { CampaignPreviewDevice } from './CampaignPreviewViewModel';
import { CAMPAIGNS_VIEW_MODEL_FACTORY } from './CampaignsViewModelFactory';
import styles from './Campaigns.module.css';

/** The mail as its first target will get it (the server's rendering), at a desktop or a phone width. */
export const CampaignPreviewPanel = observer(function CampaignPreviewPanel({ details }: { details: CampaignDetailsViewModel }) {
  const { t } = useTranslation();
  const factory = useFactory(campaignsModule, CAMPAIGNS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createPreview(details));
  useEffect(() => vm.start(), [vm]);
  const preview = vm.preview.value;
  return (
    <div className={styles.editorBlock}>
      <RadioGroup
        label={t('campaigns.preview.title')}
        orientation="horizontal"
        value={vm.device}
        onChange={(value) => vm.setDevice(value as CampaignPreviewDevice)}
        options={[
          { value: 'desktop', label: t('campaigns.preview.desktop') },
          { value: 'mobile', label: t('campaigns.preview.mobile') },
        ]}
      />
      {vm.preview.status === 'error' && preview === null ? (
        <ErrorState headingLevel={3} text={t('campaigns.preview.error')} onRetry={() => void vm.preview.retry()} />
      ) : preview === null ? (
        <Skeleton variant="card" lines={6} label={t('campaigns.preview.loading')} />
      ) : (
        <>
          <p className={styles.muted}>{t('campaigns.details.previewSubject', { subject: preview.subject || t('campaigns.details.noSubject') })}</p>
          {vm.preview.status === 'error' && (
            <p className={styles.error} role="alert">
              {t('campaigns.preview.stale')}
            </p>
          )}
          <div className={styles.previewStage} data-device={vm.device}>
            <iframe
              className={styles.previewFrame}
              title={t(vm.device === 'mobile' ? 'campaigns.preview.frameMobile' : 'campaigns.preview.frameDesktop')}
              sandbox=""
              srcDoc={preview.html}
            />
          </div>
        </>
      )}
    </div>
  );
});
