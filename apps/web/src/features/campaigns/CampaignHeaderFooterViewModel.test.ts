import { describe, expect, it, vi } from 'vitest';
import type { SmartMailingSettings, SmartMailingSettingsBody } from '@cible/core';
import { CampaignHeaderFooterViewModel, EMAIL_FRAME_MAX_LENGTH } from './CampaignHeaderFooterViewModel';

function setup(refuse = false) {
  let stored: SmartMailingSettings = { email_header: '<p>Atlas</p>', email_footer: null };
  const gateway = {
    getSmartMailingSettings: vi.fn(async () => stored),
    updateSmartMailingSettings: vi.fn(async ({ body }: { body: SmartMailingSettingsBody }) => {
      if (refuse) throw { kind: 'api', status: 403, error: { code: 'FORBIDDEN', message: '' } };
      stored = { ...body };
      return stored;
    }),
  };
  return { gateway, vm: new CampaignHeaderFooterViewModel(gateway) };
}

describe('CampaignHeaderFooterViewModel', () => {
  it('loads the header and footer, saves only a change, an emptied part as null', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    expect(vm.drafts).toEqual({ header: '<p>Atlas</p>', footer: '' });
    vm.ready('footer', '<p></p>');
    expect(vm.changed).toBe(false);
    expect(vm.length('footer')).toBe(0);
    expect(vm.length('header')).toBe('<p>Atlas</p>'.length);
    await expect(vm.save()).resolves.toBe(false);
    vm.edit('footer', '<p>Désinscription</p>');
    vm.edit('header', '<p></p>');
    expect(vm.canSave).toBe(true);
    await expect(vm.save()).resolves.toBe(true);
    expect(gateway.updateSmartMailingSettings).toHaveBeenCalledWith({ body: { email_header: null, email_footer: '<p>Désinscription</p>' } });
    expect(vm.saved).toBe(true);
    expect(vm.changed).toBe(false);
  });

  it('warns near the size limit and refuses to save over it', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.edit('header', 'a'.repeat(EMAIL_FRAME_MAX_LENGTH - 10));
    expect(vm.sizeState('header')).toBe('near');
    expect(vm.sizeState('footer')).toBe('ok');
    vm.edit('header', 'a'.repeat(EMAIL_FRAME_MAX_LENGTH + 1));
    expect(vm.sizeState('header')).toBe('over');
    expect(vm.canSave).toBe(false);
    await expect(vm.save()).resolves.toBe(false);
    expect(gateway.updateSmartMailingSettings).not.toHaveBeenCalled();
  });

  it('keeps a refusal to be shown and the edits', async () => {
    const { vm } = setup(true);
    await vm.load();
    vm.edit('footer', '<p>Bas</p>');
    await expect(vm.save()).resolves.toBe(false);
    expect(vm.error).toBe('other');
    expect(vm.drafts.footer).toBe('<p>Bas</p>');
  });
});
