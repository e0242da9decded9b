import { describe, expect, it, vi } from 'vitest';
import type { EmailTemplate, TemplatesGateway } from '@cible/core';
import { templateFixture as template, templateStats as stats } from '../../testing/templatesTestData';
import { TEMPLATE_PAGE_SIZE, TemplateListViewModel } from './TemplateListViewModel';

/** A server holding the user's templates: the list answers what the changes left, filtered and paged as asked. */
function setup(initial: EmailTemplate[] = [template(1), template(2)]) {
  let rows = [...initial];
  let nextId = 100;
  const gateway = {
    listEmailTemplates: vi.fn(async ({ query }: { query: { tag_id_list?: number[]; search?: string; limit: number; offset: number } }) => {
      const matching = rows.filter(
        (row) =>
          (query.tag_id_list === undefined || row.tags.some((tag) => query.tag_id_list!.includes(tag.tag_id))) &&
          (query.search === undefined || `${row.name} ${row.subject}`.toLowerCase().includes(query.search.toLowerCase())),
      );
      return { template_list: matching.slice(query.offset, query.offset + query.limit), template_count: matching.length };
    }),
    listTemplateTags: vi.fn(async () => ({ tag_list: [{ tag_id: 1, name: 'Relance', color: '#112233' }] })),
    createEmailTemplate: vi.fn(async ({ body }: { body: { name: string; subject: string; html_content: string; tag_id_list?: number[] } }) => {
      const created = template(nextId++, { name: body.name, subject: body.subject, html_content: body.html_content });
      rows = [...rows, created];
      return created;
    }),
    deleteEmailTemplate: vi.fn(async ({ params }: { params: { id: number } }) => {
      rows = rows.filter((row) => row.id !== params.id);
    }),
  };
  const effects = { succeeded: vi.fn(), failed: vi.fn(), copyName: (name: string) => `${name} (copie)` };
  const vm = new TemplateListViewModel(gateway as unknown as TemplatesGateway, effects);
  return { vm, gateway, effects, rows: () => rows };
}

