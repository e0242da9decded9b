import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUERY_TYPE, SOCKET_MESSAGE_TYPE, type Export, type LicenceId, type Query } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { exportFixture } from '../../testing/exportTestData';
import { FakeSocketGateway } from '../../testing/FakeSocketGateway';
import { makeTestUser } from '../../testing/testUsers';
import { loadSocketPushSchemas } from '../../view-model/loadSocketPushSchemas';

const running = (id: number, rows: number) => exportFixture(id, { status: 'processing', processed_row_count: rows, total_row_count: 200 });
const finished = exportFixture(2, { type: 'team', file_format: 'csv', status: 'success', row_count: 1234, processed_row_count: 1234, total_row_count: 1234, end_date: '2026-01-12T08:31:00.000Z' });
const failed = exportFixture(1, { type: 'subscription', status: 'failure', error_code: 'CREDITS.INSUFFICIENT' });

function app(rows: Export[], userOverrides: Parameters<typeof makeTestUser>[1] = {}, extra: Parameters<typeof createTestApp>[0] = {}, licence: LicenceId = 1) {
  const socket = new FakeSocketGateway();
  const test = createTestApp({
    loggedIn: true,
    user: makeTestUser(licence, { can_export: true, ...userOverrides }),
    socket,
    exports: {
      listExports: vi.fn(async ({ query }: { query: { type?: string } }) => {
        const matching = rows.filter((row) => query.type === undefined || row.type === query.type);
        return { export_list: matching, export_count: matching.length };
      }),
      getExport: vi.fn(async ({ params }: { params: { id: number } }) => rows.find((row) => row.id === params.id)),
      downloadExport: vi.fn(async () => ({ content: new Uint8Array([1, 2]), file_name: 'equipe.csv', content_type: 'text/csv' })),
    },
    ...extra,
  });
  return { test, socket };
}

const push = (socket: FakeSocketGateway, exportState: Export) => act(() => socket.emit(SOCKET_MESSAGE_TYPE.exportProgress, { export: exportState }));

