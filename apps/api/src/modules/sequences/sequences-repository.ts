import { stepLinkPlan } from '@cible/core';
import type { PlannedStep, Sequence, SequenceSetting, SequenceStepDto, SequenceStepLinkDto } from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';
import { SEQUENCE_COUNTER_COLUMNS, SEQUENCE_COUNTERS_JOIN, STEP_COUNTER_COLUMNS, stepCountersJoin } from './sequence-statistics-sql';

/** The organisation every statement is scoped by (from the verified token). */
export type OrganizationId = number;

/** The stored settings of a sequence (undefined: kept on update). */
export interface SequenceFields {
  readonly name: string;
  readonly statusId: number;
  readonly sendableDays: string;
  readonly sendableStartHour: number;
  readonly sendableEndHour: number;
  readonly sendableTimezone: string;
  readonly finishEventMailReplied: boolean;
  readonly templateId: number | null;
  readonly queryTargetsId: number | null;
  readonly startDate: Date | null;
  readonly doneDate: Date | null;
}

/** The stored content of a step (HTML already sanitised by the service). */
export interface StepFields {
  readonly emailSubject: string | null;
  readonly emailHtmlContent: string | null;
  readonly emailPlainContent: string | null;
  readonly templateId: number | null;
  readonly taskTypeId: number | null;
  readonly taskDescription: string | null;
}

/** A new step with the link it leaves with (ready-made models, duplicates). */
export interface StepWithLink extends StepFields {
  readonly typeId: number;
  readonly interval: number;
  readonly triggerEvent: string | null;
}

/** The steps of the sequence as a link guard sees them inside the transaction (ids and positions). */
export type StepPlaces = readonly Pick<PlannedStep, 'id' | 'position'>[];

export interface LinkFields {
  readonly nextStepId: number | null;
  readonly interval: number;
  readonly triggerEvent: string | null;
}

export interface SequenceListFilters {
  readonly statusIds?: readonly number[];
  readonly ownerUserId?: number;
  readonly name?: string;
  readonly ids?: readonly number[];
  readonly limit: number;
  readonly offset: number;
}

/** A target as the next-step rule needs it: its last computed step, if any. */
export interface TargetProgress {
  readonly id: number;
  readonly currentStepId: number | null;
  readonly currentStepAt: Date | null;
}

/**
 * SQL of the sequences, their steps, links, targets and settings (tables of migration 0029). Every statement filters
 * on the organisation, so another organisation's row is simply not found; the service applies the ownership and
 * status rules on top.
 */
