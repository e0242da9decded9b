import type { Export } from '@cible/core';

/** Test helper: an export of user 7 started on 12/01/2026 (pending XLSX list export unless overridden). */
export function exportFixture(id: number, overrides: Partial<Export> = {}): Export {
  return {
    id,
    type: 'prospecting_lists',
    start_date: '2026-01-12T08:30:00.000Z',
    end_date: null,
    status: 'pending',
    file_name: null,
    row_count: null,
    user_id: 7,
    file_format: 'xlsx',
    processed_row_count: 0,
    total_row_count: null,
    error_code: null,
    ...overrides,
  };
}
