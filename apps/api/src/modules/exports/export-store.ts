import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { S3Config } from '../../config';
import { presignS3Url } from '../file-storage/presign-s3-url';

/**
 * Where export files are kept (docs/adr/025-exports.md): a local folder by default, an S3-compatible bucket when
 * S3_* are set. The job writes each file to a scratch path of the local folder first (streamed, row by row), then
 * `put` moves it to its key: a rename in the folder, one presigned PUT streamed from disk to the bucket.
 */
export interface ExportStore {
  readonly kind: 'local' | 's3';
  /** A path of the local folder to write a file being made (created with the folder when missing). */
  scratchPath(key: string): Promise<string>;
  /** Stores the finished file written at `path` under `key` (the scratch file is gone afterwards). */
  put(key: string, path: string, contentType: string): Promise<void>;
  /** The stored file's bytes, or `null` when there is none under the key. */
  open(key: string): Promise<Readable | null>;
  /** Removes the file of a key (and its scratch file); nothing when there is none. */
  remove(key: string): Promise<void>;
}

/** A key is `exports/<id>.<format>`: no user text in it, so no path can escape the folder. */
const safeName = (key: string) => {
  if (!/^exports\/\d+\.(csv|xlsx)$/.test(key)) throw new RangeError(`Not an export file key: ${key}`);
  return key.slice('exports/'.length);
};

/** The store for a configuration: S3 when the bucket is set, else the local folder `dir`. */
export function createExportStore(dir: string, s3: S3Config | null, now: () => Date = () => new Date()): ExportStore {
  const ensureDir = async () => {
    await mkdir(dir, { recursive: true });
  };
  const scratchPath = async (key: string) => {
    await ensureDir();
    return join(dir, `${safeName(key)}.partial`);
  };
  const removeScratch = async (key: string) => rm(join(dir, `${safeName(key)}.partial`), { force: true });
  if (s3 === null) {
    return {
      kind: 'local',
      scratchPath,
      async put(key, path) {
        await rename(path, join(dir, safeName(key)));
      },
      async open(key) {
        const path = join(dir, safeName(key));
        try {
          await stat(path);
        } catch {
          return null;
        }
        return createReadStream(path);
      },
      async remove(key) {
        await rm(join(dir, safeName(key)), { force: true });
        await removeScratch(key);
      },
    };
  }
  const signed = (method: 'GET' | 'PUT' | 'DELETE', key: string, headers?: Record<string, string>) =>
    presignS3Url({
      method,
      objectUrl: `${s3.endpoint}/${s3.bucket}/${key}`,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      now: now(),
      expiresSeconds: 900,
      ...(headers ? { headers } : {}),
    });
  return {
    kind: 's3',
    scratchPath,
    async put(key, path, contentType) {
      const { size } = await stat(path);
      const response = await fetch(signed('PUT', key, { 'content-type': contentType }), {
        method: 'PUT',
        headers: { 'content-type': contentType, 'content-length': String(size) },
        body: Readable.toWeb(createReadStream(path)) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      if (!response.ok) throw new Error(`S3 PUT of ${key} answered ${response.status}`);
      await rm(path, { force: true });
    },
    async open(key) {
      const response = await fetch(signed('GET', key));
      if (response.status === 404 || response.status === 403) return null;
      if (!response.ok || response.body === null) throw new Error(`S3 GET of ${key} answered ${response.status}`);
      return Readable.fromWeb(response.body as WebReadableStream);
    },
    async remove(key) {
      await removeScratch(key);
      const response = await fetch(signed('DELETE', key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE of ${key} answered ${response.status}`);
    },
  };
}
