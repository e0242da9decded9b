import { describe, expect, it, vi } from 'vitest';
import type { SendingDomain } from '@cible/core';
import { CampaignDomainsViewModel } from './CampaignDomainsViewModel';
import { sendingDomain } from './campaignTestData';

function setup(options: { copied?: boolean; inUse?: boolean } = {}) {
  let list: SendingDomain[] = [sendingDomain()];
  const gateway = {
    listSendingDomains: vi.fn(async () => ({ domain_list: list })),
    createSendingDomain: vi.fn(async ({ body }: { body: { name: string } }) => {
      if (list.some((domain) => domain.name === body.name)) throw { kind: 'api', status: 409, error: { code: 'SENDING_DOMAIN.ALREADY_EXISTS', message: '' } };
      const created = sendingDomain({ id: 2, name: body.name });
      list = [...list, created];
      return created;
    }),
    checkSendingDomain: vi.fn(async ({ params }: { params: { id: number | string } }) => {
      const checked = {
        ...list.find((domain) => domain.id === Number(params.id))!,
        is_verified: false,
        checks: { spf: { result: 'pass' as const, reason: null }, dkim: { result: 'missing' as const, reason: 'No TXT record at cible202611._domainkey.atlas.demo' }, dmarc: { result: 'unknown' as const, reason: 'DNS timeout' } },
        checked_at: '2026-11-29T04:50:00.000Z',
      };
      list = list.map((domain) => (domain.id === Number(params.id) ? checked : domain));
      return checked;
    }),
    deleteSendingDomain: vi.fn(async ({ params }: { params: { id: number | string } }) => {
      if (options.inUse) throw { kind: 'api', status: 409, error: { code: 'SENDING_DOMAIN.IN_USE', message: 'A sender uses this domain' } };
      list = list.filter((domain) => domain.id !== Number(params.id));
    }),
  };
  const done = vi.fn();
  const copy = vi.fn(async () => options.copied ?? true);
  return { gateway, done, copy, vm: new CampaignDomainsViewModel(gateway, { copy, done }) };
}

describe('CampaignDomainsViewModel', () => {
  it('adds a domain the contract accepts, refuses a malformed name, names a duplicate', async () => {
    const { vm, gateway, done } = setup();
    await vm.load();
    vm.setNewName('pas un domaine');
    await expect(vm.add()).resolves.toBe(false);
    expect(vm.nameInvalid).toBe(true);
    expect(gateway.createSendingDomain).not.toHaveBeenCalled();
    vm.setNewName(' mail.atlas.demo ');
    expect(vm.nameInvalid).toBe(false);
    await expect(vm.add()).resolves.toBe(true);
    expect(gateway.createSendingDomain).toHaveBeenCalledWith({ body: { name: 'mail.atlas.demo' } });
    expect(vm.names).toEqual(['atlas.demo', 'mail.atlas.demo']);
    expect(vm.newName).toBe('');
    expect(done).toHaveBeenCalledWith('domainAdded');
    vm.setNewName('atlas.demo');
    await expect(vm.add()).resolves.toBe(false);
    expect(vm.error).toBe('domainExists');
  });

  it('runs the live check and shows each record’s outcome and reason', async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.list[0]!.checks).toBeNull();
    const running = vm.check(1);
    expect(vm.isChecking(1)).toBe(true);
    await expect(vm.check(1)).resolves.toBe(false);
    await running;
    expect(vm.isChecking(1)).toBe(false);
    expect(vm.list[0]!.checks?.dkim).toEqual({ result: 'missing', reason: 'No TXT record at cible202611._domainkey.atlas.demo' });
  });

  it('copies a DNS record and says whether it worked', async () => {
    const copied = setup();
    await copied.vm.copy('v=spf1 include:spf.cible.test ~all');
    expect(copied.copy).toHaveBeenCalledWith('v=spf1 include:spf.cible.test ~all');
    expect(copied.done).toHaveBeenCalledWith('copied');
    const refused = setup({ copied: false });
    await refused.vm.copy('x');
    expect(refused.done).toHaveBeenCalledWith('copyFailed');
  });

  it('deletes a domain after the confirmation; a domain in use stays, with the reason', async () => {
    const { vm } = setup();
    await vm.load();
    vm.askDelete(vm.list[0]!);
    await expect(vm.confirmDelete()).resolves.toBe(true);
    expect(vm.list).toEqual([]);
    const used = setup({ inUse: true });
    await used.vm.load();
    used.vm.askDelete(used.vm.list[0]!);
    await expect(used.vm.confirmDelete()).resolves.toBe(false);
    expect(used.vm.error).toBe('domainInUse');
    expect(used.vm.deleting).toBeNull();
    expect(used.vm.list).toHaveLength(1);
  });
});
