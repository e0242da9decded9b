import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { abilityFor } from '@cible/core';
import type { HelpRequestGateway } from '@cible/core';
import { ContainerContext } from '../../di/ContainerContext';
import { HELP_REQUEST_GATEWAY } from '../../di/tokens';
import { TRANSLATE } from '../../di/Translate';
import { FEATURE_USAGE } from '../shell/FeatureUsage';
import { HELP_POPUP_STORE, HelpPopupStore } from '../shell/HelpPopupStore';
import { SESSION_STORE } from '../session/SessionStore';
import { TOAST_STORE, ToastStore } from '../../ui/components/Toast/ToastStore';
import { makeTestUser } from '../../testing/testUsers';
import { translate } from '../../testing/translate';
import { HelpPopup } from './HelpPopup';

const MB = 1_048_576;

/** The session of a user of that licence (kam, 4, reads REQUEST_HELP; sales, 1, does not). */
function sessionOf(licenceId: 1 | 4) {
  const user = makeTestUser(1, { phone: '01 23 45 67 89' });
  return { user, ability: abilityFor({ licenceId, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false }) };
}

function renderPopup(send: () => Promise<void> = async () => undefined, licenceId: 1 | 4 = 4) {
  const popup = new HelpPopupStore();
  const toasts = new ToastStore();
  const gateway = { sendHelpRequest: vi.fn((_input: { body: Record<string, unknown> }) => send()) };
  const container = new Container();
  container.bind(HELP_POPUP_STORE).toConstantValue(popup);
  container.bind(TOAST_STORE).toConstantValue(toasts);
  container.bind(HELP_REQUEST_GATEWAY).toConstantValue(gateway as unknown as HelpRequestGateway);
  container.bind(SESSION_STORE).toConstantValue(sessionOf(licenceId) as never);
  container.bind(TRANSLATE).toConstantValue(translate);
  const featureUsage = { used: vi.fn() };
  container.bind(FEATURE_USAGE).toConstantValue(featureUsage);
  render(
    <ContainerContext.Provider value={container}>
      <HelpPopup />
    </ContainerContext.Provider>,
  );
  const open = () => act(() => popup.open());
  return { popup, toasts, gateway, open, featureUsage };
}

const toastTexts = (toasts: ToastStore) => toasts.toasts.map((toast) => `${toast.style}:${toast.text}`);

