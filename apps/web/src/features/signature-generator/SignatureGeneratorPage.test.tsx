import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp } from '../../testing/createTestApp';
import { makeTestUser } from '../../testing/testUsers';

const toastTexts = (test: ReturnType<typeof createTestApp>) => test.toasts.toasts.map((toast) => `${toast.style}:${toast.text}`);

describe('SignatureGeneratorPage (/email-signature-generator)', { timeout: 40_000 }, () => {
  it('makes the signature live in a sandboxed frame, refuses a non-https link on its field, copies the HTML', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    const user = userEvent.setup();
    // userEvent installs its own clipboard: ours goes after it.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const test = createTestApp({ licence: 1, loggedIn: true });
    await test.renderAt('/email-signature-generator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Générateur de signature' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nom complet/ })).toHaveValue('Camille Durand');

    await user.type(screen.getByRole('textbox', { name: /Fonction/ }), 'Directrice <b>');
    const frame = screen.getByTitle('Aperçu de la signature générée');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Directrice &lt;b&gt;');

    const website = screen.getByRole('textbox', { name: /Site web/ });
    await user.type(website, 'javascript:alert(1)');
    await user.tab();
    expect(await screen.findByText('Saisissez une adresse https valide (les autres adresses sont refusées).')).toBeInTheDocument();
    expect(frame.getAttribute('srcdoc')).not.toContain('javascript');
    await user.click(screen.getByRole('button', { name: 'Copier le HTML' }));
    expect(writeText).not.toHaveBeenCalled();

    await user.clear(website);
    await user.type(website, 'www.atlas.fr');
    await user.click(screen.getByRole('button', { name: 'Copier le HTML' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]![0]).toContain('<a href="https://www.atlas.fr"');
    await waitFor(() => expect(toastTexts(test)).toContain('success:Le HTML de la signature a été copié'));
    expect(screen.getByRole('textbox', { name: /HTML de la signature/ })).toHaveValue(writeText.mock.calls[0]![0]);
  });

  it('saves the signature under a name, then links to the signatures', async () => {
    const test = createTestApp({ licence: 1, loggedIn: true });
    await test.renderAt('/email-signature-generator');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer comme signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer comme signature' });
    const name = within(dialog).getByRole('textbox', { name: /Nom de la signature/ });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Ma signature');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(test.signatures.createSignature).toHaveBeenCalledTimes(1));
    const body = vi.mocked(test.signatures.createSignature).mock.calls[0]![0].body;
    expect(body.name).toBe('Ma signature');
    expect(body.html_content.startsWith('<table role="presentation"')).toBe(true);
    expect(body.plain_content).toBe('Camille Durand\nAtlas Conseil\ncamille.durand@atlas.demo');
    await waitFor(() => expect(toastTexts(test)).toContain('success:La modification a bien été enregistrée'));
    expect(screen.getByRole('link', { name: 'Voir mes signatures' })).toHaveAttribute('href', '/personal-space/signatures');
  });

  it('a user without the signatures page (licence 0) gets the generator without the save', async () => {
    const test = createTestApp({ user: makeTestUser(0), loggedIn: true });
    await test.renderAt('/email-signature-generator');
    expect(await screen.findByRole('button', { name: 'Copier le HTML' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer comme signature' })).not.toBeInTheDocument();
  });

  it('uploads a chosen logo image and puts its public address in the logo field and the preview', async () => {
    const test = createTestApp({ licence: 1, loggedIn: true });
    const { view } = await test.renderAt('/email-signature-generator');
    const { container } = view;
    const user = userEvent.setup({ applyAccept: false });
    expect(await screen.findByText('Fichier du logo')).toBeInTheDocument();
    const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;

    await user.upload(input(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Choisissez une image PNG, JPEG, GIF ou WebP (les autres fichiers, dont SVG, sont refusés).')).toBeInTheDocument();
    expect(test.fileStorage.getUploadHash).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Retirer/ }));

    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(input(), logo);
    expect(await screen.findByText('Logo envoyé : son adresse est dans le champ « Adresse du logo ».')).toBeInTheDocument();
    expect(test.fileStorage.getUploadHash).toHaveBeenCalledWith({ query: { file_name: 'logo.png', file_type: 'image/png', purpose: 'signature_image' } });
    expect(test.fileUploader.upload).toHaveBeenCalledWith(expect.stringContaining('/v1/file-storage/uploads/'), logo);
    expect(screen.getByRole('textbox', { name: /Adresse du logo/ })).toHaveValue('https://app.cible.test/v1/files/AAAAAAAAAAAAAAAAAAAAAA');
    expect(screen.getByTitle('Aperçu de la signature générée').getAttribute('srcdoc')).toContain('https://app.cible.test/v1/files/AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('tells a failed logo upload in French', async () => {
    const test = createTestApp({ licence: 1, loggedIn: true, fileUploader: { upload: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) } });
    const { view } = await test.renderAt('/email-signature-generator');
    const { container } = view;
    const user = userEvent.setup();
    await screen.findByText('Fichier du logo');
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, new File([new Uint8Array(8)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('L’envoi du logo a échoué. Réessayez, ou saisissez l’adresse d’une image déjà en ligne.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Adresse du logo/ })).toHaveValue('');
  });
});
