import type { Export, ExportStatus } from '@cible/core';

/** How far along each status is: a push never moves an export back (a terminal status is final). */
const STATUS_STEP: Readonly<Record<ExportStatus, number>> = { pending: 0, processing: 1, success: 2, failure: 2 };

/** Whether an export still runs (its progress is followed on the socket). */
export function isExportRunning(exportState: Pick<Export, 'status'>): boolean {
  return exportState.status === 'pending' || exportState.status === 'processing';
}

/**
 * Whether `next` is a later state of the same export than `current`: a further status, or the same running status
 * with more rows written (or the row total newly known). Pushes may arrive out of order (or after the list's answer):
 * an older one never undoes a newer state; a finished export never changes again.
 */
export function isLaterExportState(current: Export, next: Export): boolean {
  if (next.id !== current.id) return false;
  const step = STATUS_STEP[next.status] - STATUS_STEP[current.status];
  if (step !== 0) return step > 0;
  if (!isExportRunning(current)) return false;
  if (next.processed_row_count !== current.processed_row_count) return next.processed_row_count > current.processed_row_count;
  return current.total_row_count === null && next.total_row_count !== null;
}

/** The export as it stands once a pushed state is taken: the later of the two (same id), `current` otherwise. */
export function withPushedExport(current: Export, pushed: Export): Export {
  return isLaterExportState(current, pushed) ? pushed : current;
}

/** A list of exports once a push is taken: the export of that id is replaced by a later state; other pushes change nothing. */
export function withPushedExportInList(list: Export[], pushed: Export): Export[] {
  const index = list.findIndex((item) => item.id === pushed.id);
  if (index < 0 || !isLaterExportState(list[index]!, pushed)) return list;
  return list.map((item, position) => (position === index ? pushed : item));
}

/**
 * The percentage done of an export (0–100, rounded down so that 100 means written): 100 once it succeeded; while it
 * runs, the rows written over the rows to write; `null` while the total is not known (an indeterminate bar).
 */
export function exportPercent(exportState: Export): number | null {
  if (exportState.status === 'success') return 100;
  const total = exportState.total_row_count;
  if (total === null) return exportState.status === 'pending' ? 0 : null;
  if (total === 0) return 0;
  return Math.min(100, Math.floor((exportState.processed_row_count / total) * 100));
}
