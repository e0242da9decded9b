import { describe, expect, it } from 'vitest';
import {
  EmailTemplateCreateBodySchema,
  EmailTemplateListQuerySchema,
  EmailTemplateListResponseSchema,
  EmailTemplateSchema,
  EmailTemplateUpdateBodySchema,
  TemplatePreviewBodySchema,
  TemplateTagCreateBodySchema,
  TemplateTestSendBodySchema,
  TEMPLATES_ENDPOINTS,
} from './templates.contract';

const template = {
  id: 3,
  name: 'Premier contact',
  subject: 'Bonjour {{first_name}}',
  html_content: '<p>Bonjour</p>',
  plain_content: 'Bonjour',
  tags: [{ tag_id: 1, name: 'Prospection', color: '#FF8800' }],
  statistics: { mail_sent_count: 120, mail_opened_count: 50, mail_clicked_count: 9, mail_replied_count: 4 },
};

describe('templates port', () => {
  it('parses a template with the spec’s fields and a list', () => {
    expect(EmailTemplateSchema.parse(template)).toEqual(template);
    expect(EmailTemplateListResponseSchema.parse({ template_list: [template], template_count: 1 }).template_count).toBe(1);
  });

  it('refuses negative statistics, an unknown body field, an oversize subject and a bad colour', () => {
    expect(EmailTemplateSchema.safeParse({ ...template, statistics: { ...template.statistics, mail_sent_count: -1 } }).success).toBe(false);
    expect(EmailTemplateUpdateBodySchema.safeParse({ statistics: {} }).success).toBe(false);
    expect(EmailTemplateCreateBodySchema.safeParse({ name: 'x', subject: 'x'.repeat(256), html_content: '' }).success).toBe(false);
    expect(TemplateTagCreateBodySchema.safeParse({ name: 'Prospection', color: 'orange' }).success).toBe(false);
    expect(TemplateTagCreateBodySchema.parse({ name: 'Prospection', color: '#FF8800' })).toEqual({ name: 'Prospection', color: '#FF8800' });
  });

  it('sorts the list by last change by default, by name on demand, and refuses another order', () => {
    expect(EmailTemplateListQuerySchema.parse({})).toEqual({ sort: '-updated_at', limit: 20, offset: 0 });
    expect(EmailTemplateListQuerySchema.parse({ sort: 'name', tag_id_list: '1,2' })).toMatchObject({ sort: 'name', tag_id_list: [1, 2] });
    expect(EmailTemplateListQuerySchema.safeParse({ sort: 'subject' }).success).toBe(false);
  });

  it('has the spec’s template and tag paths, and the designed duplicate', () => {
    expect(Object.values(TEMPLATES_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /v1/email/templates',
      'POST /v1/email/templates',
      'GET /v1/email/template/{id}',
      'PATCH /v1/email/template/{id}',
      'DELETE /v1/email/template/{id}',
      'GET /v1/email/templates/tags',
      'POST /v1/email/templates/tags',
      'PATCH /v1/email/templates/tag/{id}',
      'DELETE /v1/email/templates/tag/{id}',
      'POST /v1/email/template/{id}/tag/{tag}',
      'DELETE /v1/email/template/{id}/tag/{tag}',
      'POST /v1/email/template/{id}/duplicate',
    ]);
  });

  it('takes an optional contact for the preview and the test send, and nothing else', () => {
    expect(TemplatePreviewBodySchema.parse({})).toEqual({});
    expect(TemplatePreviewBodySchema.parse({ contact_id: 71 })).toEqual({ contact_id: 71 });
    for (const refused of [{ contact_id: 0 }, { contact_id: '71' }, { contact_id: 71, html: '<p>x</p>' }]) {
      expect(TemplatePreviewBodySchema.safeParse(refused).success).toBe(false);
    }
    expect(TemplateTestSendBodySchema.parse({ bat_email_id_list: [0] })).toEqual({ bat_email_id_list: [0] });
    expect(TemplateTestSendBodySchema.safeParse({ bat_email_id_list: [0], contact_id: -1 }).success).toBe(false);
  });
});
