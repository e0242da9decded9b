import { describe, expect, it, vi } from 'vitest';
import type { Campaign, CampaignUpdateBody } from '@cible/core';
import { CampaignDetailsViewModel } from './CampaignDetailsViewModel';
import { campaign, sender } from './campaignTestData';

function setup(initial: Campaign = campaign({ id: 5, email_subject: 'Bonjour', email_html_content: '<p>Texte</p>' })) {
  let stored = initial;
  const gateway = {
    getCampaign: vi.fn(async () => stored),
    listSenders: vi.fn(async () => ({ sender_list: [sender({ id: 2 })] })),
    updateCampaign: vi.fn(async ({ body }: { body?: CampaignUpdateBody }) => {
      stored = { ...stored, ...body } as Campaign;
      return stored;
    }),
  };
  return { gateway, vm: new CampaignDetailsViewModel(5, gateway) };
}

describe('CampaignDetailsViewModel', () => {
  it('loads the campaign and the senders; saves only the changed fields, emptied texts as null', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    expect(vm.senderOptions).toEqual([{ value: 2, name: 'Atlas Marketing <news@atlas.demo>' }]);
    vm.contentReady('<p>Texte</p>');
    expect(vm.changed).toBe(false);
    await expect(vm.save()).resolves.toBe(false);
    vm.setField('sender_id', 2);
    vm.setField('email_subject', '  ');
    vm.setField('email_pre_header', ' Découvrez ');
    await expect(vm.save()).resolves.toBe(true);
    expect(gateway.updateCampaign).toHaveBeenCalledWith({ params: { id: 5 }, body: { sender_id: 2, email_subject: null, email_pre_header: 'Découvrez' } });
    expect(vm.changed).toBe(false);
    expect(vm.saved).toBe(true);
  });

  it('sends an edited content; refuses an empty name, a too long subject, a mirror link without text', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.contentReady('<p>Texte</p>');
    vm.setField('email_html_content', '<p>Nouveau {{unsubscribe_link}}</p>');
    expect(vm.changes).toEqual({ email_html_content: '<p>Nouveau {{unsubscribe_link}}</p>' });
    vm.setField('name', ' ');
    vm.setField('email_subject', 'x'.repeat(256));
    expect(vm.errorOf('email_subject')).toBe('tooLong');
    expect(vm.errorOf('name')).toBeNull();
    vm.setField('mirror_link', true);
    await expect(vm.save()).resolves.toBe(false);
    expect(vm.errorOf('name')).toBe('required');
    expect(vm.errorOf('mirror_link_text')).toBe('required');
    expect(gateway.updateCampaign).not.toHaveBeenCalled();
  });

  it('keeps a sent campaign read only', async () => {
    const { vm } = setup(campaign({ id: 5, status_id: 3 }));
    await vm.load();
    expect(vm.readOnly).toBe(true);
    vm.setField('name', 'Autre');
    expect(vm.draft?.name).toBe('Lancement produit');
  });
});
