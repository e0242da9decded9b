import { DomainFailure } from '@cible/core';
import type {
  EmailTemplate,
  EmailTemplateCreateBody,
  EmailTemplateListQuery,
  EmailTemplateListResponse,
  EmailTemplateUpdateBody,
  TemplateTag,
  TemplateTagCreateBody,
  TemplateTagListResponse,
  TemplateTagUpdateBody,
} from '@cible/core';
import { emailHtmlToStore, emailPlainTextToStore } from '../../mail/content/email-body-content';
import type { AuthContext } from '../../security/auth-context';
import type { TemplateFields, TemplateOwner, TemplatesRepository } from './templates-repository';

export interface TemplatesService {
  list(auth: AuthContext, query: EmailTemplateListQuery): Promise<EmailTemplateListResponse>;
  get(auth: AuthContext, id: number): Promise<EmailTemplate>;
  create(auth: AuthContext, body: EmailTemplateCreateBody): Promise<EmailTemplate>;
  update(auth: AuthContext, id: number, body: EmailTemplateUpdateBody): Promise<EmailTemplate>;
  remove(auth: AuthContext, id: number): Promise<void>;
  duplicate(auth: AuthContext, id: number): Promise<EmailTemplate>;
  listTags(auth: AuthContext): Promise<TemplateTagListResponse>;
  createTag(auth: AuthContext, body: TemplateTagCreateBody): Promise<TemplateTag>;
  updateTag(auth: AuthContext, id: number, body: TemplateTagUpdateBody): Promise<TemplateTag>;
  removeTag(auth: AuthContext, id: number): Promise<void>;
  attachTag(auth: AuthContext, templateId: number, tagId: number): Promise<void>;
  detachTag(auth: AuthContext, templateId: number, tagId: number): Promise<void>;
}

const ownerOf = (auth: AuthContext): TemplateOwner => ({ userId: auth.user.id, organizationId: auth.user.organizationId });

function found<T>(value: T | null | false, what: string): T {
  if (value === null || value === false) throw new DomainFailure('NOT_FOUND', `No such ${what}.`);
  return value;
}

/** The stored form of the body fields given: HTML size-checked then sanitised, plain text size-checked. */
function storedFields(body: EmailTemplateUpdateBody): Partial<TemplateFields> {
  const fields: { -readonly [K in keyof TemplateFields]?: TemplateFields[K] } = {};
  if (body.name !== undefined) fields.name = body.name;
  if (body.subject !== undefined) fields.subject = body.subject;
  if (body.html_content !== undefined) fields.htmlContent = emailHtmlToStore('html_content', body.html_content);
  if (body.plain_content !== undefined) fields.plainContent = emailPlainTextToStore('plain_content', body.plain_content);
  return fields;
}

/**
 * Use cases of the email templates and their tags (docs/api.md "Templates, signatures, test addresses"). Both are
 * personal: the caller's own, another user's (same organisation or not) is not found (404, also by the tenant hook).
 * Every save sanitises the HTML (ADR 015) after refusing a body over core's EMAIL_HTML_MAX_BYTES (413).
 */
export function createTemplatesService(repository: TemplatesRepository): TemplatesService {
  return {
    async list(auth, query) {
      const { templates, total } = await repository.list(ownerOf(auth), {
        ...(query.tag_id_list === undefined ? {} : { tagIds: query.tag_id_list }),
        ...(query.search === undefined ? {} : { search: query.search }),
        sort: query.sort,
        limit: query.limit,
        offset: query.offset,
      });
      return { template_list: templates, template_count: total };
    },
    async get(auth, id) {
      return found(await repository.find(ownerOf(auth), id), 'template');
    },
    async create(auth, body) {
      const fields = storedFields(body) as TemplateFields;
      return repository.insert(ownerOf(auth), { ...fields, plainContent: fields.plainContent ?? null }, body.tag_id_list ?? []);
    },
    async update(auth, id, body) {
      return found(await repository.update(ownerOf(auth), id, storedFields(body)), 'template');
    },
    async remove(auth, id) {
      found(await repository.remove(ownerOf(auth), id), 'template');
    },
    async duplicate(auth, id) {
      return found(await repository.duplicate(ownerOf(auth), id), 'template');
    },
    async listTags(auth) {
      return { tag_list: await repository.listTags(ownerOf(auth)) };
    },
    createTag: (auth, body) => repository.insertTag(ownerOf(auth), body),
    async updateTag(auth, id, body) {
      return found(await repository.updateTag(ownerOf(auth), id, body), 'tag');
    },
    async removeTag(auth, id) {
      found(await repository.removeTag(ownerOf(auth), id), 'tag');
    },
    async attachTag(auth, templateId, tagId) {
      found(await repository.attachTag(ownerOf(auth), templateId, tagId), 'template or tag');
    },
    async detachTag(auth, templateId, tagId) {
      found(await repository.detachTag(ownerOf(auth), templateId, tagId), 'template or tag');
    },
  };
}