// Component tests drive a real react-aria dialog: give them room on a busy machine.
describe('HelpPopup', { timeout: 15_000 }, () => {
  it('shows nothing until the store opens it, then the whole contact form', async () => {
    const { open } = renderPopup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await open();

    const dialog = screen.getByRole('dialog', { name: 'Besoin d’aide ?' });
    expect(within(dialog).getByText('Écrivez-nous : notre équipe vous répond le jour même.')).toBeInTheDocument();
    // Kam's licence includes the service requests: no note about them.
    expect(within(dialog).queryByText(/incluses dans certaines licences/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '01 84 80 12 34' })).toHaveAttribute('href', 'tel:0184801234');
    expect(within(dialog).getByRole('button', { name: /Type de demande/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Sans choix, votre demande est traitée comme « Contacter le service client ».')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toBeRequired();
    expect(within(dialog).getByRole('button', { name: 'parcourir Pièce jointe' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Valider' })).toBeInTheDocument();
  });

  it('refuses an empty message with the toast "Vous devez écrire un message" and stays open', async () => {
    const user = userEvent.setup();
    const { open, toasts, gateway, popup } = renderPopup();
    await open();

    await user.click(screen.getByRole('button', { name: 'Valider' }));

    await waitFor(() => expect(toastTexts(toasts)).toEqual(['error:Vous devez écrire un message']));
    expect(gateway.sendHelpRequest).not.toHaveBeenCalled();
    expect(popup.isOpen).toBe(true);
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file of 3 MB + 1 byte with "Votre fichier doit faire moins de 3 MB"', async () => {
    const user = userEvent.setup();
    const { open, toasts, gateway } = renderPopup();
    await open();
    await user.click(screen.getByRole('textbox', { name: /Message/ }));
    await user.paste('Voici mon export');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    await user.upload(input as HTMLInputElement, new File([new Uint8Array(3 * MB + 1)], 'export.csv', { type: 'text/csv' }));
    expect(screen.getByText('export.csv')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Valider' }));

    await waitFor(() => expect(toastTexts(toasts)).toEqual(['error:Votre fichier doit faire moins de 3 MB']));
    expect(gateway.sendHelpRequest).not.toHaveBeenCalled();
  });

  it('refuses an SVG with a script, whatever its name, with "Votre fichier doit être un fichier texte (.txt, .csv, .log)"', async () => {
    const user = userEvent.setup();
    const { open, toasts, gateway, popup } = renderPopup();
    await open();
    await user.click(screen.getByRole('textbox', { name: /Message/ }));
    await user.paste('Voici la capture');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    await user.upload(input as HTMLInputElement, new File([svg], 'capture.txt', { type: 'text/plain' }));

    await user.click(screen.getByRole('button', { name: 'Valider' }));

    await waitFor(() => expect(toastTexts(toasts)).toEqual(['error:Votre fichier doit être un fichier texte (.txt, .csv, .log)']));
    // The attachment field shows the same message under the file (the toast is the store's, rendered by the shell).
    expect(screen.getByText('Votre fichier doit être un fichier texte (.txt, .csv, .log)')).toBeInTheDocument();
    expect(gateway.sendHelpRequest).not.toHaveBeenCalled();
    expect(popup.isOpen).toBe(true);
  });

  it('sends the request with the first type by default, toasts "Votre message a bien été envoyé" and closes', async () => {
    const user = userEvent.setup();
    const { open, toasts, gateway, popup, featureUsage } = renderPopup();
    await open();
    await user.click(screen.getByRole('textbox', { name: /Message/ }));
    await user.paste('Comment exporter une liste ?');

    await user.click(screen.getByRole('button', { name: 'Valider' }));

    await waitFor(() => expect(popup.isOpen).toBe(false));
    expect(gateway.sendHelpRequest).toHaveBeenCalledWith({
      body: expect.objectContaining({ request_type: 'customer_service', message: 'Comment exporter une liste ?', direct_phone: '01 23 45 67 89', user_first_name: 'Camille' }),
    });
    expect(toastTexts(toasts)).toEqual(['success:Votre message a bien été envoyé']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Counted as a use of the help form (analytics), without its message.
    expect(featureUsage.used.mock.calls).toEqual([['help_request_sent']]);
  });

  it('sends the chosen request type', async () => {
    const user = userEvent.setup();
    const { open, gateway } = renderPopup();
    await open();
    await user.click(screen.getByRole('button', { name: /Type de demande/ }));
    await user.click(await screen.findByRole('option', { name: 'Demander une formation' }));
    await user.click(screen.getByRole('textbox', { name: /Message/ }));
    await user.paste('Une formation pour trois personnes');

    await user.click(screen.getByRole('button', { name: 'Valider' }));

    await waitFor(() => expect(gateway.sendHelpRequest).toHaveBeenCalled());
    expect(gateway.sendHelpRequest.mock.calls[0]?.[0]).toMatchObject({ body: { request_type: 'training' } });
  });

  it('offers a profile setup and a training only to licences that include them (REQUEST_HELP): disabled otherwise, with a note', async () => {
    const user = userEvent.setup();
    const { open } = renderPopup(async () => undefined, 1);
    await open();
    expect(screen.getByText(/incluses dans certaines licences/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Type de demande/ }));
    expect(await screen.findByRole('option', { name: 'Demander une formation' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Demander un paramétrage de profil' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Signaler un bug' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('cancel and Escape close the popup and empty the form', async () => {
    const user = userEvent.setup();
    const { open, popup } = renderPopup();
    await open();
    await user.click(screen.getByRole('textbox', { name: /Message/ }));
    await user.paste('Brouillon');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(popup.isOpen).toBe(false);

    await open();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(popup.isOpen).toBe(false);
  });
});
