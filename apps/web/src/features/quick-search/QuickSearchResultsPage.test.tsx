import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp } from '../../testing/createTestApp';
import { makeTestUser } from '../../testing/testUsers';
import { companyCard, quickSearchAnswer } from '../../testing/quickSearchTestData';

describe('QuickSearchResultsPage (/quick-search)', () => {
  /** A server holding `total` companies, paged like the API (listed up to the cap, "1 000+" beyond). */
  const companiesServer = (total: number) =>
    vi.fn(async ({ query }: { query: { limit: number; offset?: number } }) => {
      const offset = query.offset ?? 0;
      const listed = Math.min(total, 1000);
      const data = Array.from({ length: Math.max(0, Math.min(query.limit, listed - offset)) }, (_, index) => companyCard(offset + index + 1));
      return quickSearchAnswer({ companies: total > 1000 ? { total: 1001, data, total_capped: true } : { total, data } });
    });

  it('shows the asked view as the selected tab with its total, 20 results a page, the page kept in the address', async () => {
    const quickSearch = companiesServer(120);
    const test = createTestApp({ user: makeTestUser(1), loggedIn: true, quickSearch: { quickSearch } });
    const { router } = await test.renderAt('/quick-search?search=Atlas&view=companies');
    expect(await screen.findByRole('heading', { name: 'Résultats pour « Atlas »' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Entreprises/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Entreprises, page 1' })).getAllByRole('listitem')).toHaveLength(20));
    expect(quickSearch).toHaveBeenCalledWith({ query: { text: 'Atlas', limit: 20 } });
    expect(screen.getByText('120 résultats')).toBeInTheDocument();
    expect(screen.getByText('1–20 sur 120')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 6' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Atlas', view: 'companies', page: 6 }));
    expect(await within(screen.getByRole('tabpanel')).findByRole('link', { name: /Entreprise 101/ })).toBeInTheDocument();
    expect(quickSearch).toHaveBeenLastCalledWith({ query: { text: 'Atlas', limit: 20, offset: 100, column: 'companies' } });
    expect(screen.getByText('101–120 sur 120')).toBeInTheDocument();
    // The first result of the new page holds the focus.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Entreprise 101'));
  });

  it('opens on the page of the address; "1 000+" lists the first 1 000', async () => {
    const quickSearch = companiesServer(4000);
    const test = createTestApp({ user: makeTestUser(1), loggedIn: true, quickSearch: { quickSearch } });
    await test.renderAt('/quick-search?search=a&view=companies&page=50');
    expect(await within(screen.getByRole('tabpanel')).findByRole('link', { name: /Entreprise 1000/ })).toBeInTheDocument();
    expect(screen.getByText('981–1 000 sur 1 000+')).toBeInTheDocument();
    expect(screen.getByText('1 000+ résultats : les 1 000 premiers sont listés, précisez la recherche pour voir les autres.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Entreprises/ })).toHaveTextContent('1 000+');
  });

  it('reads a bad page of the address as the first', async () => {
    const quickSearch = companiesServer(4000);
    const test = createTestApp({ user: makeTestUser(1), loggedIn: true, quickSearch: { quickSearch } });
    const { router } = await test.renderAt('/quick-search?search=a&view=companies&page=-3');
    expect(await within(screen.getByRole('tabpanel')).findByRole('link', { name: /Entreprise 1\b/ })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ search: 'a', view: 'companies' });
    expect(quickSearch).toHaveBeenCalledTimes(1);
  });

  it('moves between results with the arrow keys, Home and End', async () => {
    const test = createTestApp({ user: makeTestUser(1), loggedIn: true, quickSearch: { quickSearch: companiesServer(5) } });
    await test.renderAt('/quick-search?search=Atlas&view=companies');
    const first = await within(screen.getByRole('tabpanel')).findByRole('link', { name: /Entreprise 1\b/ });
    const user = userEvent.setup();
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(/Entreprise 2\b/);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(/Entreprise 4\b/);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName(/Entreprise 3\b/);
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName(/Entreprise 5\b/);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
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
