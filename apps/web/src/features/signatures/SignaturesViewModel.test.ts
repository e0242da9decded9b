import { describe, expect, it, vi } from 'vitest';
import type { Colleague, Signature, SignaturesGateway, User } from '@cible/core';
import { abilityFor, accessUserFromUser } from '@cible/core';
import { makeTestUser } from '../../testing/testUsers';
import { SignaturesViewModel } from './SignaturesViewModel';

const colleague = (id: number, licence: number, first: string): Colleague => ({
  id,
  first_name: first,
  last_name: 'Martin',
  civility_id: null,
  status: 1,
  is_organization_manager: false,
  organization: { id: 1, name: 'Atlas Conseil' },
  organization_user_license_list: [{ license: { id: licence, name: `Licence ${licence}` } }],
});
const OWN: Signature = { id: 3, name: 'Standard', html_content: '<p>Camille</p>', plain_content: 'Camille', user_id: 7 };
const OTHER: Signature = { id: 9, name: 'Relance', html_content: '<p>Hugo</p>', plain_content: null, user_id: 21 };

function setup(licence: 1 | 2 | 14 = 2, gatewayOverrides: Partial<Record<keyof SignaturesGateway, unknown>> = {}) {
  const user: User = makeTestUser(licence);
  const colleagues = [colleague(7, licence, 'Camille'), colleague(21, 10, 'Hugo'), colleague(22, 1, 'Inès'), colleague(23, 15, 'Jade')];
  const gateway = {
    listSignatures: vi.fn(async () => ({ signature_list: [OWN] })),
    createSignature: vi.fn(async () => OWN),
    replaceSignature: vi.fn(async () => OWN),
    listOtherUsersSignatures: vi.fn(async () => ({ signature_list: [OTHER] })),
    createOtherUserSignature: vi.fn(async () => OTHER),
    replaceOtherUserSignature: vi.fn(async () => OTHER),
    ...gatewayOverrides,
  } as unknown as SignaturesGateway;
  const effects = { saved: vi.fn(), failed: vi.fn() };
  const vm = new SignaturesViewModel(gateway, { user, colleagues, ability: abilityFor(accessUserFromUser(user)) }, effects);
  return { vm, gateway, effects };
}

describe('SignaturesViewModel', () => {
  it('lists the caller’s own signatures first', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.signatures).toEqual([OWN]);
    expect(gateway.listOtherUsersSignatures).not.toHaveBeenCalled();
  });

  it('offers the colleagues core’s sender rule lets the user act for: sender licences for marketing, sender v2 for smart campaign v2, nobody for sales', () => {
    expect(setup(2).vm.owners.map((owner) => owner.id)).toEqual([7, 21]);
    expect(setup(14).vm.owners.map((owner) => owner.id)).toEqual([7, 23]);
    expect(setup(1).vm.owners.map((owner) => owner.id)).toEqual([7]);
    expect(setup(1).vm.actsForOthers).toBe(false);
  });

  it('shows and writes a colleague’s signatures through the other-user calls', async () => {
    const { vm, gateway, effects } = setup(2);
    await vm.load();
    vm.selectOwner(21);
    await vi.waitFor(() => expect(vm.signatures).toEqual([OTHER]));
    expect(gateway.listOtherUsersSignatures).toHaveBeenCalledWith({ query: { user_id_list: [21] } });

    vm.startEdit(9);
    vm.draft!.setHtml('<p>Hugo Martin</p>');
    expect(await vm.save()).toBe(true);
    expect(gateway.replaceOtherUserSignature).toHaveBeenCalledWith({ params: { id: 9 }, body: { name: 'Relance', html_content: '<p>Hugo Martin</p>', plain_content: null, user_id: 21 } });
    expect(effects.saved).toHaveBeenCalledTimes(1);
    expect(vm.draft).toBeNull();

    vm.startCreate();
    vm.draft!.setName('  Nouvelle  ');
    vm.draft!.setHtml('<p>H</p>');
    await vm.save();
    expect(gateway.createOtherUserSignature).toHaveBeenCalledWith({ body: { name: 'Nouvelle', html_content: '<p>H</p>', plain_content: null, user_id: 21 } });
  });

  it('ignores a colleague the user may not act for', async () => {
    const { vm, gateway } = setup(2);
    vm.selectOwner(22);
    expect(vm.ownerId).toBe(7);
    expect(gateway.listOtherUsersSignatures).not.toHaveBeenCalled();
  });

  it('creates and replaces the caller’s own signatures; refuses a form without name or HTML before any call', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.startCreate();
    expect(await vm.save()).toBe(false);
    expect(vm.draft!.showIssues).toBe(true);
    expect(vm.draft!.nameIssue).toBe('required');
    expect(vm.draft!.htmlIssue).toBe('required');
    expect(gateway.createSignature).not.toHaveBeenCalled();

    vm.draft!.setName('Courte');
    vm.draft!.setHtml('<p>Camille <b>Durand</b></p>');
    vm.draft!.fillPlainFromHtml();
    expect(vm.draft!.plain).toBe('Camille Durand');
    await vm.save();
    expect(gateway.createSignature).toHaveBeenCalledWith({ body: { name: 'Courte', html_content: '<p>Camille <b>Durand</b></p>', plain_content: 'Camille Durand' } });

    vm.startEdit(3);
    vm.draft!.setName('Standard 2');
    await vm.save();
    expect(gateway.replaceSignature).toHaveBeenCalledWith({ params: { id: 3 }, body: { name: 'Standard 2', html_content: '<p>Camille</p>', plain_content: 'Camille' } });
  });

  it('asks before closing a changed form, and keeps it when the user goes on', async () => {
    const { vm } = setup();
    await vm.load();
    vm.startEdit(3);
    vm.closeForm();
    expect(vm.draft).toBeNull();

    vm.startEdit(3);
    vm.draft!.setName('Changée');
    vm.closeForm();
    expect(vm.pendingDiscard).not.toBeNull();
    vm.cancelDiscard();
    expect(vm.draft?.name).toBe('Changée');
    vm.startCreate();
    vm.confirmDiscard();
    expect(vm.draft?.isNew).toBe(true);
  });

  it('keeps the form and tells the failure when the API refuses', async () => {
    const { vm, effects } = setup(2, { replaceSignature: vi.fn(async () => Promise.reject(new Error('500'))) });
    await vm.load();
    vm.startEdit(3);
    vm.draft!.setName('Autre');
    expect(await vm.save()).toBe(false);
    expect(effects.failed).toHaveBeenCalledTimes(1);
    expect(vm.draft?.name).toBe('Autre');
    expect(vm.isSaving).toBe(false);
  });

  it('the preview document holds the sanitised HTML only', () => {
    const { vm } = setup();
    vm.startCreate();
    vm.draft!.setHtml('<p onclick="x()">A</p><script>alert(1)</script>');
    expect(vm.draft!.previewDocument).toContain('<body><p>A</p></body>');
    expect(vm.draft!.previewDocument).not.toContain('script');
  });
});
