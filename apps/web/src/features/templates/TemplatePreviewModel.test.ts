import { describe, expect, it, vi } from 'vitest';
import type { ContactCard } from '@cible/core';
import { PREVIEW_CONTACT_RESULTS, TemplatePreviewModel } from './TemplatePreviewModel';

const card = (id: number, overrides: Partial<ContactCard> = {}): ContactCard => ({
  id,
  first_name: `Prénom ${id}`,
  last_name: `Nom ${id}`,
  civility: 'M.',
  active: true,
  job_name: 'Acheteur',
  company_id: 1,
  company_name: 'Atlas',
  company_group_name: null,
  is_visible_pme: true,
  ...overrides,
});

function setup(cards: ContactCard[] = [card(1), card(2, { blurred: true, last_name: null }), card(3)]) {
  const previews = {
    previewEmailTemplate: vi.fn(async () => ({ subject: 's', html: '<p>h</p>', text: 't', missing_variable_list: ['contact.first_name'], unknown_variable_list: [] })),
  };
  const search = {
    quickSearch: vi.fn(async () => ({
      companies: { total: 0, data: [] },
      personsActive: { total: cards.length, data: cards },
      news: { total: 0, data: [] },
      conferences: { total: 0, data: [] },
    })),
  };
  return { previews, search, model: new TemplatePreviewModel(previews, search) };
}

describe('TemplatePreviewModel', () => {
  it('looks for active contacts by the trimmed name, in the contacts column only, and leaves blurred ones out', async () => {
    const { model, search } = setup();
    model.setQuery('  Martin ');
    await model.searchContacts();
    expect(search.quickSearch).toHaveBeenCalledWith({ query: { text: 'Martin', limit: PREVIEW_CONTACT_RESULTS, offset: 0, column: 'personsActive' } });
    expect(model.contacts.value?.map((contact) => contact.id)).toEqual([1, 3]);
  });

  it('asks nothing for a blank name and empties the list', async () => {
    const { model, search } = setup();
    model.setQuery('Martin');
    await model.searchContacts();
    model.setQuery('   ');
    await model.searchContacts();
    expect(search.quickSearch).toHaveBeenCalledOnce();
    expect(model.contacts.status).toBe('idle');
    expect(model.contacts.value).toBeNull();
  });

  it('renders for the contact chosen, or for none; an id not among those found keeps the choice', async () => {
    const { model, previews } = setup();
    await model.render(8);
    expect(previews.previewEmailTemplate).toHaveBeenLastCalledWith({ params: { id: 8 }, body: {} });
    model.setQuery('Nom');
    await model.searchContacts();
    model.choose(3);
    await model.render(8);
    expect(previews.previewEmailTemplate).toHaveBeenLastCalledWith({ params: { id: 8 }, body: { contact_id: 3 } });
    model.choose(99);
    expect(model.contact?.id).toBe(3);
    model.choose(null);
    expect(model.contact).toBeNull();
    expect(model.preview.value?.missing_variable_list).toEqual(['contact.first_name']);
  });

  it('without the quick search (sender licences) proposes no search and still renders', async () => {
    const previews = { previewEmailTemplate: vi.fn(async () => ({ subject: 's', html: '', text: '', missing_variable_list: [], unknown_variable_list: [] })) };
    const model = new TemplatePreviewModel(previews, null);
    expect(model.canSearchContacts).toBe(false);
    model.setQuery('Martin');
    await model.searchContacts();
    expect(model.contacts.status).toBe('idle');
    await model.render(2);
    expect(model.preview.isReady).toBe(true);
  });

  it('keeps the error of a failed render for its retry', async () => {
    const { model, previews } = setup();
    previews.previewEmailTemplate.mockRejectedValueOnce(new Error('down'));
    await model.render(4);
    expect(model.preview.isError).toBe(true);
    await model.preview.retry();
    expect(model.preview.isReady).toBe(true);
  });
});
