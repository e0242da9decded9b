import { describe, expect, it, vi } from 'vitest';
import type { Sender, SenderCreateBody, SenderUpdateBody } from '@cible/core';
import { CampaignSendersViewModel } from './CampaignSendersViewModel';
import { sender } from './campaignTestData';

function setup(options: { refuseCode?: string } = {}) {
  let list: Sender[] = [sender()];
  let nextId = 2;
  const gateway = {
    listSenders: vi.fn(async () => ({ sender_list: list })),
    createSender: vi.fn(async ({ body }: { body: SenderCreateBody }) => {
      if (options.refuseCode) throw { kind: 'api', status: 422, error: { code: options.refuseCode, message: '' } };
      const created = sender({ ...body, id: nextId++, reply_to_email: body.reply_to_email ?? null, is_default: body.is_default ?? false });
      list = [...list.map((entry) => (created.is_default ? { ...entry, is_default: false } : entry)), created];
      return created;
    }),
    updateSender: vi.fn(async ({ params, body }: { params: { id: number | string }; body?: SenderUpdateBody }) => {
      list = list.map((entry) => (entry.id === Number(params.id) ? { ...entry, ...body } : entry));
      return list.find((entry) => entry.id === Number(params.id))!;
    }),
    deleteSender: vi.fn(async ({ params }: { params: { id: number | string } }) => {
      list = list.filter((entry) => entry.id !== Number(params.id));
    }),
  };
  const done = vi.fn();
  const vm = new CampaignSendersViewModel(gateway, () => ['atlas.demo', 'news.atlas.demo'], { done });
  return { gateway, vm, done };
}

describe('CampaignSendersViewModel', () => {
  it('creates a sender on one of the organisation’s domains once the form is valid, then reloads the list (default moved)', async () => {
    const { vm, gateway, done } = setup();
    await vm.load();
    vm.openCreate();
    expect(vm.form?.draft.is_default).toBe(false);
    await expect(vm.submit()).resolves.toBe(false);
    expect(vm.errorOf('sender_name')).toBe('required');
    expect(vm.errorOf('sender_email_domain_name_part')).toBe('required');
    vm.setField('sender_name', '  Équipe Atlas ');
    vm.setField('sender_email_local_part', 'bonjour atlas');
    vm.setField('sender_email_domain_name_part', 'autre.fr');
    vm.setField('reply_to_email', 'pas-une-adresse');
    expect(vm.errorOf('sender_email_local_part')).toBe('invalidLocalPart');
    expect(vm.errorOf('sender_email_domain_name_part')).toBe('unknownDomain');
    expect(vm.errorOf('reply_to_email')).toBe('invalidEmail');
    vm.setField('sender_email_local_part', 'bonjour');
    vm.setField('sender_email_domain_name_part', 'news.atlas.demo');
    vm.setField('reply_to_email', '');
    vm.setField('is_default', true);
    expect(vm.address).toBe('bonjour@news.atlas.demo');
    await expect(vm.submit()).resolves.toBe(true);
    expect(gateway.createSender).toHaveBeenCalledWith({
      body: { sender_name: 'Équipe Atlas', sender_email_local_part: 'bonjour', sender_email_domain_name_part: 'news.atlas.demo', reply_to_email: null, is_default: true },
    });
    expect(vm.form).toBeNull();
    expect(done).toHaveBeenCalledWith('senderSaved');
    expect(vm.list.map((entry) => [entry.id, entry.is_default])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('edits a sender with its values in the form', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.openEdit(vm.list[0]!);
    expect(vm.form?.draft.sender_name).toBe('Atlas Marketing');
    vm.setField('reply_to_email', 'reponses@atlas.demo');
    await expect(vm.submit()).resolves.toBe(true);
    expect(gateway.updateSender).toHaveBeenCalledWith({ params: { id: 1 }, body: expect.objectContaining({ reply_to_email: 'reponses@atlas.demo' }) });
    expect(vm.list[0]!.reply_to_email).toBe('reponses@atlas.demo');
  });

  it('keeps the form open with the API’s refusal named', async () => {
    const { vm } = setup({ refuseCode: 'SENDER.DOMAIN_NOT_ALLOWED' });
    await vm.load();
    vm.openCreate();
    vm.setField('sender_name', 'Atlas');
    vm.setField('sender_email_local_part', 'news');
    vm.setField('sender_email_domain_name_part', 'atlas.demo');
    await expect(vm.submit()).resolves.toBe(false);
    expect(vm.error).toBe('domainNotAllowed');
    expect(vm.form).not.toBeNull();
  });

  it('deletes a sender after the confirmation only', async () => {
    const { vm, gateway, done } = setup();
    await vm.load();
    vm.askDelete(vm.list[0]!);
    vm.cancelDelete();
    await expect(vm.confirmDelete()).resolves.toBe(false);
    expect(gateway.deleteSender).not.toHaveBeenCalled();
    vm.askDelete(vm.list[0]!);
    await expect(vm.confirmDelete()).resolves.toBe(true);
    expect(gateway.deleteSender).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(vm.list).toEqual([]);
    expect(done).toHaveBeenCalledWith('senderDeleted');
  });
});
