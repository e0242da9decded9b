import { describe, expect, it, vi } from 'vitest';
import { SOCKET_MESSAGE_TYPE, type Export, type ExportsGateway } from '@cible/core';
import { FakeSocketGateway } from '../../testing/FakeSocketGateway';
import { exportFixture } from '../../testing/exportTestData';
import { loadSocketPushSchemas } from '../../view-model/loadSocketPushSchemas';
import { ExportDetailsViewModel } from './ExportDetailsViewModel';
import { ExportDownloads } from './ExportDownloads';

const running = (id: number, rows: number) => exportFixture(id, { status: 'processing', processed_row_count: rows, total_row_count: 200 });
const push = (socket: FakeSocketGateway, exportState: Export) => socket.emit(SOCKET_MESSAGE_TYPE.exportProgress, { export: exportState });

describe('ExportDetailsViewModel', () => {
  it('loads one export and follows only its own pushes, in order', async () => {
    await loadSocketPushSchemas();
    const gateway = { getExport: vi.fn(async () => running(8, 10)), downloadExport: vi.fn() };
    const socket = new FakeSocketGateway();
    const details = new ExportDetailsViewModel(8, gateway as unknown as ExportsGateway, socket, new ExportDownloads(gateway as unknown as ExportsGateway, { save: vi.fn(), failed: vi.fn() }));
    const stop = details.follow();
    await details.load();
    expect(gateway.getExport).toHaveBeenCalledWith({ params: { id: 8 } });
    push(socket, running(9, 190));
    expect(details.value?.processed_row_count).toBe(10);
    push(socket, running(8, 90));
    push(socket, running(8, 30));
    expect(details.value?.processed_row_count).toBe(90);
    stop();
    push(socket, running(8, 150));
    expect(details.value?.processed_row_count).toBe(90);
  });
});