export interface SequencesRepository {
  list(organizationId: OrganizationId, filters: SequenceListFilters): Promise<{ sequences: Sequence[]; total: number }>;
  /** Sequences of the organisation with a target on the contact, newest change first. */
  listByContact(organizationId: OrganizationId, contactId: number, limit: number, offset: number): Promise<{ sequences: Sequence[]; total: number }>;
  find(organizationId: OrganizationId, id: number): Promise<Sequence | null>;
  /** A new sequence of `ownerUserId` with the given steps (each linked to the next one). */
  insert(organizationId: OrganizationId, ownerUserId: number, fields: SequenceFields, steps: readonly StepWithLink[]): Promise<Sequence>;
  update(organizationId: OrganizationId, id: number, fields: Partial<SequenceFields>): Promise<Sequence | null>;
  remove(organizationId: OrganizationId, id: number): Promise<boolean>;
  /** A draft copy owned by `ownerUserId`, with the steps and links (not the targets); `null` when not found. */
  duplicate(organizationId: OrganizationId, id: number, ownerUserId: number, name: string): Promise<Sequence | null>;
  countTargets(organizationId: OrganizationId, sequenceId: number): Promise<number>;
  listSteps(organizationId: OrganizationId, sequenceId: number): Promise<SequenceStepDto[]>;
  /**
   * Inserts a step at `position` (default and at most n+1), moving the later ones down; answers the new step. The
   * sequence row is locked first and `guard` sees the present steps' types inside the transaction (it throws to refuse),
   * so two concurrent additions cannot pass the 6 e-mail steps rule together. The links are then set along the
   * positions in the same transaction (core's stepLinkPlan, ADR 035).
   */
  insertStep(
    organizationId: OrganizationId,
    sequenceId: number,
    typeId: number,
    position: number | undefined,
    fields: StepFields,
    guard: (steps: readonly { type_id: number }[]) => void,
  ): Promise<SequenceStepDto>;
  updateStep(organizationId: OrganizationId, sequenceId: number, stepId: number, fields: Partial<StepFields>): Promise<SequenceStepDto | null>;
  /**
   * Removes a step: links that led to it now lead where its first link led (with their own interval), its own links
   * go, and the later positions move up (positions stay 1..n); the links are set along the positions in the same
   * transaction. `false` when not found.
   */
  removeStep(organizationId: OrganizationId, sequenceId: number, stepId: number): Promise<boolean>;
  /**
   * Swaps the positions of two steps of the sequence, then sets the links along the positions (each step keeps its own
   * link, wait and trigger), in one transaction; `false` when either is not found.
   */
  switchSteps(organizationId: OrganizationId, sequenceId: number, stepId: number, otherStepId: number): Promise<boolean>;
  /**
   * Sets the step's link (the one the path follows): its first link gets these fields, or a link is made when it has
   * none. The sequence is locked and `guard` sees the steps' places inside the transaction (it throws to refuse).
   */
  upsertStepLink(organizationId: OrganizationId, sequenceId: number, stepId: number, fields: LinkFields, guard: (steps: StepPlaces) => void): Promise<SequenceStepLinkDto>;
  findLink(organizationId: OrganizationId, sequenceId: number, linkId: number): Promise<SequenceStepLinkDto | null>;
  /** Changes a link; the sequence is locked and `guard` sees the steps' places inside the transaction (it throws to refuse). */
  updateLink(
    organizationId: OrganizationId,
    sequenceId: number,
    linkId: number,
    fields: Partial<LinkFields>,
    guard: (steps: StepPlaces) => void,
  ): Promise<SequenceStepLinkDto | null>;
  /** Targets of the sequence (all, or those of `targetIds`), by id. */
  listTargetProgress(organizationId: OrganizationId, sequenceId: number, targetIds?: readonly number[]): Promise<TargetProgress[]>;
  /** Active users of the organisation (e-mail, first and last name) with their daily threshold (`defaultThreshold` when none is set), by e-mail. */
  listSettings(organizationId: OrganizationId, defaultThreshold: number): Promise<SequenceSetting[]>;
  /** Active users of the organisation among `ids`. */
  countActiveUsers(organizationId: OrganizationId, ids: readonly number[]): Promise<number>;
  upsertSettings(organizationId: OrganizationId, settings: readonly { userId: number; dailyThreshold: number }[]): Promise<void>;
}

interface SequenceRow {
  id: number;
  name: string;
  status_id: number;
  owner_user_id: number;
  sendable_days: string;
  sendable_start_hour: number;
  sendable_end_hour: number;
  sendable_timezone: string;
  finish_event_mail_replied: boolean;
  start_date: Date | null;
  done_date: Date | null;
  modification_date: Date;
  organization_id: number;
  template_id: number | null;
  query_targets_id: number | null;
  mail_to_send: number;
  task_to_create: number;
  mail_sent: number;
  mail_opened: number;
  mail_clicked: number;
  mail_replied: number;
  mail_autoreplied: number;
  mail_bounced: number;
  task_created: number;
  task_done: number;
  task_late: number;
  task_delete: number;
}

/**
 * What is left to do for the targets still in the sequence (not done): the steps after their current one, by position
 * (e-mails to send, tasks to create); the sent/opened/… and task counters from what the runner records (ADR 028,
 * sequence-statistics-sql.ts: the lateral join `m`).
 */
