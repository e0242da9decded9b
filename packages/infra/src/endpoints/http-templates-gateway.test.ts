import { describe, expect, it } from 'vitest';
import { json, noContent } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { HttpBatEmailsGateway } from './http-bat-emails-gateway';
import { HttpTemplatesGateway } from './http-templates-gateway';

const TEMPLATE = {
  id: 3,
  name: 'Relance',
  subject: 'Bonjour {{contact.first_name}}',
  html_content: '<p>Bonjour</p>',
  plain_content: 'Bonjour',
  tags: [{ tag_id: 1, name: 'Relance', color: '#112233' }],
  statistics: { mail_sent_count: 10, mail_opened_count: 4, mail_clicked_count: 1, mail_replied_count: 0 },
};

describe('HttpTemplatesGateway', () => {
  it('calls the templates and tag paths of the spec with the bearer token', async () => {
    const { fake, caller } = httpTestClient();
    const templates = new HttpTemplatesGateway(caller);
    fake.answer(
      json(200, { template_list: [TEMPLATE], template_count: 1 }),
      json(200, TEMPLATE),
      json(200, TEMPLATE),
      noContent(),
      json(200, { tag_list: [] }),
      noContent(),
      noContent(),
    );
    await expect(templates.listEmailTemplates({ query: { tag_id_list: [1, 2], search: 'rel', limit: 1000, offset: 0 } })).resolves.toMatchObject({ template_count: 1 });
    await templates.createEmailTemplate({ body: { name: 'Relance', subject: 'Bonjour', html_content: '<p>Bonjour</p>', tag_id_list: [1] } });
    await templates.updateEmailTemplate({ params: { id: 3 }, body: { name: 'Relance 2' } });
    await templates.deleteEmailTemplate({ params: { id: 3 } });
    await templates.listTemplateTags();
    await templates.tagEmailTemplate({ params: { id: 3, tag: 1 } });
    await templates.untagEmailTemplate({ params: { id: 3, tag: 1 } });
    expect(fake.calls.map((call) => [call.method, decodeURIComponent(call.url.replace('https://api.cible.test', '')), call.headers.Authorization === undefined ? 'public' : 'bearer'])).toEqual([
      ['GET', '/v1/email/templates?tag_id_list=1,2&search=rel&sort=-updated_at&limit=1000&offset=0', 'bearer'],
      ['POST', '/v1/email/templates', 'bearer'],
      ['PATCH', '/v1/email/template/3', 'bearer'],
      ['DELETE', '/v1/email/template/3', 'bearer'],
      ['GET', '/v1/email/templates/tags', 'bearer'],
      ['POST', '/v1/email/template/3/tag/1', 'bearer'],
      ['DELETE', '/v1/email/template/3/tag/1', 'bearer'],
    ]);
  });

  it('refuses a template name made of spaces before any call (the contract’s rule)', async () => {
    const { fake, caller } = httpTestClient();
    await expect(new HttpTemplatesGateway(caller).createEmailTemplate({ body: { name: '   ', subject: '', html_content: '' } })).rejects.toThrow();
    expect(fake.calls).toHaveLength(0);
  });
});

describe('HttpBatEmailsGateway', () => {
  it('gets and replaces the test addresses', async () => {
    const { fake, caller } = httpTestClient();
    const bat = new HttpBatEmailsGateway(caller);
    const list = { bat_email_list: [{ id: 0, email: 'moi@example.fr' }, { id: 4, email: 'chef@example.fr' }] };
    fake.answer(json(200, list), json(200, list));
    await expect(bat.listBatEmails()).resolves.toEqual(list);
    await expect(bat.replaceBatEmails({ body: { email_list: ['chef@example.fr'] } })).resolves.toEqual(list);
    expect(fake.calls.map((call) => [call.method, call.url.replace('https://api.cible.test', '')])).toEqual([
      ['GET', '/v1/email/bat-emails'],
      ['PUT', '/v1/email/bat-emails'],
    ]);
    expect(JSON.parse(String(fake.calls[1]!.body))).toEqual({ email_list: ['chef@example.fr'] });
  });

  it('refuses the same address twice before any call', async () => {
    const { fake, caller } = httpTestClient();
    await expect(new HttpBatEmailsGateway(caller).replaceBatEmails({ body: { email_list: ['a@example.fr', 'A@example.fr'] } })).rejects.toThrow();
    expect(fake.calls).toHaveLength(0);
  });
});
