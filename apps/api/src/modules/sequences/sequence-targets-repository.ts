import type { ImportContactFacts, SequenceComputedStepDto, SequenceEmailEvent, SequenceImportWarning, SequenceTargetDto, SequenceTargetList, SequenceTaskStatusFilter } from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';
import { SEARCH_VECTOR_SQL } from '../../db/schema-data';
import { searchQuery } from '../quick-search/quick-search-repository';
import type { OrganizationId } from './sequences-repository';
import { contactOptedOutSql } from '../smart-mailing/campaign-unsubscribe-opt-out';

/** The monitoring filters of a target search, as the SQL reads them (empty list: no filter). */
export interface TargetSearchFilter {
  /** The words of the contact search on the name (null: no name filter). */
  readonly nameWords: readonly string[] | null;
  readonly emailEvents: readonly SequenceEmailEvent[];
  readonly excludedEmailEvents: readonly SequenceEmailEvent[];
  /** Position of the target's current step; 0: no step computed yet. */
  readonly stepPositions: readonly number[];
  readonly targetedOtherSequence: boolean | undefined;
  readonly statusIds: readonly number[];
  readonly taskStates: readonly SequenceTaskStatusFilter[];
  /** "Now" of the late / to-do task states. */
  readonly now: Date;
  readonly limit: number;
  readonly offset: number;
}

/** What an import decided inside its transaction: the facts it read and the targets it inserted. */
export interface ImportOutcome {
  readonly facts: readonly ImportContactFacts[];
  readonly insertedCount: number;
}

/** The sequence statuses a contact's target counts as "in an ongoing sequence" for: ongoing, paused, programmed (designed, ADR 028). */
const RUNNING_STATUSES = [2, 3, 6];
/** The prospect status "deleted": a removed target. */
const DELETED_STATUS = 6;

/**
 * SQL of a sequence's targets (migration 0029), read with what the runner records (migration 0030: sends, events,
 * tasks) and the lists that feed them (migration 0031). Every statement filters on the organisation and the sequence.
 */
export interface SequenceTargetsRepository {
  search(organizationId: OrganizationId, sequenceId: number, filter: TargetSearchFilter): Promise<{ targets: SequenceTargetDto[]; total: number }>;
  find(organizationId: OrganizationId, sequenceId: number, targetId: number): Promise<SequenceTargetDto | null>;
  /** How many of `targetIds` are targets of the sequence. */
  countOfSequence(organizationId: OrganizationId, sequenceId: number, targetIds: readonly number[]): Promise<number>;
  /**
   * Removes targets: one with no send and no task goes; one with a history becomes "deleted" (status 6, done
   * 'removed'), its planned sends cancelled, its open tasks deleted (events recorded). Answers how many.
   */
  remove(organizationId: OrganizationId, sequenceId: number, targetIds: readonly number[], now: Date): Promise<number>;
  /** Changes a target's prospect status (6: removed as above; leaving 6 reopens a target removed by hand); an event 'status_changed'. */
  updateStatus(organizationId: OrganizationId, sequenceId: number, targetId: number, statusId: number, now: Date): Promise<boolean>;
  /** The contacts among `ids` that exist. */
  existingContacts(ids: readonly number[]): Promise<number[]>;
  /** The facts of the import rule for each existing contact of `contactIds`. */
  importFacts(organizationId: OrganizationId, sequenceId: number, ownerUserId: number, contactIds: readonly number[]): Promise<ImportContactFacts[]>;
  /** Targets, not done, of colleagues' ongoing sequences among `contactIds`. */
  colleagueWarnings(organizationId: OrganizationId, ownerUserId: number, contactIds: readonly number[]): Promise<SequenceImportWarning[]>;
  /**
   * The import, in one transaction with the sequence row locked (concurrent imports run one after the other): reads the
   * facts, `decide` picks the contacts to import, their targets are inserted (a contact already there is skipped), then
   * `pay` takes the credits for the inserted count in the same transaction (it throws to refuse: nothing is kept).
   * `queryId`: the list imported, recorded as a target list.
   */
  importTargets(
    organizationId: OrganizationId,
    sequenceId: number,
    ownerUserId: number,
    contactIds: readonly number[],
    queryId: number | null,
    decide: (facts: readonly ImportContactFacts[]) => readonly number[],
    pay: (tx: Transaction, count: number) => Promise<void>,
  ): Promise<ImportOutcome>;
  listTargetLists(organizationId: OrganizationId, sequenceId: number): Promise<SequenceTargetList[]>;
  /** Attaches a list (once: the same list again answers the existing row). */
  addTargetList(organizationId: OrganizationId, sequenceId: number, queryId: number): Promise<SequenceTargetList>;
}