const SEQUENCE_COLUMNS = `q.id, q.name, q.status_id, q.owner_user_id, q.sendable_days, q.sendable_start_hour, q.sendable_end_hour,
  q.sendable_timezone, q.finish_event_mail_replied, q.start_date, q.done_date, q.modification_date, q.organization_id,
  q.template_id, q.query_targets_id,
  (SELECT count(*)::int FROM sequence_targets t JOIN sequence_steps s ON s.sequence_id = t.sequence_id AND s.type_id = 2
     AND s.position > coalesce((SELECT c.position FROM sequence_steps c WHERE c.id = t.current_step_id), 0)
   WHERE t.sequence_id = q.id AND t.done_at IS NULL) AS mail_to_send,
  (SELECT count(*)::int FROM sequence_targets t JOIN sequence_steps s ON s.sequence_id = t.sequence_id AND s.type_id = 1
     AND s.position > coalesce((SELECT c.position FROM sequence_steps c WHERE c.id = t.current_step_id), 0)
   WHERE t.sequence_id = q.id AND t.done_at IS NULL) AS task_to_create,
  ${SEQUENCE_COUNTER_COLUMNS}`;

/** The sequences with their counters. */
const SEQUENCES_FROM = `sequences q ${SEQUENCE_COUNTERS_JOIN}`;

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

const toSequence = (row: SequenceRow): Sequence => ({
  id: row.id,
  name: row.name,
  status_id: row.status_id,
  owner_user_id: row.owner_user_id,
  sendable_days: row.sendable_days,
  sendable_start_hour: row.sendable_start_hour,
  sendable_end_hour: row.sendable_end_hour,
  sendable_timezone: row.sendable_timezone,
  finish_event_mail_replied: row.finish_event_mail_replied,
  start_date: iso(row.start_date),
  done_date: iso(row.done_date),
  modification_date: iso(row.modification_date),
  organization_id: row.organization_id,
  template_id: row.template_id,
  query_targets_id: row.query_targets_id,
  mail_sent: Number(row.mail_sent),
  mail_clicked: Number(row.mail_clicked),
  mail_opened: Number(row.mail_opened),
  mail_replied: Number(row.mail_replied),
  mail_autoreplied: Number(row.mail_autoreplied),
  mail_bounced: Number(row.mail_bounced),
  task_created: Number(row.task_created),
  task_done: Number(row.task_done),
  task_late: Number(row.task_late),
  task_delete: Number(row.task_delete),
  mail_to_send: Number(row.mail_to_send),
  task_to_create: Number(row.task_to_create),
});

interface StepRow {
  id: number;
  sequence_id: number;
  position: number;
  type_id: 1 | 2;
  email_subject: string | null;
  email_html_content: string | null;
  email_plain_content: string | null;
  template_id: number | null;
  task_type_id: number | null;
  task_description: string | null;
  link_list: SequenceStepLinkDto[];
  mail_sent: number;
  mail_opened: number;
  mail_clicked: number;
  mail_replied: number;
  mail_autoreplied: number;
  mail_bounced: number;
  task_created: number;
  task_done: number;
  task_late: number;
}

const STEP_COLUMNS = `s.id, s.sequence_id, s.position, s.type_id, s.email_subject, s.email_html_content, s.email_plain_content,
  s.template_id, s.task_type_id, s.task_description,
  coalesce((SELECT json_agg(json_build_object('id', l.id, 'step_id', l.step_id, 'next_step_id', l.next_step_id,
                                              'interval', l.interval, 'trigger_event', l.trigger_event) ORDER BY l.id)
            FROM sequence_step_links l WHERE l.step_id = s.id), '[]'::json) AS link_list,
  ${STEP_COUNTER_COLUMNS}`;

/** The steps with their counters (ADR 028; late at the database's now: the step reads take no clock). */
const STEPS_FROM = `sequence_steps s ${stepCountersJoin('s', 'now()')}`;

const toStep = (row: StepRow): SequenceStepDto => ({
  id: row.id,
  sequence_id: row.sequence_id,
  position: row.position,
  type_id: row.type_id,
  link_list: row.link_list,
  statistics: {
    mail_sent: Number(row.mail_sent),
    mail_opened: Number(row.mail_opened),
    mail_clicked: Number(row.mail_clicked),
    mail_replied: Number(row.mail_replied),
    mail_autoreplied: Number(row.mail_autoreplied),
    mail_bounced: Number(row.mail_bounced),
    task_created: Number(row.task_created),
    task_done: Number(row.task_done),
    task_late: Number(row.task_late),
  },
  email_subject: row.email_subject,
  email_html_content: row.email_html_content,
  email_plain_content: row.email_plain_content,
  template_id: row.template_id,
  task_type_id: row.task_type_id,
  task_description: row.task_description,
});

