import { describe, expect, it } from 'vitest';
import { json } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { HttpExportsGateway } from './http-exports-gateway';

const EXPORT = {
  id: 12,
  type: 'prospecting_lists',
  start_date: '2026-11-26T10:00:00.000Z',
  end_date: null,
  status: 'pending',
  file_name: null,
  row_count: null,
  user_id: 7,
  file_format: 'xlsx',
  processed_row_count: 0,
  total_row_count: null,
  error_code: null,
};

describe('HttpExportsGateway', () => {
  it('calls the exports paths with the bearer token, the filters in the query and the bodies as JSON', async () => {
    const { fake, caller } = httpTestClient();
    const exports = new HttpExportsGateway(caller);
    fake.answer(
      json(200, { export_list: [EXPORT], export_count: 1 }),
      json(200, EXPORT),
      json(200, { location_history_list: [], location_history_count: 0 }),
      json(200, EXPORT),
      json(200, EXPORT),
      json(200, EXPORT),
      json(200, EXPORT),
      json(200, EXPORT),
    );
    await expect(exports.listExports({ query: { type: 'team', limit: 20, offset: 40 } })).resolves.toMatchObject({ export_count: 1 });
    await expect(exports.getExport({ params: { id: 12 } })).resolves.toMatchObject({ id: 12, status: 'pending' });
    await exports.getEmailRentalUsage({ query: { limit: 20, offset: 0 } });
    await exports.createIndividualExport({ body: { query_id: 3, file_format: 'csv' } });
    await exports.createTeamExport({ body: { date_from: '2026-11-01', date_to: '2026-11-26', file_format: 'xlsx' } });
    await exports.createProspectingListsExport({ body: { query_id_list: [3], file_format: 'xlsx' } });
    await exports.createSubscriptionExport({ body: { date_from: '2026-11-01', date_to: '2026-11-26', file_format: 'csv' } });
    await exports.createEmailRentalExport({ body: { query_id: 3, file_format: 'xlsx' } });
    expect(fake.calls.map((call) => [call.method, call.url.replace('https://api.cible.test', ''), call.headers.Authorization === undefined ? 'public' : 'bearer'])).toEqual([
      ['GET', '/v1/exports?type=team&limit=20&offset=40', 'bearer'],
      ['GET', '/v1/exports/12', 'bearer'],
      ['GET', '/v1/exports/email-rental/usage?limit=20&offset=0', 'bearer'],
      ['POST', '/v1/exports/individual', 'bearer'],
      ['POST', '/v1/exports/team', 'bearer'],
      ['POST', '/v1/exports/prospecting-lists', 'bearer'],
      ['POST', '/v1/exports/subscription', 'bearer'],
      ['POST', '/v1/exports/email-rental', 'bearer'],
    ]);
    expect(JSON.parse(String(fake.calls[5]!.body))).toEqual({ query_id_list: [3], file_format: 'xlsx' });
  });

  it('downloads the file as bytes with the server’s file name and type', async () => {
    const { fake, caller } = httpTestClient();
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    fake.answer(
      new Response(bytes, {
        status: 200,
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="export-12.xlsx"' },
      }),
    );
    const file = await new HttpExportsGateway(caller).downloadExport({ params: { id: 12 } });
    expect(Array.from(file.content)).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(file.file_name).toBe('export-12.xlsx');
    expect(file.content_type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(fake.calls[0]!.url).toBe('https://api.cible.test/v1/exports/12/download');
  });

  it('refuses a team export whose period ends before it starts, before any call (the contract’s rule)', async () => {
    const { fake, caller } = httpTestClient();
    await expect(new HttpExportsGateway(caller).createTeamExport({ body: { date_from: '2026-11-26', date_to: '2026-11-01', file_format: 'xlsx' } })).rejects.toThrow();
    expect(fake.calls).toHaveLength(0);
  });
});
