import type { UploadPurpose } from '@cible/core';
import type { Database } from '../../db/database';

/** A pending upload as asked for (GET /v1/file-storage/amazon-s3/hash). */
export interface PendingFile {
  readonly hash: string;
  readonly organizationId: number;
  readonly userId: number;
  readonly purpose: UploadPurpose;
  readonly fileName: string;
  readonly contentType: string;
  readonly expiresAt: Date;
}

/** What an upload needs to know of its row. */
export interface UploadTarget {
  readonly purpose: UploadPurpose;
  readonly contentType: string;
  readonly expiresAt: Date;
  readonly uploaded: boolean;
}

/** A stored file as served. */
export interface ServedFile {
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** SQL of the uploaded files (table `stored_files`, migration 0024). */
export interface FileStorageRepository {
  insertPending(file: PendingFile): Promise<void>;
  /** The row of a hash, `null` when none. */
  findTarget(hash: string): Promise<UploadTarget | null>;
  /** Stores the bytes of a pending, unexpired file; `false` when it was uploaded meanwhile or has expired. */
  storeBytes(hash: string, bytes: Buffer, now: Date): Promise<boolean>;
  /** An uploaded file, `null` when unknown or not uploaded yet. */
  findUploaded(hash: string): Promise<ServedFile | null>;
}

interface TargetRow {
  purpose: UploadPurpose;
  content_type: string;
  expires_at: Date | string;
  uploaded: boolean;
}

export function createFileStorageRepository(db: Database): FileStorageRepository {
  return {
    async insertPending(file) {
      await db.query(
        `INSERT INTO stored_files (hash, organization_id, user_id, purpose, file_name, content_type, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [file.hash, file.organizationId, file.userId, file.purpose, file.fileName, file.contentType, file.expiresAt],
      );
    },
    async findTarget(hash) {
      const [row] = await db.query<TargetRow>('SELECT purpose, content_type, expires_at, uploaded_at IS NOT NULL AS uploaded FROM stored_files WHERE hash = $1', [hash]);
      return row ? { purpose: row.purpose, contentType: row.content_type, expiresAt: new Date(row.expires_at), uploaded: row.uploaded } : null;
    },
    async storeBytes(hash, bytes, now) {
      const rows = await db.query(
        `UPDATE stored_files SET bytes = $2, size = $3, uploaded_at = $4
         WHERE hash = $1 AND uploaded_at IS NULL AND expires_at > $4 RETURNING id`,
        [hash, bytes, bytes.length, now],
      );
      return rows.length === 1;
    },
    async findUploaded(hash) {
      const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>('SELECT content_type, bytes FROM stored_files WHERE hash = $1 AND uploaded_at IS NOT NULL', [hash]);
      return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
    },
  };
}
