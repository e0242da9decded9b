import { rm } from 'node:fs/promises';
import {
  DomainFailure,
  exportCells,
  exportFileName,
  exportHeaders,
  exportRefusal,
  hasManagerAccess,
  isDomainFailure,
  QUERY_TYPES,
  shouldPushExportProgress,
  translate,
} from '@cible/core';
import type {
  CreditKindCode,
  EmailRentalExportBody,
  EmailRentalUsageResponse,
  Export,
  ExportFileFormat,
  ExportListQuery,
  ExportListResponse,
  ExportType,
  IndividualExportBody,
  ProspectingListsExportBody,
  SubscriptionExportBody,
  TeamExportBody,
} from '@cible/core';
import type { Logger } from 'pino';
import type { Readable } from 'node:stream';
import type { AuthContext } from '../../security/auth-context';
import { consumeCredits } from '../credits/credit-ledger';
import type { QueryOwner } from '../advanced-search/advanced-search-repository';
import { resolveSavedQueries, type SavedQueriesReader } from '../advanced-search/resolve-saved-queries';
import type { SocketOwnerState } from '../../realtime/socket-session-check';
import { EXPORT_CONTENT_TYPES, openExportFileWriter } from './export-file-writer';
import { exportRowSql, type ExportSource } from './export-row-sql';
import type { ExportStore } from './export-store';
import type { ExportRecord, ExportsRepository } from './exports-repository';

/** Rows read per statement while a file is written (keyset pagination). */
export const EXPORT_BATCH_SIZE = 2_000;

/** Where the service queues a run (the pg-boss queue `exports.run`), `null` when the jobs do not run here. */
export interface ExportQueue {
  send(exportId: number): Promise<void>;
}

export interface ExportsServiceDependencies {
  readonly repository: ExportsRepository;
  readonly store: ExportStore;
  readonly savedQueries: SavedQueriesReader;
  readonly queue: ExportQueue | null;
  /** Tells every process that an export's state changed (the socket push to its owner). */
  readonly announce: (record: ExportRecord) => Promise<void>;
  readonly logger: Logger;
  /** The most rows of one export (default core's EXPORT_MAX_ROW_COUNT; tests build a server with a small one). */
  readonly maxRowCount?: number;
}

/** A file to send: its bytes, its name and type. */
export interface ExportDownload {
  readonly stream: Readable;
  readonly fileName: string;
  readonly contentType: string;
}

/** The exports use cases (docs/api.md "Exports and email rental", docs/adr/025-exports.md). */
export interface ExportsService {
  createIndividual(auth: AuthContext, body: IndividualExportBody): Promise<Export>;
  createProspectingLists(auth: AuthContext, body: ProspectingListsExportBody): Promise<Export>;
  createEmailRental(auth: AuthContext, body: EmailRentalExportBody): Promise<Export>;
  createTeam(auth: AuthContext, body: TeamExportBody): Promise<Export>;
  createSubscription(auth: AuthContext, body: SubscriptionExportBody): Promise<Export>;
  list(auth: AuthContext, query: ExportListQuery): Promise<ExportListResponse>;
  get(auth: AuthContext, id: number): Promise<Export>;
  download(auth: AuthContext, id: number): Promise<ExportDownload>;
  emailRentalUsage(auth: AuthContext, query: { limit: number; offset: number }): Promise<EmailRentalUsageResponse>;
  /** The job: writes the file of an export, then marks it done and takes its credits (once). */
  run(exportId: number): Promise<void>;
  /** The socket delivery's reads. */
  findExports(ids: readonly number[]): Promise<{ userId: number; export: Export }[]>;
  ownerState(userId: number): Promise<SocketOwnerState | null>;
}

/** The API shape of an export. */
export function exportPayload(record: ExportRecord): Export {
  return {
    id: record.id,
    type: record.type,
    start_date: record.startDate.toISOString(),
    end_date: record.endDate === null ? null : record.endDate.toISOString(),
    status: record.status,
    file_name: record.fileName,
    row_count: record.rowCount,
    user_id: record.userId,
    file_format: record.fileFormat,
    processed_row_count: record.processedRowCount,
    total_row_count: record.totalRowCount,
    error_code: record.errorCode,
  };
}

/** The credit kind an export pays with, per row: exports and lists `export`, email rental `email-rental`; reports none. */
const CREDIT_KIND_OF: Readonly<Record<ExportType, CreditKindCode | null>> = {
  individual: 'export',
  prospecting_lists: 'export',
  email_rental: 'email-rental',
  team: null,
  subscription: null,
};

const TARGET_OF_QUERY_TYPE = new Map<number, string>(QUERY_TYPES.map((type) => [type.id, type.target]));
/** Segments of contacts give contacts; every other query of criteria (alerts, searches, account segments) companies. */
const CONTACT_CRITERIA_QUERY_TYPES = new Set([2]);

