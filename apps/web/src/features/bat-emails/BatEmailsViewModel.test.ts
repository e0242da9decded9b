import { describe, expect, it, vi } from 'vitest';
import { BAT_EMAILS_MAX, type BatEmail, type BatEmailsGateway } from '@cible/core';
import { BatEmailsViewModel } from './BatEmailsViewModel';

const OWN: BatEmail = { id: 0, email: 'camille@atlas.demo' };

function setup(initial: BatEmail[] = [OWN, { id: 3, email: 'chef@atlas.demo' }]) {
  let stored = [...initial];
  const gateway = {
    listBatEmails: vi.fn(async () => ({ bat_email_list: [...stored] })),
    replaceBatEmails: vi.fn(async ({ body }: { body: { email_list: string[] } }) => {
      stored = [OWN, ...body.email_list.map((email, index) => ({ id: index + 10, email }))];
      return { bat_email_list: [...stored] };
    }),
  };
  const effects = { saved: vi.fn(), failed: vi.fn() };
  const vm = new BatEmailsViewModel(gateway as unknown as BatEmailsGateway, effects);
  return { vm, gateway, effects };
}

const emails = (vm: BatEmailsViewModel) => vm.rows.map((row) => row.email);

describe('BatEmailsViewModel', () => {
  it('loads the own address (id 0, apart and read-only) and the other addresses as rows', async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.ownEmail).toBe('camille@atlas.demo');
    expect(emails(vm)).toEqual(['chef@atlas.demo']);
    expect(vm.isDirty).toBe(false);
  });

  it('adds and removes rows, then replaces the list with the trimmed addresses (never the own one)', async () => {
    const { vm, gateway, effects } = setup();
    await vm.load();
    const key = vm.addRow()!;
    vm.setEmail(key, '  compta@atlas.demo ');
    vm.removeRow(vm.rows[0]!.key);
    expect(vm.isDirty).toBe(true);
    await expect(vm.save()).resolves.toBe(true);
    expect(gateway.replaceBatEmails).toHaveBeenCalledWith({ body: { email_list: ['compta@atlas.demo'] } });
    expect(effects.saved).toHaveBeenCalledOnce();
    expect(emails(vm)).toEqual(['compta@atlas.demo']);
    expect(vm.isDirty).toBe(false);
  });

  it('checks each address (required, the contract’s email rule, duplicates case aside, the own one included)', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    const empty = vm.addRow()!;
    const wrong = vm.addRow()!;
    const again = vm.addRow()!;
    const own = vm.addRow()!;
    vm.setEmail(wrong, 'pas-une-adresse');
    vm.setEmail(again, 'CHEF@atlas.demo');
    vm.setEmail(own, 'Camille@Atlas.demo');
    expect(vm.errorOf(wrong)).toBeNull();
    vm.blurred(wrong);
    expect(vm.errorOf(wrong)).toEqual({ key: 'invalid' });
    await expect(vm.save()).resolves.toBe(false);
    expect(gateway.replaceBatEmails).not.toHaveBeenCalled();
    expect(vm.errorOf(empty)).toEqual({ key: 'required' });
    expect(vm.errorOf(again)).toEqual({ key: 'duplicate' });
    expect(vm.errorOf(own)).toEqual({ key: 'duplicate' });
    expect(vm.errorOf(vm.rows[0]!.key)).toBeNull();
    vm.setEmail(wrong, `${'a'.repeat(250)}@x.fr`);
    expect(vm.errorOf(wrong)).toEqual({ key: 'tooLong', max: 254 });
  });

  it(`stops adding rows at the contract's ${BAT_EMAILS_MAX} addresses`, async () => {
    const { vm } = setup([OWN]);
    await vm.load();
    for (let index = 0; index < BAT_EMAILS_MAX; index++) expect(vm.addRow()).not.toBeNull();
    expect(vm.isAtLimit).toBe(true);
    expect(vm.addRow()).toBeNull();
    expect(vm.rows).toHaveLength(BAT_EMAILS_MAX);
  });

  it('cancel comes back to the saved list; a failed save calls the error effect and keeps the rows', async () => {
    const { vm, gateway, effects } = setup();
    await vm.load();
    vm.setEmail(vm.rows[0]!.key, 'autre@atlas.demo');
    vm.cancel();
    expect(emails(vm)).toEqual(['chef@atlas.demo']);
    vm.setEmail(vm.rows[0]!.key, 'autre@atlas.demo');
    const failure = { kind: 'network', message: 'offline' };
    gateway.replaceBatEmails.mockRejectedValueOnce(failure);
    await expect(vm.save()).resolves.toBe(false);
    expect(effects.failed).toHaveBeenCalledWith(failure);
    expect(emails(vm)).toEqual(['autre@atlas.demo']);
    expect(vm.isSaving).toBe(false);
  });

  it('shows the error state when the list cannot be loaded', async () => {
    const { vm, gateway } = setup();
    gateway.listBatEmails.mockRejectedValueOnce(new Error('offline'));
    await vm.load();
    expect(vm.status).toBe('error');
  });
});
