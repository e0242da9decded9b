/**
 * What the sequence runner records (migration 0030, docs/adr/027-sequences-model.md "The runner"): one send per
 * (target, e-mail step) as the idempotency key, the events of targets (tracking, replies, bounces, tasks), the tasks,
 * and the bounced addresses. Re-exported by `schema.ts`. Written by hand in the migration (foreign keys, checks).
 */
import { SEQUENCE_HISTORY_EVENT_TYPES } from '@cible/core';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const SEQUENCE_SEND_STATUSES = ['planned', 'claimed', 'sent', 'failed_temp', 'failed_perm', 'unknown', 'review', 'cancelled'] as const;

export const sequenceSends = pgTable(
  'sequence_sends',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    sequenceId: integer('sequence_id').notNull(),
    /** → sequence_targets.id; with step_id the idempotency key of the send. */
    targetId: integer('target_id').notNull(),
    stepId: integer('step_id').notNull(),
    /** The sender (the sequence's owner when planned). */
    ownerUserId: integer('owner_user_id').notNull(),
    status: text('status', { enum: SEQUENCE_SEND_STATUSES }).notNull().default('planned'),
    dueAt: at('due_at').notNull(),
    /** Generated before the SMTP exchange, so that an unknown outcome can be looked up in the Sent folder. */
    messageId: text('message_id').notNull(),
    trackingToken: text('tracking_token').notNull(),
    toAddress: text('to_address'),
    subject: text('subject'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    claimedAt: at('claimed_at'),
    sentAt: at('sent_at'),
    smtpResponse: text('smtp_response'),
    /** The original URLs of the mail's rewritten links, in order (migration 0034): the click redirect's only targets. */
    trackedLinks: jsonb('tracked_links').$type<string[]>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('sequence_sends_target_step_unique').on(table.targetId, table.stepId),
    unique('sequence_sends_message_id_unique').on(table.messageId),
    unique('sequence_sends_tracking_token_unique').on(table.trackingToken),
    index('sequence_sends_due_idx').on(table.status, table.dueAt),
    index('sequence_sends_owner_sent_idx').on(table.ownerUserId, table.sentAt),
    index('sequence_sends_sequence_idx').on(table.sequenceId, table.stepId),
    index('sequence_sends_organization_idx').on(table.organizationId),
  ],
);


export const sequenceEvents = pgTable(
  'sequence_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    sequenceId: integer('sequence_id').notNull(),
    targetId: integer('target_id'),
    stepId: integer('step_id'),
    sendId: integer('send_id'),
    type: text('type', { enum: SEQUENCE_HISTORY_EVENT_TYPES }).notNull(),
    /** A bot or privacy-proxy hit: recorded, left out of the rates by default. */
    isBot: boolean('is_bot').notNull().default(false),
    detail: jsonb('detail'),
    occurredAt: at('occurred_at').notNull().defaultNow(),
  },
  (table) => [
    index('sequence_events_target_idx').on(table.targetId, table.occurredAt),
    index('sequence_events_sequence_idx').on(table.sequenceId, table.type, table.occurredAt),
    index('sequence_events_send_idx').on(table.sendId),
    index('sequence_events_organization_occurred_idx').on(table.organizationId, table.occurredAt),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    /** The owner of the task (the sequence's owner for a task step). */
    userId: integer('user_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    /** Core's TASK_TYPES: 1 phone, 2 LinkedIn, 3 mail, 4 other. */
    typeId: smallint('type_id').notNull(),
    description: text('description').notNull().default(''),
    /** 1 to do, 2 done. */
    statusId: smallint('status_id').notNull().default(1),
    dueDate: at('due_date').notNull(),
    sequenceId: integer('sequence_id'),
    /** With step_id, one task per target and task step. */
    targetId: integer('target_id'),
    stepId: integer('step_id'),
    remindedAt: at('reminded_at'),
    deletedAt: at('deleted_at'),
    creationDate: at('creation_date').notNull().defaultNow(),
    doneDate: at('done_date'),
  },
  (table) => [
    unique('tasks_target_step_unique').on(table.targetId, table.stepId),
    index('tasks_user_due_idx').on(table.userId, table.statusId, table.dueDate),
    index('tasks_organization_idx').on(table.organizationId),
    index('tasks_sequence_idx').on(table.sequenceId),
    check('tasks_type_check', sql`${table.typeId} BETWEEN 1 AND 4`),
    check('tasks_status_check', sql`${table.statusId} IN (1, 2)`),
    check('tasks_description_check', sql`char_length(${table.description}) <= 255`),
  ],
);

export const emailBounces = pgTable(
  'email_bounces',
  {
    organizationId: integer('organization_id').notNull(),
    email: text('email').notNull(),
    reason: text('reason'),
    bouncedAt: at('bounced_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'email_bounces_pk', columns: [table.organizationId, table.email] })],
);
