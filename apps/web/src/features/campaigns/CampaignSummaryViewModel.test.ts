import { describe, expect, it, vi } from 'vitest';
import { createFixedClock, type Campaign, type CampaignSendBody, type CampaignSendVolume } from '@cible/core';
import { CampaignSummaryViewModel } from './CampaignSummaryViewModel';
import { campaign } from './campaignTestData';

/** The volume guard's figures: under the threshold and unauthenticated by default. */
const volume = (changes: Partial<CampaignSendVolume> = {}): CampaignSendVolume => ({
  day: '2026-11-29',
  domain: 'atlas.demo',
  other_count: 100,
  send_count: 3,
  total_count: 103,
  threshold: 5000,
  spf_result: null,
  dkim_result: null,
  dmarc_result: null,
  is_authenticated: false,
  requires_confirmation: false,
  ...changes,
});

function setup(current: Campaign, targetCount = 3, volumes: (query: { sent_date?: string }) => CampaignSendVolume = () => volume()) {
  let value: Campaign = current;
  const gateway = {
    listCampaignTargets: vi.fn(async () => ({ target_list: [], target_count: targetCount })),
    sendCampaign: vi.fn(async ({ body }: { body?: CampaignSendBody }) => ({ ...value, status_id: body?.send_timing_id === 1 ? 3 : 2, sent_date: body?.sent_date ?? '2026-11-29T04:00:00.000Z' })),
    sendCampaignTest: vi.fn(async () => undefined),
    getCampaignSendVolume: vi.fn(async ({ query }: { params: { id: string | number }; query?: { sent_date?: string } }) => volumes(query ?? {})),
  };
  const batEmails = { listBatEmails: vi.fn(async () => ({ bat_email_list: [{ id: 0, email: 'marketing@atlas.demo' }, { id: 4, email: 'test@atlas.demo' }] })) };
  const onSent = vi.fn((sent: Campaign) => (value = sent));
  const vm = new CampaignSummaryViewModel(() => value, gateway, batEmails, createFixedClock('2026-11-29T10:00:00.000Z', 'Europe/Paris'), onSent);
  return { vm, gateway, onSent };
}

const ready = campaign({ id: 5, email_subject: 'Bonjour', email_html_content: '<p>Texte</p>', email_footer: '<a href="{{unsubscribe_link}}">Se désinscrire</a>', sender_id: 2 });