interface TargetRow {
  id: number;
  contact_id: string | number;
  sequence_id: number;
  status_id: number;
  done_event: SequenceTargetDto['done_event'];
  first_name: string;
  last_name: string;
  email: string | null;
  job_name: string | null;
  company_name: string | null;
}

interface ComputedRow {
  target_id: number;
  step_id: number;
  created_at: Date;
  updated_at: Date | null;
  email_id: number | null;
  task_id: number | null;
  bounced: number;
  clicked: number;
  opened: number;
  replied: number;
  autoreplied: number;
}

const TARGET_COLUMNS = `t.id, t.contact_id, t.sequence_id, t.status_id, t.done_event, c.first_name, c.last_name, c.email,
  c.job_label AS job_name, co.name AS company_name`;
const TARGET_FROM = 'sequence_targets t JOIN contacts c ON c.id = t.contact_id LEFT JOIN companies co ON co.id = c.company_id';

/** Whether the target has one of the e-mail events of the array parameter (bot hits left out; 'sent' also from its sends). */
const hasEmailEvent = (list: string) => `(EXISTS (SELECT 1 FROM sequence_events e WHERE e.target_id = t.id AND NOT e.is_bot AND e.type = ANY(${list}))
  OR ('sent' = ANY(${list}) AND EXISTS (SELECT 1 FROM sequence_sends s WHERE s.target_id = t.id AND s.status = 'sent')))`;

/**
 * The computed steps of targets: each send that left (or may have left) and each task created for a step, oldest
 * first, with the send's e-mail counters (bot hits left out).
 */
const COMPUTED_STEPS_SQL = `
  SELECT s.target_id, s.step_id, coalesce(s.sent_at, s.claimed_at, s.created_at) AS created_at, s.updated_at, s.id AS email_id, NULL::int AS task_id,
         count(e.id) FILTER (WHERE e.type = 'bounced')::int AS bounced, count(e.id) FILTER (WHERE e.type = 'clicked')::int AS clicked,
         count(e.id) FILTER (WHERE e.type = 'opened')::int AS opened, count(e.id) FILTER (WHERE e.type = 'replied')::int AS replied,
         count(e.id) FILTER (WHERE e.type = 'autoreplied')::int AS autoreplied
  FROM sequence_sends s LEFT JOIN sequence_events e ON e.send_id = s.id AND NOT e.is_bot
  WHERE s.target_id = ANY($1::int[]) AND s.status IN ('claimed', 'sent', 'failed_perm', 'unknown', 'review')
  GROUP BY s.id
  UNION ALL
  SELECT k.target_id, k.step_id, k.creation_date, k.done_date, NULL::int, k.id, 0, 0, 0, 0, 0
  FROM tasks k WHERE k.target_id = ANY($1::int[]) AND k.step_id IS NOT NULL
  ORDER BY 1, 3, 2`;

type Runner = Pick<Database, 'query'> | Transaction;

async function withComputedSteps(runner: Runner, rows: readonly TargetRow[]): Promise<SequenceTargetDto[]> {
  if (rows.length === 0) return [];
  const computed = await runner.query<ComputedRow>(COMPUTED_STEPS_SQL, [rows.map((row) => row.id)]);
  const byTarget = new Map<number, SequenceComputedStepDto[]>();
  for (const step of computed) {
    const list = byTarget.get(step.target_id) ?? [];
    list.push({
      step_id: step.step_id,
      created_at: step.created_at.toISOString(),
      updated_at: step.updated_at === null ? null : step.updated_at.toISOString(),
      email_id: step.email_id,
      task_id: step.task_id,
      bounced: step.bounced,
      clicked: step.clicked,
      opened: step.opened,
      replied: step.replied,
      autoreplied: step.autoreplied,
    });
    byTarget.set(step.target_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    contact_id: Number(row.contact_id),
    sequence_id: row.sequence_id,
    status_id: row.status_id,
    done_event: row.done_event,
    computed_steps_list: byTarget.get(row.id) ?? [],
    contact: { id: Number(row.contact_id), first_name: row.first_name, last_name: row.last_name, email: row.email, job_name: row.job_name, company_name: row.company_name },
  }));
}