describe('TemplateListViewModel', () => {
  it('loads the tags and every template, and gives each core’s percentages (capped at 100, rounded up)', async () => {
    const { vm, gateway } = setup([template(1, { statistics: stats(3, 1, 4, 0) }), template(2)]);
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(gateway.listEmailTemplates).toHaveBeenCalledWith({ query: { limit: 1000, offset: 0 } });
    expect(vm.tags.value).toEqual([{ tag_id: 1, name: 'Relance', color: '#112233' }]);
    expect(vm.rows.find((row) => row.id === 1)?.rates).toEqual({ opened: 34, clicked: 100, replied: 0 });
    expect(vm.rows.find((row) => row.id === 2)?.rates).toEqual({ opened: 0, clicked: 0, replied: 0 });
  });

  it('fetches page after page of 1 000 until the count is reached', async () => {
    const many = Array.from({ length: 2_300 }, (_, index) => template(index + 1));
    const { vm, gateway } = setup(many);
    await vm.load();
    expect(gateway.listEmailTemplates.mock.calls.map(([input]) => input.query.offset)).toEqual([0, 1000, 2000]);
    expect(vm.rows).toHaveLength(2_300);
    expect(vm.isTruncated).toBe(false);
    expect(vm.pageCount).toBe(Math.ceil(2_300 / TEMPLATE_PAGE_SIZE));
  });

  it('sends the tag filter and the trimmed search to the server, back to page 1 each time', async () => {
    const tagged = { tag_id: 1, name: 'Relance', color: '#112233' };
    const { vm, gateway } = setup([template(1, { tags: [tagged], name: 'Relance salon' }), template(2, { name: 'Bienvenue' })]);
    await vm.load();
    vm.setPage(1);
    await vm.toggleTag(1);
    expect(gateway.listEmailTemplates).toHaveBeenLastCalledWith({ query: { tag_id_list: [1], limit: 1000, offset: 0 } });
    expect(vm.rows.map((row) => row.id)).toEqual([1]);
    expect(vm.isFiltered).toBe(true);
    await vm.toggleTag(1);
    vm.setSearchText('  bienv ');
    await vm.applySearch();
    expect(gateway.listEmailTemplates).toHaveBeenLastCalledWith({ query: { search: 'bienv', limit: 1000, offset: 0 } });
    expect(vm.rows.map((row) => row.id)).toEqual([2]);
    const calls = gateway.listEmailTemplates.mock.calls.length;
    await vm.applySearch();
    expect(gateway.listEmailTemplates).toHaveBeenCalledTimes(calls);
    await vm.clearSearch();
    expect(vm.isFiltered).toBe(false);
    expect(vm.rows).toHaveLength(2);
  });

  it('sorts by name (French order, case and accents aside) and by each statistic, ties by name', async () => {
    const { vm } = setup([
      template(1, { name: 'éclair', statistics: stats(10, 5, 1, 1) }),
      template(2, { name: 'Zèbre', statistics: stats(10, 9, 0, 0) }),
      template(3, { name: 'abeille', statistics: stats(2, 2, 2, 2) }),
      template(4, { name: 'Modèle 10', statistics: stats(0, 0, 0, 0) }),
      template(5, { name: 'Modèle 9', statistics: stats(0, 0, 0, 0) }),
    ]);
    await vm.load();
    expect(vm.rows.map((row) => row.template.name)).toEqual(['abeille', 'éclair', 'Modèle 9', 'Modèle 10', 'Zèbre']);
    vm.sortBy('name');
    expect(vm.sort).toEqual({ key: 'name', direction: 'descending' });
    expect(vm.rows[0]?.template.name).toBe('Zèbre');
    vm.sortBy('opened');
    expect(vm.sort).toEqual({ key: 'opened', direction: 'descending' });
    expect(vm.rows.map((row) => row.id)).toEqual([3, 2, 1, 5, 4]);
    vm.sortBy('sent', 'ascending');
    expect(vm.rows.map((row) => row.id)).toEqual([5, 4, 3, 1, 2]);
    vm.sortBy('replied');
    expect(vm.rows.map((row) => row.id)).toEqual([3, 1, 5, 4, 2]);
  });

  it('pages 20 at a time and keeps the page within bounds', async () => {
    const { vm } = setup(Array.from({ length: 45 }, (_, index) => template(index + 1, { name: `Modèle ${String(index + 1).padStart(2, '0')}` })));
    await vm.load();
    expect(vm.pageCount).toBe(3);
    expect(vm.pageRows).toHaveLength(20);
    vm.setPage(3);
    expect(vm.pageRows.map((row) => row.id)).toEqual([41, 42, 43, 44, 45]);
    vm.setPage(9);
    expect(vm.page).toBe(3);
    vm.setPage(0);
    expect(vm.page).toBe(1);
  });

  it('duplicates a template with its tags under "… (copie)", cut to 255 characters, then lists again', async () => {
    const tag = { tag_id: 1, name: 'Relance', color: '#112233' };
    const { vm, gateway, effects } = setup([template(1, { tags: [tag] }), template(2, { name: 'x'.repeat(255) })]);
    await vm.load();
    await expect(vm.duplicate(1)).resolves.toBe(true);
    expect(gateway.createEmailTemplate).toHaveBeenCalledWith({
      body: { name: 'Modèle 1 (copie)', subject: 'Objet 1', html_content: '<p>Corps 1</p>', plain_content: 'Corps 1', tag_id_list: [1] },
    });
    expect(effects.succeeded).toHaveBeenCalledWith('duplicated');
    expect(vm.rows).toHaveLength(3);
    await vm.duplicate(2);
    expect(gateway.createEmailTemplate.mock.calls[1]?.[0].body.name).toHaveLength(255);
    expect(gateway.createEmailTemplate.mock.calls[1]?.[0].body).not.toHaveProperty('tag_id_list');
  });

  it('deletes, then lists again; a failure calls the error effect and keeps the template', async () => {
    const { vm, gateway, effects } = setup();
    await vm.load();
    await expect(vm.delete(1)).resolves.toBe(true);
    expect(gateway.deleteEmailTemplate).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(effects.succeeded).toHaveBeenCalledWith('deleted');
    expect(vm.rows.map((row) => row.id)).toEqual([2]);
    const failure = { kind: 'api', status: 500, error: { code: 'INTERNAL', message: 'x' } };
    gateway.deleteEmailTemplate.mockRejectedValueOnce(failure);
    await expect(vm.delete(2)).resolves.toBe(false);
    expect(effects.failed).toHaveBeenCalledWith(failure);
    expect(vm.rows.map((row) => row.id)).toEqual([2]);
    expect(vm.busy).toBeNull();
  });

  it('runs one change at a time', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    let release: () => void = () => {};
    gateway.deleteEmailTemplate.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    const first = vm.delete(1);
    expect(vm.isBusy(1, 'delete')).toBe(true);
    await expect(vm.duplicate(2)).resolves.toBe(false);
    release();
    await first;
    expect(gateway.createEmailTemplate).not.toHaveBeenCalled();
  });

  it('shows the error state when the list cannot be loaded', async () => {
    const { vm, gateway } = setup();
    gateway.listEmailTemplates.mockRejectedValueOnce(new Error('offline'));
    await vm.load();
    expect(vm.status).toBe('error');
    await vm.loadTemplates();
    expect(vm.status).toBe('ready');
  });
});
