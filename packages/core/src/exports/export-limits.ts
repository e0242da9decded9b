
/** The most rows one export may hold (designed: the benchmark writes 100 000; a list beyond is split by the user). */
export const EXPORT_MAX_ROW_COUNT = 200_000;

/** The rows counted at creation and the credits of the kind the export pays with (designed). */
export interface ExportAdmission {
  readonly rowCount: number;
  readonly availableCredits: number;
  /** The maximum (default {@link EXPORT_MAX_ROW_COUNT}; a server may be built with a smaller one, e.g. in tests). */
  readonly maxRowCount?: number;
}

/** Why an export may not start: the error code and its details (the API throws it as a DomainFailure). */
export type ExportRefusal =
  | { readonly code: 'EXPORT.EMPTY'; readonly details: Readonly<Record<string, never>> }
  | { readonly code: 'EXPORT.TOO_LARGE'; readonly details: { readonly row_count: number; readonly max_row_count: number } }
  | { readonly code: 'CREDITS.INSUFFICIENT'; readonly details: { readonly required: number; readonly available: number } };

/**
 * Whether an export of `rowCount` rows may start, checked at creation on the rows counted then (so a refusal is
 * immediate and nothing is written): nothing to export → `EXPORT.EMPTY`; more than {@link EXPORT_MAX_ROW_COUNT} rows →
 * `EXPORT.TOO_LARGE` with `{ row_count, max_row_count }`; fewer credits than rows (one credit per row exported) →
 * `CREDITS.INSUFFICIENT` with `{ required, available }`. Answers `null` when it may.
 * @rule design · an export of 0 rows, of more than 200 000 rows or of more rows than credits left is refused at creation
 */
export function exportRefusal({ rowCount, availableCredits, maxRowCount = EXPORT_MAX_ROW_COUNT }: ExportAdmission): ExportRefusal | null {
  if (rowCount <= 0) return { code: 'EXPORT.EMPTY', details: {} };
  if (rowCount > maxRowCount) return { code: 'EXPORT.TOO_LARGE', details: { row_count: rowCount, max_row_count: maxRowCount } };
  if (availableCredits < rowCount) return { code: 'CREDITS.INSUFFICIENT', details: { required: rowCount, available: Math.max(0, availableCredits) } };
  return null;
}

/**
 * When the progress of an export is pushed to its owner: at the start, at the end, and each time the rows written
 * cross another `stepPercent` of the total (so at most about 100 / stepPercent pushes, whatever the size).
 * @rule design · export progress is pushed at start, at end and every few percent of the rows
 */
export function shouldPushExportProgress(previous: number, current: number, total: number, stepPercent = 5): boolean {
  if (total <= 0 || current >= total || previous <= 0) return true;
  const step = Math.max(1, Math.ceil((total * stepPercent) / 100));
  return Math.floor(current / step) > Math.floor(previous / step);
}
