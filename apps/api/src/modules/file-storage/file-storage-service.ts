import { randomBytes } from 'node:crypto';
import { DomainFailure, UPLOAD_POLICY, fileMagicMatches, isAcceptedUploadType } from '@cible/core';
import type { UploadHashQuery, UploadHashResponse } from '@cible/core';
import type { S3Config } from '../../config';
import type { AuthContext } from '../../security/auth-context';
import { presignS3Url } from './presign-s3-url';
import type { FileStorageRepository, ServedFile } from './file-storage-repository';
import type { UploadSigner } from './upload-signer';

/** How long an upload URL stays valid. */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60 * 1000;

/** The path of a file's upload URL and of its public URL (routes of the built-in object store, not of core's contract). */
export const uploadPath = (hash: string) => `/v1/file-storage/uploads/${hash}`;
export const filePath = (hash: string) => `/v1/files/${hash}`;

/** The signed query of one upload (`expires`: Unix seconds). */
export interface UploadRequest {
  readonly hash: string;
  readonly expires: number;
  readonly signature: string;
  /** The request's Content-Type without parameters, lower-case. */
  readonly contentType: string;
  readonly bytes: Buffer;
}

/**
 * The file-storage port's built-in backend (docs/adr/023-file-storage.md): a signed upload URL per file, one PUT of
 * the raw bytes to it, then the bytes served from the database at a public, unguessable URL.
 */
export interface FileStorageService {
  createUpload(auth: AuthContext, query: UploadHashQuery): Promise<UploadHashResponse>;
  /** Checks the signature, expiry, type, size and first bytes, then stores the bytes once. */
  upload(request: UploadRequest): Promise<void>;
  /** The largest body an upload to this hash may have, or `null` for an unknown hash (checked before reading a body). */
  maxBytesOf(hash: string): Promise<number | null>;
  /** An uploaded file; 404 NOT_FOUND when unknown or not uploaded. */
  serve(hash: string): Promise<ServedFile>;
}

export interface FileStorageServiceOptions {
  readonly repository: FileStorageRepository;
  readonly signer: UploadSigner;
  readonly publicUrl: string;
  /** An S3-compatible bucket: the upload URL is then a presigned PUT to it and the file is served from it. */
  readonly s3?: S3Config | null;
  readonly now?: () => Date;
}

const notFound = () => new DomainFailure('NOT_FOUND', 'No such file.');

export function createFileStorageService({ repository, signer, publicUrl, s3 = null, now = () => new Date() }: FileStorageServiceOptions): FileStorageService {
  /** The upload and file URLs of a pending file: the built-in store's, or a presigned PUT to the bucket. */
  function urlsOf(hash: string, purpose: UploadHashQuery['purpose'], contentType: string, expiresAt: Date): Pick<UploadHashResponse, 'upload_url' | 'file_url'> {
    const expires = expiresAt.getTime() / 1000;
    if (s3 === null) {
      return { upload_url: `${publicUrl}${uploadPath(hash)}?expires=${expires}&signature=${signer.sign(hash, expires)}`, file_url: `${publicUrl}${filePath(hash)}` };
    }
    const objectUrl = `${s3.endpoint}/${s3.bucket}/${purpose}/${hash}`;
    const at = now();
    const upload = presignS3Url({
      method: 'PUT',
      objectUrl,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      now: at,
      expiresSeconds: Math.max(1, Math.round((expiresAt.getTime() - at.getTime()) / 1000)),
      headers: { 'content-type': contentType },
    });
    return { upload_url: upload, file_url: objectUrl };
  }

  return {
    async createUpload(auth, query) {
      const contentType = query.file_type.toLowerCase();
      if (!isAcceptedUploadType(query.purpose, contentType)) {
        throw new DomainFailure('UPLOAD.INVALID_TYPE', `A ${query.purpose} may not be of type ${contentType}.`, {
          details: { accepted: UPLOAD_POLICY[query.purpose].types },
        });
      }
      const hash = randomBytes(16).toString('base64url');
      const expiresAt = new Date(Math.floor((now().getTime() + UPLOAD_URL_LIFETIME_MS) / 1000) * 1000);
      await repository.insertPending({
        hash,
        organizationId: auth.user.organizationId,
        userId: auth.user.id,
        purpose: query.purpose,
        fileName: query.file_name,
        contentType,
        expiresAt,
      });
      return { hash, ...urlsOf(hash, query.purpose, contentType, expiresAt), expires_at: expiresAt.toISOString() };
    },

    async maxBytesOf(hash) {
      const target = await repository.findTarget(hash);
      return target ? UPLOAD_POLICY[target.purpose].maxBytes : null;
    },

    async upload({ hash, expires, signature, contentType, bytes }) {
      if (!signer.verify(hash, expires, signature)) throw new DomainFailure('UPLOAD.SIGNATURE_INVALID', 'The upload URL’s signature is not valid.');
      const at = now();
      if (expires * 1000 <= at.getTime()) throw new DomainFailure('UPLOAD.EXPIRED', 'The upload URL has expired: ask for a new one.');
      const target = await repository.findTarget(hash);
      if (target === null) throw notFound();
      if (target.uploaded) throw new DomainFailure('UPLOAD.ALREADY_UPLOADED', 'This file was already uploaded: ask for a new upload URL.');
      if (contentType !== target.contentType) {
        throw new DomainFailure('UPLOAD.CONTENT_MISMATCH', `The upload is declared as ${target.contentType}, not ${contentType}.`);
      }
      const maxBytes = UPLOAD_POLICY[target.purpose].maxBytes;
      if (bytes.length > maxBytes) throw new DomainFailure('UPLOAD.TOO_LARGE', `A ${target.purpose} is at most ${maxBytes} bytes.`, { details: { maxBytes } });
      if (!fileMagicMatches(target.contentType, bytes)) {
        throw new DomainFailure('UPLOAD.CONTENT_MISMATCH', `The file’s content is not of type ${target.contentType}.`);
      }
      if (!(await repository.storeBytes(hash, bytes, at))) {
        throw new DomainFailure('UPLOAD.ALREADY_UPLOADED', 'This file was already uploaded: ask for a new upload URL.');
      }
    },

    async serve(hash) {
      const file = await repository.findUploaded(hash);
      if (file === null) throw notFound();
      return file;
    },
  };
}
