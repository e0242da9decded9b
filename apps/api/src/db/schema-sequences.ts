/**
 * Sequences (migration 0029, docs/adr/027-sequences-model.md): the sequences of an organisation, their steps and the
 * links between steps, each user's daily sending threshold, and the targets enrolled. Re-exported by `schema.ts`.
 * Written by hand in the migration (foreign keys, checks, the deferred unique position).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const sequences = pgTable(
  'sequences',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** → organizations.id, ON DELETE CASCADE. */
    organizationId: integer('organization_id').notNull(),
    /** → users.id, ON DELETE CASCADE: the owner, whose mailbox sends. */
    ownerUserId: integer('owner_user_id').notNull(),
    name: text('name').notNull(),
    /** Core's sequence-status catalogue: draft 1, ongoing 2, paused 3, finished 4, archived 5, programmed 6. */
    statusId: smallint('status_id').notNull().default(1),
    sendableDays: text('sendable_days').notNull().default('1,2,3,4,5'),
    sendableStartHour: smallint('sendable_start_hour').notNull().default(9),
    sendableEndHour: smallint('sendable_end_hour').notNull().default(18),
    sendableTimezone: text('sendable_timezone').notNull().default('Europe/Paris'),
    finishEventMailReplied: boolean('finish_event_mail_replied').notNull().default(true),
    /** The ready-made model (core's SEQUENCE_MODELS) the sequence was created from; no foreign key. */
    templateId: integer('template_id'),
    /** → queries.id, ON DELETE SET NULL: the list the targets were imported from. */
    queryTargetsId: integer('query_targets_id'),
    startDate: at('start_date'),
    doneDate: at('done_date'),
    createdAt: at('created_at').notNull().defaultNow(),
    modificationDate: at('modification_date').notNull().defaultNow(),
  },
  (table) => [
    index('sequences_organization_status_idx').on(table.organizationId, table.statusId, table.modificationDate.desc(), table.id.desc()),
    index('sequences_owner_idx').on(table.ownerUserId, table.statusId),
    check('sequences_status_check', sql`${table.statusId} BETWEEN 1 AND 6`),
    check('sequences_days_check', sql`${table.sendableDays} ~ '^[0-6](,[0-6]){0,6}$'`),
    check(
      'sequences_hours_check',
      sql`${table.sendableStartHour} BETWEEN 7 AND 21 AND ${table.sendableEndHour} BETWEEN 8 AND 22 AND ${table.sendableEndHour} > ${table.sendableStartHour}`,
    ),
  ],
);

export const sequenceSteps = pgTable(
  'sequence_steps',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    /** → sequences.id, ON DELETE CASCADE. */
    sequenceId: integer('sequence_id').notNull(),
    /** 1..n, dense; unique per sequence, checked at commit (DEFERRABLE INITIALLY DEFERRED in the migration). */
    position: integer('position').notNull(),
    /** 1 task, 2 email. */
    typeId: smallint('type_id').notNull(),
    emailSubject: text('email_subject'),
    /** Sanitised like a template's HTML (src/mail/content). */
    emailHtmlContent: text('email_html_content'),
    emailPlainContent: text('email_plain_content'),
    /** → email_templates.id, ON DELETE SET NULL. */
    templateId: integer('template_id'),
    taskTypeId: smallint('task_type_id'),
    taskDescription: text('task_description'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('sequence_steps_position_unique').on(table.sequenceId, table.position),
    index('sequence_steps_organization_idx').on(table.organizationId),
    check('sequence_steps_position_check', sql`${table.position} >= 1`),
    check('sequence_steps_type_check', sql`${table.typeId} IN (1, 2)`),
    check('sequence_steps_task_type_check', sql`${table.taskTypeId} BETWEEN 1 AND 4`),
    check('sequence_steps_task_description_check', sql`char_length(${table.taskDescription}) <= 255`),
  ],
);

export const sequenceStepLinks = pgTable(
  'sequence_step_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    sequenceId: integer('sequence_id').notNull(),
    /** → sequence_steps.id, ON DELETE CASCADE. */
    stepId: integer('step_id').notNull(),
    /** → sequence_steps.id, ON DELETE SET NULL. */
    nextStepId: integer('next_step_id'),
    /** Days to wait, default 1 (core's DEFAULT_STEP_INTERVAL_DAYS). */
    interval: smallint('interval').notNull().default(1),
    /** Only on a link leaving a task step: task_created or task_done. */
    triggerEvent: text('trigger_event'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('sequence_step_links_step_idx').on(table.stepId, table.id),
    index('sequence_step_links_next_step_idx').on(table.nextStepId),
    index('sequence_step_links_sequence_idx').on(table.sequenceId),
    check('sequence_step_links_interval_check', sql`${table.interval} BETWEEN 0 AND 365`),
    check('sequence_step_links_trigger_check', sql`${table.triggerEvent} IN ('task_created', 'task_done')`),
    check('sequence_step_links_not_self_check', sql`${table.nextStepId} IS NULL OR ${table.nextStepId} <> ${table.stepId}`),
  ],
);

export const sequenceSettings = pgTable(
  'sequence_settings',
  {
    /** → users.id, ON DELETE CASCADE; no row: core's default threshold. */
    userId: integer('user_id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    dailyThreshold: integer('daily_threshold').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('sequence_settings_organization_idx').on(table.organizationId),
    check('sequence_settings_threshold_check', sql`${table.dailyThreshold} BETWEEN 1 AND 2000`),
  ],
);

export const sequenceTargets = pgTable(
  'sequence_targets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    sequenceId: integer('sequence_id').notNull(),
    /** → contacts.id, ON DELETE CASCADE. */
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    /** Prospect status 1 to process … 6 deleted. */
    statusId: smallint('status_id').notNull().default(1),
    /** The last step computed (sent or created) for the target, and when; null before the first one. */
    currentStepId: integer('current_step_id'),
    currentStepAt: at('current_step_at'),
    doneEvent: text('done_event'),
    doneAt: at('done_at'),
    /** When the next step is due (migration 0030); null when none is planned. */
    nextStepDueAt: at('next_step_due_at'),
    /** An out-of-office reply's return date: nothing is sent before it (migration 0030). */
    pausedUntil: at('paused_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('sequence_targets_contact_unique').on(table.sequenceId, table.contactId),
    index('sequence_targets_contact_idx').on(table.contactId, table.organizationId),
    index('sequence_targets_organization_idx').on(table.organizationId),
    index('sequence_targets_due_idx').on(table.nextStepDueAt).where(sql`${table.doneAt} IS NULL`),
    check('sequence_targets_status_check', sql`${table.statusId} BETWEEN 1 AND 6`),
  ],
);
