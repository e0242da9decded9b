import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp } from '../../testing/createTestApp';
import { SPEC_TEXTS } from '../../testing/specTexts';
import { stubLayoutRects } from '../../testing/stubLayoutRects';
import { tagFixture, templateFixture } from '../../testing/templatesTestData';

stubLayoutRects();

const RELANCE = tagFixture(1, 'Relance');
const SALON = tagFixture(2, 'Salon');

function app() {
  return createTestApp({
    loggedIn: true,
    quickSearch: {
      quickSearch: vi.fn(async () => ({
        companies: { total: 0, data: [] },
        personsActive: {
          total: 1,
          data: [
            {
              id: 71,
              first_name: 'Zoé',
              last_name: 'Durand',
              civility: 'Mme',
              active: true,
              job_name: 'Directrice achats',
              company_id: 3,
              company_name: 'Atlas Industrie',
              company_group_name: null,
              is_visible_pme: true,
            },
          ],
        },
        news: { total: 0, data: [] },
        conferences: { total: 0, data: [] },
      })),
    },
    templates: {
      previewEmailTemplate: vi.fn(async ({ body }: { body: { contact_id?: number } }) => ({
        subject: body.contact_id === undefined ? 'Bonjour' : 'Bonjour Zoé',
        html: '<html><body><p>Bonjour Zoé</p><script>parent.hacked = true</script></body></html>',
        text: 'Bonjour Zoé\n\nSignature Atlas',
        missing_variable_list: body.contact_id === undefined ? ['contact.first_name'] : [],
        unknown_variable_list: [],
      })),
      listTemplateTags: vi.fn(async () => ({ tag_list: [RELANCE, SALON] })),
      getEmailTemplate: vi.fn(async ({ params }: { params: { id: number } }) => {
        if (params.id !== 5) throw { kind: 'api', status: 404, error: { code: 'NOT_FOUND', message: 'x' } };
        return templateFixture(5, { name: 'Relance', subject: 'Bonjour', html_content: '<p>Bonjour Léa</p>', tags: [RELANCE] });
      }),
      createEmailTemplate: vi.fn(async ({ body }: { body: { name: string } }) => templateFixture(40, body)),
      updateEmailTemplate: vi.fn(async ({ body }: { body: { name: string; subject: string } }) => templateFixture(5, body)),
    },
  });
}

/** The rich-text body once its lazy chunk is in. */
const body = () => screen.findByRole('textbox', { name: 'Message' }, { timeout: 10_000 });

