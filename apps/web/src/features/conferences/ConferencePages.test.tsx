import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conference, ConferenceProgram } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { testContactCard } from '../company/companyPagesTestData';

// The test app's clock: Monday 12 January 2026, 10:00 in Paris.
const conference = (id: number, start: string, overrides: Partial<Conference> = {}): Conference => ({
  id,
  name: `Forum ${id}`,
  date: start,
  start_date: start,
  theme: 'Cybersécurité',
  organisers: [{ name: 'Cyber Events' }],
  city_name: 'Lille',
  zip_code: '59000',
  ...overrides,
});

const program: ConferenceProgram = {
  conference: { ...conference(4, '2026-01-13'), start_date: '2026-01-13', name: 'Forum Cyber Lille', end_date: '2026-01-14' },
  sessions: [
    { id: 1, title: 'Keynote : le zero trust', type_name: 'Keynote', starts_at: '2026-01-13T08:30:00Z', speaker: testContactCard(21) },
    { id: 2, title: 'Table ronde', type_name: null, starts_at: '2026-01-13T10:00:00Z', speaker: testContactCard(22, { blurred: true, last_name: null, job_name: null }) },
  ],
};

describe('conference pages', { timeout: 20_000 }, () => {
  it('lists the conferences from today with their relative day, place and organisers, and says an inverted range', async () => {
    const searchConferences = vi.fn(async () => ({ conference_list: [conference(1, '2026-01-12'), conference(2, '2026-01-20', { city_name: null, zip_code: null })], conference_count: 2 }));
    const test = createTestApp({ loggedIn: true, conferences: { searchConferences, getConferenceThemes: vi.fn(async () => ({ theme_list: ['Cybersécurité'] })) } });
    await test.renderAt('/conferences');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conférences' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conférences à venir' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Forum 1' })).toHaveAttribute('href', '/conference/1/program');
    expect(within(items[0]!).getByText('aujourd’hui').closest('span')).toHaveTextContent('aujourd’hui · Lille 59000');
    expect(within(items[1]!).getByText('dans 8 jours')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Organisée par Cyber Events')).toBeInTheDocument();
    expect(screen.getByText('2 conférences')).toBeInTheDocument();
    expect(searchConferences).toHaveBeenCalledWith({ body: { criteria: {}, start_date_min: '2026-01-12', limit: 12, offset: 0 } });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Début jusqu’au'), '2026-01-01');
    expect((await screen.findAllByText('La date de fin est antérieure à la date de début.')).length).toBeGreaterThan(0);
    expect(searchConferences).toHaveBeenCalledTimes(1);
  });

  it('shows a program: facts, sessions in order, a linked speaker and a blurred one, the list and calendar buttons', async () => {
    const test = createTestApp({ loggedIn: true, conferences: { getConferenceProgram: vi.fn(async () => program) } });
    await test.renderAt('/conference/4/program');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forum Cyber Lille' })).toBeInTheDocument();
    expect(screen.getByText(/Du 13\/01\/2026 au 14\/01\/2026 · demain/)).toBeInTheDocument();
    const sessions = screen.getByRole('region', { name: 'Programme' });
    const items = within(sessions).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Keynote : le zero trust|Table ronde/).textContent)).toEqual(['Keynote : le zero trust', 'Table ronde']);
    const link = within(items[0]!).getByRole('link', { name: /Claire Martin21/ });
    expect(link).toHaveAttribute('href', '/contact/21/profile');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ajouter l’intervenant à une liste' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ajouter à mon agenda (.ics)' })).toBeInTheDocument();
  });

  it('says a conference that does not exist', async () => {
    const test = createTestApp({ loggedIn: true, conferences: { getConferenceProgram: vi.fn(async () => Promise.reject({ kind: 'api', status: 404, error: { code: 'NOT_FOUND', message: 'NOT_FOUND' } })) } });
    await test.renderAt('/conference/99/program');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cette conférence n’existe pas' })).toBeInTheDocument();
  });
});
