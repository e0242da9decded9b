import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailTemplate } from '@cible/core';
import type { LicenceId } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { SPEC_TEXTS } from '../../testing/specTexts';
import { tagFixture, templateFixture, templateStats } from '../../testing/templatesTestData';

const RELANCE = tagFixture(1, 'Relance', '#DC2626');
const SALON = tagFixture(2, 'Salon', '#2563EB');

async function renderPage(rows: EmailTemplate[], licence: LicenceId = 1) {
  let stored = [...rows];
  const test = createTestApp({
    loggedIn: true,
    licence,
    templates: {
      listEmailTemplates: vi.fn(async ({ query }: { query: { tag_id_list?: number[]; search?: string } }) => {
        const matching = stored.filter(
          (row) =>
            (query.tag_id_list === undefined || row.tags.some((tag) => query.tag_id_list!.includes(tag.tag_id))) &&
            (query.search === undefined || row.name.toLowerCase().includes(query.search.toLowerCase())),
        );
        return { template_list: matching, template_count: matching.length };
      }),
      listTemplateTags: vi.fn(async () => ({ tag_list: [RELANCE, SALON] })),
      createEmailTemplate: vi.fn(async ({ body }: { body: { name: string } }) => {
        const created = templateFixture(99, { name: body.name });
        stored = [...stored, created];
        return created;
      }),
      deleteEmailTemplate: vi.fn(async ({ params }: { params: { id: number } }) => {
        stored = stored.filter((row) => row.id !== params.id);
      }),
    },
  });
  await test.renderAt('/personal-space/templates');
  return test;
}

