import { describe, expect, it } from 'vitest';
import {
  EmailRentalUsageResponseSchema,
  ExportListQuerySchema,
  ExportSchema,
  EXPORTS_ENDPOINTS,
  IndividualExportBodySchema,
  ProspectingListsExportBodySchema,
  TeamExportBodySchema,
} from './exports.contract';

const exported = {
  id: 8,
  type: 'email_rental',
  start_date: '2025-01-10T09:00:00.000Z',
  end_date: '2025-01-10T09:02:00.000Z',
  status: 'success',
  file_name: 'location-emails.xlsx',
  row_count: 1200,
  user_id: 12,
  file_format: 'xlsx',
  processed_row_count: 1200,
  total_row_count: 1200,
  error_code: null,
};

describe('exports port', () => {
  it('parses an export and the email-rental usage', () => {
    expect(ExportSchema.parse(exported)).toEqual(exported);
    const usage = { location_history_list: [{ export_id: 8, user_id: 12, start_date: '2025-01-10T09:00:00.000Z', email_count: 1200 }], location_history_count: 1 };
    expect(EmailRentalUsageResponseSchema.parse(usage)).toEqual(usage);
  });

  it('refuses an unknown export type and a request without a source', () => {
    expect(ExportSchema.safeParse({ ...exported, type: 'pdf' }).success).toBe(false);
    expect(IndividualExportBodySchema.safeParse({}).success).toBe(false);
    expect(IndividualExportBodySchema.parse({ query_id: 4 })).toEqual({ query_id: 4, file_format: 'xlsx' });
  });

  it('refuses a reversed team range, an unknown field and too many lists', () => {
    expect(TeamExportBodySchema.safeParse({ date_from: '2025-02-01', date_to: '2025-01-01' }).success).toBe(false);
    expect(TeamExportBodySchema.safeParse({ date_from: '2025-01-01', date_to: '2025-02-01', format: 'csv' }).success).toBe(false);
    expect(ProspectingListsExportBodySchema.safeParse({ query_id_list: Array.from({ length: 101 }, (_, i) => i + 1) }).success).toBe(false);
  });

  it('lists 20 per page by default', () => {
    expect(ExportListQuerySchema.parse({ type: 'team' })).toEqual({ type: 'team', limit: 20, offset: 0 });
  });

  it('has the spec’s export calls; the download is a file', () => {
    expect(Object.values(EXPORTS_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /v1/exports',
      'GET /v1/exports/{id}',
      'GET /v1/exports/{id}/download',
      'GET /v1/exports/email-rental/usage',
      'POST /v1/exports/individual',
      'POST /v1/exports/team',
      'POST /v1/exports/prospecting-lists',
      'POST /v1/exports/subscription',
      'POST /v1/exports/email-rental',
    ]);
    expect(EXPORTS_ENDPOINTS.downloadExport.responseType).toBe('binary');
  });
});
