import { makeAutoObservable, runInAction } from 'mobx';
import { DateTime } from 'luxon';
import {
  CAMPAIGN_SEND_TIMING,
  CAMPAIGN_STATUS,
  checkCampaignSendable,
  hasUnsubscribePlaceholder,
  type BatEmail,
  type BatEmailsGateway,
  type Campaign,
  type CampaignSendErrorCode,
  type CampaignSendVolume,
  type CampaignSendTimingId,
  type Clock,
  type SmartMailingGateway,
} from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { campaignErrorKey, type CampaignErrorKey } from './campaignErrorKey';

/** The send preconditions shown as a checklist, in core's order (checkCampaignSendable). */
export const CAMPAIGN_PRECONDITIONS = ['subject', 'content', 'unsubscribeLink', 'sender', 'targets'] as const;
export type CampaignPrecondition = (typeof CAMPAIGN_PRECONDITIONS)[number];

const isFilled = (text: string | null | undefined) => (text ?? '').trim() !== '';

/**
 * The summary tab: the saved campaign's send preconditions as a checklist (subject, content, unsubscribe link in the
 * content, header or footer, sender, at least one target), "Envoyer maintenant" and "Programmer" enabled only when
 * core's checkCampaignSendable accepts the send, and the test send to the user's test addresses. The daily volume
 * guard (docs/adr/043): the day's volume of the sender's domain is shown in the checklist, with a warning when the
 * send would reach 5 000 mails from a domain without SPF, DKIM and DMARC; the confirmation then asks for an explicit
 * acknowledgement, sent as `confirm_bulk_volume`.
 */
export class CampaignSummaryViewModel {
  readonly targetCount = new Loadable<number>({ status: 'loading' });
  readonly testAddresses = new Loadable<readonly BatEmail[]>();
  /** The daily volume guard's figures for the send shown (now, or the day of the confirmation being asked). */
  readonly volume = new Loadable<CampaignSendVolume>();
  /** The user acknowledged the bulk-volume warning in the confirmation. */
  bulkVolumeAcknowledged = false;
  /** The scheduled instant as typed (`YYYY-MM-DDTHH:mm`, the user's zone). */
  scheduleAt = '';
  sending: CampaignSendTimingId | null = null;
  /** The send waiting for the user's confirmation (it costs one credit per target and cannot be undone). */
  confirming: CampaignSendTimingId | null = null;
  error: CampaignErrorKey | null = null;
  /** Test addresses chosen (ids). */
  testIds: readonly number[] = [];
  testing = false;
  tested = false;

  constructor(
    private readonly campaign: () => Campaign | null,
    private readonly gateway: Pick<SmartMailingGateway, 'listCampaignTargets' | 'sendCampaign' | 'sendCampaignTest' | 'getCampaignSendVolume'>,
    private readonly batEmails: Pick<BatEmailsGateway, 'listBatEmails'>,
    private readonly clock: Clock,
    private readonly onSent: (campaign: Campaign) => void,
  ) {
    makeAutoObservable<this, 'campaign' | 'gateway' | 'batEmails' | 'clock' | 'onSent'>(
      this,
      { campaign: false, gateway: false, batEmails: false, clock: false, onSent: false, targetCount: false, testAddresses: false, volume: false },
      { autoBind: true },
    );
  }

  async load(campaignId: number): Promise<void> {
    await Promise.all([
      this.targetCount.load(async () => (await this.gateway.listCampaignTargets({ params: { id: campaignId }, query: { limit: 1, offset: 0 } })).target_count),
      this.testAddresses.load(async () => (await this.batEmails.listBatEmails()).bat_email_list),
      this.loadVolume(CAMPAIGN_SEND_TIMING.now, campaignId),
    ]);
    runInAction(() => {
      if (this.testIds.length === 0 && this.testAddresses.value?.[0]) this.testIds = [this.testAddresses.value[0].id];
    });
  }

  /** Whether each precondition is met by the saved campaign. */
  get checklist(): readonly { key: CampaignPrecondition; met: boolean }[] {
    const campaign = this.campaign();
    const met: Record<CampaignPrecondition, boolean> = {
      subject: isFilled(campaign?.email_subject),
      content: isFilled(campaign?.email_html_content),
      unsubscribeLink: hasUnsubscribePlaceholder([campaign?.email_header, campaign?.email_html_content, campaign?.email_footer].join('\n')),
      sender: campaign?.sender_id !== null && campaign?.sender_id !== undefined,
      targets: (this.targetCount.value ?? 0) >= 1,
    };
    return CAMPAIGN_PRECONDITIONS.map((key) => ({ key, met: met[key] }));
  }

  /** The figures of the volume guard for the send (null until loaded, or when the campaign has no sender yet). */
  get volumeItem(): { met: boolean; total: number; threshold: number; domain: string; day: string } | null {
    const volume = this.volume.value;
    if (volume === null || volume.domain === null) return null;
    return { met: !volume.requires_confirmation, total: volume.total_count, threshold: volume.threshold, domain: volume.domain, day: volume.day };
  }

