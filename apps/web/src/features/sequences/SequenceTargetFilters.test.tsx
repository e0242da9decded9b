import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SequenceTargetSearchBody } from '@cible/core';
import { SequenceTargetFilters } from './SequenceTargetFilters';
import { SequenceTargetsViewModel, type SequenceTargetsGateway } from './SequenceTargetsViewModel';
import { stepFixture } from './sequenceTestData';

function renderFilters() {
  const searchSequenceTargets = vi.fn(async (_input: { body: SequenceTargetSearchBody }) => ({ target_list: [], target_count: 0 }));
  const vm = new SequenceTargetsViewModel(1, { searchSequenceTargets } as unknown as SequenceTargetsGateway, { listQueries: vi.fn() } as never);
  render(<SequenceTargetFilters vm={vm} steps={[stepFixture(1, 1), stepFixture(2, 2, { type_id: 1 })]} />);
  const lastBody = () => searchSequenceTargets.mock.calls.at(-1)?.[0].body;
  return { vm, searchSequenceTargets, lastBody };
}

async function pick(user: ReturnType<typeof userEvent.setup>, select: RegExp, ...options: string[]) {
  await user.click(screen.getByRole('button', { name: select }));
  const listbox = await screen.findByRole('listbox');
  for (const option of options) await user.click(within(listbox).getByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

describe('SequenceTargetFilters', { timeout: 40_000 }, () => {
  it('searches by name from 3 characters only', async () => {
    const user = userEvent.setup();
    const { searchSequenceTargets, lastBody } = renderFilters();
    await user.type(screen.getByRole('searchbox', { name: /Nom de la cible/ }), 'Ma');
    expect(searchSequenceTargets).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox', { name: /Nom de la cible/ }), 'r');
    await waitFor(() => expect(lastBody()).toEqual({ name: 'Mar', limit: 20, offset: 0 }));
  });

  it('sends every filter of the spec, an event chosen as excluded leaving the required ones, and resets them', async () => {
    const user = userEvent.setup();
    const { lastBody } = renderFilters();
    await pick(user, /Événements e-mail/, 'Ouvert', 'Cliqué');
    await pick(user, /Sans les événements/, 'Cliqué');
    await pick(user, /Étapes/, 'Étape 2');
    await pick(user, /Ciblé dans une autre séquence/, 'Non');
    await pick(user, /Statut de la cible/, 'Intéressé');
    await pick(user, /Statut des tâches/, 'En retard');
    await waitFor(() =>
      expect(lastBody()).toEqual({
        email_event_list: ['opened'],
        exclude_email_event_list: ['clicked'],
        step_position_list: [2],
        targeted_other_sequence: false,
        target_status_id_list: [3],
        task_status_list: ['late'],
        limit: 20,
        offset: 0,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(lastBody()).toEqual({ limit: 20, offset: 0 }));
  });
});
