import { FILE_STORAGE_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { FileStorageService } from './file-storage-service';

export interface FileStorageRoutesOptions {
  readonly service: FileStorageService;
}

/**
 * GET /v1/file-storage/amazon-s3/hash (docs/api.md "File storage"). The files uploaded are the images of the
 * caller's signatures and templates (and their attachments): PERSONAL_SPACE_TEMPLATES ("templates and signatures"),
 * `create` — asking for an upload creates a file, and every licence that may create a template or a signature may
 * upload its images, no other.
 */
export const fileStorageRoutes: FastifyPluginAsyncZod<FileStorageRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, FILE_STORAGE_ENDPOINTS, {
    getUploadHash: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'create'),
      errors: [415],
      description:
        'A pending upload of the caller: one PUT of the raw file to upload_url (signed, valid 15 minutes, no bearer token) before expires_at, then the file is public at file_url. Types per purpose: images (signature_image, template_image) PNG, JPEG, GIF or WebP up to 2 MiB; attachment the same or PDF up to 10 MiB; any other type (SVG, HTML…): 415 UPLOAD.INVALID_TYPE.',
      handle: ({ auth, query }) => service.createUpload(auth, query),
    },
  });
};
