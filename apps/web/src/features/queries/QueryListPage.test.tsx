import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUERY_TYPE, type Query } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { contactCard } from '../../testing/quickSearchTestData';

function query(id: number, overrides: Partial<Query> = {}): Query {
  return {
    id,
    name: `Directeurs commerciaux ${id}`,
    query_type_id: QUERY_TYPE.search,
    criteria: { job_type_id_list: [id] },
    is_alert: false,
    owner_user_id: 7,
    organization_id: 1,
    creation_date: '2026-11-20T10:00:00.000Z',
    modification_date: null,
    ...overrides,
  };
}

async function renderPage(path: string, rows: Query[]) {
  let stored = [...rows];
  const test = createTestApp({
    loggedIn: true,
    queries: {
      listQueries: vi.fn(async () => ({ query_list: [...stored], query_count: stored.length })),
      deleteQuery: vi.fn(async ({ params }: { params: { id: number } }) => {
        stored = stored.filter((row) => row.id !== params.id);
      }),
    },
    data: {
      searchContactsFull: vi.fn(async () => ({ contact_list: [contactCard(1), contactCard(2), contactCard(3)], contact_count: 42 })),
    },
  });
  await test.renderAt(path);
  return test;
}

describe('QueryListPage (saved searches, segments, alerts)', { timeout: 15_000 }, () => {
  it('lists the saved searches with their preview of 3 contacts and states the limit before it is reached', async () => {
    const test = await renderPage('/personal-space/saved-searches', [query(1), query(2, { is_alert: true })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recherches sauvegardées' })).toBeInTheDocument();
    expect(await screen.findByText('2 recherche(s) sauvegardée(s) sur 10 possibles.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Directeurs commerciaux 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Directeurs commerciaux 2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('list', { name: 'Aperçu' })).toHaveLength(2));
    expect(within(screen.getAllByRole('list', { name: 'Aperçu' })[0]!).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByText('42 contacts')).toHaveLength(2);
    const criteria = screen.getAllByRole('list', { name: 'Critères' });
    expect(criteria).toHaveLength(2);
    expect(within(criteria[0]!).getByRole('listitem')).toHaveTextContent(/^Type de poste : /);
    expect(screen.getAllByRole('link', { name: 'Ouvrir dans la recherche avancée' })[0]).toHaveAttribute(
      'href',
      `/advanced-search?target=${encodeURIComponent('"contacts"')}&criteria=${encodeURIComponent('{"job_type_id_list":[1]}')}`,
    );
    expect(screen.getByText('Alerte')).toBeInTheDocument();
    expect(test.queries.listQueries).toHaveBeenCalledWith({ query: { query_type_id_list: [QUERY_TYPE.search], limit: 1000, offset: 0 } });
    expect(test.data.searchContactsFull).toHaveBeenCalledWith({ body: { criteria: { job_type_id_list: [1] }, sort: 'name_asc', limit: 3, offset: 0 } });
  });

  it('says the limit is reached and disables duplicate at 10', async () => {
    await renderPage('/personal-space/saved-searches', Array.from({ length: 10 }, (_, index) => query(index + 1)));
    expect(await screen.findByText(/Vous avez atteint la limite de 10 recherches sauvegardées/)).toBeInTheDocument();
    const duplicates = screen.getAllByRole('button', { name: 'Dupliquer' });
    expect(duplicates).toHaveLength(10);
    for (const button of duplicates) expect(button).toBeDisabled();
  });

  it('deletes after a confirmation, with the spec\'s toast', async () => {
    const test = await renderPage('/personal-space/saved-searches', [query(1), query(2)]);
    const user = userEvent.setup();
    const actions = await screen.findByRole('group', { name: 'Actions sur « Directeurs commerciaux 1 »' });
    await user.click(within(actions).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('« Directeurs commerciaux 1 » sera supprimé(e) définitivement.');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Directeurs commerciaux 1' })).not.toBeInTheDocument());
    expect(test.queries.deleteQuery).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(test.toasts.toasts.map((toast) => toast.text)).toContain('Cet élément a bien été supprimé');
  });

  it('shows the empty state of each page', async () => {
    await renderPage('/personal-space/alerts', []);
    expect(await screen.findByText('Aucune alerte')).toBeInTheDocument();
  });
});