describe('CampaignSummaryViewModel', () => {
  it('lists the preconditions and keeps the send buttons disabled until core accepts the send', async () => {
    const { vm, gateway } = setup(campaign({ id: 5, email_subject: 'Bonjour' }), 0);
    await vm.load(5);
    expect(gateway.listCampaignTargets).toHaveBeenCalledWith({ params: { id: 5 }, query: { limit: 1, offset: 0 } });
    expect(vm.checklist).toEqual([
      { key: 'subject', met: true },
      { key: 'content', met: false },
      { key: 'unsubscribeLink', met: false },
      { key: 'sender', met: false },
      { key: 'targets', met: false },
    ]);
    expect(vm.refusal(1)).toBe('CAMPAIGN.CONTENT_MISSING');
    expect(vm.canSend(1)).toBe(false);
    await expect(vm.send(1)).resolves.toBe(false);
    expect(gateway.sendCampaign).not.toHaveBeenCalled();
  });

  it('sends now a campaign that meets them all', async () => {
    const { vm, gateway, onSent } = setup(ready);
    await vm.load(5);
    expect(vm.checklist.every((item) => item.met)).toBe(true);
    await expect(vm.send(1)).resolves.toBe(true);
    expect(gateway.sendCampaign).toHaveBeenCalledWith({ params: { id: 5 }, body: { send_timing_id: 1 } });
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ status_id: 3 }));
  });

  it('asks to confirm before sending (the send costs credits and cannot be undone); cancelling sends nothing', async () => {
    const { vm, gateway } = setup(ready);
    await vm.load(5);
    vm.askSend(2);
    expect(vm.confirming).toBeNull(); // no date yet: nothing to confirm
    vm.askSend(1);
    expect(vm.confirming).toBe(1);
    vm.cancelSend();
    expect(vm.confirming).toBeNull();
    expect(gateway.sendCampaign).not.toHaveBeenCalled();
    vm.askSend(1);
    await expect(vm.confirmSend()).resolves.toBe(true);
    expect(gateway.sendCampaign).toHaveBeenCalledTimes(1);
    expect(vm.confirming).toBeNull();
    await expect(vm.confirmSend()).resolves.toBe(false);
  });

  it('schedules only at a future instant, read in the user’s zone', async () => {
    const { vm, gateway } = setup(ready);
    await vm.load(5);
    expect(vm.refusal(2)).toBe('CAMPAIGN.SCHEDULED_DATE_MISSING');
    vm.setScheduleAt('2026-11-29T10:30');
    expect(vm.refusal(2)).toBe('CAMPAIGN.SCHEDULED_DATE_NOT_IN_FUTURE');
    vm.setScheduleAt('2026-11-30T09:00');
    expect(vm.canSend(2)).toBe(true);
    await expect(vm.send(2)).resolves.toBe(true);
    expect(gateway.sendCampaign).toHaveBeenCalledWith({ params: { id: 5 }, body: { send_timing_id: 2, sent_date: '2026-11-30T08:00:00.000Z' } });
  });

  it('sends a test to the chosen test addresses (the user’s own by default)', async () => {
    const { vm, gateway } = setup(ready);
    await vm.load(5);
    expect(vm.testIds).toEqual([0]);
    vm.toggleTestAddress(4, true);
    vm.toggleTestAddress(0, false);
    await expect(vm.sendTest()).resolves.toBe(true);
    expect(gateway.sendCampaignTest).toHaveBeenCalledWith({ body: { campaign_id: 5, bat_email_id_list: [4] } });
    expect(vm.tested).toBe(true);
  });

  it('shows the day’s volume of the sender’s domain in the checklist, met under the threshold; sends without acknowledgement', async () => {
    const { vm, gateway } = setup(ready);
    await vm.load(5);
    expect(gateway.getCampaignSendVolume).toHaveBeenCalledWith({ params: { id: 5 }, query: {} });
    expect(vm.volumeItem).toEqual({ met: true, total: 103, threshold: 5000, domain: 'atlas.demo', day: '2026-11-29' });
    vm.askSend(1);
    await vi.waitFor(() => expect(gateway.getCampaignSendVolume).toHaveBeenCalledTimes(2));
    expect(vm.needsBulkAcknowledgement).toBe(false);
    expect(vm.canConfirm).toBe(true);
    await expect(vm.confirmSend()).resolves.toBe(true);
    expect(gateway.sendCampaign).toHaveBeenCalledWith({ params: { id: 5 }, body: { send_timing_id: 1 } });
  });

  it('warns over the threshold from an unauthenticated domain and sends only once the acknowledgement is ticked', async () => {
    const { vm, gateway } = setup(ready, 3, () => volume({ other_count: 4998, total_count: 5001, requires_confirmation: true }));
    await vm.load(5);
    expect(vm.volumeItem).toEqual({ met: false, total: 5001, threshold: 5000, domain: 'atlas.demo', day: '2026-11-29' });
    vm.askSend(1);
    await vi.waitFor(() => expect(vm.volume.isLoading).toBe(false));
    expect(vm.needsBulkAcknowledgement).toBe(true);
    expect(vm.canConfirm).toBe(false);
    await expect(vm.confirmSend()).resolves.toBe(false);
    expect(gateway.sendCampaign).not.toHaveBeenCalled();
    vm.setBulkVolumeAcknowledged(true);
    expect(vm.canConfirm).toBe(true);
    await expect(vm.confirmSend()).resolves.toBe(true);
    expect(gateway.sendCampaign).toHaveBeenCalledWith({ params: { id: 5 }, body: { send_timing_id: 1, confirm_bulk_volume: true } });
  });

  it('reads the volume of the scheduled day for a scheduling; cancelling forgets the acknowledgement', async () => {
    const { vm, gateway } = setup(ready, 3, (query) => volume(query.sent_date === undefined ? {} : { day: '2026-11-30', total_count: 6000, requires_confirmation: true }));
    await vm.load(5);
    expect(vm.volumeItem?.met).toBe(true);
    vm.setScheduleAt('2026-11-30T09:00');
    vm.askSend(2);
    await vi.waitFor(() => expect(vm.volumeItem?.day).toBe('2026-11-30'));
    expect(gateway.getCampaignSendVolume).toHaveBeenLastCalledWith({ params: { id: 5 }, query: { sent_date: '2026-11-30T08:00:00.000Z' } });
    expect(vm.needsBulkAcknowledgement).toBe(true);
    vm.setBulkVolumeAcknowledged(true);
    vm.cancelSend();
    expect(vm.bulkVolumeAcknowledged).toBe(false);
    expect(vm.needsBulkAcknowledgement).toBe(false);
  });

  it('shows the API’s refusal when the day’s volume changed meanwhile, and reloads the figures', async () => {
    let calls = 0;
    const { vm, gateway } = setup(ready, 3, () => (calls++ < 2 ? volume() : volume({ total_count: 5002, requires_confirmation: true })));
    gateway.sendCampaign.mockRejectedValueOnce({ kind: 'api', status: 409, error: { code: 'CAMPAIGN.BULK_SENDER_UNAUTHENTICATED', message: '' } });
    await vm.load(5);
    vm.askSend(1);
    await vi.waitFor(() => expect(gateway.getCampaignSendVolume).toHaveBeenCalledTimes(2));
    await expect(vm.confirmSend()).resolves.toBe(false);
    expect(vm.error).toBe('bulkSenderUnauthenticated');
    await vi.waitFor(() => expect(vm.volumeItem?.met).toBe(false));
  });

  it('has no volume item while the campaign has no sender', async () => {
    const { vm } = setup(ready, 3, () => volume({ domain: null }));
    await vm.load(5);
    expect(vm.volumeItem).toBeNull();
  });
});
