import { z } from 'zod';
import { BatEmailIdListSchema } from '../bat-emails/bat-emails.contract';
import { ApiColorSchema, ApiHtmlSchema, ApiIdSchema, apiIdList, ApiNameSchema, PORT_LIMITS, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { counters } from '../shared/counters';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from '../shared/endpoint';
import { listOnlyResponse, pagedList, paginationQuery } from '../shared/pagination';
import { queryIntList, queryText } from '../shared/query-params';

const id = ResponseIdSchema;

/** Template tag (the spec's entity): tag_id, name, color. */
export const TemplateTagSchema = z.object({ tag_id: id, name: safeString(), color: safeString() });
export type TemplateTag = z.infer<typeof TemplateTagSchema>;

/**
 * Template statistics (the spec's entity). Percentages are computed by the statistics rules (docs/rules/statistics.md).
 */
export const TemplateStatisticsSchema = counters(['mail_sent_count', 'mail_opened_count', 'mail_clicked_count', 'mail_replied_count']);
export type TemplateStatistics = z.infer<typeof TemplateStatisticsSchema>;

/** Email template (the spec's entity). */
export const EmailTemplateSchema = z.object({
  id,
  name: safeString(),
  subject: safeString(),
  html_content: safeString(),
  plain_content: safeString().nullable(),
  tags: z.array(TemplateTagSchema),
  statistics: TemplateStatisticsSchema,
});
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>;

/** Template list (`template_list`, `template_count`). */
export const EmailTemplateListResponseSchema = pagedList(EmailTemplateSchema, 'template_list', 'template_count');
export type EmailTemplateListResponse = z.infer<typeof EmailTemplateListResponseSchema>;

/**
 * Orders of the template list (designed): by name (A to Z, `-name` Z to A) or by last change (`-updated_at`, the
 * default, newest first); ties by id.
 */
export const EMAIL_TEMPLATE_SORTS = ['name', '-name', 'updated_at', '-updated_at'] as const;
export type EmailTemplateSort = (typeof EMAIL_TEMPLATE_SORTS)[number];

/** Template list filters: tags (a template with any of them), text in the name or subject; 20 per page. */
export const EmailTemplateListQuerySchema = z.object({
  tag_id_list: queryIntList(PORT_LIMITS.smallList, 1, PORT_LIMITS.maxId).optional(),
  search: queryText(100).optional(),
  // designed: not in spec (the order of the list)
  sort: z.enum(EMAIL_TEMPLATE_SORTS).default('-updated_at'),
  ...paginationQuery(20),
});
export type EmailTemplateListQuery = z.infer<typeof EmailTemplateListQuerySchema>;

const templateFields = {
  name: ApiNameSchema,
  subject: safeString().trim().max(PORT_LIMITS.name),
  html_content: ApiHtmlSchema,
  plain_content: safeString().max(PORT_LIMITS.html).nullable().optional(),
};

/** New template, optionally tagged at once. */
export const EmailTemplateCreateBodySchema = z
  .object({ ...templateFields, tag_id_list: apiIdList(PORT_LIMITS.smallList).optional() })
  .strict();
export type EmailTemplateCreateBody = z.infer<typeof EmailTemplateCreateBodySchema>;

/** Template change (tags change through the tag calls). */
export const EmailTemplateUpdateBodySchema = z.object(templateFields).partial().strict();
export type EmailTemplateUpdateBody = z.infer<typeof EmailTemplateUpdateBodySchema>;

export const TemplateTagListResponseSchema = listOnlyResponse(TemplateTagSchema, 'tag_list');
export type TemplateTagListResponse = z.infer<typeof TemplateTagListResponseSchema>;

/** New tag (the spec's call: name, color `#RRGGBB`). */
export const TemplateTagCreateBodySchema = z
  .object({ name: safeString().trim().min(1).max(50), color: ApiColorSchema })
  .strict();
export type TemplateTagCreateBody = z.infer<typeof TemplateTagCreateBodySchema>;

export const TemplateTagUpdateBodySchema = TemplateTagCreateBodySchema.partial();
export type TemplateTagUpdateBody = z.infer<typeof TemplateTagUpdateBodySchema>;

/** Email templates and their tags (docs/rules/ports.md "templates"). */
export const TEMPLATES_ENDPOINTS = {
  listEmailTemplates: defineEndpoint({
    method: 'GET',
    path: '/v1/email/templates',
    summary: 'Templates of the caller, with tags and statistics.',
    query: EmailTemplateListQuerySchema,
    response: EmailTemplateListResponseSchema,
  }),
  createEmailTemplate: defineEndpoint({
    method: 'POST',
    path: '/v1/email/templates',
    summary: 'Create a template.',
    body: EmailTemplateCreateBodySchema,
    response: EmailTemplateSchema,
  }),
  getEmailTemplate: defineEndpoint({
    method: 'GET',
    path: '/v1/email/template/{id}',
    summary: 'One template.',
    response: EmailTemplateSchema,
  }),
  updateEmailTemplate: defineEndpoint({
    method: 'PATCH',
    path: '/v1/email/template/{id}',
    summary: 'Change a template.',
    body: EmailTemplateUpdateBodySchema,
    response: EmailTemplateSchema,
  }),
  deleteEmailTemplate: defineEndpoint({
    method: 'DELETE',
    path: '/v1/email/template/{id}',
    summary: 'Delete a template.',
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  listTemplateTags: defineEndpoint({
    method: 'GET',
    path: '/v1/email/templates/tags',
    summary: 'Template tags of the caller.',
    response: TemplateTagListResponseSchema,
  }),
  createTemplateTag: defineEndpoint({
    method: 'POST',
    path: '/v1/email/templates/tags',
    summary: 'Create a tag.',
    body: TemplateTagCreateBodySchema,
    response: TemplateTagSchema,
  }),
  updateTemplateTag: defineEndpoint({
    method: 'PATCH',
    path: '/v1/email/templates/tag/{id}',
    summary: 'Rename or recolour a tag.',
    body: TemplateTagUpdateBodySchema,
    response: TemplateTagSchema,
  }),
  deleteTemplateTag: defineEndpoint({
    method: 'DELETE',
    path: '/v1/email/templates/tag/{id}',
    summary: 'Delete a tag (and its attachments to templates).',
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  tagEmailTemplate: defineEndpoint({
    method: 'POST',
    path: '/v1/email/template/{id}/tag/{tag}',
    summary: 'Attach a tag to a template.',
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  untagEmailTemplate: defineEndpoint({
    method: 'DELETE',
    path: '/v1/email/template/{id}/tag/{tag}',
    summary: 'Detach a tag from a template.',
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  duplicateEmailTemplate: defineEndpoint({
    // designed: not in spec (the list's "duplicate" action, whose success toast the spec gives)
    method: 'POST',
    path: '/v1/email/template/{id}/duplicate',
    summary: 'Copy a template (its tags included, its statistics not).',
    designed: true,
    response: EmailTemplateSchema,
  }),
} as const;

/** The templates port. */
export type TemplatesGateway = EndpointGateway<typeof TEMPLATES_ENDPOINTS>;

/**
 * Preview of a template (designed): for one contact of the data, whose values fill the variables, or without a contact
 * (the contact and company variables left empty: a licence without access to the data still sees its template).
 */
export const TemplatePreviewBodySchema = z.object({ contact_id: ApiIdSchema.optional() }).strict();
export type TemplatePreviewBody = z.infer<typeof TemplatePreviewBodySchema>;

/**
 * A template rendered as it would be sent (designed): subject, complete HTML, plain-text part, the variables left
 * empty and the placeholders naming no variable.
 */
export const TemplatePreviewResponseSchema = z.object({
  subject: safeString(),
  html: safeString(),
  text: safeString(),
  missing_variable_list: z.array(safeString()),
  unknown_variable_list: z.array(safeString()),
});
export type TemplatePreviewResponse = z.infer<typeof TemplatePreviewResponseSchema>;

/** Test send of a template (designed): to these test addresses (0 = own), filled for a contact or with empty contact variables. */
export const TemplateTestSendBodySchema = z.object({ bat_email_id_list: BatEmailIdListSchema, contact_id: ApiIdSchema.optional() }).strict();
export type TemplateTestSendBody = z.infer<typeof TemplateTestSendBodySchema>;

export const TemplateTestSendResponseSchema = z.object({ sent_count: z.number().int().min(0) });
export type TemplateTestSendResponse = z.infer<typeof TemplateTestSendResponseSchema>;

/** The subject prefix of a test send (designed). */
export const TEST_SEND_SUBJECT_PREFIX = '[TEST] ';

/** Preview and test send of a template (issue 16; docs/api.md "Templates, signatures, test addresses"). */
export const TEMPLATE_TEST_SEND_ENDPOINTS = {
  previewEmailTemplate: defineEndpoint({
    // designed: not in spec (the editor's preview for a real contact)
    method: 'POST',
    path: '/v1/email/template/{id}/preview',
    summary: 'Render a template for a contact, as it would be sent.',
    designed: true,
    body: TemplatePreviewBodySchema,
    response: TemplatePreviewResponseSchema,
  }),
  sendEmailTemplateTest: defineEndpoint({
    // designed: not in spec (the editor's "send me a test", through the caller's connected mailbox)
    method: 'POST',
    path: '/v1/email/template/{id}/send-test',
    summary: 'Send a template to test addresses through the caller’s mailbox.',
    designed: true,
    body: TemplateTestSendBodySchema,
    response: TemplateTestSendResponseSchema,
  }),
} as const;

/** The template preview and test-send port. */
export type TemplateTestSendGateway = EndpointGateway<typeof TEMPLATE_TEST_SEND_ENDPOINTS>;
