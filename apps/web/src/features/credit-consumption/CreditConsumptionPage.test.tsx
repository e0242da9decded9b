import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp } from '../../testing/createTestApp';
import { makeTestUser } from '../../testing/testUsers';

const credit = (amount: number, renewal = 0) => ({ amount, is_renewed: renewal > 0, renewal_amount: renewal, initial_amount: renewal });

describe('CreditConsumptionPage (/personal-space/credit-consumption)', { timeout: 40_000 }, () => {
  it('shows the balances, the consumption chart and the history', async () => {
    const test = createTestApp({
      loggedIn: true,
      credits: {
        getUserCredit: vi.fn(async ({ params }: { params: { kind: string } }) => (params.kind === 'sequence' ? credit(1250, 500) : credit(0))),
        getUserCreditHistory: vi.fn(async () => ({
          history_list: [{ id: 3, type: 'top_up', old_amount: 1000, new_amount: 1250, comment: '250 credits added', author_user_id: 2, creation_date: '2026-01-10T09:00:00.000Z' }],
          history_count: 1,
        })),
        getUserCreditConsumption: vi.fn(async () => ({ grouping: '1_day', point_list: [{ period_start: '2026-01-10', amount: 12 }], total: 12 })),
      },
    });
    await test.renderAt('/personal-space/credit-consumption');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consommation de crédits' })).toBeInTheDocument();
    expect(await screen.findByText('1 250 crédits')).toBeInTheDocument();
    expect(screen.getByText('Renouvelé : 500 crédits')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '12 crédits consommés, par jour' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Historique' });
    expect(within(table).getByText('Rechargement')).toBeInTheDocument();
    expect(within(table).getByText('+250')).toBeInTheDocument();
    expect(within(table).getByText('250 credits added')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Crédits de vos utilisateurs' })).not.toBeInTheDocument();
  });

  it('lets a manager top up a user after a confirmation, with a success toast', async () => {
    const manageCredits = vi.fn(async () => ({ credit_list: [{ user_id: 7, amount: 300, is_renewed: false, renewal_amount: 0, initial_amount: 0 }] }));
    const test = createTestApp({
      loggedIn: true,
      user: makeTestUser(3, { is_organization_manager: true }),
      credits: { listUserCredits: vi.fn(async () => ({ credit_list: [{ user_id: 7, amount: 10, is_renewed: false, renewal_amount: 0, initial_amount: 0 }] })), manageCredits },
    });
    await test.renderAt('/personal-space/credit-consumption');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Crédits de vos utilisateurs' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Sélectionner Camille Durand' }));
    await user.type(screen.getByRole('textbox', { name: 'Nouveau solde' }), '300');
    await user.click(screen.getByRole('button', { name: 'Appliquer à 1 utilisateur(s)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/passera à 300 crédits/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(manageCredits).toHaveBeenCalledWith({ params: { kind: 'sequence', org: 1 }, body: { user_id_list: [7], total_amount_for_user_id_list: 300 } }));
    await waitFor(() => expect(test.toasts.toasts.map((toast) => toast.text)).toContain('Le solde de 1 utilisateur(s) est maintenant de 300 crédits.'));
  });
});
