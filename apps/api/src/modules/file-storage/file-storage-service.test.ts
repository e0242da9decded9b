import { describe, expect, it, vi } from 'vitest';
import type { AuthContext } from '../../security/auth-context';
import type { FileStorageRepository } from './file-storage-repository';
import { createFileStorageService } from './file-storage-service';
import { presignS3Url } from './presign-s3-url';
import { createUploadSigner } from './upload-signer';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const S3 = { endpoint: 'https://s3.eu-west-3.amazonaws.com', bucket: 'cible-files', region: 'eu-west-3', accessKeyId: 'AKID', secretAccessKey: 'secret' };
const AUTH = { user: { id: 7, organizationId: 3 } } as unknown as AuthContext;

function setup(s3: typeof S3 | null) {
  const repository = { insertPending: vi.fn(async () => undefined) } as unknown as FileStorageRepository;
  const service = createFileStorageService({ repository, signer: createUploadSigner('x'.repeat(32)), publicUrl: 'https://app.cible.fr', s3, now: () => NOW });
  return { service, repository };
}

describe('file storage service: the upload URLs', () => {
  it('without S3: the built-in store’s signed PUT and public file URL, on PUBLIC_URL', async () => {
    const { service } = setup(null);
    const upload = await service.createUpload(AUTH, { file_name: 'logo.png', file_type: 'image/png', purpose: 'signature_image' });
    expect(upload.upload_url).toMatch(new RegExp(`^https://app\\.cible\\.fr/v1/file-storage/uploads/${upload.hash}\\?expires=\\d+&signature=[\\w-]{43}$`));
    expect(upload.file_url).toBe(`https://app.cible.fr/v1/files/${upload.hash}`);
    expect(upload.expires_at).toBe('2026-03-10T09:15:00.000Z');
  });

  it('with S3: a SigV4 presigned PUT of the declared type to {endpoint}/{bucket}/{purpose}/{hash}, valid until expires_at, and the pending row', async () => {
    const { service, repository } = setup(S3);
    const upload = await service.createUpload(AUTH, { file_name: 'logo.png', file_type: 'IMAGE/PNG', purpose: 'signature_image' });
    const objectUrl = `https://s3.eu-west-3.amazonaws.com/cible-files/signature_image/${upload.hash}`;
    expect(upload.file_url).toBe(objectUrl);
    expect(upload.upload_url).toBe(
      presignS3Url({ method: 'PUT', objectUrl, region: 'eu-west-3', accessKeyId: 'AKID', secretAccessKey: 'secret', now: NOW, expiresSeconds: 900, headers: { 'content-type': 'image/png' } }),
    );
    expect(new URL(upload.upload_url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(repository.insertPending).toHaveBeenCalledWith(expect.objectContaining({ hash: upload.hash, organizationId: 3, userId: 7, contentType: 'image/png' }));
  });
});
