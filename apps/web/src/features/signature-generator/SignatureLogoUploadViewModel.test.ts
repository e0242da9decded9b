import { describe, expect, it, vi } from 'vitest';
import type { FileStorageGateway, FileUploadPort, UploadHashResponse } from '@cible/core';
import { SignatureLogoUploadViewModel } from './SignatureLogoUploadViewModel';

const UPLOAD: UploadHashResponse = {
  hash: 'AAAAAAAAAAAAAAAAAAAAAA',
  upload_url: 'https://app.test/v1/file-storage/uploads/AAAAAAAAAAAAAAAAAAAAAA?expires=1&signature=s',
  file_url: 'https://app.test/v1/files/AAAAAAAAAAAAAAAAAAAAAA',
  expires_at: '2026-03-10T09:15:00.000Z',
};

const image = (name = 'logo.png', type = 'image/png', size = 100) => new File([new Uint8Array(size)], name, { type });
const refusal = (status: number, code: string) => Object.assign(new Error(code), { kind: 'api' as const, status, error: { code, message: code } });

function setup() {
  const getUploadHash = vi.fn(async () => UPLOAD);
  const upload = vi.fn(async () => undefined);
  const onUploaded = vi.fn();
  const vm = new SignatureLogoUploadViewModel({ getUploadHash } as unknown as FileStorageGateway, { upload } as FileUploadPort, onUploaded);
  return { vm, getUploadHash, upload, onUploaded };
}

describe('SignatureLogoUploadViewModel', () => {
  it('asks for a signed upload of the image, PUTs the file to it, then gives its public address as the logo', async () => {
    const { vm, getUploadHash, upload, onUploaded } = setup();
    const file = image();
    const done = vm.choose(file);
    expect(vm.isUploading).toBe(true);
    expect(await done).toBe(true);
    expect(getUploadHash).toHaveBeenCalledWith({ query: { file_name: 'logo.png', file_type: 'image/png', purpose: 'signature_image' } });
    expect(upload).toHaveBeenCalledWith(UPLOAD.upload_url, file);
    expect(onUploaded).toHaveBeenCalledWith(UPLOAD.file_url);
    expect([vm.isUploading, vm.issue, vm.uploadedUrl, vm.file]).toEqual([false, null, UPLOAD.file_url, file]);

    expect(await vm.choose(null)).toBe(false);
    expect(onUploaded).toHaveBeenLastCalledWith(null);
    expect([vm.file, vm.uploadedUrl]).toEqual([null, null]);
  });

  it('refuses an SVG or an oversized image before any call', async () => {
    const { vm, getUploadHash } = setup();
    expect(await vm.choose(image('logo.svg', 'image/svg+xml'))).toBe(false);
    expect(vm.issue).toBe('type');
    expect(await vm.choose(image('big.png', 'image/png', vm.maxBytes + 1))).toBe(false);
    expect(vm.issue).toBe('tooLarge');
    expect(getUploadHash).not.toHaveBeenCalled();
    expect(vm.acceptedTypes).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
  });

  it('tells the server’s refusals: wrong content, too large, or any other failure', async () => {
    const { vm, upload, onUploaded } = setup();
    upload.mockRejectedValueOnce(refusal(415, 'UPLOAD.CONTENT_MISMATCH'));
    expect(await vm.choose(image())).toBe(false);
    expect([vm.issue, vm.isUploading]).toEqual(['type', false]);
    upload.mockRejectedValueOnce(refusal(413, 'PAYLOAD_TOO_LARGE'));
    await vm.choose(image());
    expect(vm.issue).toBe('tooLarge');
    upload.mockRejectedValueOnce(refusal(403, 'UPLOAD.EXPIRED'));
    await vm.choose(image());
    expect(vm.issue).toBe('failed');
    upload.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await vm.choose(image());
    expect(vm.issue).toBe('failed');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses an upload whose address is not https (a server without a public https address)', async () => {
    const { vm, getUploadHash, onUploaded } = setup();
    getUploadHash.mockResolvedValueOnce({ ...UPLOAD, file_url: 'http://localhost:8080/v1/files/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(await vm.choose(image())).toBe(false);
    expect([vm.issue, vm.uploadedUrl, vm.isUploading]).toEqual(['notPublic', null, false]);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('keeps only the last file chosen when an earlier upload ends after it', async () => {
    const { vm, upload, onUploaded } = setup();
    let finishFirst: () => void = () => undefined;
    upload.mockImplementationOnce(() => new Promise<undefined>((resolve) => (finishFirst = () => resolve(undefined))));
    const first = vm.choose(image('first.png'));
    await Promise.resolve();
    const second = vm.choose(image('second.png'));
    expect(await second).toBe(true);
    finishFirst();
    expect(await first).toBe(false);
    expect(vm.file?.name).toBe('second.png');
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });
});