/** Marks targets removed (status 6, done 'removed'), cancels their planned sends, deletes their open tasks; events. */
async function markRemoved(tx: Transaction, organizationId: number, sequenceId: number, targetIds: readonly number[], now: Date): Promise<void> {
  if (targetIds.length === 0) return;
  const ids = [...targetIds];
  await tx.query(
    `UPDATE sequence_targets SET status_id = ${DELETED_STATUS}, done_event = coalesce(done_event, 'removed'), done_at = coalesce(done_at, $3),
            next_step_due_at = NULL, updated_at = $3
     WHERE id = ANY($1::int[]) AND sequence_id = $2`,
    [ids, sequenceId, now],
  );
  await tx.query(`UPDATE sequence_sends SET status = 'cancelled', updated_at = $2 WHERE target_id = ANY($1::int[]) AND status IN ('planned', 'failed_temp')`, [ids, now]);
  await tx.query(
    `WITH deleted AS (
       UPDATE tasks SET deleted_at = $4 WHERE target_id = ANY($1::int[]) AND status_id = 1 AND deleted_at IS NULL RETURNING id, target_id, step_id)
     INSERT INTO sequence_events (organization_id, sequence_id, target_id, step_id, type, detail, occurred_at)
     SELECT $2, $3, d.target_id, d.step_id, 'task_deleted', jsonb_build_object('task_id', d.id), $4 FROM deleted d`,
    [ids, organizationId, sequenceId, now],
  );
  await tx.query(
    `INSERT INTO sequence_events (organization_id, sequence_id, target_id, type, detail, occurred_at)
     SELECT $2, $3, id, 'target_done', jsonb_build_object('done_event', 'removed'), $4 FROM unnest($1::int[]) AS id`,
    [ids, organizationId, sequenceId, now],
  );
}

const FACTS_SQL = `
  SELECT c.id AS contact_id,
    EXISTS (SELECT 1 FROM sequence_targets t WHERE t.sequence_id = $3 AND t.contact_id = c.id) AS already_targeted,
    EXISTS (SELECT 1 FROM sequence_targets t WHERE t.organization_id = $2 AND t.contact_id = c.id
              AND (t.done_event = 'mail_replied' OR EXISTS (SELECT 1 FROM sequence_events e WHERE e.target_id = t.id AND e.type = 'replied'))) AS replied,
    (coalesce(btrim(c.email), '') <> ''
      AND NOT EXISTS (SELECT 1 FROM email_bounces b WHERE b.organization_id = $2 AND lower(b.email) = lower(btrim(c.email)))) AS has_email,
    ${contactOptedOutSql('$2', 'c.id')} AS opted_out,
    EXISTS (SELECT 1 FROM sequence_targets t JOIN sequences q ON q.id = t.sequence_id
            WHERE t.organization_id = $2 AND t.contact_id = c.id AND q.id <> $3 AND q.owner_user_id = $4
              AND q.status_id = ANY($5::int[]) AND t.done_at IS NULL AND t.status_id <> ${DELETED_STATUS}) AS in_own_ongoing
  FROM contacts c WHERE c.id = ANY($1::bigint[]) ORDER BY c.id`;

interface FactsRow {
  contact_id: string | number;
  already_targeted: boolean;
  replied: boolean;
  has_email: boolean;
  opted_out: boolean;
  in_own_ongoing: boolean;
}

async function factsIn(runner: Runner, organizationId: number, sequenceId: number, ownerUserId: number, contactIds: readonly number[]): Promise<ImportContactFacts[]> {
  const rows = await runner.query<FactsRow>(FACTS_SQL, [[...contactIds], organizationId, sequenceId, ownerUserId, RUNNING_STATUSES]);
  return rows.map((row) => ({
    contactId: Number(row.contact_id),
    alreadyTargeted: row.already_targeted,
    replied: row.replied,
    hasEmail: row.has_email,
    optedOut: row.opted_out,
    inOwnOngoingSequence: row.in_own_ongoing,
  }));
}

async function addTargetListIn(runner: Runner, organizationId: number, sequenceId: number, queryId: number): Promise<SequenceTargetList> {
  await runner.query(
    'INSERT INTO sequence_target_lists (organization_id, sequence_id, query_id) VALUES ($1, $2, $3) ON CONFLICT (sequence_id, query_id) DO NOTHING',
    [organizationId, sequenceId, queryId],
  );
  const [row] = await runner.query<SequenceTargetList>('SELECT id, sequence_id, query_id FROM sequence_target_lists WHERE sequence_id = $1 AND query_id = $2', [
    sequenceId,
    queryId,
  ]);
  return row!;
}

