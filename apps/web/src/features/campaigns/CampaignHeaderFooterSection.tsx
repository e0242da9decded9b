import { lazy, Suspense, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Card } from '../../ui/components/Card/Card';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { EMAIL_FRAME_MAX_LENGTH, type CampaignHeaderFooterViewModel, type EmailFramePart } from './CampaignHeaderFooterViewModel';
import styles from './Campaigns.module.css';
import { CampaignSaveForm } from './CampaignSaveForm';

/** The templates feature's rich-text editor (TipTap): a lazy chunk of its own. */
const RichTextEditor = lazy(() => import('../templates/RichTextEditor').then((module) => ({ default: module.RichTextEditor })));

const PARTS: readonly EmailFramePart[] = ['header', 'footer'];

/** The header and footer of the organisation's campaign e-mails: two editors, their size, a preview, save. */
export const CampaignHeaderFooterSection = observer(function CampaignHeaderFooterSection({ vm }: { vm: CampaignHeaderFooterViewModel }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const labelId = useId();
  const loaded = vm.settings.value !== null;
  return (
    <Card title={t('campaigns.headerFooter.title')} description={t('campaigns.headerFooter.lead')} headingLevel={2}>
      {vm.settings.status === 'loading' && !loaded && <Skeleton variant="card" lines={4} label={t('campaigns.headerFooter.loading')} />}
      {vm.settings.status === 'error' && <ErrorState headingLevel={3} text={t('campaigns.headerFooter.loadError')} onRetry={() => void vm.load()} />}
      {loaded && (
        <CampaignSaveForm
          onSave={() => void vm.save()}
          error={vm.error}
          errorText={(error) => t(`campaigns.errors.${error}`)}
          savedText={vm.saved ? t('campaigns.toast.headerFooterSaved') : null}
          saving={vm.saving}
          canSave={vm.canSave}
          saveLabel={t('campaigns.headerFooter.save')}
        >
          <div className={styles.columns}>
            <div className={styles.form}>
              {PARTS.map((part) => {
                const state = vm.sizeState(part);
                return (
                  <div key={part} className={styles.editorBlock}>
                    <span id={`${labelId}-${part}`} className={styles.legend}>
                      {t(`campaigns.headerFooter.${part}`)}
                    </span>
                    <Suspense fallback={<Skeleton variant="card" lines={3} label={t('campaigns.headerFooter.editorLoading')} />}>
                      <RichTextEditor
                        initialHtml={vm.drafts[part]}
                        labelledBy={`${labelId}-${part}`}
                        describedBy={`${labelId}-${part}-size`}
                        isInvalid={state === 'over'}
                        onReady={(html) => vm.ready(part, html)}
                        onChange={(html) => vm.edit(part, html)}
                        onBlur={() => {}}
                      />
                    </Suspense>
                    <span id={`${labelId}-${part}-size`} className={clsx(styles.muted, state !== 'ok' && styles.error)} role={state === 'ok' ? undefined : 'status'}>
                      {t(`campaigns.headerFooter.size.${state}`, { length: number.format(vm.length(part)), max: number.format(EMAIL_FRAME_MAX_LENGTH) })}
                    </span>
                  </div>
                );
              })}
            </div>
            <div className={styles.editorBlock}>
              <span className={styles.legend}>{t('campaigns.headerFooter.preview')}</span>
              <iframe
                className={styles.preview}
                title={t('campaigns.headerFooter.preview')}
                sandbox=""
                srcDoc={`${vm.drafts.header}<p style="color:#667085;font-style:italic">${t('campaigns.headerFooter.previewBody')}</p>${vm.drafts.footer}`}
              />
            </div>
          </div>
        </CampaignSaveForm>
      )}
    </Card>
  );
});