const LINK_COLUMNS = 'id, step_id, next_step_id, interval, trigger_event';

type Runner = Pick<Database, 'query'> | Transaction;

/** A search text as a LIKE pattern's inner part: `%`, `_` and `\` taken literally. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

async function findIn(runner: Runner, organizationId: number, id: number): Promise<Sequence | null> {
  const [row] = await runner.query<SequenceRow>(`SELECT ${SEQUENCE_COLUMNS} FROM ${SEQUENCES_FROM} WHERE q.id = $1 AND q.organization_id = $2`, [id, organizationId]);
  return row ? toSequence(row) : null;
}

async function findStepIn(runner: Runner, organizationId: number, sequenceId: number, stepId: number): Promise<SequenceStepDto | null> {
  const [row] = await runner.query<StepRow>(`SELECT ${STEP_COLUMNS} FROM ${STEPS_FROM} WHERE s.id = $1 AND s.sequence_id = $2 AND s.organization_id = $3`, [
    stepId,
    sequenceId,
    organizationId,
  ]);
  return row ? toStep(row) : null;
}

/** Locks the sequence row: changes of its step positions run one at a time (positions stay 1..n). */
async function lockSequence(tx: Transaction, sequenceId: number): Promise<void> {
  await tx.query('SELECT id FROM sequences WHERE id = $1 FOR UPDATE', [sequenceId]);
}

/**
 * Sets the links along the positions (core's stepLinkPlan: each step's first link leads to the next step by position,
 * the last one's to none; a step without a link gets one of the default interval). Runs inside the transaction that
 * changed the steps, after lockSequence, so the path a target follows never skips or loops steps (ADR 035).
 */
async function relinkAlongPositions(tx: Transaction, organizationId: number, sequenceId: number): Promise<void> {
  const steps = await tx.query<PlannedStep>(
    `SELECT s.id, s.position,
       coalesce((SELECT json_agg(json_build_object('id', l.id, 'next_step_id', l.next_step_id) ORDER BY l.id)
                 FROM sequence_step_links l WHERE l.step_id = s.id), '[]'::json) AS link_list
     FROM sequence_steps s WHERE s.sequence_id = $1 ORDER BY s.position`,
    [sequenceId],
  );
  for (const change of stepLinkPlan(steps)) {
    if (change.kind === 'update') await tx.query('UPDATE sequence_step_links SET next_step_id = $2 WHERE id = $1', [change.linkId, change.nextStepId]);
    else
      await tx.query('INSERT INTO sequence_step_links (organization_id, sequence_id, step_id, next_step_id, interval) VALUES ($1, $2, $3, $4, $5)', [
        organizationId,
        sequenceId,
        change.stepId,
        change.nextStepId,
        change.interval,
      ]);
  }
}

/** The ids and positions of the sequence's steps (a link guard's view). */
const stepPlacesIn = (tx: Transaction, sequenceId: number) =>
  tx.query<{ id: number; position: number }>('SELECT id, position FROM sequence_steps WHERE sequence_id = $1 ORDER BY position', [sequenceId]);

/** Inserts steps at positions 1..n, each linked to the next one with its interval and trigger. */
async function insertStepChain(tx: Transaction, organizationId: number, sequenceId: number, steps: readonly StepWithLink[]): Promise<void> {
  const ids: number[] = [];
  for (const [index, step] of steps.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO sequence_steps (organization_id, sequence_id, position, type_id, email_subject, email_html_content, email_plain_content,
                                   template_id, task_type_id, task_description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [organizationId, sequenceId, index + 1, step.typeId, step.emailSubject, step.emailHtmlContent, step.emailPlainContent, step.templateId, step.taskTypeId, step.taskDescription],
    );
    ids.push(row!.id);
  }
  for (const [index, step] of steps.entries()) {
    const next = ids[index + 1];
    if (next === undefined) break;
    await tx.query(
      'INSERT INTO sequence_step_links (organization_id, sequence_id, step_id, next_step_id, interval, trigger_event) VALUES ($1, $2, $3, $4, $5, $6)',
      [organizationId, sequenceId, ids[index], next, step.interval, step.triggerEvent],
    );
  }
}

