import { describe, expect, it, vi } from 'vitest';
import type { TemplatesGateway, TemplateTestSendGateway } from '@cible/core';
import { tagFixture, templateFixture } from '../../testing/templatesTestData';
import { TAG_COLORS, TemplateEditorViewModel } from './TemplateEditorViewModel';
import { TemplatePreviewModel } from './TemplatePreviewModel';

function setup(templateId: number | null = 5) {
  const stored = templateFixture(5, { name: 'Relance', subject: 'Bonjour', html_content: '<p>Bonjour</p>', tags: [tagFixture(1, 'Relance')] });
  const gateway = {
    listTemplateTags: vi.fn(async () => ({ tag_list: [tagFixture(1, 'Relance'), tagFixture(2, 'Salon')] })),
    getEmailTemplate: vi.fn(async () => stored),
    createEmailTemplate: vi.fn(async ({ body }: { body: { name: string; subject: string; html_content: string } }) => templateFixture(40, body)),
    updateEmailTemplate: vi.fn(async ({ body }: { body: { name: string; subject: string; html_content: string } }) => ({ ...stored, ...body })),
    tagEmailTemplate: vi.fn(async () => undefined),
    untagEmailTemplate: vi.fn(async () => undefined),
    createTemplateTag: vi.fn(async ({ body }: { body: { name: string; color: string } }) => ({ tag_id: 9, ...body })),
    sendEmailTemplateTest: vi.fn(async (_input: { params: { id: number }; body: { bat_email_id_list: number[]; contact_id?: number } }) => ({ sent_count: 1 })),
    previewEmailTemplate: vi.fn(async (input: { params: { id: number }; body: { contact_id?: number } }) => ({
      subject: `Aperçu ${input.params.id} pour ${input.body.contact_id ?? 'personne'}`,
      html: '<p>x</p>',
      text: 'x',
      missing_variable_list: [],
      unknown_variable_list: [],
    })),
  };
  const search = {
    quickSearch: vi.fn(async () => ({
      companies: { total: 0, data: [] },
      personsActive: { total: 1, data: [contactCard(71, 'Zoé')] },
      news: { total: 0, data: [] },
      conferences: { total: 0, data: [] },
    })),
  };
  const effects = { saved: vi.fn(), failed: vi.fn(), testSent: vi.fn(), testFailed: vi.fn() };
  const typed = gateway as unknown as TemplatesGateway & TemplateTestSendGateway;
  const vm = new TemplateEditorViewModel(templateId, typed, effects, new TemplatePreviewModel(typed, search as never));
  return { vm, gateway, effects, search };
}

function contactCard(id: number, firstName: string) {
  return {
    id,
    first_name: firstName,
    last_name: 'Durand',
    civility: 'Mme',
    active: true,
    job_name: 'Directrice achats',
    company_id: 3,
    company_name: 'Atlas',
    company_group_name: null,
    is_visible_pme: true,
  };
}

