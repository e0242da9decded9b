import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Signature, User } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { makeTestUser } from '../../testing/testUsers';

const OWN: Signature = { id: 3, name: 'Standard', html_content: '<p>Camille <script>alert(1)</script></p>', plain_content: null, user_id: 7 };
const toastTexts = (test: ReturnType<typeof createTestApp>) => test.toasts.toasts.map((toast) => `${toast.style}:${toast.text}`);

describe('SignaturesPage (/personal-space/signatures)', { timeout: 20_000 }, () => {
  it('lists the signatures, each previewed in a sandboxed frame that never carries a script', async () => {
    const test = createTestApp({ licence: 1, loggedIn: true, signatures: { listSignatures: vi.fn(async () => ({ signature_list: [OWN] })) } });
    await test.renderAt('/personal-space/signatures');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes signatures' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Standard' })).toBeInTheDocument();
    const frame = screen.getByTitle('Aperçu de la signature Standard');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Camille </p>');
    expect(frame.getAttribute('srcdoc')).not.toContain('<script');
    // Sales has no colleague to act for: no owner picker. It reads the generator: the link is there.
    expect(screen.queryByRole('button', { name: /Signatures de/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer une signature avec le générateur' })).toHaveAttribute('href', '/email-signature-generator');
    // The signature's HTML is not in the app's DOM.
    expect(document.body.innerHTML).not.toContain('<p>Camille');
  });

  it('creates a signature with a live preview, says what is missing first, then "La modification a bien été enregistrée"', async () => {
    const test = createTestApp({ licence: 1, loggedIn: true });
    await test.renderAt('/personal-space/signatures');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Aucune signature pour l’instant' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nouvelle signature' }));
    expect(screen.getByRole('textbox', { name: /Nom de la signature/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Donnez un nom à la signature.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez le HTML de la signature.')).toBeInTheDocument();
    expect(test.signatures.createSignature).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Nom de la signature/ }), 'Courte');
    await user.click(screen.getByRole('textbox', { name: /HTML de la signature/ }));
    await user.paste('<p><b>Camille</b> Durand</p><img src=x onerror=alert(1)>');
    const preview = screen.getByTitle('Aperçu de la signature en cours de modification');
    expect(preview.getAttribute('sandbox')).toBe('');
    expect(preview.getAttribute('srcdoc')).toContain('<p><b>Camille</b> Durand</p><img>');
    await user.click(screen.getByRole('button', { name: 'Reprendre le texte du HTML' }));
    expect(screen.getByRole('textbox', { name: /Version texte/ })).toHaveValue('Camille Durand');

    vi.mocked(test.signatures.listSignatures).mockResolvedValue({ signature_list: [{ id: 100, name: 'Courte', html_content: '<p>C</p>', plain_content: null, user_id: 7 }] });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(test.signatures.createSignature).toHaveBeenCalledWith({
      body: { name: 'Courte', html_content: '<p><b>Camille</b> Durand</p><img src=x onerror=alert(1)>', plain_content: 'Camille Durand' },
    });
    await waitFor(() => expect(toastTexts(test)).toContain('success:La modification a bien été enregistrée'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Courte' })).toBeInTheDocument();
  });

  it('asks before leaving a changed form; a failed save says "Nous avons rencontré une erreur" and keeps the form', async () => {
    const test = createTestApp({
      licence: 1,
      loggedIn: true,
      signatures: { listSignatures: vi.fn(async () => ({ signature_list: [OWN] })), replaceSignature: vi.fn(async () => Promise.reject(new Error('500'))) },
    });
    await test.renderAt('/personal-space/signatures');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier la signature Standard' }));
    const name = screen.getByRole('textbox', { name: /Nom de la signature/ });
    await user.clear(name);
    await user.type(name, 'Standard 2');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Abandonner les modifications ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuer la modification' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Abandonner les modifications ?' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Nom de la signature/ })).toHaveValue('Standard 2');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toastTexts(test)).toContain('error:Nous avons rencontré une erreur'));
    expect(screen.getByRole('textbox', { name: /Nom de la signature/ })).toHaveValue('Standard 2');

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Abandonner les modifications ?' })).getByRole('button', { name: 'Abandonner' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Standard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nouvelle signature' })).toHaveFocus());
  });

  it('a marketing user picks a sender colleague and edits his signatures; a load failure offers a retry', async () => {
    const me = makeTestUser(2);
    const sender: User = { ...makeTestUser(10), id: 21, first_name: 'Hugo', last_name: 'Martin', email: 'hugo@atlas.demo' };
    const sales: User = { ...makeTestUser(1), id: 22, first_name: 'Inès', last_name: 'Petit', email: 'ines@atlas.demo' };
    const listOtherUsersSignatures = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ signature_list: [{ id: 9, name: 'Relance', html_content: '<p>Hugo</p>', plain_content: null, user_id: 21 }] });
    const test = createTestApp({
      user: me,
      loggedIn: true,
      users: { searchUsers: vi.fn(async () => ({ user_list: [me, sender, sales], user_count: 3 })) },
      signatures: { listOtherUsersSignatures },
    });
    await test.renderAt('/personal-space/signatures');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Signatures de/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Moi (Camille Durand)', 'Hugo Martin']);
    await user.click(screen.getByRole('option', { name: 'Hugo Martin' }));
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Relance' })).toBeInTheDocument();
    expect(listOtherUsersSignatures).toHaveBeenLastCalledWith({ query: { user_id_list: [21] } });

    await user.click(screen.getByRole('button', { name: 'Modifier la signature Relance' }));
    await user.type(screen.getByRole('textbox', { name: /Nom de la signature/ }), ' bis');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(test.signatures.replaceOtherUserSignature).toHaveBeenCalledWith({
      params: { id: 9 },
      body: { name: 'Relance bis', html_content: '<p>Hugo</p>', plain_content: null, user_id: 21 },
    });
  });
});
