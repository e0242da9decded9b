/**
 * Email templates, template tags and their links, the mail events of the template statistics, signatures and
 * test-send addresses (docs/api.md "Templates, signatures, test addresses", ADR 015). Re-exported by `schema.ts`.
 * Written by hand in migration 0020 (foreign keys, the case-insensitive unique indexes and the partial index there,
 * like schema-connections.ts). Templates and tags are personal: every read names the owner and the organisation.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** → organizations.id, ON DELETE CASCADE. */
    organizationId: integer('organization_id').notNull(),
    /** → users.id, ON DELETE CASCADE. */
    ownerUserId: integer('owner_user_id').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    /** Sanitised HTML (src/mail/content/sanitize-email-html.ts). */
    htmlContent: text('html_content').notNull(),
    plainContent: text('plain_content'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('email_templates_owner_idx').on(table.ownerUserId, table.updatedAt.desc(), table.id.desc()),
    index('email_templates_organization_idx').on(table.organizationId),
    check('email_templates_name_check', sql`char_length(${table.name}) between 1 and 255`),
    check('email_templates_subject_check', sql`char_length(${table.subject}) <= 255`),
  ],
);

/** A tag of a user's templates; its name is unique per owner, case ignored (unique index in migration 0020). */
export const emailTemplateTags = pgTable(
  'email_template_tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    ownerUserId: integer('owner_user_id').notNull(),
    name: text('name').notNull(),
    /** `#RRGGBB`. */
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('email_template_tags_organization_idx').on(table.organizationId),
    check('email_template_tags_name_check', sql`char_length(${table.name}) between 1 and 50`),
    check('email_template_tags_color_check', sql`${table.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

export const emailTemplateTagLinks = pgTable(
  'email_template_tag_links',
  {
    /** → email_templates.id, ON DELETE CASCADE. */
    templateId: integer('template_id').notNull(),
    /** → email_template_tags.id, ON DELETE CASCADE. */
    tagId: integer('tag_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'email_template_tag_links_pk', columns: [table.templateId, table.tagId] }),
    index('email_template_tag_links_tag_idx').on(table.tagId, table.templateId),
  ],
);

/** The mail events a template's statistics count (one row per mail and kind; written by sequences and campaigns). */
export const emailTemplateEvents = pgTable(
  'email_template_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** → email_templates.id, ON DELETE CASCADE. */
    templateId: integer('template_id').notNull(),
    kind: text('kind').$type<'sent' | 'opened' | 'clicked' | 'replied'>().notNull(),
    /** The mail's id in its sequence or campaign: unique per template and kind when set (partial index). */
    mailKey: text('mail_key'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('email_template_events_template_idx').on(table.templateId, table.kind),
    check('email_template_events_kind_check', sql`${table.kind} in ('sent', 'opened', 'clicked', 'replied')`),
  ],
);

export const emailSignatures = pgTable(
  'email_signatures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    /** → users.id, ON DELETE CASCADE: the user whose signature it is. */
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    htmlContent: text('html_content').notNull(),
    plainContent: text('plain_content'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('email_signatures_user_idx').on(table.userId, table.id),
    index('email_signatures_organization_idx').on(table.organizationId),
    check('email_signatures_name_check', sql`char_length(${table.name}) between 1 and 255`),
  ],
);

/** A test-send address of a user besides his own (id 0 in the answers, never stored); unique per user, case ignored. */
export const batEmails = pgTable(
  'bat_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    userId: integer('user_id').notNull(),
    email: text('email').notNull(),
    /** Order of the last replacement. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [check('bat_emails_email_check', sql`char_length(${table.email}) between 3 and 254`)],
);
