import { EMAIL_HTML_MAX_BYTES, EmailTemplateListResponseSchema, EmailTemplateSchema, TemplateTagListResponseSchema, TemplateTagSchema, templateStatisticsRates } from '@cible/core';
import type { EmailTemplate } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplatesRepository } from '../src/modules/templates/templates-repository';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';
import { signedInCalls } from './support/signed-in-calls';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const TEMPLATES = '/v1/email/templates';
const TEMPLATE = (id: number | string) => `/v1/email/template/${id}`;
const TAGS = '/v1/email/templates/tags';
const TAG = (id: number | string) => `/v1/email/templates/tag/${id}`;
const LINK = (template: number, tag: number) => `/v1/email/template/${template}/tag/${tag}`;

const SALES = 'sales@atlas.demo';
const COLLEAGUE = 'marketing@atlas.demo';
const SENDER = 'sender@atlas.demo';
const STRANGER = 'sales@boreal.demo';
const INTRANET = 'intranet@atlas.demo';

describeEachDatabase('templates and template tags', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    for (const email of [SALES, COLLEAGUE, SENDER, STRANGER, INTRANET]) {
      ids[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const { call } = signedInCalls(() => server.api, tokens);
  const create = async (email: string, body: Record<string, unknown>): Promise<EmailTemplate> => {
    const answer = await call('POST', TEMPLATES, email, body);
    expect(answer.status, answer.text).toBe(200);
    return EmailTemplateSchema.parse(answer.body);
  };
  const createTag = async (email: string, name: string, color = '#FF8800') => {
    const answer = await call('POST', TAGS, email, { name, color });
    expect(answer.status, answer.text).toBe(200);
    return TemplateTagSchema.parse(answer.body);
  };
  const list = async (email: string, query = '') => {
    const answer = await call('GET', `${TEMPLATES}${query}`, email);
    expect(answer.status, answer.text).toBe(200);
    return EmailTemplateListResponseSchema.parse(answer.body);
  };
  const countRows = async (table: string) => (await context.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]!.count;

  describe('templates', () => {
    it('creates, reads, changes, duplicates and deletes a template, with zero statistics and sanitised HTML', async () => {
      const created = await create(SALES, {
        name: 'Premier contact',
        subject: 'Bonjour {{contact.first_name}}',
        html_content: '<p onclick="alert(1)">Bonjour {{contact.first_name}}</p><script>alert(2)</script><a href="javascript:alert(3)">lien</a>',
        plain_content: 'Bonjour',
      });
      expect(created).toMatchObject({
        name: 'Premier contact',
        subject: 'Bonjour {{contact.first_name}}',
        html_content: '<p>Bonjour {{contact.first_name}}</p><a>lien</a>',
        plain_content: 'Bonjour',
        tags: [],
        statistics: { mail_sent_count: 0, mail_opened_count: 0, mail_clicked_count: 0, mail_replied_count: 0 },
      });
      const [stored] = await context.db.query<{ html_content: string }>('SELECT html_content FROM email_templates WHERE id = $1', [created.id]);
      expect(stored!.html_content).toBe('<p>Bonjour {{contact.first_name}}</p><a>lien</a>');

      expect((await call('GET', TEMPLATE(created.id), SALES)).body).toEqual(created);

      const changed = await call('PATCH', TEMPLATE(created.id), SALES, { name: 'Relance', html_content: '<table><tr><td style="color: red">Relance</td></tr></table>', plain_content: null });
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body).toMatchObject({
        id: created.id,
        name: 'Relance',
        subject: 'Bonjour {{contact.first_name}}',
        html_content: '<table><tr><td style="color:red">Relance</td></tr></table>',
        plain_content: null,
      });

      const copy = await call('POST', `${TEMPLATE(created.id)}/duplicate`, SALES);
      expect(copy.status, copy.text).toBe(200);
      const duplicate = EmailTemplateSchema.parse(copy.body);
      expect(duplicate.id).not.toBe(created.id);
      expect({ ...duplicate, id: created.id }).toEqual(changed.body);

      for (const id of [created.id, duplicate.id]) expect((await call('DELETE', TEMPLATE(id), SALES)).status).toBe(204);
      expect((await call('GET', TEMPLATE(created.id), SALES)).status).toBe(404);
      expect((await call('DELETE', TEMPLATE(created.id), SALES)).status).toBe(404);
    });

    it('keeps templates personal: a colleague’s answers 404 like another organisation’s, and his list does not show them', async () => {
      const mine = await create(SALES, { name: 'Privé', subject: 'Objet', html_content: '<p>x</p>' });
      for (const other of [COLLEAGUE, STRANGER]) {
        for (const [method, path, body] of [
          ['GET', TEMPLATE(mine.id), undefined],
          ['PATCH', TEMPLATE(mine.id), { name: 'Volé' }],
          ['POST', `${TEMPLATE(mine.id)}/duplicate`, undefined],
          ['DELETE', TEMPLATE(mine.id), undefined],
        ] as const) {
          const answer = await call(method, path, other, body);
          expect(answer.status, `${other} ${method} ${path}`).toBe(404);
          expect(answer.body).toMatchObject({ code: 'NOT_FOUND' });
        }
        expect((await list(other)).template_list.map((template) => template.id)).not.toContain(mine.id);
      }
      expect((await call('GET', TEMPLATE(mine.id), SALES)).body).toMatchObject({ name: 'Privé' });
    });

    it('lets every licence that reads the templates page write its own (senders included), and refuses the others', async () => {
      const own = await create(SENDER, { name: 'Modèle expéditeur', subject: 'Objet', html_content: '<p>x</p>' });
      expect((await list(SENDER)).template_list.map((template) => template.id)).toEqual([own.id]);
      for (const [method, path] of [
        ['GET', TEMPLATES],
        ['POST', TEMPLATES],
        ['GET', TAGS],
      ] as const) {
        const answer = await call(method, path, INTRANET, method === 'POST' ? { name: 'x', subject: 'x', html_content: 'x' } : undefined);
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
      }
    });

    it('filters by tag and by text (accents and case ignored, LIKE characters literal), sorts and pages', async () => {
      const email = COLLEAGUE;
      const urgent = await createTag(email, 'Urgent');
      const later = await createTag(email, 'Plus tard', '#00aa00');
      const made: EmailTemplate[] = [];
      for (const [name, subject, tagIds] of [
        ['Été 2026', 'Offre spéciale', [urgent.tag_id]],
        ['Automne', 'Rentrée 100% réussie', [later.tag_id]],
        ['hiver', 'Bonne année', [urgent.tag_id, later.tag_id]],
        ['Printemps', 'Sans étiquette', []],
      ] as const) {
        made.push(await create(email, { name, subject, html_content: `<p>${name}</p>`, tag_id_list: tagIds }));
      }
      const names = (response: { template_list: EmailTemplate[] }) => response.template_list.map((template) => template.name);

      expect(names(await list(email))).toEqual(['Printemps', 'hiver', 'Automne', 'Été 2026']);
      expect(names(await list(email, '?sort=updated_at'))).toEqual(['Été 2026', 'Automne', 'hiver', 'Printemps']);
      expect(names(await list(email, '?sort=name'))).toEqual(['Automne', 'Été 2026', 'hiver', 'Printemps']);
      expect(names(await list(email, '?sort=-name'))).toEqual(['Printemps', 'hiver', 'Été 2026', 'Automne']);
      expect(names(await list(email, `?tag_id_list=${urgent.tag_id}&sort=name`))).toEqual(['Été 2026', 'hiver']);
      expect(names(await list(email, `?tag_id_list=${urgent.tag_id},${later.tag_id}&sort=name`))).toEqual(['Automne', 'Été 2026', 'hiver']);
      expect(names(await list(email, '?search=ETE'))).toEqual(['Été 2026']);
      expect(names(await list(email, '?search=%C3%A9tiquette'))).toEqual(['Printemps']);
      expect(names(await list(email, '?search=100%25'))).toEqual(['Automne']);
      expect(names(await list(email, '?search=_'))).toEqual([]);

      const page = await list(email, '?sort=name&limit=2&offset=1');
      expect(page).toMatchObject({ template_count: 4 });
      expect(names(page)).toEqual(['Été 2026', 'hiver']);
      const filtered = await list(email, `?tag_id_list=${later.tag_id}&limit=1`);
      expect(filtered.template_count).toBe(2);
      expect(filtered.template_list).toHaveLength(1);
      expect(made.find((template) => template.name === 'hiver')!.tags.map((tag) => tag.name)).toEqual(['Plus tard', 'Urgent']);

      // A tag of someone else in the filter: 404, as its id is not the caller's.
      const foreign = await createTag(SALES, 'Étranger');
      expect((await call('GET', `${TEMPLATES}?tag_id_list=${foreign.tag_id}`, email)).status).toBe(404);
    });

    it('counts the statistics from the template’s mail events (core’s rates apply to them)', async () => {
      const template = await create(SALES, { name: 'Statistiques', subject: 'Objet', html_content: '<p>x</p>' });
      const repository = createTemplatesRepository(context.db);
      await repository.recordEvents(template.id, 'sent', 7);
      await repository.recordEvents(template.id, 'opened', 3);
      await repository.recordEvents(template.id, 'clicked', 1);
      const other = await create(SALES, { name: 'Autre', subject: 'Objet', html_content: '<p>y</p>' });
      await repository.recordEvents(other.id, 'replied', 2);

      const read = EmailTemplateSchema.parse((await call('GET', TEMPLATE(template.id), SALES)).body);
      expect(read.statistics).toEqual({ mail_sent_count: 7, mail_opened_count: 3, mail_clicked_count: 1, mail_replied_count: 0 });
      expect(templateStatisticsRates(read.statistics)).toEqual({ opened: 43, clicked: 15, replied: 0 });
      const listed = (await list(SALES, '?search=Autre')).template_list[0]!;
      expect(listed.statistics).toEqual({ mail_sent_count: 0, mail_opened_count: 0, mail_clicked_count: 0, mail_replied_count: 2 });

      // A duplicate starts from zero; deleting the template deletes its events.
      const copy = EmailTemplateSchema.parse((await call('POST', `${TEMPLATE(template.id)}/duplicate`, SALES)).body);
      expect(copy.statistics.mail_sent_count).toBe(0);
      expect((await call('DELETE', TEMPLATE(template.id), SALES)).status).toBe(204);
      const [left] = await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM email_template_events WHERE template_id = $1', [template.id]);
      expect(left!.count).toBe(0);
    });
  });

  describe('tags', () => {
    it('creates, lists, renames, attaches, detaches and deletes tags; a name taken (case ignored) is a 409', async () => {
      const email = SENDER;
      const tag = await createTag(email, 'Relances', '#123abc');
      expect((await call('POST', TAGS, email, { name: 'relances', color: '#000000' })).status).toBe(409);
      const renamed = await call('PATCH', TAG(tag.tag_id), email, { name: 'Relances J+3' });
      expect(renamed.body).toEqual({ tag_id: tag.tag_id, name: 'Relances J+3', color: '#123abc' });
      expect(TemplateTagListResponseSchema.parse((await call('GET', TAGS, email)).body).tag_list).toEqual([renamed.body]);

      const template = await create(email, { name: 'Avec étiquette', subject: 'Objet', html_content: '<p>x</p>' });
      for (let time = 0; time < 2; time += 1) expect((await call('POST', LINK(template.id, tag.tag_id), email)).status).toBe(204);
      expect(EmailTemplateSchema.parse((await call('GET', TEMPLATE(template.id), email)).body).tags).toEqual([renamed.body]);
      for (let time = 0; time < 2; time += 1) expect((await call('DELETE', LINK(template.id, tag.tag_id), email)).status).toBe(204);
      expect(EmailTemplateSchema.parse((await call('GET', TEMPLATE(template.id), email)).body).tags).toEqual([]);

      expect((await call('POST', LINK(template.id, tag.tag_id), email)).status).toBe(204);
      expect((await call('DELETE', TAG(tag.tag_id), email)).status).toBe(204);
      expect(EmailTemplateSchema.parse((await call('GET', TEMPLATE(template.id), email)).body).tags).toEqual([]);
      expect((await call('PATCH', TAG(tag.tag_id), email, { color: '#000000' })).status).toBe(404);
    });

    it('keeps tags personal: another user’s tag cannot be attached, renamed, deleted nor given at creation (404)', async () => {
      const foreignTag = await createTag(STRANGER, 'Boréal');
      const colleagueTag = await createTag(COLLEAGUE, 'Collègue');
      const mine = await create(SALES, { name: 'Le mien', subject: 'Objet', html_content: '<p>x</p>' });
      const before = await countRows('email_templates');
      for (const tag of [foreignTag, colleagueTag]) {
        expect((await call('POST', LINK(mine.id, tag.tag_id), SALES)).status).toBe(404);
        expect((await call('PATCH', TAG(tag.tag_id), SALES, { name: 'Pris' })).status).toBe(404);
        expect((await call('DELETE', TAG(tag.tag_id), SALES)).status).toBe(404);
        expect((await call('POST', TEMPLATES, SALES, { name: 'x', subject: 'x', html_content: 'x', tag_id_list: [tag.tag_id] })).status).toBe(404);
      }
      expect(await countRows('email_templates')).toBe(before);
      expect(TemplateTagListResponseSchema.parse((await call('GET', TAGS, STRANGER)).body).tag_list.map((tag) => tag.name)).toContain('Boréal');
    });
  });

  describe('bad input', () => {
    it('refuses oversize bodies, NUL bytes, unknown fields, bad colours and bad ids with a coded 4xx, and stores nothing', async () => {
      const templatesBefore = await countRows('email_templates');
      const tagsBefore = await countRows('email_template_tags');
      const valid = { name: 'Valide', subject: 'Objet', html_content: '<p>x</p>' };
      const cases: [string, string, unknown, number, string][] = [
        ['POST', TEMPLATES, { ...valid, html_content: 'x'.repeat(5 * 1024 * 1024) }, 413, 'PAYLOAD_TOO_LARGE'],
        ['POST', TEMPLATES, { ...valid, html_content: 'x'.repeat(EMAIL_HTML_MAX_BYTES + 1) }, 413, 'EMAIL.HTML_TOO_LARGE'],
        ['POST', TEMPLATES, { ...valid, html_content: 'é'.repeat(EMAIL_HTML_MAX_BYTES / 2 + 1) }, 413, 'EMAIL.HTML_TOO_LARGE'],
        ['POST', TEMPLATES, { ...valid, plain_content: 'x'.repeat(EMAIL_HTML_MAX_BYTES + 1) }, 413, 'EMAIL.HTML_TOO_LARGE'],
        ['POST', TEMPLATES, { ...valid, name: 'a\u0000b' }, 400, 'TEXT.INVALID_CHARACTER'],
        ['POST', TEMPLATES, { ...valid, html_content: '<p>\u0000</p>' }, 400, 'TEXT.INVALID_CHARACTER'],
        ['POST', TEMPLATES, { ...valid, subject: '\ud800' }, 400, 'TEXT.INVALID_CHARACTER'],
        ['POST', TEMPLATES, { ...valid, owner_user_id: 1 }, 400, 'VALIDATION.INVALID_BODY'],
        ['POST', TEMPLATES, { ...valid, statistics: {} }, 400, 'VALIDATION.INVALID_BODY'],
        ['POST', TEMPLATES, { ...valid, name: '   ' }, 400, 'VALIDATION.INVALID_BODY'],
        ['POST', TEMPLATES, { name: 'Sans corps' }, 400, 'VALIDATION.INVALID_BODY'],
        ['POST', TAGS, { name: 'Couleur', color: 'orange' }, 400, 'COLOR.INVALID'],
        ['POST', TAGS, { name: 'Couleur', color: '#FF8800', id: 3 }, 400, 'VALIDATION.INVALID_BODY'],
        ['GET', `${TEMPLATES}?sort=subject`, undefined, 400, 'VALIDATION.INVALID_QUERY'],
        ['GET', `${TEMPLATES}?limit=0`, undefined, 400, 'VALIDATION.INVALID_QUERY'],
        ['GET', TEMPLATE('abc'), undefined, 400, 'VALIDATION.INVALID_PARAMS'],
        ['GET', TEMPLATE(0), undefined, 400, 'VALIDATION.INVALID_PARAMS'],
      ];
      for (const [method, path, body, status, code] of cases) {
        const answer = await call(method, path, SALES, body);
        expect(answer.status, `${method} ${path} ${String(JSON.stringify(body)).slice(0, 80)}: ${answer.text.slice(0, 200)}`).toBe(status);
        expect(answer.body, `${method} ${path}`).toMatchObject({ code });
      }
      expect(await countRows('email_templates')).toBe(templatesBefore);
      expect(await countRows('email_template_tags')).toBe(tagsBefore);

      const template = await create(SALES, valid);
      const oversize = await call('PATCH', TEMPLATE(template.id), SALES, { html_content: 'x'.repeat(EMAIL_HTML_MAX_BYTES + 1), name: 'Changé' });
      expect(oversize.status).toBe(413);
      expect((await call('GET', TEMPLATE(template.id), SALES)).body).toMatchObject({ name: 'Valide', html_content: '<p>x</p>' });
    });

    it('accepts a body at the limit exactly', async () => {
      const html = `<p>${'x'.repeat(EMAIL_HTML_MAX_BYTES - 7)}</p>`;
      const template = await create(SALES, { name: 'Au plus juste', subject: 'Objet', html_content: html });
      expect(template.html_content).toBe(html);
    });
  });
});
