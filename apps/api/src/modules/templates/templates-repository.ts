import type { EmailTemplate, EmailTemplateSort, TemplateStatistics, TemplateTag } from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';

/** Whose templates and tags: a user AND the caller's organisation (from the verified token), both in every query. */
export interface TemplateOwner {
  readonly userId: number;
  readonly organizationId: number;
}

/** The stored fields of a template (HTML already sanitised by the service). */
export interface TemplateFields {
  readonly name: string;
  readonly subject: string;
  readonly htmlContent: string;
  readonly plainContent: string | null;
}

/** The list's filters and page. */
export interface TemplateListFilters {
  readonly tagIds?: readonly number[];
  readonly search?: string;
  readonly sort: EmailTemplateSort;
  readonly limit: number;
  readonly offset: number;
}

/** The fields of a tag. */
export interface TagFields {
  readonly name: string;
  readonly color: string;
}

/** One kind of mail event of a template's statistics (table `email_template_events`). */
export type TemplateEventKind = 'sent' | 'opened' | 'clicked' | 'replied';

/**
 * SQL of the email templates, their tags and statistics (tables of migration 0020). Templates and tags are personal:
 * every statement filters on the owner AND the organisation, so another user's row is simply not found.
 */
export interface TemplatesRepository {
  list(owner: TemplateOwner, filters: TemplateListFilters): Promise<{ templates: EmailTemplate[]; total: number }>;
  find(owner: TemplateOwner, id: number): Promise<EmailTemplate | null>;
  /** Creates a template with the owner's tags among `tagIds` (others are ignored: the tenant hook refused them). */
  insert(owner: TemplateOwner, fields: TemplateFields, tagIds: readonly number[]): Promise<EmailTemplate>;
  /** Changes the given fields (undefined: kept) and the change date; `null` when not the owner's. */
  update(owner: TemplateOwner, id: number, fields: Partial<TemplateFields>): Promise<EmailTemplate | null>;
  remove(owner: TemplateOwner, id: number): Promise<boolean>;
  /** A copy of the owner's template with its tags (not its events); `null` when not the owner's. */
  duplicate(owner: TemplateOwner, id: number): Promise<EmailTemplate | null>;
  listTags(owner: TemplateOwner): Promise<TemplateTag[]>;
  insertTag(owner: TemplateOwner, fields: TagFields): Promise<TemplateTag>;
  updateTag(owner: TemplateOwner, id: number, fields: Partial<TagFields>): Promise<TemplateTag | null>;
  removeTag(owner: TemplateOwner, id: number): Promise<boolean>;
  /** Puts the tag on the template (idempotent); `false` when either is not the owner's. */
  attachTag(owner: TemplateOwner, templateId: number, tagId: number): Promise<boolean>;
  /** Takes the tag off the template (idempotent); `false` when either is not the owner's. */
  detachTag(owner: TemplateOwner, templateId: number, tagId: number): Promise<boolean>;
  /** Records mail events of a template (sequences and campaigns; tests). */
  recordEvents(templateId: number, kind: TemplateEventKind, count: number): Promise<void>;
}

interface TemplateRow {
  id: number;
  name: string;
  subject: string;
  html_content: string;
  plain_content: string | null;
  tags: TemplateTag[];
  statistics: Record<keyof TemplateStatistics, number | string>;
}

/** Each statistic is a count of the template's events of one kind. */
const TEMPLATE_COLUMNS = `t.id, t.name, t.subject, t.html_content, t.plain_content,
  coalesce((SELECT json_agg(json_build_object('tag_id', g.id, 'name', g.name, 'color', g.color) ORDER BY f_fold(g.name) COLLATE "C", g.id)
            FROM email_template_tag_links l JOIN email_template_tags g ON g.id = l.tag_id
            WHERE l.template_id = t.id), '[]'::json) AS tags,
  (SELECT json_build_object(
            'mail_sent_count', count(*) FILTER (WHERE e.kind = 'sent'),
            'mail_opened_count', count(*) FILTER (WHERE e.kind = 'opened'),
            'mail_clicked_count', count(*) FILTER (WHERE e.kind = 'clicked'),
            'mail_replied_count', count(*) FILTER (WHERE e.kind = 'replied'))
     FROM email_template_events e WHERE e.template_id = t.id) AS statistics`;

