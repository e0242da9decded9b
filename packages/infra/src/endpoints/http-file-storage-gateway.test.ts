import { describe, expect, it } from 'vitest';
import { json } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { HttpFileStorageGateway } from './http-file-storage-gateway';

const UPLOAD = { hash: 'AAAAAAAAAAAAAAAAAAAAAA', upload_url: 'https://api.cible.test/v1/file-storage/uploads/AAAAAAAAAAAAAAAAAAAAAA?expires=1&signature=s', file_url: 'https://api.cible.test/v1/files/AAAAAAAAAAAAAAAAAAAAAA', expires_at: '2026-03-10T09:15:00.000Z' };

describe('HttpFileStorageGateway', () => {
  it('asks for a signed upload with the token and the query, and parses it', async () => {
    const { fake, caller } = httpTestClient();
    fake.answer(json(200, UPLOAD));
    await expect(new HttpFileStorageGateway(caller).getUploadHash({ query: { file_name: 'logo.png', file_type: 'image/png', purpose: 'signature_image' } })).resolves.toEqual(UPLOAD);
    expect(fake.calls.map((call) => [call.method, call.url.replace('https://api.cible.test', ''), call.headers.Authorization === undefined ? 'public' : 'bearer'])).toEqual([
      ['GET', '/v1/file-storage/amazon-s3/hash?file_name=logo.png&file_type=image%2Fpng&purpose=signature_image', 'bearer'],
    ]);
  });
});
