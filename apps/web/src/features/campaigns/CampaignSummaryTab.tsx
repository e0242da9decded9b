import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_SEND_TIMING } from '@cible/core';
import { campaignsModule } from '../../di/modules/campaignsModule';
import { useFactory } from '../../di/useFactory';
import { Badge } from '../../ui/components/Badge/Badge';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { Checkbox } from '../../ui/components/Checkbox/Checkbox';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog/ConfirmDialog';
import type { CampaignDetailsViewModel } from './CampaignDetailsViewModel';
import { CAMPAIGNS_VIEW_MODEL_FACTORY } from './CampaignsViewModelFactory';
import styles from './Campaigns.module.css';

/** The summary tab: the send preconditions as a checklist, send now or schedule (enabled once met), the test send. */
export const CampaignSummaryTab = observer(function CampaignSummaryTab({ details }: { details: CampaignDetailsViewModel }) {
  const { t } = useTranslation();
  const factory = useFactory(campaignsModule, CAMPAIGNS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createSummary(() => details.campaign.value, details.replaced));
  useEffect(() => {
    void vm.load(details.campaignId);
  }, [vm, details]);
  const refusalNow = vm.refusal(CAMPAIGN_SEND_TIMING.now);
  const refusalSchedule = vm.refusal(CAMPAIGN_SEND_TIMING.schedule);
  return (
    <div className={styles.form}>
      <Card title={t('campaigns.summary.checklist')} headingLevel={2}>
        <ul className={styles.checklist}>
          {vm.checklist.map((item) => (
            <li key={item.key}>
              <Badge tone={item.met ? 'success' : 'warning'} withDot>
                {t(item.met ? 'campaigns.summary.met' : 'campaigns.summary.missing')}
              </Badge>{' '}
              {t(`campaigns.summary.items.${item.key}`)}
            </li>
          ))}
          {vm.volumeItem !== null && (
            <li>
              <Badge tone={vm.volumeItem.met ? 'success' : 'warning'} withDot>
                {t(vm.volumeItem.met ? 'campaigns.summary.met' : 'campaigns.summary.missing')}
              </Badge>{' '}
              {t('campaigns.summary.volume', { total: vm.volumeItem.total, domain: vm.volumeItem.domain, day: vm.volumeItem.day, threshold: vm.volumeItem.threshold })}
              {!vm.volumeItem.met && (
                <p className={styles.error} role="alert">
                  {t('campaigns.summary.volumeWarning', { domain: vm.volumeItem.domain, threshold: vm.volumeItem.threshold })}
                </p>
              )}
            </li>
          )}
        </ul>
      </Card>
      {!vm.isSent && (
        <Card title={t('campaigns.summary.send')} headingLevel={2}>
          <div className={styles.addRow}>
            <Button variant="primary" iconStart="mail" isDisabled={!vm.canSend(CAMPAIGN_SEND_TIMING.now)} isPending={vm.sending === CAMPAIGN_SEND_TIMING.now} onPress={() => vm.askSend(CAMPAIGN_SEND_TIMING.now)}>
              {t('campaigns.summary.sendNow')}
            </Button>
            <label className={styles.editorBlock}>
              <span className={styles.legend}>{t('campaigns.summary.scheduleAt')}</span>
              <input className={styles.dateInput} type="datetime-local" value={vm.scheduleAt} onChange={(event) => vm.setScheduleAt(event.target.value)} />
            </label>
            <Button variant="secondary" iconStart="calendar" isDisabled={!vm.canSend(CAMPAIGN_SEND_TIMING.schedule)} isPending={vm.sending === CAMPAIGN_SEND_TIMING.schedule} onPress={() => vm.askSend(CAMPAIGN_SEND_TIMING.schedule)}>
              {t('campaigns.summary.schedule')}
            </Button>
          </div>
          {refusalNow !== null && <p className={styles.muted}>{t(`campaigns.summary.refusals.${refusalNow}`)}</p>}
          {refusalNow === null && refusalSchedule !== null && <p className={styles.muted}>{t(`campaigns.summary.refusals.${refusalSchedule}`)}</p>}
          {vm.error !== null && (
            <p className={styles.error} role="alert">
              {t(`campaigns.errors.${vm.error}`)}
            </p>
          )}
          <ConfirmDialog
            isOpen={vm.confirming !== null}
            title={t(vm.confirming === CAMPAIGN_SEND_TIMING.schedule ? 'campaigns.summary.confirm.scheduleTitle' : 'campaigns.summary.confirm.sendTitle')}
            confirmLabel={t(vm.confirming === CAMPAIGN_SEND_TIMING.schedule ? 'campaigns.summary.schedule' : 'campaigns.summary.sendNow')}
            tone="primary"
            isPending={vm.sending !== null}
            isConfirmDisabled={!vm.canConfirm}
            onConfirm={() => void vm.confirmSend()}
            onCancel={vm.cancelSend}
          >
            <p>{t('campaigns.summary.confirm.text', { count: vm.targetCount.value ?? 0, subject: details.campaign.value?.email_subject ?? '' })}</p>
            {vm.needsBulkAcknowledgement && vm.volumeItem !== null && (
              <div role="alert">
                <p className={styles.error}>
                  <strong>{t('campaigns.summary.confirm.bulkTitle')}</strong> — {t('campaigns.summary.volumeWarning', { domain: vm.volumeItem.domain, threshold: vm.volumeItem.threshold })}
                </p>
                <Checkbox isSelected={vm.bulkVolumeAcknowledged} onChange={vm.setBulkVolumeAcknowledged}>
                  {t('campaigns.summary.confirm.bulkAcknowledge', { total: vm.volumeItem.total, domain: vm.volumeItem.domain })}
                </Checkbox>
              </div>
            )}
          </ConfirmDialog>
        </Card>
      )}
      <Card title={t('campaigns.summary.test')} description={t('campaigns.summary.testLead')} headingLevel={2}>
        <div className={styles.form}>
          {(vm.testAddresses.value ?? []).map((address) => (
            <Checkbox key={address.id} isSelected={vm.testIds.includes(address.id)} onChange={(chosen) => vm.toggleTestAddress(address.id, chosen)}>
              {address.email}
            </Checkbox>
          ))}
          {vm.tested && (
            <p className={styles.muted} role="status">
              {t('campaigns.summary.testSent')}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" isDisabled={vm.testIds.length === 0} isPending={vm.testing} onPress={() => void vm.sendTest()}>
              {t('campaigns.summary.sendTest')}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
});
