import { EMAIL_HTML_MAX_BYTES, TEMPLATES_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { TemplatesService } from './templates-service';

export interface TemplatesRoutesOptions {
  readonly service: TemplatesService;
}

/**
 * Room for an HTML body and a plain-text body at core's limit each, JSON-escaped: larger requests are refused with
 * 413 PAYLOAD_TOO_LARGE before they are read; a body part over the limit within it, with 413 EMAIL.HTML_TOO_LARGE.
 */
export const EMAIL_BODY_REQUEST_LIMIT = 6 * EMAIL_HTML_MAX_BYTES;

const OWN = 'Personal: the caller’s own templates and tags; another user’s (of any organisation): 404.';
const SAVED = `html_content is sanitised on every save (ADR 015: tables, inline styles, https images, http/https/mailto/tel links, {{placeholders}} kept; scripts, handlers, script and data URLs, remote CSS, frames, forms dropped); html_content or plain_content over ${EMAIL_HTML_MAX_BYTES} UTF-8 bytes: 413 EMAIL.HTML_TOO_LARGE.`;

/**
 * Email templates and their tags (docs/api.md "Templates, signatures, test addresses"). PERSONAL_SPACE_TEMPLATES is
 * the subject of every route: read to read, the designed own-items cells to create, change and delete one's own.
 * The DELETE routes come last: the access suite runs the routes in registration order with each caller's own
 * template and tag, which they remove.
 */
export const templatesRoutes: FastifyPluginAsyncZod<TemplatesRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, TEMPLATES_ENDPOINTS, {
    listEmailTemplates: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'read'),
      ids: { query: { tag_id_list: 'template-tag' } },
      description: `The caller’s templates with tags and statistics (counts of the template’s mail events). tag_id_list: templates with any of these tags; search: in the name or subject, accents and case ignored; sort (designed): -updated_at (default), updated_at, name, -name. ${OWN}`,
      handle: ({ auth, query }) => service.list(auth, query),
    },
    createEmailTemplate: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'create'),
      ids: { body: { tag_id_list: 'template-tag' } },
      errors: [413],
      bodyLimit: EMAIL_BODY_REQUEST_LIMIT,
      description: `A template of the caller, tagged at once with his tags of tag_id_list (another user’s tag: 404). ${SAVED}`,
      handle: ({ auth, body }) => service.create(auth, body),
    },
    getEmailTemplate: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'read'),
      ids: { params: { id: 'template' } },
      description: OWN,
      handle: ({ auth, params }) => service.get(auth, params.id),
    },
    updateEmailTemplate: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'update'),
      ids: { params: { id: 'template' } },
      errors: [413],
      bodyLimit: EMAIL_BODY_REQUEST_LIMIT,
      description: `Changes the fields given (plain_content null clears it). ${SAVED} ${OWN}`,
      handle: ({ auth, params, body }) => service.update(auth, params.id, body),
    },
    duplicateEmailTemplate: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'create'),
      ids: { params: { id: 'template' } },
      description: `A copy with the same name, subject, bodies and tags; statistics start at zero. ${OWN}`,
      handle: ({ auth, params }) => service.duplicate(auth, params.id),
    },
    listTemplateTags: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'read'),
      description: `The caller’s tags by name. ${OWN}`,
      handle: ({ auth }) => service.listTags(auth),
    },
    createTemplateTag: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'create'),
      errors: [409],
      description: 'A tag of the caller; a name he already uses (case ignored): 409 CONFLICT.',
      handle: ({ auth, body }) => service.createTag(auth, body),
    },
    updateTemplateTag: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'update'),
      ids: { params: { id: 'template-tag' } },
      errors: [409],
      description: `Renames or recolours a tag; a name he already uses: 409 CONFLICT. ${OWN}`,
      handle: ({ auth, params, body }) => service.updateTag(auth, params.id, body),
    },
    tagEmailTemplate: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'update'),
      ids: { params: { id: 'template', tag: 'template-tag' } },
      description: `Puts the tag on the template; idempotent. ${OWN}`,
      handle: ({ auth, params }) => service.attachTag(auth, params.id, params.tag),
    },
    untagEmailTemplate: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'update'),
      ids: { params: { id: 'template', tag: 'template-tag' } },
      description: `Takes the tag off the template; idempotent. ${OWN}`,
      handle: ({ auth, params }) => service.detachTag(auth, params.id, params.tag),
    },
    deleteTemplateTag: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'delete'),
      ids: { params: { id: 'template-tag' } },
      description: `Deletes the tag and takes it off every template. ${OWN}`,
      handle: ({ auth, params }) => service.removeTag(auth, params.id),
    },
    deleteEmailTemplate: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'delete'),
      ids: { params: { id: 'template' } },
      description: `Deletes the template, its tag links and its mail events. ${OWN}`,
      handle: ({ auth, params }) => service.remove(auth, params.id),
    },
  });
};
