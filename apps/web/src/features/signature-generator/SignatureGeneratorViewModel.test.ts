import { describe, expect, it, vi } from 'vitest';
import { abilityFor, accessUserFromUser, type SignaturesGateway, type User } from '@cible/core';
import { makeTestUser } from '../../testing/testUsers';
import { SignatureGeneratorViewModel, type SignatureLogoFiles } from './SignatureGeneratorViewModel';

function setup(user: User | null = makeTestUser(1, { phone: '01 23 45 67 89' }), createSignature: unknown = vi.fn(async () => ({ id: 100 }))) {
  const gateway = { createSignature } as unknown as SignaturesGateway;
  const effects = { copy: vi.fn(async () => true), copied: vi.fn(), copyFailed: vi.fn(), saved: vi.fn(), saveFailed: vi.fn() };
  const ability = user ? abilityFor(accessUserFromUser(user)) : null;
  const fileUrl = 'https://app.cible.test/v1/files/AAAAAAAAAAAAAAAAAAAAAA';
  const files = {
    gateway: { getUploadHash: vi.fn(async () => ({ hash: 'AAAAAAAAAAAAAAAAAAAAAA', upload_url: `${fileUrl}?upload`, file_url: fileUrl, expires_at: '2026-03-10T09:15:00.000Z' })) },
    uploader: { upload: vi.fn(async () => undefined) },
  } as unknown as SignatureLogoFiles;
  const vm = new SignatureGeneratorViewModel(gateway, { user, ability }, { linkedin: 'LinkedIn', logo: 'Logo' }, effects, files);
  return { vm, gateway, effects, fileUrl };
}

describe('SignatureGeneratorViewModel', () => {
  it('starts from the user’s profile and makes the signature as the fields change', () => {
    const { vm } = setup();
    expect(vm.fields).toMatchObject({ fullName: 'Camille Durand', company: 'Atlas Conseil', email: 'camille.durand@atlas.demo', phone: '01 23 45 67 89', accentColour: '#1f4b99' });
    vm.setField('jobTitle', 'Directrice <commerciale>');
    expect(vm.html).toContain('Directrice &lt;commerciale&gt;');
    expect(vm.html).toContain('href="tel:0123456789"');
    expect(vm.previewDocument).toContain(vm.html.slice(0, 40));
    expect(vm.plainText.split('\n')).toEqual(['Camille Durand', 'Directrice <commerciale>', 'Atlas Conseil', '01 23 45 67 89', 'camille.durand@atlas.demo']);
  });

  it('says a refused link once its field was left, leaves it out, and refuses to copy until it is fixed', async () => {
    const { vm, effects } = setup();
    vm.setField('website', 'javascript:alert(1)');
    expect(vm.issueOf('website')).toBeNull();
    vm.touch('website');
    expect(vm.issueOf('website')).toBe('website');
    expect(vm.html).not.toContain('javascript');
    expect(await vm.copyHtml()).toBe(false);
    expect(effects.copy).not.toHaveBeenCalled();

    vm.setField('website', 'www.atlas.fr');
    vm.setField('fullName', ' ');
    expect(await vm.copyHtml()).toBe(false);
    expect(vm.issueOf('fullName')).toBe('required');
    vm.setField('fullName', 'Camille Durand');
    expect(await vm.copyHtml()).toBe(true);
    expect(effects.copy).toHaveBeenCalledWith(vm.html);
    expect(effects.copied).toHaveBeenCalledTimes(1);
  });

  it('puts an uploaded logo file’s address in the logo field and the signature, and clears it when the file is removed', async () => {
    const { vm, fileUrl } = setup();
    vm.setField('logoUrl', 'https://cdn.atlas.fr/old.png');
    expect(await vm.logo.choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }))).toBe(true);
    expect(vm.fields.logoUrl).toBe(fileUrl);
    expect(vm.html).toContain(`src="${fileUrl}"`);
    await vm.logo.choose(null);
    expect(vm.fields.logoUrl).toBe('');
  });

  it('tells a failed copy', async () => {
    const { vm, effects } = setup();
    effects.copy.mockResolvedValueOnce(false);
    expect(await vm.copyHtml()).toBe(false);
    expect(effects.copyFailed).toHaveBeenCalledTimes(1);
  });

  it('saves the signature under the given name (HTML and plain text), or tells the failure', async () => {
    const { vm, gateway, effects } = setup();
    vm.openSave();
    expect(vm.isSaveOpen).toBe(true);
    expect(vm.saveName).toBe('Camille Durand');
    vm.setSaveName('  ');
    expect(vm.saveNameIssue).toBe('required');
    expect(await vm.save()).toBe(false);
    vm.setSaveName('Signature 2026');
    expect(await vm.save()).toBe(true);
    expect(gateway.createSignature).toHaveBeenCalledWith({ body: { name: 'Signature 2026', html_content: vm.html, plain_content: vm.plainText } });
    expect(effects.saved).toHaveBeenCalledTimes(1);
    expect(vm.isSaveOpen).toBe(false);
    expect(vm.savedName).toBe('Signature 2026');

    const failing = setup(undefined, vi.fn(async () => Promise.reject(new Error('500'))));
    failing.vm.openSave();
    expect(await failing.vm.save()).toBe(false);
    expect(failing.effects.saveFailed).toHaveBeenCalledTimes(1);
    expect(failing.vm.isSaveOpen).toBe(true);
  });

  it('offers the save only to readers of the signatures page (not to licence 0, which reads the generator)', () => {
    expect(setup(makeTestUser(1)).vm.showsSave).toBe(true);
    expect(setup(makeTestUser(0)).vm.showsSave).toBe(false);
  });
});
