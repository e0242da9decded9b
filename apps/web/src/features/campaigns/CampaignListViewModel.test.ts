import { describe, expect, it, vi } from 'vitest';
import type { Campaign } from '@cible/core';
import { CampaignListViewModel } from './CampaignListViewModel';
import { campaign } from './campaignTestData';

function setup(status: 'draft' | 'sent' = 'draft', options: { refuseCreate?: boolean } = {}) {
  let campaigns: Campaign[] = [
    ...Array.from({ length: 23 }, (_, index) => campaign({ id: index + 1, name: index === 4 ? 'Salon Équipement' : `Brouillon ${index + 1}`, status_id: 1 })),
    campaign({ id: 100, name: 'Programmée', status_id: 2 }),
    campaign({ id: 200, name: 'Envoyée', status_id: 3, sent_date: '2026-11-01T08:00:00.000Z' }),
  ];
  const gateway = {
    listCampaigns: vi.fn(async (input?: { query?: { status_id?: number | string; limit?: number | string; offset?: number | string } }) => {
      const offset = Number(input?.query?.offset ?? 0);
      const all = campaigns.filter((entry) => entry.status_id === Number(input?.query?.status_id));
      return { campaign_list: all.slice(offset, offset + Number(input?.query?.limit ?? 1000)), campaign_count: all.length };
    }),
    createCampaign: vi.fn(async ({ body }: { body: { name: string } }) => {
      if (options.refuseCreate) throw { kind: 'api', status: 501, error: { code: 'NOT_IMPLEMENTED', message: '' } };
      const created = campaign({ id: 300, name: body.name });
      campaigns = [...campaigns, created];
      return created;
    }),
    duplicateCampaign: vi.fn(async ({ params }: { params: { id: number | string } }) => {
      const copy = campaign({ ...campaigns.find((entry) => entry.id === Number(params.id))!, id: 301, status_id: 1 });
      campaigns = [...campaigns, copy];
      return copy;
    }),
    deleteCampaign: vi.fn(async ({ params }: { params: { id: number | string } }) => {
      campaigns = campaigns.filter((entry) => entry.id !== Number(params.id));
    }),
  };
  const notices = { done: vi.fn(), failed: vi.fn() };
  return { gateway, notices, vm: new CampaignListViewModel(status, gateway, notices) };
}

describe('CampaignListViewModel', () => {
  it('fetches the status’ campaigns up to 1000 with its sort, counts every tab, shows 20 per page', async () => {
    const { vm, gateway } = setup('draft');
    await vm.load();
    expect(gateway.listCampaigns).toHaveBeenCalledWith({ query: { status_id: 1, sort: '-updated_at', limit: 1000, offset: 0 } });
    expect(vm.counts).toEqual({ draft: 23, scheduled: 1, sent: 1 });
    expect(vm.rows).toHaveLength(20);
    vm.setPage(2);
    expect(vm.rows.map((row) => row.id)).toEqual([21, 22, 23]);
    vm.setPage(9);
    expect(vm.page).toBe(2);
    const sent = setup('sent');
    await sent.vm.load();
    expect(sent.gateway.listCampaigns).toHaveBeenCalledWith({ query: { status_id: 3, sort: '-sent_date', limit: 1000, offset: 0 } });
  });

  it('searches by name, accents and case ignored, back on the first page', async () => {
    const { vm } = setup();
    await vm.load();
    vm.setPage(2);
    vm.setName('salon equip');
    expect(vm.page).toBe(1);
    expect(vm.rows.map((row) => row.name)).toEqual(['Salon Équipement']);
    expect(vm.total).toBe(1);
  });

  it('creates a draft and answers its id; a refusal is told and answers null', async () => {
    const { vm, gateway } = setup();
    await expect(vm.create('   ')).resolves.toBeNull();
    expect(gateway.createCampaign).not.toHaveBeenCalled();
    await expect(vm.create(' Newsletter décembre ')).resolves.toBe(300);
    expect(gateway.createCampaign).toHaveBeenCalledWith({ body: { name: 'Newsletter décembre' } });
    const refused = setup('draft', { refuseCreate: true });
    await expect(refused.vm.create('Newsletter')).resolves.toBeNull();
    expect(refused.notices.failed).toHaveBeenCalledWith('unavailable');
  });

  it('duplicates, and deletes only after the confirmation, reloading the list and counts', async () => {
    const { vm, gateway, notices } = setup();
    await vm.load();
    await expect(vm.duplicate(vm.rows[0]!)).resolves.toBe(true);
    expect(notices.done).toHaveBeenCalledWith('campaignDuplicated');
    expect(vm.counts.draft).toBe(24);
    await expect(vm.confirmDeletion()).resolves.toBe(false);
    vm.askDeletion(vm.rows[0]!);
    await expect(vm.confirmDeletion()).resolves.toBe(true);
    expect(gateway.deleteCampaign).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(notices.done).toHaveBeenCalledWith('campaignDeleted');
    expect(vm.counts.draft).toBe(23);
  });
});
