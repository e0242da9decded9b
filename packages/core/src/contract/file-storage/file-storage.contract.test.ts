import { describe, expect, it } from 'vitest';
import { FILE_STORAGE_ENDPOINTS, UploadHashQuerySchema, UploadHashResponseSchema } from './file-storage.contract';

describe('file-storage port', () => {
  it('asks a signed upload for a named, typed file', () => {
    expect(UploadHashQuerySchema.parse({ file_name: 'logo.png', file_type: 'image/png', purpose: 'template_image' })).toEqual({
      file_name: 'logo.png',
      file_type: 'image/png',
      purpose: 'template_image',
    });
    expect(UploadHashQuerySchema.safeParse({ file_name: '', file_type: 'image/png', purpose: 'template_image' }).success).toBe(false);
    expect(UploadHashQuerySchema.safeParse({ file_name: 'a', file_type: 'png', purpose: 'template_image' }).success).toBe(false);
  });

  it('parses the signed upload', () => {
    const answer = { hash: 'ab12', upload_url: 'https://bucket/ab12?sig', file_url: 'https://cdn/ab12', expires_at: '2025-01-10T09:15:00.000Z' };
    expect(UploadHashResponseSchema.parse(answer)).toEqual(answer);
  });

  it('is GET /v1/file-storage/amazon-s3/hash', () => {
    expect(Object.values(FILE_STORAGE_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(['GET /v1/file-storage/amazon-s3/hash']);
  });
});