describe('TemplateEditorViewModel', () => {
  it('previews the saved template for the contact chosen, saving changes first; the test send is filled for that contact', async () => {
    const { vm, gateway } = setup(5);
    await vm.load();
    await vm.showPreview();
    expect(gateway.previewEmailTemplate).toHaveBeenLastCalledWith({ params: { id: 5 }, body: {} });
    expect(vm.preview.preview.value?.subject).toBe('Aperçu 5 pour personne');

    vm.preview.setQuery('  Zoé ');
    await vm.preview.searchContacts();
    vm.preview.choose(71);
    expect(vm.preview.contact).toMatchObject({ id: 71, firstName: 'Zoé', company: 'Atlas' });
    vm.setSubject('Nouvel objet');
    await vm.showPreview();
    // Saved first, then rendered once (by the save) for the contact.
    expect(gateway.updateEmailTemplate).toHaveBeenCalledOnce();
    expect(gateway.previewEmailTemplate).toHaveBeenCalledTimes(2);
    expect(gateway.previewEmailTemplate).toHaveBeenLastCalledWith({ params: { id: 5 }, body: { contact_id: 71 } });
    expect(gateway.updateEmailTemplate.mock.invocationCallOrder[0]).toBeLessThan(gateway.previewEmailTemplate.mock.invocationCallOrder[1] ?? 0);

    await vm.sendTest();
    expect(gateway.sendEmailTemplateTest).toHaveBeenLastCalledWith({ params: { id: 5 }, body: { bat_email_id_list: [0], contact_id: 71 } });
    vm.preview.choose(null);
    await vm.sendTest();
    expect(gateway.sendEmailTemplateTest).toHaveBeenLastCalledWith({ params: { id: 5 }, body: { bat_email_id_list: [0] } });
  });

  it('does not render the preview of a new template that cannot be saved', async () => {
    const { vm, gateway } = setup(null);
    await vm.load();
    await vm.showPreview();
    expect(gateway.createEmailTemplate).not.toHaveBeenCalled();
    expect(gateway.previewEmailTemplate).not.toHaveBeenCalled();
    expect(vm.preview.preview.status).toBe('idle');
  });

  it('sends a test of the saved template to the own address (0); unsaved changes are saved first, a failure says so', async () => {
    const { vm, gateway, effects } = setup(5);
    await vm.load();
    await expect(vm.sendTest()).resolves.toBe(true);
    expect(gateway.updateEmailTemplate).not.toHaveBeenCalled();
    expect(gateway.sendEmailTemplateTest).toHaveBeenCalledWith({ params: { id: 5 }, body: { bat_email_id_list: [0] } });
    expect(effects.testSent).toHaveBeenCalledWith(1);
    vm.setSubject('Nouvel objet');
    await expect(vm.sendTest()).resolves.toBe(true);
    expect(gateway.updateEmailTemplate).toHaveBeenCalledOnce();
    expect(gateway.updateEmailTemplate.mock.invocationCallOrder[0]).toBeLessThan(gateway.sendEmailTemplateTest.mock.invocationCallOrder[1] ?? 0);
    const refusal = { kind: 'api', status: 409, error: { code: 'MAILBOX.NOT_CONNECTED', message: 'x' } };
    gateway.sendEmailTemplateTest.mockRejectedValueOnce(refusal);
    await expect(vm.sendTest()).resolves.toBe(false);
    expect(effects.testFailed).toHaveBeenCalledWith(refusal);
    expect(vm.isSendingTest).toBe(false);
  });

  it('sends nothing when the new template cannot be saved (a required field is empty)', async () => {
    const { vm, gateway } = setup(null);
    await vm.load();
    await expect(vm.sendTest()).resolves.toBe(false);
    expect(gateway.createEmailTemplate).not.toHaveBeenCalled();
    expect(gateway.sendEmailTemplateTest).not.toHaveBeenCalled();
  });

  it('keeps the form of a new template once a test send created it (was an empty page: its template was never loaded)', async () => {
    const { vm, gateway } = setup(null);
    await vm.load();
    vm.setName('Relance salon');
    await expect(vm.sendTest()).resolves.toBe(true);
    expect(gateway.sendEmailTemplateTest).toHaveBeenCalledWith({ params: { id: 40 }, body: { bat_email_id_list: [0] } });
    expect(vm.isNew).toBe(false);
    expect(vm.status).toBe('ready');
    expect(vm.isDirty).toBe(false);
  });

  it('starts a new template empty and ready, and creates it with its tags', async () => {
    const { vm, gateway, effects } = setup(null);
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(gateway.getEmailTemplate).not.toHaveBeenCalled();
    expect(vm.isDirty).toBe(false);
    vm.setName('  Invitation salon ');
    vm.setSubject('Rendez-vous');
    vm.bodyChanged('<p>Venez</p>', 'Venez');
    vm.addTag(2);
    expect(vm.isDirty).toBe(true);
    expect(vm.selectedTags.map((tag) => tag.name)).toEqual(['Salon']);
    expect(vm.availableTags.map((tag) => tag.name)).toEqual(['Relance']);
    await expect(vm.save()).resolves.toBe(true);
    expect(gateway.createEmailTemplate).toHaveBeenCalledWith({
      body: { name: 'Invitation salon', subject: 'Rendez-vous', html_content: '<p>Venez</p>', plain_content: 'Venez', tag_id_list: [2] },
    });
    expect(effects.saved).toHaveBeenCalledOnce();
    expect(vm.templateId).toBe(40);
    expect(vm.isDirty).toBe(false);
  });

  it('loads a template into the form, then saves its fields and attaches and detaches tags one call each', async () => {
    const { vm, gateway } = setup(5);
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(gateway.getEmailTemplate).toHaveBeenCalledWith({ params: { id: 5 } });
    expect([vm.name, vm.subject, vm.html, vm.tagIds]).toEqual(['Relance', 'Bonjour', '<p>Bonjour</p>', [1]]);
    vm.setSubject('Bonjour à nouveau');
    vm.removeTag(1);
    vm.addTag(2);
    await expect(vm.save()).resolves.toBe(true);
    expect(gateway.updateEmailTemplate).toHaveBeenCalledWith({
      params: { id: 5 },
      body: { name: 'Relance', subject: 'Bonjour à nouveau', html_content: '<p>Bonjour</p>', plain_content: 'Corps 5' },
    });
    expect(gateway.tagEmailTemplate).toHaveBeenCalledWith({ params: { id: 5, tag: 2 } });
    expect(gateway.untagEmailTemplate).toHaveBeenCalledWith({ params: { id: 5, tag: 1 } });
    expect(vm.isDirty).toBe(false);
  });

  it('checks the fields with the contract’s rules, shown once left or after a save try, and sends nothing while invalid', async () => {
    const { vm, gateway } = setup(null);
    await vm.load();
    vm.setName('   ');
    expect(vm.errorOf('name')).toBeNull();
    vm.blurred('name');
    expect(vm.errorOf('name')).toEqual({ key: 'required' });
    vm.setName('x'.repeat(256));
    expect(vm.errorOf('name')).toEqual({ key: 'tooLong', max: 255 });
    vm.setName('Nom\u0000');
    expect(vm.errorOf('name')).toEqual({ key: 'invalidCharacter' });
    vm.setName('Correct');
    vm.setSubject('s'.repeat(256));
    expect(vm.errorOf('subject')).toBeNull();
    await expect(vm.save()).resolves.toBe(false);
    expect(vm.errorOf('subject')).toEqual({ key: 'tooLong', max: 255 });
    vm.setSubject('\uD800');
    expect(vm.errorOf('subject')).toEqual({ key: 'invalidCharacter' });
    vm.setSubject('');
    vm.bodyChanged('a'.repeat(1_048_577), '');
    expect(vm.errorOf('html_content')).toEqual({ key: 'tooLong', max: 1_048_576 });
    await vm.save();
    expect(gateway.createEmailTemplate).not.toHaveBeenCalled();
  });

  it('takes the editor’s normalised first HTML as the saved body, not as a change', async () => {
    const { vm } = setup(null);
    await vm.load();
    vm.bodyNormalized('<p></p>', '');
    expect(vm.isDirty).toBe(false);
    vm.bodyChanged('<p>Texte</p>', 'Texte');
    vm.bodyNormalized('<p></p>', '');
    expect(vm.html).toBe('<p>Texte</p>');
    expect(vm.isDirty).toBe(true);
  });

  it('inserts a variable at the subject’s caret, in place of its selection', () => {
    const { vm } = setup(null);
    vm.setSubject('Bonjour !');
    expect(vm.insertIntoSubject('{{contact.first_name}}', 8)).toBe(30);
    expect(vm.subject).toBe('Bonjour {{contact.first_name}}!');
    vm.insertIntoSubject('{{company.name}}', 0, 7);
    expect(vm.subject).toBe('{{company.name}} {{contact.first_name}}!');
  });

  it('creates a tag with the next colour and attaches it; a name over 50 characters is refused first', async () => {
    const { vm, gateway } = setup(null);
    await vm.load();
    vm.setNewTagName('x'.repeat(51));
    expect(vm.newTagError).toEqual({ key: 'tooLong', max: 50 });
    await expect(vm.createTag()).resolves.toBe(false);
    vm.setNewTagName(' Webinaire ');
    await expect(vm.createTag()).resolves.toBe(true);
    expect(gateway.createTemplateTag).toHaveBeenCalledWith({ body: { name: 'Webinaire', color: TAG_COLORS[2] } });
    expect(vm.selectedTags.map((tag) => tag.name)).toEqual(['Webinaire']);
    expect(vm.newTagName).toBe('');
  });

  it('says not found on a 404, and calls the error effect when a save fails (the form stays dirty)', async () => {
    const missing = setup(77);
    missing.gateway.getEmailTemplate.mockRejectedValueOnce({ kind: 'api', status: 404, error: { code: 'NOT_FOUND', message: 'x' } });
    await missing.vm.load();
    expect(missing.vm.status).toBe('error');
    expect(missing.vm.isNotFound).toBe(true);

    const { vm, gateway, effects } = setup(5);
    await vm.load();
    vm.setName('Autre nom');
    const failure = { kind: 'network', message: 'offline' };
    gateway.updateEmailTemplate.mockRejectedValueOnce(failure);
    await expect(vm.save()).resolves.toBe(false);
    expect(effects.failed).toHaveBeenCalledWith(failure);
    expect(vm.isNotFound).toBe(false);
    expect(vm.isDirty).toBe(true);
    expect(vm.isSaving).toBe(false);
  });

  it('cancel comes back to the saved values', async () => {
    const { vm } = setup(5);
    await vm.load();
    vm.setName('Autre');
    vm.removeTag(1);
    vm.cancel();
    expect(vm.name).toBe('Relance');
    expect(vm.tagIds).toEqual([1]);
    expect(vm.isDirty).toBe(false);
  });
});