describe('ExportsPage (/personal-space/exports)', { timeout: 30_000 }, () => {
  it('lists the exports with type, French start date, format and status; live progress, rows and download, or the failure', async () => {
    await loadSocketPushSchemas();
    const { test, socket } = app([running(3, 50), finished, failed]);
    await test.renderAt('/personal-space/exports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes exports' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Exports' });
    expect(screen.getByText('3 exports')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Export de listes');
    expect(rows[0]).toHaveTextContent('12/01/2026 à 09:30');
    expect(rows[0]).toHaveTextContent('XLSX (Excel)');
    expect(rows[0]).toHaveTextContent('En cours');
    const bar = within(rows[0]!).getByRole('progressbar', { name: 'Avancement de l’export n° 3' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    push(socket, running(3, 150));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
    push(socket, running(3, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(rows[1]).toHaveTextContent('1 234 lignes');
    expect(rows[1]).toHaveTextContent('Terminé');
    expect(rows[2]).toHaveTextContent('Vous n’avez pas assez de crédits d’export.');
    expect(within(rows[0]!).getByRole('link', { name: 'Export de listes' })).toHaveAttribute('href', '/personal-space/exports/3');

    const createObjectURL = vi.fn(() => 'blob:equipe');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.setup().click(within(rows[1]!).getByRole('button', { name: 'Télécharger l’export n° 2' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(test.exports.downloadExport).toHaveBeenCalledWith({ params: { id: 2 } });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('equipe.csv');
    click.mockRestore();

    push(socket, exportFixture(3, { status: 'success', processed_row_count: 200, total_row_count: 200, row_count: 200 }));
    await waitFor(() => expect(within(rows[0]!).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(rows[0]!).getByRole('button', { name: 'Télécharger l’export n° 3' })).toBeInTheDocument();
  });

  it('says when there is no export, and filters by type', async () => {
    const { test } = app([finished]);
    await test.renderAt('/personal-space/exports');
    await screen.findByRole('table', { name: 'Exports' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Type d’export/ }));
    await user.click(await screen.findByRole('option', { name: 'Location d’e-mails' }));
    expect(await screen.findByText('Aucun export de ce type')).toBeInTheDocument();
    expect(test.exports.listExports).toHaveBeenLastCalledWith({ query: { type: 'email_rental', limit: 20, offset: 0 } });
  });

  it('shows the error state when the list cannot be loaded', async () => {
    const { test } = app([], {}, {});
    (test.exports.listExports as ReturnType<typeof vi.fn>).mockRejectedValueOnce({ kind: 'network', message: 'down' });
    await test.renderAt('/personal-space/exports');
    expect(await screen.findByText('Les exports n’ont pas pu être chargés.')).toBeInTheDocument();
  });

  it('lets a manager start a team export over a period, and opens it', async () => {
    const created = exportFixture(40, { type: 'team' });
    const { test } = app([], { is_organization_manager: true }, {});
    const rowsAfter = [created];
    (test.exports.createTeamExport as ReturnType<typeof vi.fn>).mockImplementation(async () => created);
    (test.exports.getExport as ReturnType<typeof vi.fn>).mockImplementation(async () => rowsAfter[0]);
    const { router } = await test.renderAt('/personal-space/exports');
    expect(await screen.findByText('Aucun export')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export d’équipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporter l’activité de l’équipe' });
    expect(within(dialog).getByLabelText('Du')).toHaveValue('2026-01-01');
    expect(within(dialog).getByLabelText('Au')).toHaveValue('2026-01-12');
    await user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal-space/exports/40'));
    expect(test.exports.createTeamExport).toHaveBeenCalledWith({ body: { date_from: '2026-01-01', date_to: '2026-01-12', file_format: 'xlsx' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Export n° 40' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avancement de l’export n° 40' })).toHaveAttribute('aria-valuenow', '0');
  });
});

describe('the "Exporter" action on my lists', { timeout: 30_000 }, () => {
  const list: Query = {
    id: 5,
    name: 'Prospects Lyon',
    query_type_id: QUERY_TYPE.prospecting_contact,
    criteria: {},
    is_alert: false,
    owner_user_id: 7,
    organization_id: 1,
    creation_date: '2026-01-10T10:00:00.000Z',
    modification_date: null,
  };

  it('says a refusal in French in the dialog, then exports the list in CSV and opens the export', async () => {
    const { test } = app([exportFixture(41)], { can_export_location: true }, {
      queries: { listQueries: vi.fn(async () => ({ query_list: [list], query_count: 1 })) },
    });
    (test.exports.createProspectingListsExport as ReturnType<typeof vi.fn>)
      .mockRejectedValueOnce({ kind: 'api', status: 409, error: { code: 'CREDITS.INSUFFICIENT', message: 'x' } })
      .mockRejectedValueOnce({ kind: 'api', status: 422, error: { code: 'EXPORT.EMPTY', message: 'x' } })
      .mockResolvedValueOnce(exportFixture(41));
    const { router } = await test.renderAt('/my-lists');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Exporter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporter la liste' });
    expect(dialog).toHaveTextContent('Le contenu de « Prospects Lyon » sera exporté dans un fichier.');
    await user.click(within(dialog).getByRole('radio', { name: 'CSV' }));
    await user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Vous n’avez pas assez de crédits d’export.');
    await user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Il n’y a rien à exporter : la liste est vide.'));
    await user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal-space/exports/41'));
    expect(test.exports.createProspectingListsExport).toHaveBeenLastCalledWith({ body: { query_id_list: [5], file_format: 'csv' } });
    expect(screen.getByRole('link', { name: 'Retour aux exports' })).toHaveAttribute('href', '/personal-space/exports');
  });

  it('offers neither action without the capabilities', async () => {
    const { test } = app([], { can_export: false }, { queries: { listQueries: vi.fn(async () => ({ query_list: [list], query_count: 1 })) } });
    await test.renderAt('/my-lists');
    await screen.findByRole('button', { name: 'Renommer' });
    expect(screen.queryByRole('button', { name: 'Exporter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Louer les e-mails' })).not.toBeInTheDocument();
  });
});

describe('EmailRentalPage (/personal-space/email-rental)', { timeout: 30_000 }, () => {
  it('lists the usage with export ids to their pages, user, date and e-mail count', async () => {
    const { test } = app([], { can_export_location: true }, {
      exports: {
        getEmailRentalUsage: vi.fn(async () => ({
          location_history_list: [{ export_id: 12, user_id: 7, start_date: '2026-01-12T08:30:00.000Z', email_count: 1500 }],
          location_history_count: 1,
        })),
      },
    }, 3);
    await test.renderAt('/personal-space/email-rental');
    const table = await screen.findByRole('table', { name: 'Historique des locations d’e-mails' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Export n° 12' })).toHaveAttribute('href', '/personal-space/email-rental/12');
    expect(row).toHaveTextContent('Camille Durand');
    expect(row).toHaveTextContent('12/01/2026 à 09:30');
    expect(row).toHaveTextContent('1 500');
  });
});