/** The developer messages of core's refusals (the web app shows its own texts for the codes). */
const REFUSAL_MESSAGES = {
  'EXPORT.EMPTY': 'There is nothing to export.',
  'EXPORT.TOO_LARGE': 'The export has more rows than the maximum (details.max_row_count).',
  'CREDITS.INSUFFICIENT': 'Not enough credits for these rows (details.required, details.available).',
} as const;

const notAllowed = (capability: string) =>
  new DomainFailure('EXPORT.NOT_ALLOWED', `Exports need the ${capability} capability.`, { details: { capability } });
const notFound = () => new DomainFailure('NOT_FOUND', 'No such export.');

export function createExportsService({ repository, store, savedQueries, queue, announce, logger, maxRowCount }: ExportsServiceDependencies): ExportsService {
  const ownerOf = (auth: AuthContext): QueryOwner => ({ userId: auth.user.id, organizationId: auth.user.organizationId });

  /** The caller's own saved queries among `ids` (another's → 404), with the row kind each gives. */
  async function ownQueries(auth: AuthContext, ids: readonly number[]): Promise<{ id: number; rows: 'contact' | 'company' }[]> {
    const rows = await savedQueries(ownerOf(auth), ids);
    if (rows.length !== new Set(ids).size) throw new DomainFailure('NOT_FOUND', 'No such list.');
    return rows.map((row) => {
      const target = TARGET_OF_QUERY_TYPE.get(row.query_type_id);
      const contact = target === 'contact' || CONTACT_CRITERIA_QUERY_TYPES.has(row.query_type_id);
      return { id: row.id, rows: contact ? 'contact' : 'company' };
    });
  }

  /** One kind of rows per file: contacts and companies together are refused. */
  function singleKind(kinds: readonly ('contact' | 'company')[]): 'contact' | 'company' {
    const distinct = new Set(kinds);
    if (distinct.size > 1) throw new DomainFailure('EXPORT.MIXED_SOURCES', 'An export holds contacts or companies, not both: export them separately.');
    return distinct.has('company') ? 'company' : 'contact';
  }

  async function sqlOf(record: Pick<ExportRecord, 'organizationId' | 'userId'>, source: ExportSource) {
    const queryIds = 'queryIds' in source ? source.queryIds : [];
    const owner = { userId: record.userId, organizationId: record.organizationId };
    const queries = queryIds.length === 0 ? new Map() : await resolveSavedQueries(savedQueries, owner, { query_id_list: [...queryIds] });
    return exportRowSql(source, record.organizationId, queries);
  }

  async function create(auth: AuthContext, type: ExportType, fileFormat: ExportFileFormat, source: ExportSource): Promise<Export> {
    const owner = { userId: auth.user.id, organizationId: auth.user.organizationId };
    const sql = await sqlOf(owner, source);
    const rowCount = await repository.countRows(sql.count());
    const kind = CREDIT_KIND_OF[type];
    const availableCredits = kind === null ? Number.MAX_SAFE_INTEGER : await repository.availableCredits(owner.organizationId, owner.userId, kind);
    const refusal = exportRefusal({ rowCount, availableCredits, ...(maxRowCount === undefined ? {} : { maxRowCount }) });
    if (refusal !== null) throw new DomainFailure(refusal.code, REFUSAL_MESSAGES[refusal.code], { details: refusal.details });
    const record = await repository.insert({ ...owner, type, fileFormat, params: { ...source }, totalRowCount: rowCount });
    if (queue !== null) await queue.send(record.id);
    await announce(record);
    return exportPayload(record);
  }

  const requireExport = (auth: AuthContext) => {
    if (!auth.user.access.canExport) throw notAllowed('can_export');
  };

  async function push(record: ExportRecord | null): Promise<void> {
    if (record === null) return;
    try {
      await announce(record);
    } catch (error) {
      logger.warn({ err: error, exportId: record.id }, 'export progress: announcement failed');
    }
  }

  return {
    async createIndividual(auth, body) {
      requireExport(auth);
      const contactIds = body.contact_id_list ?? [];
      const companyIds = body.company_id_list ?? [];
      const lists = body.query_id === undefined ? [] : await ownQueries(auth, [body.query_id]);
      const rows = singleKind([...(contactIds.length > 0 ? ['contact' as const] : []), ...(companyIds.length > 0 ? ['company' as const] : []), ...lists.map((list) => list.rows)]);
      const ids = rows === 'contact' ? contactIds : companyIds;
      return create(auth, 'individual', body.file_format, { rows, ids, queryIds: lists.map((list) => list.id) });
    },
    async createProspectingLists(auth, body) {
      requireExport(auth);
      const lists = await ownQueries(auth, body.query_id_list);
      const rows = singleKind(lists.map((list) => list.rows));
      return create(auth, 'prospecting_lists', body.file_format, { rows, ids: [], queryIds: lists.map((list) => list.id) });
    },
    async createEmailRental(auth, body) {
      if (!auth.user.access.canExportLocation) throw notAllowed('can_export_location');
      const lists = await ownQueries(auth, [body.query_id]);
      return create(auth, 'email_rental', body.file_format, { rows: 'email_rental', ids: [], queryIds: lists.map((list) => list.id) });
    },
    async createTeam(auth, body) {
      requireExport(auth);
      return create(auth, 'team', body.file_format, { rows: 'team', userIds: body.user_id_list ?? [], from: body.date_from, to: body.date_to });
    },
    async createSubscription(auth, body) {
      requireExport(auth);
      return create(auth, 'subscription', body.file_format, { rows: 'subscription', from: body.date_from, to: body.date_to });
    },
    async list(auth, query) {
      const { rows, count } = await repository.listOwn(auth.user.organizationId, auth.user.id, {
        type: query.type,
        limit: query.limit,
        offset: query.offset,
      });
      return { export_list: rows.map(exportPayload), export_count: count } as ExportListResponse;
    },
    async get(auth, id) {
      const record = await repository.findOwn(auth.user.organizationId, auth.user.id, id);
      if (record === null) throw notFound();
      return exportPayload(record);
    },
    async download(auth, id) {
      const record = await repository.findOwn(auth.user.organizationId, auth.user.id, id);
      if (record === null) throw notFound();
      if (record.status !== 'success' || record.storageKey === null) {
        throw new DomainFailure('EXPORT.NOT_READY', 'The export has no file (not finished, or failed).', { details: { status: record.status } });
      }
      const stream = await store.open(record.storageKey);
      if (stream === null) throw notFound();
      return { stream, fileName: record.fileName ?? exportFileName(record.type, record.id, record.fileFormat), contentType: EXPORT_CONTENT_TYPES[record.fileFormat] };
    },
    async emailRentalUsage(auth, query) {
      const everyone = hasManagerAccess(auth.ability);
      const { rows, count } = await repository.emailRentalUsage(auth.user.organizationId, everyone ? null : auth.user.id, query);
      return {
        location_history_list: rows.map((row) => ({ export_id: row.exportId, user_id: row.userId, start_date: row.startDate.toISOString(), email_count: row.emailCount })),
        location_history_count: count,
      } as EmailRentalUsageResponse;
    },
    async run(exportId) {
      const record = await repository.claim(exportId);
      if (record === null) return;
      await push(record);
      const key = `exports/${record.id}.${record.fileFormat}`;
      const fileName = exportFileName(record.type, record.id, record.fileFormat);
      let path: string | null = null;
      try {
        const sql = await sqlOf(record, record.params as unknown as ExportSource);
        path = await store.scratchPath(key);
        const writer = openExportFileWriter(record.fileFormat, path, exportHeaders(sql.kind).map((header) => translate(header)));
        let written = 0;
        const total = record.totalRowCount ?? 0;
        try {
          const keys = (await repository.readRows(sql.keys())).map((row) => String(row.row_key));
          for (let start = 0; start < keys.length; start += EXPORT_BATCH_SIZE) {
            const rows = await repository.readRows(sql.rowsOf(keys.slice(start, start + EXPORT_BATCH_SIZE)));
            for (const row of rows) await writer.write(exportCells(sql.kind, row));
            const previous = written;
            written += rows.length;
            if (shouldPushExportProgress(previous, written, total)) await push(await repository.progress(record.id, written));
          }
        } catch (error) {
          await writer.abort();
          throw error;
        }
        await writer.close();
        if (written === 0) {
          await push(await repository.fail(record.id, 'EXPORT.EMPTY'));
          await rm(path, { force: true });
          return;
        }
        await store.put(key, path, EXPORT_CONTENT_TYPES[record.fileFormat]);
        path = null;
        const kind = CREDIT_KIND_OF[record.type];
        const done = await repository.finish(record.id, { rowCount: written, storageKey: key, fileName }, async (tx, finished) => {
          if (kind === null) return null;
          const outcome = await consumeCredits(tx, {
            organizationId: finished.organizationId,
            userId: finished.userId,
            kind,
            amount: written,
            reference: `export:${finished.id}`,
          });
          return outcome.ok ? null : 'CREDITS.INSUFFICIENT';
        });
        if (done === null || done.status !== 'success') await store.remove(key);
        await push(done ?? (await repository.find(record.id)));
      } catch (error) {
        if (path !== null) await rm(path, { force: true }).catch(() => undefined);
        // A refusal of the data (a list deleted meanwhile, criteria no longer valid): the export fails for good.
        if (isDomainFailure(error)) {
          await push(await repository.fail(record.id, error.code));
          return;
        }
        // Anything else (database, disk, S3): pg-boss retries the job, which starts the file over.
        throw error;
      }
    },
    async findExports(ids) {
      const found: { userId: number; export: Export }[] = [];
      for (const id of ids) {
        const record = await repository.find(id);
        if (record !== null) found.push({ userId: record.userId, export: exportPayload(record) });
      }
      return found;
    },
    ownerState: (userId) => repository.ownerState(userId),
  };
}