/** Names sort folded (accents and case ignored) and byte by byte, the same on every server whatever its collation. */
const ORDER_BY: Readonly<Record<EmailTemplateSort, string>> = {
  name: 'f_fold(t.name) COLLATE "C" ASC, t.id ASC',
  '-name': 'f_fold(t.name) COLLATE "C" DESC, t.id DESC',
  updated_at: 't.updated_at ASC, t.id ASC',
  '-updated_at': 't.updated_at DESC, t.id DESC',
};

const toTemplate = (row: TemplateRow): EmailTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  html_content: row.html_content,
  plain_content: row.plain_content,
  tags: row.tags.map((tag) => ({ tag_id: Number(tag.tag_id), name: tag.name, color: tag.color })),
  statistics: {
    mail_sent_count: Number(row.statistics.mail_sent_count),
    mail_opened_count: Number(row.statistics.mail_opened_count),
    mail_clicked_count: Number(row.statistics.mail_clicked_count),
    mail_replied_count: Number(row.statistics.mail_replied_count),
  },
});

const toTag = (row: { id: number; name: string; color: string }): TemplateTag => ({ tag_id: row.id, name: row.name, color: row.color });

/** A search text as a LIKE pattern's inner part: `%`, `_` and `\` taken literally. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

type Runner = Pick<Database, 'query'> | Transaction;

async function findIn(runner: Runner, owner: TemplateOwner, id: number): Promise<EmailTemplate | null> {
  const [row] = await runner.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM email_templates t WHERE t.id = $1 AND t.owner_user_id = $2 AND t.organization_id = $3`,
    [id, owner.userId, owner.organizationId],
  );
  return row ? toTemplate(row) : null;
}

/** Links the owner's tags among `tagIds` to a template of his. */
async function linkTags(tx: Transaction, owner: TemplateOwner, templateId: number, tagIds: readonly number[]): Promise<void> {
  if (tagIds.length === 0) return;
  await tx.query(
    `INSERT INTO email_template_tag_links (template_id, tag_id)
     SELECT $1, g.id FROM email_template_tags g WHERE g.id = ANY($2::int[]) AND g.owner_user_id = $3 AND g.organization_id = $4
     ON CONFLICT DO NOTHING`,
    [templateId, [...tagIds], owner.userId, owner.organizationId],
  );
}