describe('TemplateEditorPage (/personal-space/templates/edit/{template_id?})', { timeout: 60_000 }, () => {
  it('creates a template: name, subject with a variable from the menu, body, a tag; then the spec’s toast and the list', async () => {
    const test = app();
    const { router } = await test.renderAt('/personal-space/templates/edit');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau template' })).toBeInTheDocument();
    await body();
    await user.click(screen.getByRole('textbox', { name: /Nom du template/ }));
    await user.paste('Invitation');
    const subject = screen.getByRole('textbox', { name: 'Objet de l’e-mail' });
    await user.click(subject);
    await user.paste('Bonjour ');
    await user.click(screen.getByRole('button', { name: 'Insérer une variable dans l’objet' }));
    await user.click(await screen.findByRole('menuitem', { name: /Prénom du contact/ }));
    await waitFor(() => expect(subject).toHaveValue('Bonjour {{contact.first_name}}'));
    await user.click(screen.getByRole('button', { name: /Tag existant/ }));
    await user.click(await screen.findByRole('option', { name: 'Salon' }));
    expect(within(screen.getByRole('group', { name: 'Tags' })).getByText('Salon')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal-space/templates'));
    expect(test.templates.createEmailTemplate).toHaveBeenCalledWith({
      body: expect.objectContaining({ name: 'Invitation', subject: 'Bonjour {{contact.first_name}}', html_content: '<p></p>', tag_id_list: [2] }),
    });
    expect(test.toasts.toasts.map((toast) => toast.text)).toContain(SPEC_TEXTS.genericUpdated);
  });

  it('edits a template: loads it into the fields and the rich-text body, variables go into the body too', async () => {
    const test = app();
    await test.renderAt('/personal-space/templates/edit/5');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier le template' })).toBeInTheDocument();
    const editor = await body();
    expect(editor).toHaveTextContent('Bonjour Léa');
    expect(screen.getByRole('textbox', { name: /Nom du template/ })).toHaveValue('Relance');
    expect(screen.queryByText('Modifications non enregistrées')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Insérer une variable dans le message' }));
    await user.click(await screen.findByRole('menuitem', { name: /Nom de l’entreprise/ }));
    await waitFor(() => expect(editor).toHaveTextContent('{{company.name}}'));
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(test.templates.updateEmailTemplate).toHaveBeenCalled());
    expect(vi.mocked(test.templates.updateEmailTemplate).mock.calls[0]![0]).toMatchObject({ params: { id: 5 }, body: { name: 'Relance', subject: 'Bonjour' } });
    expect(String(vi.mocked(test.templates.updateEmailTemplate).mock.calls[0]![0].body?.html_content)).toContain('{{company.name}}');
  });

  it('shows the contract’s validation messages and sends nothing', async () => {
    const test = app();
    await test.renderAt('/personal-space/templates/edit');
    const user = userEvent.setup();
    await body();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Objet de l’e-mail' }));
    await user.paste('x'.repeat(256));
    expect(await screen.findByText('255 caractères maximum.')).toBeInTheDocument();
    expect(test.templates.createEmailTemplate).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes; staying keeps the page, confirming leaves', async () => {
    const test = app();
    const { router } = await test.renderAt('/personal-space/templates/edit/5');
    const user = userEvent.setup();
    await body();
    await user.click(screen.getByRole('textbox', { name: /Nom du template/ }));
    await user.paste(' bis');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Quitter sans enregistrer ?' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/personal-space/templates/edit/5');
    await user.click(screen.getByRole('link', { name: 'Retour aux templates' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' })).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal-space/templates'));
    expect(test.templates.updateEmailTemplate).not.toHaveBeenCalled();
  });

  it('leaves without asking when nothing changed', async () => {
    const test = app();
    const { router } = await test.renderAt('/personal-space/templates/edit/5');
    const user = userEvent.setup();
    await body();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal-space/templates'));
  });

  it('says when the template does not exist (another user’s id answers 404)', async () => {
    const test = app();
    await test.renderAt('/personal-space/templates/edit/6');
    expect(await screen.findByText('Ce template n’existe pas ou a été supprimé.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('previews the saved template for a contact found by name, in a frame that runs nothing; the test send is filled for him', async () => {
    const test = app();
    await test.renderAt('/personal-space/templates/edit/5');
    const user = userEvent.setup();
    await body();
    expect(screen.getByRole('heading', { level: 2, name: 'Aperçu' })).toBeInTheDocument();
    expect(screen.getByText('Choisissez un contact puis affichez l’aperçu.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Afficher l’aperçu' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Aperçu sans contact' })).toBeInTheDocument();
    expect(screen.getByText('Variables sans valeur pour ce contact : contact.first_name')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Rechercher un contact' }), 'Zoé{Enter}');
    expect(test.quickSearch.quickSearch).toHaveBeenCalledWith({ query: { text: 'Zoé', limit: 8, offset: 0, column: 'personsActive' } });
    await user.click(await screen.findByRole('radio', { name: /Zoé Durand/ }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Aperçu pour Zoé Durand' })).toBeInTheDocument();
    expect(test.templates.previewEmailTemplate).toHaveBeenLastCalledWith({ params: { id: 5 }, body: { contact_id: 71 } });
    expect(screen.getByTestId('preview-subject')).toHaveTextContent('Bonjour Zoé');
    const frame = screen.getByTitle('Aperçu du message');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Bonjour Zoé</p>');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText(/Signature Atlas/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'M\'envoyer un test' }));
    await waitFor(() => expect(test.templates.sendEmailTemplateTest).toHaveBeenCalledWith({ params: { id: 5 }, body: { bat_email_id_list: [0], contact_id: 71 } }));
  });
});
