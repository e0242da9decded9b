import { lazy, Suspense, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { UNSUBSCRIBE_PLACEHOLDER } from '@cible/core';
import { Card } from '../../ui/components/Card/Card';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import type { CampaignDetailsViewModel } from './CampaignDetailsViewModel';
import { CampaignPreviewPanel } from './CampaignPreviewPanel';
import { CampaignSaveForm } from './CampaignSaveForm';
import styles from './Campaigns.module.css';

/** The templates feature's rich-text editor (TipTap, with its variable menu): a lazy chunk of its own. */
const RichTextEditor = lazy(() => import('../templates/RichTextEditor').then((module) => ({ default: module.RichTextEditor })));

/** The content tab: the HTML body in the rich-text editor (variables from its menu), the mail's preview (desktop and phone). */
export const CampaignContentTab = observer(function CampaignContentTab({ vm }: { vm: CampaignDetailsViewModel }) {
  const { t } = useTranslation();
  const labelId = useId();
  const draft = vm.draft;
  const campaign = vm.campaign.value;
  if (draft === null || campaign === null) return null;
  const error = vm.errorOf('email_html_content');
  return (
    <Card>
      <CampaignSaveForm
        onSave={() => void vm.save()}
        error={vm.error}
        errorText={(error) => t(`campaigns.errors.${error}`)}
        savedText={vm.saved ? t('campaigns.details.saved') : null}
        saving={vm.saving}
        canSave={vm.changed}
        saveLabel={t('campaigns.details.save')}
        readOnlyText={vm.readOnly ? t('campaigns.details.readOnly') : null}
      >
        <p className={styles.muted}>{t('campaigns.details.unsubscribeHint', { placeholder: UNSUBSCRIBE_PLACEHOLDER })}</p>
        <div className={styles.columns}>
          <div className={styles.editorBlock}>
            <span id={labelId} className={styles.legend}>
              {t('campaigns.details.content')}
            </span>
            {vm.readOnly ? (
              <iframe className={styles.preview} title={t('campaigns.details.content')} sandbox="" srcDoc={draft.email_html_content} />
            ) : (
              <Suspense fallback={<Skeleton variant="card" lines={4} label={t('campaigns.headerFooter.editorLoading')} />}>
                <RichTextEditor initialHtml={draft.email_html_content} labelledBy={labelId} isInvalid={error !== null} onReady={vm.contentReady} onChange={(html) => vm.setField('email_html_content', html)} onBlur={() => {}} />
              </Suspense>
            )}
            {error !== null && (
              <p className={styles.error} role="alert">
                {t(`campaigns.details.fieldErrors.${error}`)}
              </p>
            )}
          </div>
          <CampaignPreviewPanel details={vm} />
        </div>
      </CampaignSaveForm>
    </Card>
  );
});