export function createSequenceTargetsRepository(db: Database): SequenceTargetsRepository {
  return {
    async search(organizationId, sequenceId, filter) {
      const where = `t.sequence_id = $1 AND t.organization_id = $2
        AND ($3::text[] IS NULL OR t.contact_id IN (SELECT id FROM contacts WHERE ${SEARCH_VECTOR_SQL.contacts} @@ ${searchQuery('$3::text[]')}))
        AND (cardinality($4::text[]) = 0 OR ${hasEmailEvent('$4::text[]')})
        AND (cardinality($5::text[]) = 0 OR NOT ${hasEmailEvent('$5::text[]')})
        AND (cardinality($6::int[]) = 0 OR coalesce((SELECT p.position FROM sequence_steps p WHERE p.id = t.current_step_id), 0) = ANY($6::int[]))
        AND ($7::boolean IS NULL OR $7::boolean = EXISTS (
              SELECT 1 FROM sequence_targets o WHERE o.organization_id = $2 AND o.contact_id = t.contact_id AND o.sequence_id <> t.sequence_id))
        AND (cardinality($8::int[]) = 0 OR t.status_id = ANY($8::int[]))
        AND (cardinality($9::text[]) = 0 OR EXISTS (
              SELECT 1 FROM tasks k WHERE k.target_id = t.id AND k.deleted_at IS NULL AND (
                ('todo' = ANY($9::text[]) AND k.status_id = 1 AND k.due_date >= $10)
                OR ('late' = ANY($9::text[]) AND k.status_id = 1 AND k.due_date < $10)
                OR ('done' = ANY($9::text[]) AND k.status_id = 2))))`;
      const values = [
        sequenceId,
        organizationId,
        filter.nameWords === null ? null : [...filter.nameWords],
        [...filter.emailEvents],
        [...filter.excludedEmailEvents],
        [...filter.stepPositions],
        filter.targetedOtherSequence ?? null,
        [...filter.statusIds],
        [...filter.taskStates],
        filter.now,
      ];
      const rows = await db.query<TargetRow>(`SELECT ${TARGET_COLUMNS} FROM ${TARGET_FROM} WHERE ${where} ORDER BY t.id LIMIT $11 OFFSET $12`, [
        ...values,
        filter.limit,
        filter.offset,
      ]);
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM sequence_targets t WHERE ${where}`, values);
      return { targets: await withComputedSteps(db, rows), total: count?.total ?? 0 };
    },
    async find(organizationId, sequenceId, targetId) {
      const rows = await db.query<TargetRow>(`SELECT ${TARGET_COLUMNS} FROM ${TARGET_FROM} WHERE t.id = $1 AND t.sequence_id = $2 AND t.organization_id = $3`, [
        targetId,
        sequenceId,
        organizationId,
      ]);
      return (await withComputedSteps(db, rows))[0] ?? null;
    },
    async countOfSequence(organizationId, sequenceId, targetIds) {
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM sequence_targets WHERE sequence_id = $1 AND organization_id = $2 AND id = ANY($3::int[])',
        [sequenceId, organizationId, [...new Set(targetIds)]],
      );
      return row?.count ?? 0;
    },
    remove: (organizationId, sequenceId, targetIds, now) =>
      db.transaction(async (tx) => {
        const ids = [...new Set(targetIds)];
        const gone = await tx.query<{ id: number }>(
          `DELETE FROM sequence_targets t WHERE t.sequence_id = $1 AND t.organization_id = $2 AND t.id = ANY($3::int[])
             AND NOT EXISTS (SELECT 1 FROM sequence_sends s WHERE s.target_id = t.id) AND NOT EXISTS (SELECT 1 FROM tasks k WHERE k.target_id = t.id)
           RETURNING t.id`,
          [sequenceId, organizationId, ids],
        );
        const kept = await tx.query<{ id: number }>(
          `SELECT id FROM sequence_targets WHERE sequence_id = $1 AND organization_id = $2 AND id = ANY($3::int[]) AND status_id <> ${DELETED_STATUS} FOR UPDATE`,
          [sequenceId, organizationId, ids],
        );
        await markRemoved(
          tx,
          organizationId,
          sequenceId,
          kept.map((row) => row.id),
          now,
        );
        return gone.length + kept.length;
      }),
    updateStatus: (organizationId, sequenceId, targetId, statusId, now) =>
      db.transaction(async (tx) => {
        const [target] = await tx.query<{ status_id: number; done_event: string | null }>(
          'SELECT status_id, done_event FROM sequence_targets WHERE id = $1 AND sequence_id = $2 AND organization_id = $3 FOR UPDATE',
          [targetId, sequenceId, organizationId],
        );
        if (!target) return false;
        if (target.status_id === statusId) return true;
        if (statusId === DELETED_STATUS) {
          await markRemoved(tx, organizationId, sequenceId, [targetId], now);
        } else {
          // Leaving "deleted" reopens a target removed by hand (the planner takes it up again); other ends stay.
          await tx.query(
            `UPDATE sequence_targets SET status_id = $2, updated_at = $3,
                    done_at = CASE WHEN done_event = 'removed' THEN NULL ELSE done_at END,
                    done_event = CASE WHEN done_event = 'removed' THEN NULL ELSE done_event END
             WHERE id = $1`,
            [targetId, statusId, now],
          );
        }
        await tx.query(
          `INSERT INTO sequence_events (organization_id, sequence_id, target_id, type, detail, occurred_at)
           VALUES ($1, $2, $3, 'status_changed', jsonb_build_object('from', $4::int, 'to', $5::int), $6)`,
          [organizationId, sequenceId, targetId, target.status_id, statusId, now],
        );
        return true;
      }),
    async existingContacts(ids) {
      const rows = await db.query<{ id: string | number }>('SELECT id FROM contacts WHERE id = ANY($1::bigint[])', [[...new Set(ids)]]);
      return rows.map((row) => Number(row.id));
    },
    importFacts: (organizationId, sequenceId, ownerUserId, contactIds) => factsIn(db, organizationId, sequenceId, ownerUserId, contactIds),
    async colleagueWarnings(organizationId, ownerUserId, contactIds) {
      if (contactIds.length === 0) return [];
      const rows = await db.query<{ contact_id: string | number; sequence_id: number; sequence_name: string; owner_user_id: number }>(
        `SELECT t.contact_id, q.id AS sequence_id, q.name AS sequence_name, q.owner_user_id
         FROM sequence_targets t JOIN sequences q ON q.id = t.sequence_id
         WHERE t.organization_id = $1 AND t.contact_id = ANY($2::bigint[]) AND q.owner_user_id <> $3 AND q.status_id = ANY($4::int[])
           AND t.done_at IS NULL AND t.status_id <> ${DELETED_STATUS}
         ORDER BY t.contact_id, q.id`,
        [organizationId, [...contactIds], ownerUserId, RUNNING_STATUSES],
      );
      return rows.map((row) => ({ ...row, contact_id: Number(row.contact_id) }));
    },
    importTargets: (organizationId, sequenceId, ownerUserId, contactIds, queryId, decide, pay) =>
      db.transaction(async (tx) => {
        await tx.query('SELECT id FROM sequences WHERE id = $1 FOR UPDATE', [sequenceId]);
        const facts = await factsIn(tx, organizationId, sequenceId, ownerUserId, contactIds);
        const chosen = decide(facts);
        const inserted =
          chosen.length === 0
            ? []
            : await tx.query<{ id: number }>(
                `INSERT INTO sequence_targets (organization_id, sequence_id, contact_id)
                 SELECT $1, $2, contact_id FROM unnest($3::bigint[]) AS contact_id
                 ON CONFLICT (sequence_id, contact_id) DO NOTHING RETURNING id`,
                [organizationId, sequenceId, [...chosen]],
              );
        if (inserted.length > 0) await pay(tx, inserted.length);
        if (queryId !== null) await addTargetListIn(tx, organizationId, sequenceId, queryId);
        await tx.query('UPDATE sequences SET modification_date = now() WHERE id = $1', [sequenceId]);
        return { facts, insertedCount: inserted.length };
      }),
    async listTargetLists(organizationId, sequenceId) {
      return db.query<SequenceTargetList>('SELECT id, sequence_id, query_id FROM sequence_target_lists WHERE sequence_id = $1 AND organization_id = $2 ORDER BY id', [
        sequenceId,
        organizationId,
      ]);
    },
    addTargetList: (organizationId, sequenceId, queryId) => addTargetListIn(db, organizationId, sequenceId, queryId),
  };
}
