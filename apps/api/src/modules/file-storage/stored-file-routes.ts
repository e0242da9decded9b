import { UPLOAD_POLICY } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC, SELF_AUTHENTICATED } from '../../http/route-declaration';
import type { FileStorageService } from './file-storage-service';
import { filePath, uploadPath } from './file-storage-service';
import { DomainFailure } from '@cible/core';

export interface StoredFileRoutesOptions {
  readonly service: FileStorageService;
}

/** A file's hash: 128 random bits in base64url. */
const HASH = /^[A-Za-z0-9_-]{22}$/;

/** Every type any purpose accepts: the raw bodies this plugin reads (other types: 415 before the handler). */
const UPLOAD_TYPES = [...new Set(Object.values(UPLOAD_POLICY).flatMap((policy) => policy.types))];

/** The largest upload of any purpose (the purpose's own limit is checked before and after reading the body). */
const UPLOAD_BODY_LIMIT = Math.max(...Object.values(UPLOAD_POLICY).map((policy) => policy.maxBytes));

/** What a served file may do in a browser: nothing (no script, no sniffing); an upload never changes. */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'public, max-age=31536000, immutable',
} as const;

const UploadParamsSchema = z.object({ hash: z.string().regex(HASH) });
const UploadQuerySchema = z.object({
  expires: z.coerce.number().int().min(0).max(2 ** 40),
  signature: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
});

const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The built-in object store's own routes (docs/adr/023-file-storage.md), not in core's contract: the upload URL
 * handed out by GET /v1/file-storage/amazon-s3/hash and the public URL of an uploaded file, like an S3 presigned PUT
 * and an S3 object URL.
 */
export const storedFileRoutes: FastifyPluginAsyncZod<StoredFileRoutesOptions> = async (app, { service }) => {
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.put(
    uploadPath(':hash'),
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { auth: 'public', access: SELF_AUTHENTICATED },
      schema: {
        summary: 'Uploads one file to the built-in object store (the upload_url of a signed upload).',
        description:
          'No bearer token: the query’s HMAC signature of the hash and expiry is the credential (403 UPLOAD.SIGNATURE_INVALID, 403 UPLOAD.EXPIRED). Body: the raw file, with the Content-Type declared when asking (else 415 UPLOAD.CONTENT_MISMATCH; a type no purpose accepts: 415), first bytes of that type (else 415 UPLOAD.CONTENT_MISMATCH), within the purpose’s size (413). One upload per hash (409 UPLOAD.ALREADY_UPLOADED). Designed path.',
        tags: ['file-storage'],
        params: UploadParamsSchema,
        querystring: UploadQuerySchema,
      },
      preParsing: async (request) => {
        const hash = (request.params as { hash?: string }).hash ?? '';
        const declared = Number(request.headers['content-length']);
        const maxBytes = HASH.test(hash) ? await service.maxBytesOf(hash) : null;
        if (maxBytes !== null && declared > maxBytes) throw new DomainFailure('UPLOAD.TOO_LARGE', `This upload is at most ${maxBytes} bytes.`, { details: { maxBytes } });
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : null;
      const contentType = body === null ? '' : mediaTypeOf(request.headers['content-type']);
      await service.upload({ ...request.params, ...request.query, contentType, bytes: body ?? Buffer.alloc(0) });
      return reply.status(204).send();
    },
  );

  app.get(
    filePath(':hash'),
    {
      config: { auth: 'public', access: PUBLIC },
      schema: {
        summary: 'An uploaded file (the file_url of a signed upload).',
        description:
          'No authentication, like an S3 object URL: a mail’s recipients load a signature’s logo; the 128-bit random hash is the only way to it. Served with its stored type, nosniff, a sandboxing CSP and a year of immutable caching; unknown or not uploaded: 404. Designed path.',
        tags: ['file-storage'],
      },
    },
    async (request, reply) => {
      const hash = (request.params as { hash?: string }).hash ?? '';
      if (!HASH.test(hash)) throw new DomainFailure('NOT_FOUND', 'No such file.');
      const file = await service.serve(hash);
      return reply.status(200).headers({ ...FILE_HEADERS, 'content-type': file.contentType }).send(file.bytes);
    },
  );
};