  /** The confirmation asks for the acknowledgement: the send would reach the threshold from an unauthenticated domain. */
  get needsBulkAcknowledgement(): boolean {
    return this.confirming !== null && this.volume.value?.requires_confirmation === true;
  }

  /**
   * The confirm button: disabled until the acknowledgement is ticked when it is needed (on the last figures read; the
   * API checks again in the send's transaction and refuses with 409 when they changed).
   */
  get canConfirm(): boolean {
    return this.confirming !== null && this.sending === null && (!this.needsBulkAcknowledgement || this.bulkVolumeAcknowledged);
  }

  setBulkVolumeAcknowledged(value: boolean): void {
    this.bulkVolumeAcknowledged = value;
  }

  /** Loads the volume guard's figures for a send now or at the scheduled date. */
  private loadVolume(timing: CampaignSendTimingId, campaignId = this.campaign()?.id): Promise<unknown> {
    if (campaignId === undefined) return Promise.resolve();
    const sentDate = timing === CAMPAIGN_SEND_TIMING.schedule ? (this.scheduledDate?.toUTC().toISO() ?? undefined) : undefined;
    return this.volume.load(() => this.gateway.getCampaignSendVolume({ params: { id: campaignId }, query: sentDate === undefined ? {} : { sent_date: sentDate } }));
  }

  get isSent(): boolean {
    return this.campaign()?.status_id === CAMPAIGN_STATUS.sent;
  }

  setScheduleAt(value: string): void {
    this.scheduleAt = value;
  }

  private get scheduledDate(): DateTime | null {
    if (this.scheduleAt === '') return null;
    const date = DateTime.fromISO(this.scheduleAt, { zone: this.clock.zone });
    return date.isValid ? date : null;
  }

  /** Core's verdict on a send now or a scheduling: null when allowed, else its refusal code. */
  refusal(timing: CampaignSendTimingId): CampaignSendErrorCode | null {
    const campaign = this.campaign();
    if (campaign === null || this.targetCount.value === null) return 'CAMPAIGN.NO_TARGET';
    const result = checkCampaignSendable(campaign, {
      timing,
      targetCount: this.targetCount.value,
      scheduledDate: timing === CAMPAIGN_SEND_TIMING.schedule ? this.scheduledDate : null,
      now: DateTime.fromJSDate(this.clock.now(), { zone: this.clock.zone }),
    });
    return result.ok ? null : result.error.code;
  }

  canSend(timing: CampaignSendTimingId): boolean {
    return this.sending === null && this.refusal(timing) === null;
  }

  /** Asks to confirm a send the campaign can make now (the dialog names the targets and the credits). */
  askSend(timing: CampaignSendTimingId): void {
    if (!this.canSend(timing)) return;
    this.confirming = timing;
    this.bulkVolumeAcknowledged = false;
    // The figures of the day the send goes (a scheduled send counts on its day), fresh for the confirmation.
    void this.loadVolume(timing);
  }

  cancelSend(): void {
    if (this.sending === null) {
      this.confirming = null;
      this.bulkVolumeAcknowledged = false;
    }
  }

  /** The confirmed send (with the acknowledgement when the volume guard asks for it). */
  async confirmSend(): Promise<boolean> {
    const timing = this.confirming;
    if (timing === null || !this.canConfirm) return false;
    const sent = await this.send(timing);
    runInAction(() => (this.confirming = null));
    return sent;
  }

  async send(timing: CampaignSendTimingId): Promise<boolean> {
    const campaign = this.campaign();
    if (campaign === null || !this.canSend(timing)) return false;
    this.sending = timing;
    this.error = null;
    try {
      const sentDate = timing === CAMPAIGN_SEND_TIMING.schedule ? (this.scheduledDate?.toUTC().toISO() ?? undefined) : undefined;
      const acknowledged = this.bulkVolumeAcknowledged && this.volume.value?.requires_confirmation === true;
      const answer = await this.gateway.sendCampaign({
        params: { id: campaign.id },
        body: { send_timing_id: timing, ...(sentDate === undefined ? {} : { sent_date: sentDate }), ...(acknowledged ? { confirm_bulk_volume: true } : {}) },
      });
      this.onSent(answer);
      return true;
    } catch (error) {
      const key = campaignErrorKey(error);
      runInAction(() => (this.error = key));
      // The day's volume changed since the figures were read: show the new ones (the warning) for the next try.
      if (key === 'bulkSenderUnauthenticated') void this.loadVolume(timing);
      return false;
    } finally {
      runInAction(() => (this.sending = null));
    }
  }

  toggleTestAddress(id: number, chosen: boolean): void {
    this.testIds = chosen ? [...new Set([...this.testIds, id])] : this.testIds.filter((entry) => entry !== id);
    this.tested = false;
  }

  async sendTest(): Promise<boolean> {
    const campaign = this.campaign();
    if (campaign === null || this.testIds.length === 0 || this.testing) return false;
    this.testing = true;
    this.tested = false;
    this.error = null;
    try {
      await this.gateway.sendCampaignTest({ body: { campaign_id: campaign.id, bat_email_id_list: [...this.testIds] } });
      runInAction(() => (this.tested = true));
      return true;
    } catch (error) {
      runInAction(() => (this.error = campaignErrorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.testing = false));
    }
  }
}
