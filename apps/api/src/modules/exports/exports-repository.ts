import type { CreditKindCode, ExportFileFormat, ExportStatus, ExportType } from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';
import type { Statement } from './export-row-sql';

/** An export as stored (migration 0028). */
export interface ExportRecord {
  readonly id: number;
  readonly organizationId: number;
  readonly userId: number;
  readonly type: ExportType;
  readonly status: ExportStatus;
  readonly fileFormat: ExportFileFormat;
  readonly params: Record<string, unknown>;
  readonly startDate: Date;
  readonly endDate: Date | null;
  readonly totalRowCount: number | null;
  readonly processedRowCount: number;
  readonly rowCount: number | null;
  readonly storageKey: string | null;
  readonly fileName: string | null;
  readonly errorCode: string | null;
}

/** A new export: pending, its rows counted. */
export interface NewExport {
  readonly organizationId: number;
  readonly userId: number;
  readonly type: ExportType;
  readonly fileFormat: ExportFileFormat;
  readonly params: Record<string, unknown>;
  readonly totalRowCount: number;
}

/** The owner of an export as the socket delivery checks him. */
export interface ExportOwnerState {
  readonly organizationId: number;
  readonly status: number;
  readonly tokensValidAfter: Date | null;
}

/** One email-rental export in the usage. */
export interface EmailRentalUsageRow {
  readonly exportId: number;
  readonly userId: number;
  readonly startDate: Date;
  readonly emailCount: number;
}

interface ExportDbRow {
  id: number;
  organization_id: number;
  user_id: number;
  type: ExportType;
  status: ExportStatus;
  file_format: ExportFileFormat;
  params: Record<string, unknown>;
  start_date: Date | string;
  end_date: Date | string | null;
  total_row_count: number | null;
  processed_row_count: number;
  row_count: number | null;
  storage_key: string | null;
  file_name: string | null;
  error_code: string | null;
}

const COLUMNS = `id, organization_id, user_id, type, status, file_format, params, start_date, end_date, total_row_count,
  processed_row_count, row_count, storage_key, file_name, error_code`;

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const recordOf = (row: ExportDbRow): ExportRecord => ({
  id: row.id,
  organizationId: row.organization_id,
  userId: row.user_id,
  type: row.type,
  status: row.status,
  fileFormat: row.file_format,
  params: row.params,
  startDate: dateOf(row.start_date),
  endDate: row.end_date === null ? null : dateOf(row.end_date),
  totalRowCount: row.total_row_count,
  processedRowCount: row.processed_row_count,
  rowCount: row.row_count,
  storageKey: row.storage_key,
  fileName: row.file_name,
  errorCode: row.error_code,
});

/** The SQL of exports (docs/adr/025-exports.md). */
export interface ExportsRepository {
  /** The credits of a kind the user has left (0 without a credit row). */
  availableCredits(organizationId: number, userId: number, kind: CreditKindCode): Promise<number>;
  /** Runs a count statement of a row source. */
  countRows(statement: Statement): Promise<number>;
  /** Runs a statement of a row source (its keys, or a slice of its rows). */
  readRows(statement: Statement): Promise<Record<string, string | number | null>[]>;
  insert(row: NewExport): Promise<ExportRecord>;
  /** The caller's own export (another user's, even a colleague's: `null`). */
  findOwn(organizationId: number, userId: number, id: number): Promise<ExportRecord | null>;
  find(id: number): Promise<ExportRecord | null>;
  /** The caller's exports, newest start first (then newest id), of a type or all. */
  listOwn(organizationId: number, userId: number, options: { type: ExportType | undefined; limit: number; offset: number }): Promise<{ rows: ExportRecord[]; count: number }>;
  /** Email-rental exports that succeeded, of the organisation (a manager) or of one user, newest first. */
  emailRentalUsage(organizationId: number, userId: number | null, options: { limit: number; offset: number }): Promise<{ rows: EmailRentalUsageRow[]; count: number }>;
  /**
   * Takes the export for a run: pending (first run) or processing (a run that crashed, retried) → processing, the
   * rows written back to 0. `null` when it is finished already (success or failure: a retry does nothing).
   */
  claim(id: number): Promise<ExportRecord | null>;
  /** The rows written so far (while processing only); answers the export as it stands. */
  progress(id: number, processedRowCount: number): Promise<ExportRecord | null>;
  /**
   * Ends a run in one transaction: processing → success with the file (the guard on the status makes a second call
   * do nothing), then `pay` in the same transaction (credits consumed); when `pay` answers an error code the
   * transaction is rolled back and the export is marked failed with that code instead. Answers the export.
   */
  finish(id: number, file: { rowCount: number; storageKey: string; fileName: string }, pay: (tx: Transaction, record: ExportRecord) => Promise<string | null>): Promise<ExportRecord | null>;
  /** processing|pending → failure with the code (nothing when finished already). */
  fail(id: number, errorCode: string): Promise<ExportRecord | null>;
  /** The owner's current state (socket delivery). */
  ownerState(userId: number): Promise<ExportOwnerState | null>;
}

