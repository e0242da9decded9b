import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUERY_TYPE } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { contactCard } from '../../testing/quickSearchTestData';

const criteriaParam = (criteria: object) => encodeURIComponent(JSON.stringify(criteria));

async function renderPage(path: string) {
  const test = createTestApp({
    loggedIn: true,
    data: {
      searchContactsFull: vi.fn(async () => ({ contact_list: [contactCard(1), contactCard(2)], contact_count: 2 })),
    },
    queries: {
      countQueries: vi.fn(async () => ({ query_count: 2 })),
      createQuery: vi.fn(async () => ({})),
    },
  });
  const { router } = await test.renderAt(path);
  return { test, router };
}

describe('AdvancedSearchPage (/advanced-search)', { timeout: 20_000 }, () => {
  it('asks for criteria before searching', async () => {
    const { test } = await renderPage('/advanced-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recherche avancée' })).toBeInTheDocument();
    expect(screen.getByText('Choisissez vos critères')).toBeInTheDocument();
    expect(test.data.searchContactsFull).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });

  it('searches the criteria of the URL, shows them as removable tags, and writes a removal back to the URL', async () => {
    const { test, router } = await renderPage(`/advanced-search?criteria=${criteriaParam({ job_type_id_list: [1], has_direct_email: true })}&page=1`);
    const list = await screen.findByRole('list', { name: 'Contacts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 contacts')).toBeInTheDocument();
    expect(test.data.searchContactsFull).toHaveBeenCalledWith({ body: { criteria: { job_type_id_list: [1], has_direct_email: true }, sort: 'name_asc', limit: 20, offset: 0 } });
    const contactGroup = screen.getByRole('group', { name: 'Contact' });
    const removals = within(contactGroup).getAllByRole('button', { name: /Retirer le critère/ });
    expect(removals).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(removals[0]!);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ criteria: { has_direct_email: true } }));
  });

  it('names the criteria of a hand-edited URL it leaves out, and searches with the others', async () => {
    const { test } = await renderPage(`/advanced-search?criteria=${criteriaParam({ job_type_id_list: [1], bogus: 3 })}`);
    expect(await screen.findByText('Critères non valides ignorés : bogus.')).toBeInTheDocument();
    await waitFor(() => expect(test.data.searchContactsFull).toHaveBeenCalledWith({ body: { criteria: { job_type_id_list: [1] }, sort: 'name_asc', limit: 20, offset: 0 } }));
  });

  it('saves the search as a contact segment, stating how many of the 10 are used', async () => {
    const { test } = await renderPage(`/advanced-search?criteria=${criteriaParam({ job_type_id_list: [1] })}`);
    await screen.findByRole('list', { name: 'Contacts' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Segment de contacts (2 sur 10)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Segment de contacts/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Directeurs');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(test.queries.createQuery).toHaveBeenCalledWith({ body: { name: 'Directeurs', query_type_id: QUERY_TYPE.contact_segment, criteria: { job_type_id_list: [1] } } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(test.toasts.toasts.map((toast) => toast.text)).toContain('« Directeurs » a bien été enregistré dans vos segments de contacts');
  });

  it('says why the API refused a search: the time-out with its advice, an unsupported criterion by its label', async () => {
    const refusal = (code: string, details?: object) => ({ kind: 'api', status: code === 'SEARCH.TIMEOUT' ? 422 : 400, error: { code, message: code, details } });
    const test = createTestApp({
      loggedIn: true,
      data: { searchContactsFull: vi.fn().mockRejectedValueOnce(refusal('SEARCH.TIMEOUT')).mockRejectedValueOnce(refusal('CRITERIA.UNSUPPORTED', { field: 'company_workforce_upper_max' })) },
    });
    await test.renderAt(`/advanced-search?criteria=${criteriaParam({ job_type_id_list: [1] })}`);
    expect(await screen.findByText('La recherche a pris trop de temps. Affinez vos critères (secteur, région, taille…) et réessayez.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Réessayer/ }));
    expect(await screen.findByText('Le critère « Effectif » n\'est pas pris en charge.')).toBeInTheDocument();
  });

  it('searches companies through the account search with its sort', async () => {
    const test = createTestApp({
      loggedIn: true,
      data: { searchAccounts: vi.fn(async () => ({ account_list: [], account_count: 0 })) },
    });
    await test.renderAt(`/advanced-search?target=%22companies%22&sort=%22workforce_desc%22&criteria=${criteriaParam({ company_size_id_list: [211] })}`);
    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument();
    expect(test.data.searchAccounts).toHaveBeenCalledWith({ body: { criteria: { company_size_id_list: [211] }, sort: 'workforce_desc', limit: 20, offset: 0 } });
  });
});