const rowNamed = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('TemplateListPage (/personal-space/templates)', { timeout: 40_000 }, () => {
  it('lists the templates with their tags and statistics (sent, then core’s percentages), titled by the licence', async () => {
    await renderPage([
      templateFixture(1, { name: 'Relance salon', tags: [RELANCE, SALON], statistics: templateStats(3, 1, 4, 0) }),
      templateFixture(2, { name: 'Bienvenue', subject: '' }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Templates et signature' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Templates' })).toBeInTheDocument();
    expect(screen.getByText('2 templates')).toBeInTheDocument();
    const row = rowNamed('Relance salon');
    expect(within(row).getByText('Objet : Objet 1')).toBeInTheDocument();
    expect(within(row).getByText('Salon')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('34 %')).toBeInTheDocument();
    expect(within(row).getByText('100 %')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/personal-space/templates/edit/1');
    expect(within(rowNamed('Bienvenue')).getByText('Sans objet')).toBeInTheDocument();
    // Sorted by name first: Bienvenue before Relance salon.
    const names = screen.getAllByRole('row').slice(1).map((element) => element.textContent ?? '');
    expect(names[0]).toMatch(/^Bienvenue/);
  });

  it('is titled "Mes templates" for smart campaign v2 (core’s licence effect)', async () => {
    await renderPage([], 14);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes templates' })).toBeInTheDocument();
    expect(await screen.findByText('Aucun template')).toBeInTheDocument();
  });

  it('filters by tag and by search, says when nothing matches and clears the filters', async () => {
    const test = await renderPage([templateFixture(1, { name: 'Relance salon', tags: [RELANCE] }), templateFixture(2, { name: 'Bienvenue' })]);
    const user = userEvent.setup();
    const tags = await screen.findByRole('group', { name: 'Filtrer par tag' });
    await user.click(within(tags).getByRole('button', { name: 'Relance' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Bienvenue/ })).not.toBeInTheDocument());
    expect(within(tags).getByRole('button', { name: 'Relance' })).toHaveAttribute('aria-pressed', 'true');
    expect(test.templates.listEmailTemplates).toHaveBeenLastCalledWith({ query: { tag_id_list: [1], limit: 1000, offset: 0 } });
    await user.click(within(tags).getByRole('button', { name: 'Tous les tags' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un template' }), 'zzz{Enter}');
    expect(await screen.findByText('Aucun template ne correspond')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(await screen.findByRole('row', { name: /Bienvenue/ })).toBeInTheDocument();
  });

  it('sorts by a statistic from its column header', async () => {
    await renderPage([
      templateFixture(1, { name: 'Alpha', statistics: templateStats(10, 1, 0, 0) }),
      templateFixture(2, { name: 'Bravo', statistics: templateStats(10, 9, 0, 0) }),
    ]);
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /Alpha/ });
    await user.click(within(screen.getByRole('columnheader', { name: 'Ouverts' })).getByRole('button'));
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent(/^Bravo/));
    expect(screen.getByRole('columnheader', { name: 'Ouverts' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('duplicates with the spec’s toast', async () => {
    const test = await renderPage([templateFixture(1, { name: 'Relance', tags: [RELANCE] })]);
    const user = userEvent.setup();
    const actions = await screen.findByRole('group', { name: 'Actions sur « Relance »' });
    await user.click(within(actions).getByRole('button', { name: 'Dupliquer' }));
    expect(await screen.findByRole('row', { name: /Relance \(copie\)/ })).toBeInTheDocument();
    expect(test.templates.createEmailTemplate).toHaveBeenCalledWith({
      body: { name: 'Relance (copie)', subject: 'Objet 1', html_content: '<p>Corps 1</p>', plain_content: 'Corps 1', tag_id_list: [1] },
    });
    expect(test.toasts.toasts.map((toast) => toast.text)).toContain(SPEC_TEXTS.genericDuplicated);
  });

  it('deletes after a confirmation dialog (keyboard), with the spec’s toast; a failure shows the error toast', async () => {
    const test = await renderPage([templateFixture(1, { name: 'Relance' }), templateFixture(2, { name: 'Bienvenue' })]);
    const user = userEvent.setup();
    const actions = await screen.findByRole('group', { name: 'Actions sur « Relance »' });
    within(actions).getByRole('button', { name: 'Supprimer' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce template ?' });
    expect(dialog).toHaveTextContent('« Relance » sera supprimé définitivement, avec ses statistiques.');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(test.toasts.toasts.map((toast) => toast.text)).toContain(SPEC_TEXTS.genericDeleted));
    expect(test.templates.deleteEmailTemplate).toHaveBeenCalledWith({ params: { id: 1 } });
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Supprimer ce template ?' })).not.toBeInTheDocument());
    expect(screen.queryByRole('row', { name: /Relance/ })).not.toBeInTheDocument();

    vi.mocked(test.templates.deleteEmailTemplate).mockRejectedValueOnce({ kind: 'api', status: 500, error: { code: 'INTERNAL', message: 'x' } });
    await user.click(within(screen.getByRole('group', { name: 'Actions sur « Bienvenue »' })).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Supprimer ce template ?' })).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(test.toasts.toasts.map((toast) => toast.text)).toContain(SPEC_TEXTS.genericError));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Supprimer ce template ?' })).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Supprimer ce template ?' })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Bienvenue/ })).toBeInTheDocument();
  });

  it('shows the error state with a retry when the list cannot be loaded', async () => {
    const test = createTestApp({
      loggedIn: true,
      templates: { listEmailTemplates: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ template_list: [templateFixture(1)], template_count: 1 }) },
    });
    await test.renderAt('/personal-space/templates');
    const user = userEvent.setup();
    expect(await screen.findByText('Vos templates n’ont pas pu être chargés.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('row', { name: /Modèle 1/ })).toBeInTheDocument();
  });

  it('pages 20 at a time', async () => {
    await renderPage(Array.from({ length: 25 }, (_, index) => templateFixture(index + 1, { name: `Modèle ${String(index + 1).padStart(2, '0')}` })));
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /Modèle 01/ });
    expect(screen.getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    expect(screen.getByRole('row', { name: /Modèle 25/ })).toBeInTheDocument();
  });
});