/** Column assignments of the fields given (undefined: kept), numbered after `values`. */
function assignments(columns: Readonly<Record<string, string>>, fields: Readonly<Record<string, unknown>>, values: unknown[]): string[] {
  const sets: string[] = [];
  for (const [field, column] of Object.entries(columns)) {
    const value = fields[field];
    if (value === undefined) continue;
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  }
  return sets;
}

const SEQUENCE_FIELD_COLUMNS: Readonly<Record<keyof SequenceFields, string>> = {
  name: 'name',
  statusId: 'status_id',
  sendableDays: 'sendable_days',
  sendableStartHour: 'sendable_start_hour',
  sendableEndHour: 'sendable_end_hour',
  sendableTimezone: 'sendable_timezone',
  finishEventMailReplied: 'finish_event_mail_replied',
  templateId: 'template_id',
  queryTargetsId: 'query_targets_id',
  startDate: 'start_date',
  doneDate: 'done_date',
};

const STEP_FIELD_COLUMNS: Readonly<Record<keyof StepFields, string>> = {
  emailSubject: 'email_subject',
  emailHtmlContent: 'email_html_content',
  emailPlainContent: 'email_plain_content',
  templateId: 'template_id',
  taskTypeId: 'task_type_id',
  taskDescription: 'task_description',
};

const LINK_FIELD_COLUMNS: Readonly<Record<keyof LinkFields, string>> = { nextStepId: 'next_step_id', interval: 'interval', triggerEvent: 'trigger_event' };

