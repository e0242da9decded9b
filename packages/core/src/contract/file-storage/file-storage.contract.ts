import { z } from 'zod';
import { ApiDateTimeSchema, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { queryText } from '../shared/query-params';

/** Uses of an upload (designed): they decide the storage folder and the accepted types. */
export const UPLOAD_PURPOSES = ['template_image', 'signature_image', 'attachment'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Upload request: file name, MIME type and purpose. */
export const UploadHashQuerySchema = z.object({
  file_name: queryText(PORT_LIMITS.name).pipe(safeString().min(1)),
  file_type: queryText(PORT_LIMITS.name).pipe(safeString().regex(/^[a-z]+\/[a-z0-9.+-]+$/i, 'UPLOAD.INVALID_TYPE')),
  purpose: z.enum(UPLOAD_PURPOSES),
});
export type UploadHashQuery = z.infer<typeof UploadHashQuerySchema>;

/**
 * Signed upload (designed): `hash` names the object, `upload_url` takes one PUT of the file before `expires_at`,
 * `file_url` is where the file is then served.
 */
export const UploadHashResponseSchema = z.object({
  hash: safeString(),
  upload_url: safeString(),
  file_url: safeString(),
  expires_at: ApiDateTimeSchema,
});
export type UploadHashResponse = z.infer<typeof UploadHashResponseSchema>;

/** File storage (docs/rules/ports.md "file_storage"): a signed upload, then a PUT to the object store. */
export const FILE_STORAGE_ENDPOINTS = {
  getUploadHash: defineEndpoint({
    method: 'GET',
    path: '/v1/file-storage/amazon-s3/hash',
    summary: 'A signed URL to upload one file to the object store.',
    query: UploadHashQuerySchema,
    response: UploadHashResponseSchema,
  }),
} as const;

/** The file-storage port. */
export type FileStorageGateway = EndpointGateway<typeof FILE_STORAGE_ENDPOINTS>;
