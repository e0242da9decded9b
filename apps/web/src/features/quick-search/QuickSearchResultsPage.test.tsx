import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp } from '../../testing/createTestApp';
import { makeTestUser } from '../../testing/testUsers';
import { companyCard, quickSearchAnswer } from '../../testing/quickSearchTestData';

describe('QuickSearchResultsPage (/quick-search)', () => {
  it('shows the asked view as the selected tab, with its results and "load more" up to 50', async () => {
    const many = Array.from({ length: 20 }, (_, index) => companyCard(index + 1));
    const quickSearch = vi.fn(async (input: { query: { limit: number } }) =>
      quickSearchAnswer({ companies: { total: 120, data: input.query.limit === 50 ? [...many, ...Array.from({ length: 30 }, (_, index) => companyCard(index + 21))] : many } }),
    );
    const test = createTestApp({ user: makeTestUser(1), loggedIn: true, quickSearch: { quickSearch } });
    await test.renderAt('/quick-search?search=Atlas&view=companies');
    expect(await screen.findByRole('heading', { name: 'Résultats pour « Atlas »' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Entreprises/ })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(20));
    expect(quickSearch).toHaveBeenCalledWith({ query: { text: 'Atlas', limit: 20 } });
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(50));
    expect(screen.getByText('50 sur 120')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).not.toBeInTheDocument();
  });

  it('switches the view in the address when another tab is chosen, and an unknown view reads as companies', async () => {
    const test = createTestApp({ user: makeTestUser(1), loggedIn: true, quickSearch: { quickSearch: vi.fn(async () => quickSearchAnswer()) } });
    const { router } = await test.renderAt('/quick-search?search=Atlas&view=nope');
    expect(await screen.findByRole('tab', { name: /Entreprises/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(screen.getByRole('tab', { name: /Contacts/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Atlas', view: 'active_contacts' }));
    expect(await within(screen.getByRole('tabpanel')).findByRole('link', { name: /Marie Durand/ })).toHaveAttribute('target', '_blank');
  });

  it('says what to do without a search text', async () => {
    const test = createTestApp({ user: makeTestUser(1), loggedIn: true });
    await test.renderAt('/quick-search');
    expect(await screen.findByText('Saisissez un texte dans la recherche rapide pour voir les résultats.')).toBeInTheDocument();
    expect(test.quickSearch.quickSearch).not.toHaveBeenCalled();
  });

  it('offers a retry when the results cannot be loaded', async () => {
    const quickSearch = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValue(quickSearchAnswer());
    const test = createTestApp({ user: makeTestUser(1), loggedIn: true, quickSearch: { quickSearch } });
    await test.renderAt('/quick-search?search=Atlas');
    expect(await screen.findByText('Les résultats n’ont pas pu être chargés.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Réessayer/ }));
    expect(await within(screen.getByRole('tabpanel')).findByRole('link', { name: /Entreprise 1/ })).toBeInTheDocument();
  });
});