export function createTemplatesRepository(db: Database): TemplatesRepository {
  return {
    async list(owner, filters) {
      const search = filters.search?.trim() ? likeEscaped(filters.search.trim()) : null;
      const tagIds = filters.tagIds && filters.tagIds.length > 0 ? [...filters.tagIds] : null;
      const where = `t.owner_user_id = $1 AND t.organization_id = $2
        AND ($3::int[] IS NULL OR EXISTS (SELECT 1 FROM email_template_tag_links l WHERE l.template_id = t.id AND l.tag_id = ANY($3::int[])))
        AND ($4::text IS NULL OR f_fold(t.name) LIKE '%' || f_fold($4::text) || '%' ESCAPE '\\'
                              OR f_fold(t.subject) LIKE '%' || f_fold($4::text) || '%' ESCAPE '\\')`;
      const values = [owner.userId, owner.organizationId, tagIds, search];
      const rows = await db.query<TemplateRow>(
        `SELECT ${TEMPLATE_COLUMNS} FROM email_templates t WHERE ${where} ORDER BY ${ORDER_BY[filters.sort]} LIMIT $5 OFFSET $6`,
        [...values, filters.limit, filters.offset],
      );
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM email_templates t WHERE ${where}`, values);
      return { templates: rows.map(toTemplate), total: count?.total ?? 0 };
    },
    find: (owner, id) => findIn(db, owner, id),
    insert: (owner, fields, tagIds) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO email_templates (organization_id, owner_user_id, name, subject, html_content, plain_content)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [owner.organizationId, owner.userId, fields.name, fields.subject, fields.htmlContent, fields.plainContent],
        );
        await linkTags(tx, owner, row!.id, tagIds);
        return (await findIn(tx, owner, row!.id))!;
      }),
    async update(owner, id, fields) {
      const sets: string[] = ['updated_at = now()'];
      const values: unknown[] = [id, owner.userId, owner.organizationId];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length}`);
      };
      if (fields.name !== undefined) set('name', fields.name);
      if (fields.subject !== undefined) set('subject', fields.subject);
      if (fields.htmlContent !== undefined) set('html_content', fields.htmlContent);
      if (fields.plainContent !== undefined) set('plain_content', fields.plainContent);
      const updated = await db.query(
        `UPDATE email_templates SET ${sets.join(', ')} WHERE id = $1 AND owner_user_id = $2 AND organization_id = $3 RETURNING id`,
        values,
      );
      return updated.length === 0 ? null : findIn(db, owner, id);
    },
    async remove(owner, id) {
      const removed = await db.query('DELETE FROM email_templates WHERE id = $1 AND owner_user_id = $2 AND organization_id = $3 RETURNING id', [
        id,
        owner.userId,
        owner.organizationId,
      ]);
      return removed.length > 0;
    },
    duplicate: (owner, id) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO email_templates (organization_id, owner_user_id, name, subject, html_content, plain_content)
           SELECT organization_id, owner_user_id, name, subject, html_content, plain_content
           FROM email_templates WHERE id = $1 AND owner_user_id = $2 AND organization_id = $3
           RETURNING id`,
          [id, owner.userId, owner.organizationId],
        );
        if (!row) return null;
        await tx.query('INSERT INTO email_template_tag_links (template_id, tag_id) SELECT $1, tag_id FROM email_template_tag_links WHERE template_id = $2', [
          row.id,
          id,
        ]);
        return findIn(tx, owner, row.id);
      }),
    async listTags(owner) {
      const rows = await db.query<{ id: number; name: string; color: string }>(
        'SELECT id, name, color FROM email_template_tags WHERE owner_user_id = $1 AND organization_id = $2 ORDER BY f_fold(name) COLLATE "C", id',
        [owner.userId, owner.organizationId],
      );
      return rows.map(toTag);
    },
    async insertTag(owner, fields) {
      const [row] = await db.query<{ id: number; name: string; color: string }>(
        'INSERT INTO email_template_tags (organization_id, owner_user_id, name, color) VALUES ($1, $2, $3, $4) RETURNING id, name, color',
        [owner.organizationId, owner.userId, fields.name, fields.color],
      );
      return toTag(row!);
    },
    async updateTag(owner, id, fields) {
      const [row] = await db.query<{ id: number; name: string; color: string }>(
        `UPDATE email_template_tags SET name = coalesce($4, name), color = coalesce($5, color)
         WHERE id = $1 AND owner_user_id = $2 AND organization_id = $3 RETURNING id, name, color`,
        [id, owner.userId, owner.organizationId, fields.name ?? null, fields.color ?? null],
      );
      return row ? toTag(row) : null;
    },
    async removeTag(owner, id) {
      const removed = await db.query('DELETE FROM email_template_tags WHERE id = $1 AND owner_user_id = $2 AND organization_id = $3 RETURNING id', [
        id,
        owner.userId,
        owner.organizationId,
      ]);
      return removed.length > 0;
    },
    async attachTag(owner, templateId, tagId) {
      const [row] = await db.query<{ found: boolean }>(
        `WITH pair AS (
           SELECT t.id AS template_id, g.id AS tag_id FROM email_templates t, email_template_tags g
           WHERE t.id = $1 AND g.id = $2 AND t.owner_user_id = $3 AND t.organization_id = $4
             AND g.owner_user_id = $3 AND g.organization_id = $4),
         linked AS (INSERT INTO email_template_tag_links (template_id, tag_id) SELECT template_id, tag_id FROM pair ON CONFLICT DO NOTHING)
         SELECT EXISTS (SELECT 1 FROM pair) AS found`,
        [templateId, tagId, owner.userId, owner.organizationId],
      );
      return row?.found === true;
    },
    async detachTag(owner, templateId, tagId) {
      const [row] = await db.query<{ found: boolean }>(
        `WITH pair AS (
           SELECT t.id AS template_id, g.id AS tag_id FROM email_templates t, email_template_tags g
           WHERE t.id = $1 AND g.id = $2 AND t.owner_user_id = $3 AND t.organization_id = $4
             AND g.owner_user_id = $3 AND g.organization_id = $4),
         unlinked AS (DELETE FROM email_template_tag_links l USING pair p WHERE l.template_id = p.template_id AND l.tag_id = p.tag_id)
         SELECT EXISTS (SELECT 1 FROM pair) AS found`,
        [templateId, tagId, owner.userId, owner.organizationId],
      );
      return row?.found === true;
    },
    async recordEvents(templateId, kind, count) {
      await db.query('INSERT INTO email_template_events (template_id, kind) SELECT $1, $2 FROM generate_series(1, $3::int)', [templateId, kind, count]);
    },
  };
}
