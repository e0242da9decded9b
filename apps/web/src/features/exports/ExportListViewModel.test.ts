import { describe, expect, it, vi } from 'vitest';
import { SOCKET_MESSAGE_TYPE, type Export, type ExportListQuery, type ExportsGateway } from '@cible/core';
import { FakeSocketGateway } from '../../testing/FakeSocketGateway';
import { exportFixture } from '../../testing/exportTestData';
import { loadSocketPushSchemas } from '../../view-model/loadSocketPushSchemas';
import { ExportDownloads } from './ExportDownloads';
import { EXPORT_PAGE_SIZE, ExportListViewModel } from './ExportListViewModel';

/** A server holding the user's exports (newest first), filtered by type and paged as asked. */
function setup(rows: Export[]) {
  const fake = {
    listExports: vi.fn(async ({ query }: { query: ExportListQuery }) => {
      const matching = rows.filter((row) => query.type === undefined || row.type === query.type);
      return { export_list: matching.slice(query.offset, query.offset + query.limit), export_count: matching.length };
    }),
    getExport: vi.fn(async ({ params }: { params: { id: number } }) => rows.find((row) => row.id === params.id)!),
    downloadExport: vi.fn(async ({ params }: { params: { id: number } }) => ({ content: new Uint8Array([params.id]), file_name: `export-${params.id}.xlsx`, content_type: 'application/octet-stream' })),
  };
  const gateway = fake as unknown as ExportsGateway;
  const socket = new FakeSocketGateway();
  const effects = { save: vi.fn(), failed: vi.fn() };
  const downloads = new ExportDownloads(gateway, effects);
  return { gateway: fake, socket, effects, downloads, list: new ExportListViewModel(gateway, socket, downloads) };
}

const push = (socket: FakeSocketGateway, exportState: Export | Record<string, unknown>) => socket.emit(SOCKET_MESSAGE_TYPE.exportProgress, { export: exportState });
const running = (id: number, rows: number) => exportFixture(id, { status: 'processing', processed_row_count: rows, total_row_count: 200 });

describe('ExportListViewModel', () => {
  it('asks 20 exports at a time, the type filter sent to the server, back to page 1 on a new filter', async () => {
    const rows = Array.from({ length: 45 }, (_, index) => exportFixture(45 - index, { type: index % 3 === 0 ? 'team' : 'prospecting_lists' }));
    const { list, gateway } = setup(rows);
    await list.load();
    expect(gateway.listExports).toHaveBeenLastCalledWith({ query: { limit: EXPORT_PAGE_SIZE, offset: 0 } });
    expect(list.rows.map((row) => row.id).slice(0, 3)).toEqual([45, 44, 43]);
    expect(list.pageCount).toBe(3);
    await list.setPage(3);
    expect(gateway.listExports).toHaveBeenLastCalledWith({ query: { limit: 20, offset: 40 } });
    expect(list.rows).toHaveLength(5);
    await list.setType('team');
    expect(gateway.listExports).toHaveBeenLastCalledWith({ query: { type: 'team', limit: 20, offset: 0 } });
    expect(list.page).toBe(1);
    expect(list.total).toBe(15);
    expect(list.rows.every((row) => row.type === 'team')).toBe(true);
  });

  it('moves a running export with the socket’s pushes, late pushes and other exports’ pushes changing nothing', async () => {
    await loadSocketPushSchemas();
    const { list, socket } = setup([running(2, 20), exportFixture(1, { status: 'success', row_count: 3, processed_row_count: 3, total_row_count: 3 })]);
    const stop = list.follow();
    await list.load();
    push(socket, running(2, 120));
    push(socket, running(2, 60));
    expect(list.rows[0]!.processed_row_count).toBe(120);
    push(socket, running(99, 199));
    expect(list.rows.map((row) => row.id)).toEqual([2, 1]);
    push(socket, { not: 'an export' });
    push(socket, exportFixture(2, { status: 'success', processed_row_count: 200, total_row_count: 200, row_count: 200 }));
    push(socket, running(2, 180));
    expect(list.rows[0]).toMatchObject({ status: 'success', row_count: 200 });
    stop();
    expect(socket.subscribers(SOCKET_MESSAGE_TYPE.exportProgress)).toBe(0);
  });

  it('takes a push that arrives while the list is being asked (the answer computed before it does not undo it)', async () => {
    await loadSocketPushSchemas();
    const { list, socket } = setup([running(2, 20)]);
    list.follow();
    const loading = list.load();
    push(socket, running(2, 150));
    await loading;
    expect(list.rows[0]!.processed_row_count).toBe(150);
  });

  it('downloads a finished export’s file once at a time and saves it under the server’s name', async () => {
    const { list, gateway, effects } = setup([exportFixture(4, { status: 'success' })]);
    await list.load();
    const first = list.downloads.download(4, 'export-4.xlsx');
    expect(list.downloads.isPending(4)).toBe(true);
    await expect(list.downloads.download(4, 'export-4.xlsx')).resolves.toBe(false);
    await expect(first).resolves.toBe(true);
    expect(gateway.downloadExport).toHaveBeenCalledTimes(1);
    expect(effects.save).toHaveBeenCalledWith({ content: new Uint8Array([4]), file_name: 'export-4.xlsx', content_type: 'application/octet-stream' }, 'export-4.xlsx');
    expect(list.downloads.isPending(4)).toBe(false);
    gateway.downloadExport.mockRejectedValueOnce({ kind: 'network', message: 'down' });
    await expect(list.downloads.download(4, 'export-4.xlsx')).resolves.toBe(false);
    expect(effects.failed).toHaveBeenCalledTimes(1);
  });
});
