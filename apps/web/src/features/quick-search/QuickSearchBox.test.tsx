import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuickSearchResponse, User } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { renderInRouter } from '../../testing/renderInRouter';
import { makeTestUser } from '../../testing/testUsers';
import { resolve } from '../../di/injection';
import { Header } from '../shell/Header';
import { QUICK_SEARCH_OVERLAY_STORE } from '../shell/QuickSearchOverlayStore';
import { QuickSearchBox } from './QuickSearchBox';
import { companyCard, conference, contactCard, newsPiece, quickSearchAnswer } from '../../testing/quickSearchTestData';
import { SPEC_TEXTS } from '../../testing/specTexts';

async function renderBox(answer: () => Promise<QuickSearchResponse>, options: { user?: User; quota?: number; desk?: string; debounceMs?: number } = {}) {
  const user = options.user ?? makeTestUser(1);
  const test = createTestApp({
    user,
    loggedIn: true,
    configurations: options.desk ? [{ name: 'desk_host', value: options.desk }] : [],
    quickSearch: { quickSearch: vi.fn(answer) },
    inquiries: { getInquiryQuota: vi.fn(async () => ({ open_inquiry_count: options.quota ?? 2, max_quota: 15, is_reached: (options.quota ?? 2) >= 15 })) },
  });
  await test.session.ensureUserData(test.tokens.active()!);
  await test.configuration.load();
  await renderInRouter(<QuickSearchBox debounceMs={options.debounceMs ?? 0} />, test.container);
  return test;
}

