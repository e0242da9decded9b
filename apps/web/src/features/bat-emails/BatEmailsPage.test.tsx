import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp } from '../../testing/createTestApp';
import { SPEC_TEXTS } from '../../testing/specTexts';

describe('BatEmailsPage (/personal-space/bat)', { timeout: 40_000 }, () => {
  it('shows the own address read-only, adds an address, checks it and saves the list with the spec’s toast', async () => {
    const test = createTestApp({
      loggedIn: true,
      batEmails: {
        listBatEmails: vi.fn(async () => ({ bat_email_list: [{ id: 0, email: 'camille.durand@atlas.demo' }, { id: 3, email: 'chef@atlas.demo' }] })),
        replaceBatEmails: vi.fn(async ({ body }: { body: { email_list: string[] } }) => ({
          bat_email_list: [{ id: 0, email: 'camille.durand@atlas.demo' }, ...body.email_list.map((email, index) => ({ id: index + 10, email }))],
        })),
      },
    });
    await test.renderAt('/personal-space/bat');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Emails de test (BAT)' })).toBeInTheDocument();
    expect(await screen.findByText('camille.durand@atlas.demo')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /camille/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adresse de test 1' })).toHaveValue('chef@atlas.demo');

    await user.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    const second = screen.getByRole('textbox', { name: 'Adresse de test 2' });
    await user.type(second, 'pas-une-adresse');
    await user.tab();
    expect(await screen.findByText('Cette adresse e-mail n’est pas valide.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(test.batEmails.replaceBatEmails).not.toHaveBeenCalled();

    await user.clear(second);
    await user.type(second, 'compta@atlas.demo');
    await user.click(screen.getByRole('button', { name: 'Retirer l’adresse de test 1' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(test.batEmails.replaceBatEmails).toHaveBeenCalledWith({ body: { email_list: ['compta@atlas.demo'] } }));
    await waitFor(() => expect(test.toasts.toasts.map((toast) => toast.text)).toContain(SPEC_TEXTS.genericUpdated));
    expect(screen.getByRole('textbox', { name: 'Adresse de test 1' })).toHaveValue('compta@atlas.demo');
  });

  it('refuses the own address twice and says the error toast when saving fails', async () => {
    const test = createTestApp({
      loggedIn: true,
      batEmails: {
        listBatEmails: vi.fn(async () => ({ bat_email_list: [{ id: 0, email: 'camille.durand@atlas.demo' }] })),
        replaceBatEmails: vi.fn().mockRejectedValue({ kind: 'api', status: 500, error: { code: 'INTERNAL', message: 'x' } }),
      },
    });
    await test.renderAt('/personal-space/bat');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter une adresse' }));
    const row = screen.getByRole('textbox', { name: 'Adresse de test 1' });
    await user.type(row, 'Camille.Durand@atlas.demo');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Cette adresse est déjà dans la liste.')).toBeInTheDocument();
    await user.clear(row);
    await user.type(row, 'autre@atlas.demo');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(test.toasts.toasts.map((toast) => toast.text)).toContain(SPEC_TEXTS.genericError));
    expect(row).toHaveValue('autre@atlas.demo');
  });

  it('is hidden for the sender licences: the address leads away and nothing is asked', async () => {
    const test = createTestApp({ loggedIn: true, licence: 10 });
    const { router } = await test.renderAt('/personal-space/bat');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/personal-space/bat'));
    expect(test.batEmails.listBatEmails).not.toHaveBeenCalled();
  });

  it('is in the sidebar for the other licences, beside the templates link', async () => {
    const test = createTestApp({ loggedIn: true, licence: 1 });
    await test.renderAt('/personal-space/bat');
    const sidebar = await screen.findByRole('navigation', { name: /espace personnel/i });
    expect(within(sidebar).getByRole('link', { name: 'Emails de test (BAT)' })).toHaveAttribute('href', '/personal-space/bat');
    expect(within(sidebar).getByRole('link', { name: 'Templates et signature' })).toHaveAttribute('href', '/personal-space/templates');
  });
});