export function createExportsRepository(db: Database): ExportsRepository {
  const one = async (sql: string, values: readonly unknown[], runner: Pick<Database, 'query'> = db): Promise<ExportRecord | null> => {
    const [row] = await runner.query<ExportDbRow>(sql, values);
    return row ? recordOf(row) : null;
  };
  const failSql = `UPDATE exports SET status = 'failure', error_code = $2, end_date = now() WHERE id = $1 AND status IN ('pending', 'processing') RETURNING ${COLUMNS}`;
  return {
    async availableCredits(organizationId, userId, kind) {
      const [row] = await db.query<{ amount: number }>('SELECT amount FROM credits WHERE organization_id = $1 AND user_id = $2 AND kind = $3', [organizationId, userId, kind]);
      return row?.amount ?? 0;
    },
    async countRows(statement) {
      const [row] = await db.query<{ count: number }>(statement.text, statement.values);
      return row?.count ?? 0;
    },
    readRows: (statement) => db.query<Record<string, string | number | null>>(statement.text, statement.values),
    async insert(row) {
      const created = await one(
        `INSERT INTO exports (organization_id, user_id, type, file_format, params, total_row_count) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [row.organizationId, row.userId, row.type, row.fileFormat, row.params, row.totalRowCount],
      );
      if (created === null) throw new Error('export not inserted');
      return created;
    },
    findOwn: (organizationId, userId, id) =>
      one(`SELECT ${COLUMNS} FROM exports WHERE id = $1 AND user_id = $2 AND organization_id = $3`, [id, userId, organizationId]),
    find: (id) => one(`SELECT ${COLUMNS} FROM exports WHERE id = $1`, [id]),
    async listOwn(organizationId, userId, { type, limit, offset }) {
      const rows = await db.query<ExportDbRow & { total: number }>(
        `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM exports
         WHERE organization_id = $1 AND user_id = $2 AND ($3::text IS NULL OR type = $3)
         ORDER BY start_date DESC, id DESC LIMIT $4 OFFSET $5`,
        [organizationId, userId, type ?? null, limit, offset],
      );
      const count =
        rows[0]?.total ??
        (offset === 0
          ? 0
          : ((await db.query<{ count: number }>('SELECT count(*)::int AS count FROM exports WHERE organization_id = $1 AND user_id = $2 AND ($3::text IS NULL OR type = $3)', [organizationId, userId, type ?? null]))[0]?.count ?? 0));
      return { rows: rows.map(recordOf), count };
    },
    async emailRentalUsage(organizationId, userId, { limit, offset }) {
      const where = `organization_id = $1 AND type = 'email_rental' AND status = 'success' AND ($2::int IS NULL OR user_id = $2)`;
      const rows = await db.query<{ id: number; user_id: number; start_date: Date | string; row_count: number | null }>(
        `SELECT id, user_id, start_date, row_count FROM exports WHERE ${where} ORDER BY start_date DESC, id DESC LIMIT $3 OFFSET $4`,
        [organizationId, userId, limit, offset],
      );
      const [counted] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM exports WHERE ${where}`, [organizationId, userId]);
      return {
        rows: rows.map((row) => ({ exportId: row.id, userId: row.user_id, startDate: dateOf(row.start_date), emailCount: row.row_count ?? 0 })),
        count: counted?.count ?? 0,
      };
    },
    claim: (id) =>
      one(
        `UPDATE exports SET status = 'processing', processed_row_count = 0, row_count = NULL, error_code = NULL
         WHERE id = $1 AND status IN ('pending', 'processing') RETURNING ${COLUMNS}`,
        [id],
      ),
    progress: (id, processedRowCount) =>
      one(`UPDATE exports SET processed_row_count = $2 WHERE id = $1 AND status = 'processing' RETURNING ${COLUMNS}`, [id, processedRowCount]),
    async finish(id, file, pay) {
      const outcome = await db.transaction(async (tx) => {
        const done = await one(
          `UPDATE exports SET status = 'success', end_date = now(), row_count = $2, processed_row_count = $2, storage_key = $3, file_name = $4
           WHERE id = $1 AND status = 'processing' RETURNING ${COLUMNS}`,
          [id, file.rowCount, file.storageKey, file.fileName],
          tx,
        );
        if (done === null) return { record: null, refusal: null };
        const refusal = await pay(tx, done);
        if (refusal !== null) return tx.rollback({ record: null, refusal });
        return { record: done, refusal: null };
      });
      if (outcome.refusal !== null) return one(failSql, [id, outcome.refusal]);
      return outcome.record;
    },
    fail: (id, errorCode) => one(failSql, [id, errorCode]),
    async ownerState(userId) {
      const [row] = await db.query<{ organization_id: number; status: number; tokens_valid_after: Date | null }>(
        'SELECT organization_id, status, tokens_valid_after FROM users WHERE id = $1',
        [userId],
      );
      return row ? { organizationId: row.organization_id, status: row.status, tokensValidAfter: row.tokens_valid_after } : null;
    },
  };
}