async function search(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Recherche rapide' }), `${text}{Enter}`);
  await screen.findByRole('region', { name: 'Résultats de la recherche rapide' });
  await waitFor(() => expect(screen.getByRole('region', { name: 'Résultats de la recherche rapide' })).toHaveAttribute('aria-busy', 'false'));
  return user;
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('QuickSearchBox', () => {
  it('is rendered in the header for a licence with quick search', async () => {
    const test = createTestApp({ user: makeTestUser(1), loggedIn: true });
    await test.session.ensureUserData(test.tokens.active()!);
    await renderInRouter(<Header />, test.container);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lancer la recherche' })).toBeInTheDocument();
  });

  it('shows four columns with titles, totals (capped "1 000+") and empty messages', async () => {
    await renderBox(async () => quickSearchAnswer({ companies: { total: 1001, total_capped: true, data: [companyCard(1), companyCard(2)] } }));
    await search('Atlas');
    expect(within(column('Entreprises')).getByText('1 000+')).toBeInTheDocument();
    expect(within(column('Contacts')).getByText('1')).toBeInTheDocument();
    expect(within(column('Actualités')).getByText('Aucune actualité')).toBeInTheDocument();
    expect(within(column('Conférences')).getByText('Aucune conférence')).toBeInTheDocument();
    const seeMore = within(column('Entreprises')).getByRole('link', { name: /Voir tous les résultats/ });
    expect(seeMore).toHaveAttribute('href', '/quick-search?search=Atlas&view=companies');
    expect(within(column('Contacts')).queryByRole('link', { name: /Voir tous les résultats/ })).not.toBeInTheDocument();
  });

  it('renders the cards: company (group, city and department, contacts), contact, news, conference', async () => {
    await renderBox(async () =>
      quickSearchAnswer({
        companies: { total: 2, data: [companyCard(1, { name: 'Atlas Énergie', nb_contacts: 1200 }), companyCard(2, { name: 'Atlas GmbH', country_id: 54, zip_code: '10115', city_name: 'Berlin' })] },
        personsActive: { total: 1, data: [contactCard(5)] },
        news: { total: 1, data: [newsPiece(90)] },
        conferences: { total: 1, data: [conference(3)] },
      }),
    );
    await search('Atlas');
    const companies = column('Entreprises');
    expect(within(companies).getByText('Lyon (69)')).toBeInTheDocument();
    expect(within(companies).getByText('Berlin')).toBeInTheDocument();
    expect(within(companies).getAllByText('1 200 contacts')).toHaveLength(2);
    expect(within(column('Contacts')).getByRole('link', { name: /Mme Marie Durand/ })).toHaveAttribute('href', '/contact/5/profile');
    expect(within(column('Contacts')).getByText('Directrice achats')).toBeInTheDocument();
    const news = within(column('Actualités')).getByRole('link', { name: 'Atlas ouvre une usine' });
    expect(news).toHaveAttribute('href', '/account/1/news/business-opportunity/90');
    expect(news).not.toHaveAttribute('target');
    expect(within(column('Actualités')).getByText('Signal d’affaires')).toBeInTheDocument();
    expect(within(column('Conférences')).getByText('12/03/2026')).toBeInTheDocument();
    expect(within(column('Conférences')).getByText('Paris (75)')).toBeInTheDocument();
  });

  it('opens company and contact links in a new tab, on the desk host when configured', async () => {
    await renderBox(async () => quickSearchAnswer(), { desk: 'https://desk.cible.test' });
    await search('Atlas');
    const company = within(column('Entreprises')).getByRole('link', { name: /Entreprise 1/ });
    expect(company).toHaveAttribute('href', 'https://desk.cible.test/account/1');
    expect(company).toHaveAttribute('target', '_blank');
    expect(company).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(column('Contacts')).getByRole('link', { name: /Marie Durand/ })).toHaveAttribute('target', '_blank');
  });

  it('blurs the hidden fields of a sales PME card, not clickable, with the tooltip', async () => {
    const blurred = companyCard(3, { name: null, group_name: null, city_name: null, zip_code: null, is_visible_pme: false, blurred: true, nb_contacts: 40 });
    await renderBox(async () => quickSearchAnswer({ companies: { total: 1, data: [blurred] } }), { user: makeTestUser(8) });
    const user = await search('Atlas');
    const companies = column('Entreprises');
    expect(within(companies).queryByRole('link')).not.toBeInTheDocument();
    expect(within(companies).getByText('40 contacts')).toBeInTheDocument();
    const hidden = within(companies).getByRole('img', { name: /Contenu masqué/ });
    await user.tab();
    while (document.activeElement !== hidden) await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SPEC_TEXTS.blurredContent);
  });

  it('shows the error toast and empty lists when the search fails', async () => {
    const test = await renderBox(async () => Promise.reject(new Error('500')), { debounceMs: 60_000 });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Recherche rapide' }), 'Atlas{Enter}');
    await waitFor(() => expect(test.toasts.toasts.map((toast) => toast.text)).toEqual([SPEC_TEXTS.quickSearchFailure]));
    expect(within(column('Entreprises')).getByText('Aucune entreprise')).toBeInTheDocument();
    expect(within(column('Contacts')).getByText('Aucun contact')).toBeInTheDocument();
  });

  it('hides the results on Escape and on a click in the box', async () => {
    const test = await renderBox(async () => quickSearchAnswer());
    const user = await search('Atlas');
    expect(resolve(test.container, QUICK_SEARCH_OVERLAY_STORE).isOpen).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Résultats de la recherche rapide' })).not.toBeInTheDocument();
    expect(resolve(test.container, QUICK_SEARCH_OVERLAY_STORE).isOpen).toBe(false);
    await user.keyboard('{Enter}');
    await screen.findByRole('region', { name: 'Résultats de la recherche rapide' });
    await user.click(screen.getByRole('searchbox', { name: 'Recherche rapide' }));
    expect(screen.queryByRole('region', { name: 'Résultats de la recherche rapide' })).not.toBeInTheDocument();
  });

  it('moves into the results with ArrowDown', async () => {
    await renderBox(async () => quickSearchAnswer());
    const user = await search('Atlas');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(column('Entreprises')).getByRole('link', { name: /Entreprise 1/ }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(column('Entreprises')).getAllByRole('button', { name: /Demander une enquête/ })[0]);
  });

  it('disables the inquiry request once the quota is reached, with the verbatim tooltip', async () => {
    await renderBox(async () => quickSearchAnswer(), { quota: 15 });
    const user = await search('Atlas');
    await waitFor(() => expect(within(column('Entreprises')).getAllByRole('button', { name: /Demander une enquête/ })[0]).toBeDisabled());
    const wrapper = within(column('Entreprises')).getAllByTestId('inquiry-quota-reached')[0]!;
    while (document.activeElement !== wrapper) await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SPEC_TEXTS.inquiryQuota(15));
  });

  it('sends an inquiry from the dialog', async () => {
    const test = await renderBox(async () => quickSearchAnswer());
    const user = await search('Atlas');
    await user.click(within(column('Entreprises')).getAllByRole('button', { name: /Demander une enquête/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Qui décide ?');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(test.inquiries.createInquiry).toHaveBeenCalledWith({ body: { company_id: 1, inquiry_type_id: 2, comment: 'Qui décide ?' } }));
  });
});