export function createSequencesRepository(db: Database): SequencesRepository {
  const page = async (where: string, values: unknown[], limit: number, offset: number) => {
    const rows = await db.query<SequenceRow>(
      `SELECT ${SEQUENCE_COLUMNS} FROM ${SEQUENCES_FROM} WHERE ${where} ORDER BY q.modification_date DESC, q.id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, limit, offset],
    );
    const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM sequences q WHERE ${where}`, values);
    return { sequences: rows.map(toSequence), total: count?.total ?? 0 };
  };
  return {
    list(organizationId, filters) {
      const name = filters.name?.trim() ? likeEscaped(filters.name.trim()) : null;
      const where = `q.organization_id = $1
        AND ($2::int[] IS NULL OR q.status_id = ANY($2::int[]))
        AND ($3::int IS NULL OR q.owner_user_id = $3::int)
        AND ($4::text IS NULL OR f_fold(q.name) LIKE '%' || f_fold($4::text) || '%' ESCAPE '\\')
        AND ($5::int[] IS NULL OR q.id = ANY($5::int[]))`;
      const values = [
        organizationId,
        filters.statusIds && filters.statusIds.length > 0 ? [...filters.statusIds] : null,
        filters.ownerUserId ?? null,
        name,
        filters.ids && filters.ids.length > 0 ? [...filters.ids] : null,
      ];
      return page(where, values, filters.limit, filters.offset);
    },
    listByContact(organizationId, contactId, limit, offset) {
      return page(
        'q.organization_id = $1 AND EXISTS (SELECT 1 FROM sequence_targets t WHERE t.sequence_id = q.id AND t.contact_id = $2::bigint)',
        [organizationId, contactId],
        limit,
        offset,
      );
    },
    find: (organizationId, id) => findIn(db, organizationId, id),
    insert: (organizationId, ownerUserId, fields, steps) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO sequences (organization_id, owner_user_id, name, status_id, sendable_days, sendable_start_hour, sendable_end_hour,
                                  sendable_timezone, finish_event_mail_replied, template_id, query_targets_id, start_date, done_date)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
          [
            organizationId,
            ownerUserId,
            fields.name,
            fields.statusId,
            fields.sendableDays,
            fields.sendableStartHour,
            fields.sendableEndHour,
            fields.sendableTimezone,
            fields.finishEventMailReplied,
            fields.templateId,
            fields.queryTargetsId,
            fields.startDate,
            fields.doneDate,
          ],
        );
        await insertStepChain(tx, organizationId, row!.id, steps);
        return (await findIn(tx, organizationId, row!.id))!;
      }),
    async update(organizationId, id, fields) {
      const values: unknown[] = [id, organizationId];
      const sets = ['modification_date = now()', ...assignments(SEQUENCE_FIELD_COLUMNS, fields, values)];
      const updated = await db.query(`UPDATE sequences SET ${sets.join(', ')} WHERE id = $1 AND organization_id = $2 RETURNING id`, values);
      return updated.length === 0 ? null : findIn(db, organizationId, id);
    },
    async remove(organizationId, id) {
      const removed = await db.query('DELETE FROM sequences WHERE id = $1 AND organization_id = $2 RETURNING id', [id, organizationId]);
      return removed.length > 0;
    },
    duplicate: (organizationId, id, ownerUserId, name) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO sequences (organization_id, owner_user_id, name, status_id, sendable_days, sendable_start_hour, sendable_end_hour,
                                  sendable_timezone, finish_event_mail_replied, template_id, query_targets_id)
           SELECT organization_id, $3, $4, 1, sendable_days, sendable_start_hour, sendable_end_hour, sendable_timezone,
                  finish_event_mail_replied, template_id, query_targets_id
           FROM sequences WHERE id = $1 AND organization_id = $2 RETURNING id`,
          [id, organizationId, ownerUserId, name],
        );
        if (!row) return null;
        // Copy the steps, then the links with both ends mapped to the copies (by position, unique per sequence).
        await tx.query(
          `INSERT INTO sequence_steps (organization_id, sequence_id, position, type_id, email_subject, email_html_content, email_plain_content,
                                       template_id, task_type_id, task_description)
           SELECT organization_id, $2, position, type_id, email_subject, email_html_content, email_plain_content, template_id, task_type_id,
                  task_description
           FROM sequence_steps WHERE sequence_id = $1 ORDER BY position`,
          [id, row.id],
        );
        await tx.query(
          `INSERT INTO sequence_step_links (organization_id, sequence_id, step_id, next_step_id, interval, trigger_event)
           SELECT l.organization_id, $2, cs.id, cn.id, l.interval, l.trigger_event
           FROM sequence_step_links l
           JOIN sequence_steps os ON os.id = l.step_id
           JOIN sequence_steps cs ON cs.sequence_id = $2 AND cs.position = os.position
           LEFT JOIN sequence_steps onx ON onx.id = l.next_step_id
           LEFT JOIN sequence_steps cn ON cn.sequence_id = $2 AND cn.position = onx.position
           WHERE l.sequence_id = $1 ORDER BY l.id`,
          [id, row.id],
        );
        return findIn(tx, organizationId, row.id);
      }),
    async countTargets(organizationId, sequenceId) {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM sequence_targets WHERE sequence_id = $1 AND organization_id = $2', [
        sequenceId,
        organizationId,
      ]);
      return row?.count ?? 0;
    },
    async listSteps(organizationId, sequenceId) {
      const rows = await db.query<StepRow>(`SELECT ${STEP_COLUMNS} FROM ${STEPS_FROM} WHERE s.sequence_id = $1 AND s.organization_id = $2 ORDER BY s.position`, [
        sequenceId,
        organizationId,
      ]);
      return rows.map(toStep);
    },
    insertStep: (organizationId, sequenceId, typeId, requested, fields, guard) =>
      db.transaction(async (tx) => {
        await lockSequence(tx, sequenceId);
        const existing = await tx.query<{ type_id: number }>('SELECT type_id FROM sequence_steps WHERE sequence_id = $1', [sequenceId]);
        guard(existing);
        const position = Math.min(requested ?? existing.length + 1, existing.length + 1);
        // The unique position is checked at commit: moving the later steps down, then inserting, is one change.
        await tx.query('UPDATE sequence_steps SET position = position + 1 WHERE sequence_id = $1 AND position >= $2', [sequenceId, position]);
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO sequence_steps (organization_id, sequence_id, position, type_id, email_subject, email_html_content, email_plain_content,
                                       template_id, task_type_id, task_description)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [organizationId, sequenceId, position, typeId, fields.emailSubject, fields.emailHtmlContent, fields.emailPlainContent, fields.templateId, fields.taskTypeId, fields.taskDescription],
        );
        await relinkAlongPositions(tx, organizationId, sequenceId);
        await tx.query('UPDATE sequences SET modification_date = now() WHERE id = $1', [sequenceId]);
        return (await findStepIn(tx, organizationId, sequenceId, row!.id))!;
      }),
    async updateStep(organizationId, sequenceId, stepId, fields) {
      const values: unknown[] = [stepId, sequenceId, organizationId];
      const sets = ['updated_at = now()', ...assignments(STEP_FIELD_COLUMNS, fields, values)];
      const updated = await db.query(`UPDATE sequence_steps SET ${sets.join(', ')} WHERE id = $1 AND sequence_id = $2 AND organization_id = $3 RETURNING id`, values);
      return updated.length === 0 ? null : findStepIn(db, organizationId, sequenceId, stepId);
    },
    removeStep: (organizationId, sequenceId, stepId) =>
      db.transaction(async (tx) => {
        await lockSequence(tx, sequenceId);
        const [step] = await tx.query<{ position: number }>('SELECT position FROM sequence_steps WHERE id = $1 AND sequence_id = $2 AND organization_id = $3', [
          stepId,
          sequenceId,
          organizationId,
        ]);
        if (!step) return false;
        // Bridge: links that led to the removed step lead where its first link led (none: the path ends there); a
        // bridge that would lead a link back to its own step ends the path instead.
        await tx.query(
          `WITH bridge AS (SELECT l.next_step_id FROM sequence_step_links l WHERE l.step_id = $1 ORDER BY l.id LIMIT 1)
           UPDATE sequence_step_links k
           SET next_step_id = CASE WHEN (SELECT next_step_id FROM bridge) = k.step_id THEN NULL ELSE (SELECT next_step_id FROM bridge) END
           WHERE k.next_step_id = $1`,
          [stepId],
        );
        await tx.query('DELETE FROM sequence_steps WHERE id = $1', [stepId]);
        await tx.query('UPDATE sequence_steps SET position = position - 1 WHERE sequence_id = $1 AND position > $2', [sequenceId, step.position]);
        await relinkAlongPositions(tx, organizationId, sequenceId);
        await tx.query('UPDATE sequences SET modification_date = now() WHERE id = $1', [sequenceId]);
        return true;
      }),
    switchSteps: (organizationId, sequenceId, stepId, otherStepId) =>
      db.transaction(async (tx) => {
        await lockSequence(tx, sequenceId);
        const swapped = await tx.query(
          `WITH pair AS (
             SELECT a.id AS a_id, a.position AS a_position, b.id AS b_id, b.position AS b_position
             FROM sequence_steps a, sequence_steps b
             WHERE a.id = $1 AND b.id = $2 AND a.sequence_id = $3 AND b.sequence_id = $3 AND a.organization_id = $4 AND b.organization_id = $4)
           UPDATE sequence_steps s SET position = CASE WHEN s.id = p.a_id THEN p.b_position ELSE p.a_position END, updated_at = now()
           FROM pair p WHERE s.id IN (p.a_id, p.b_id) RETURNING s.id`,
          [stepId, otherStepId, sequenceId, organizationId],
        );
        if (swapped.length !== 2) return tx.rollback(false);
        await relinkAlongPositions(tx, organizationId, sequenceId);
        await tx.query('UPDATE sequences SET modification_date = now() WHERE id = $1', [sequenceId]);
        return true;
      }),
    upsertStepLink: (organizationId, sequenceId, stepId, fields, guard) =>
      db.transaction(async (tx) => {
        await lockSequence(tx, sequenceId);
        guard(await stepPlacesIn(tx, sequenceId));
        const [first] = await tx.query<{ id: number }>('SELECT id FROM sequence_step_links WHERE step_id = $1 AND sequence_id = $2 ORDER BY id LIMIT 1', [
          stepId,
          sequenceId,
        ]);
        const [row] =
          first === undefined
            ? await tx.query<SequenceStepLinkDto>(
                `INSERT INTO sequence_step_links (organization_id, sequence_id, step_id, next_step_id, interval, trigger_event)
                 VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${LINK_COLUMNS}`,
                [organizationId, sequenceId, stepId, fields.nextStepId, fields.interval, fields.triggerEvent],
              )
            : await tx.query<SequenceStepLinkDto>(
                `UPDATE sequence_step_links SET next_step_id = $2, interval = $3, trigger_event = $4 WHERE id = $1 RETURNING ${LINK_COLUMNS}`,
                [first.id, fields.nextStepId, fields.interval, fields.triggerEvent],
              );
        return row!;
      }),
    async findLink(organizationId, sequenceId, linkId) {
      const [row] = await db.query<SequenceStepLinkDto>(`SELECT ${LINK_COLUMNS} FROM sequence_step_links WHERE id = $1 AND sequence_id = $2 AND organization_id = $3`, [
        linkId,
        sequenceId,
        organizationId,
      ]);
      return row ?? null;
    },
    updateLink: (organizationId, sequenceId, linkId, fields, guard) =>
      db.transaction(async (tx) => {
        await lockSequence(tx, sequenceId);
        guard(await stepPlacesIn(tx, sequenceId));
        const values: unknown[] = [linkId, sequenceId, organizationId];
        const sets = assignments(LINK_FIELD_COLUMNS, fields, values);
        if (sets.length === 0) sets.push('interval = interval');
        const [row] = await tx.query<SequenceStepLinkDto>(
          `UPDATE sequence_step_links SET ${sets.join(', ')} WHERE id = $1 AND sequence_id = $2 AND organization_id = $3 RETURNING ${LINK_COLUMNS}`,
          values,
        );
        return row ?? null;
      }),
    async listTargetProgress(organizationId, sequenceId, targetIds) {
      const rows = await db.query<{ id: number; current_step_id: number | null; current_step_at: Date | null }>(
        `SELECT id, current_step_id, current_step_at FROM sequence_targets
         WHERE sequence_id = $1 AND organization_id = $2 AND ($3::int[] IS NULL OR id = ANY($3::int[])) ORDER BY id`,
        [sequenceId, organizationId, targetIds && targetIds.length > 0 ? [...targetIds] : null],
      );
      return rows.map((row) => ({ id: row.id, currentStepId: row.current_step_id, currentStepAt: row.current_step_at }));
    },
    async listSettings(organizationId, defaultThreshold) {
      return db.query<SequenceSetting>(
        `SELECT u.id AS user_id, u.email, u.first_name, u.last_name, coalesce(s.daily_threshold, $2::int) AS daily_threshold
         FROM users u LEFT JOIN sequence_settings s ON s.user_id = u.id
         WHERE u.organization_id = $1 AND u.status = 1 ORDER BY lower(u.email), u.id`,
        [organizationId, defaultThreshold],
      );
    },
    async countActiveUsers(organizationId, ids) {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE organization_id = $1 AND status = 1 AND id = ANY($2::int[])', [
        organizationId,
        [...new Set(ids)],
      ]);
      return row?.count ?? 0;
    },
    async upsertSettings(organizationId, settings) {
      // One statement for the whole list (up to 1000 entries); a user given twice takes his last threshold.
      await db.query(
        `INSERT INTO sequence_settings (user_id, organization_id, daily_threshold)
         SELECT DISTINCT ON (s.user_id) u.id, u.organization_id, s.daily_threshold
         FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS s(user_id, daily_threshold, n)
         JOIN users u ON u.id = s.user_id AND u.organization_id = $3
         ORDER BY s.user_id, s.n DESC
         ON CONFLICT (user_id) DO UPDATE SET daily_threshold = EXCLUDED.daily_threshold, updated_at = now()`,
        [settings.map((setting) => setting.userId), settings.map((setting) => setting.dailyThreshold), organizationId],
      );
    },
  };
}
