import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';

/**
 * The advisory locks of the planner, one per owner (namespace, owner id): an owner is planned by one batch at a time
 * across passes and processes, so that his threshold counts stay exact, while batches of other owners run alongside.
 */
const PLANNER_LOCK_NAMESPACE = 18_002;

/** Prospect statuses the planner leaves alone: 6 deleted. */
export const PLANNER_SKIPPED_TARGET_STATUSES: readonly number[] = [6];

/** Send statuses that keep a target waiting: its e-mail is not finished yet. */
const OPEN_SEND_STATUSES = ['planned', 'claimed', 'failed_temp', 'unknown', 'review'];

/** Send statuses that hold a place in the owner's day (threshold and gap). */
const COUNTED_SEND_STATUSES = ['planned', 'claimed', 'sent', 'failed_temp', 'unknown', 'review'];

/** A target the planner may move on, with its sequence's window and its owner. */
export interface PlannableTarget {
  readonly id: number;
  readonly organizationId: number;
  readonly sequenceId: number;
  readonly contactId: number;
  readonly currentStepId: number | null;
  readonly currentStepAt: Date | null;
  readonly pausedUntil: Date | null;
  readonly ownerUserId: number;
  readonly ownerDomain: string;
  readonly dailyThreshold: number;
  readonly sendableDays: string;
  readonly startHour: number;
  readonly endHour: number;
  readonly timezone: string;
  readonly startDate: Date | null;
  /** The task of the current step, when the current step is a task step: its status (2 done) and done date (or deletion). */
  readonly currentTaskStatusId: number | null;
  readonly currentTaskDoneAt: Date | null;
}

/** A step of an ongoing sequence with its links, first link first. */
export interface PlannerStep {
  readonly id: number;
  readonly sequenceId: number;
  readonly position: number;
  readonly typeId: number;
  readonly taskTypeId: number | null;
  readonly taskDescription: string | null;
  readonly links: { readonly nextStepId: number | null; readonly interval: number; readonly triggerEvent: string | null }[];
}

export interface NewSend {
  readonly organizationId: number;
  readonly sequenceId: number;
  readonly targetId: number;
  readonly stepId: number;
  readonly ownerUserId: number;
  readonly dueAt: Date;
  readonly messageId: string;
  readonly trackingToken: string;
}

export interface NewTask {
  readonly organizationId: number;
  readonly sequenceId: number;
  readonly targetId: number;
  readonly stepId: number;
  readonly userId: number;
  readonly contactId: number;
  readonly typeId: number;
  readonly description: string;
  readonly dueDate: Date;
}

/** A sequence the planner finished, for the sequence-done notification. */
export interface FinishedSequence {
  readonly id: number;
  readonly name: string;
  readonly ownerUserId: number;
}

const TARGET_COLUMNS = `
  t.id, t.organization_id AS "organizationId", t.sequence_id AS "sequenceId", t.contact_id::int AS "contactId",
  t.current_step_id AS "currentStepId", t.current_step_at AS "currentStepAt", t.paused_until AS "pausedUntil",
  s.owner_user_id AS "ownerUserId", split_part(u.email, '@', 2) AS "ownerDomain",
  coalesce(st.daily_threshold, $2::int) AS "dailyThreshold",
  s.sendable_days AS "sendableDays", s.sendable_start_hour AS "startHour", s.sendable_end_hour AS "endHour",
  s.sendable_timezone AS "timezone", s.start_date AS "startDate",
  k.status_id AS "currentTaskStatusId", coalesce(k.done_date, k.deleted_at) AS "currentTaskDoneAt"`;

/**
 * The targets of ongoing sequences that wait for the planner (the shared contract's step 2 conditions); `$1` is now,
 * `$3` the skipped prospect statuses, `$4` the open send statuses.
 */
const plannable = (withTask: boolean) => `
  FROM sequence_targets t
  JOIN sequences s ON s.id = t.sequence_id AND s.status_id = 2
  JOIN users u ON u.id = s.owner_user_id
  LEFT JOIN sequence_settings st ON st.user_id = s.owner_user_id
  ${withTask ? 'LEFT JOIN tasks k ON k.target_id = t.id AND k.step_id = t.current_step_id' : ''}
  WHERE t.done_at IS NULL
    AND t.status_id <> ALL ($3::smallint[])
    AND (t.paused_until IS NULL OR t.paused_until <= $1)
    AND NOT EXISTS (SELECT 1 FROM sequence_sends x WHERE x.target_id = t.id AND x.status = ANY ($4::text[]))`;

/**
 * The statements of the sequence planner (apps/api/src/modules/sequences/sequence-planner.ts): set-based reads of the
 * targets waiting for a step, and writes by arrays (`unnest`) so that a batch costs a handful of round trips.
 */
export interface SequencePlannerRepository {
  /** Programmed sequences whose start date has come become ongoing; answers their ids. */
  startProgrammed(now: Date): Promise<number[]>;
  /** The owners with targets to plan (of one organisation when given), ascending. */
  ownersToPlan(now: Date, organizationId: number | null): Promise<number[]>;
  /** Runs `work` in a transaction holding the planner's locks of these owners (taken in ascending order: no deadlock). */
  locked<T>(ownerIds: readonly number[], work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** The plannable targets of these owners, by owner then id (re-read under the lock). */
  targetsOf(tx: Transaction, now: Date, ownerIds: readonly number[], organizationId: number | null, defaultThreshold: number): Promise<PlannableTarget[]>;
  /** The steps of these sequences with their links. */
  stepsOf(tx: Transaction, sequenceIds: readonly number[]): Promise<PlannerStep[]>;
  /** The instants (ms) of the owners' sends that hold a place from `since` on, by owner. */
  takenOf(tx: Transaction, ownerIds: readonly number[], since: Date): Promise<Map<number, number[]>>;
  /** Inserts planned sends (a cancelled one of the same target and step is planned again); answers those written. */
  insertSends(tx: Transaction, sends: readonly NewSend[], now: Date): Promise<{ targetId: number; dueAt: Date }[]>;
  /** Inserts tasks (one per target and step), advances their targets and records task_created; answers how many. */
  insertTasks(tx: Transaction, tasks: readonly NewTask[], now: Date): Promise<number>;
  /** Marks targets done (all_steps_done) and records target_done; answers how many. */
  finishTargets(tx: Transaction, targetIds: readonly number[], now: Date): Promise<number>;
  /** Ongoing sequences whose every target is done become finished; answers them. */
  finishSequences(tx: Transaction, now: Date, organizationId: number | null): Promise<FinishedSequence[]>;
}

export function createSequencePlannerRepository(db: Database): SequencePlannerRepository {
  return {
    async startProgrammed(now) {
      const rows = await db.query<{ id: number }>(
        `UPDATE sequences SET status_id = 2, modification_date = $1 WHERE status_id = 6 AND start_date IS NOT NULL AND start_date <= $1 RETURNING id`,
        [now],
      );
      return rows.map((row) => row.id);
    },

    async ownersToPlan(now, organizationId) {
      const rows = await db.query<{ owner: number }>(
        `SELECT DISTINCT s.owner_user_id AS owner ${plannable(false)}
           AND ($2::int IS NULL OR s.organization_id = $2) ORDER BY 1`,
        [now, organizationId, PLANNER_SKIPPED_TARGET_STATUSES, OPEN_SEND_STATUSES],
      );
      return rows.map((row) => row.owner);
    },

    locked(ownerIds, work) {
      return db.transaction(async (tx) => {
        for (const ownerId of [...ownerIds].sort((a, b) => a - b)) {
          await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [PLANNER_LOCK_NAMESPACE, ownerId]);
        }
        return work(tx);
      });
    },

    targetsOf(tx, now, ownerIds, organizationId, defaultThreshold) {
      return tx.query<PlannableTarget>(
        `SELECT ${TARGET_COLUMNS} ${plannable(true)}
           AND s.owner_user_id = ANY ($5::int[]) AND ($6::int IS NULL OR s.organization_id = $6)
         ORDER BY s.owner_user_id, t.id`,
        [now, defaultThreshold, PLANNER_SKIPPED_TARGET_STATUSES, OPEN_SEND_STATUSES, ownerIds, organizationId],
      );
    },

    async stepsOf(tx, sequenceIds) {
      const rows = await tx.query<Omit<PlannerStep, 'links'> & { links: PlannerStep['links'] | null }>(
        `SELECT p.id, p.sequence_id AS "sequenceId", p.position, p.type_id AS "typeId", p.task_type_id AS "taskTypeId",
                p.task_description AS "taskDescription",
                (SELECT json_agg(json_build_object('nextStepId', l.next_step_id, 'interval', l.interval, 'triggerEvent', l.trigger_event) ORDER BY l.id)
                   FROM sequence_step_links l WHERE l.step_id = p.id) AS links
           FROM sequence_steps p WHERE p.sequence_id = ANY ($1::int[])`,
        [sequenceIds],
      );
      return rows.map((row) => ({ ...row, links: row.links ?? [] }));
    },

    async takenOf(tx, ownerIds, since) {
      const rows = await tx.query<{ owner: number; at: Date }>(
        `SELECT owner_user_id AS owner, coalesce(sent_at, claimed_at, due_at) AS at FROM sequence_sends
          WHERE owner_user_id = ANY ($1::int[]) AND status = ANY ($2::text[]) AND coalesce(sent_at, claimed_at, due_at) >= $3`,
        [ownerIds, COUNTED_SEND_STATUSES, since],
      );
      const taken = new Map<number, number[]>();
      for (const row of rows) {
        const list = taken.get(row.owner) ?? [];
        list.push(new Date(row.at).getTime());
        taken.set(row.owner, list);
      }
      return taken;
    },

    async insertSends(tx, sends, now) {
      if (sends.length === 0) return [];
      const rows = await tx.query<{ targetId: number; dueAt: Date }>(
        `INSERT INTO sequence_sends (organization_id, sequence_id, target_id, step_id, owner_user_id, status, due_at, message_id, tracking_token, created_at, updated_at)
         SELECT o, q, t, p, u, 'planned', d, m, k, $9, $9
           FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::timestamptz[], $7::text[], $8::text[]) AS v(o, q, t, p, u, d, m, k)
         ON CONFLICT (target_id, step_id) DO UPDATE SET status = 'planned', due_at = excluded.due_at, owner_user_id = excluded.owner_user_id, updated_at = excluded.updated_at
           WHERE sequence_sends.status = 'cancelled'
         RETURNING target_id AS "targetId", due_at AS "dueAt"`,
        [
          sends.map((send) => send.organizationId),
          sends.map((send) => send.sequenceId),
          sends.map((send) => send.targetId),
          sends.map((send) => send.stepId),
          sends.map((send) => send.ownerUserId),
          sends.map((send) => send.dueAt.toISOString()),
          sends.map((send) => send.messageId),
          sends.map((send) => send.trackingToken),
          now,
        ],
      );
      if (rows.length > 0) {
        await tx.query(
          `UPDATE sequence_targets t SET next_step_due_at = v.d, updated_at = $3 FROM unnest($1::int[], $2::timestamptz[]) AS v(id, d) WHERE t.id = v.id`,
          [rows.map((row) => row.targetId), rows.map((row) => new Date(row.dueAt).toISOString()), now],
        );
      }
      return rows;
    },

    async insertTasks(tx, tasks, now) {
      if (tasks.length === 0) return 0;
      const rows = await tx.query<{ id: number }>(
        `WITH created AS (
           INSERT INTO tasks (organization_id, sequence_id, target_id, step_id, user_id, contact_id, type_id, description, due_date, creation_date)
           SELECT o, q, t, p, u, c, y, d, due, $10
             FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::bigint[], $7::smallint[], $8::text[], $9::timestamptz[]) AS v(o, q, t, p, u, c, y, d, due)
           ON CONFLICT (target_id, step_id) DO NOTHING
           RETURNING id, organization_id, sequence_id, target_id, step_id, due_date
         ), advanced AS (
           UPDATE sequence_targets t SET current_step_id = created.step_id, current_step_at = created.due_date, next_step_due_at = NULL, updated_at = $10
             FROM created WHERE t.id = created.target_id RETURNING t.id
         ), recorded AS (
           INSERT INTO sequence_events (organization_id, sequence_id, target_id, step_id, type, detail, occurred_at)
           SELECT organization_id, sequence_id, target_id, step_id, 'task_created', json_build_object('task_id', id), $10 FROM created
           RETURNING id
         )
         SELECT id FROM created`,
        [
          tasks.map((task) => task.organizationId),
          tasks.map((task) => task.sequenceId),
          tasks.map((task) => task.targetId),
          tasks.map((task) => task.stepId),
          tasks.map((task) => task.userId),
          tasks.map((task) => task.contactId),
          tasks.map((task) => task.typeId),
          tasks.map((task) => task.description),
          tasks.map((task) => task.dueDate.toISOString()),
          now,
        ],
      );
      return rows.length;
    },

    async finishTargets(tx, targetIds, now) {
      if (targetIds.length === 0) return 0;
      const rows = await tx.query<{ id: number }>(
        `WITH done AS (
           UPDATE sequence_targets SET done_at = $2, done_event = 'all_steps_done', next_step_due_at = NULL, updated_at = $2
            WHERE id = ANY ($1::int[]) AND done_at IS NULL
           RETURNING id, organization_id, sequence_id
         ), recorded AS (
           INSERT INTO sequence_events (organization_id, sequence_id, target_id, type, detail, occurred_at)
           SELECT organization_id, sequence_id, id, 'target_done', '{"done_event":"all_steps_done"}'::jsonb, $2 FROM done
           RETURNING id
         )
         SELECT id FROM done`,
        [targetIds, now],
      );
      return rows.length;
    },

    finishSequences(tx, now, organizationId) {
      return tx.query<FinishedSequence>(
        `WITH finished AS (
           UPDATE sequences s SET status_id = 4, done_date = $1, modification_date = $1
            WHERE s.status_id = 2 AND ($2::int IS NULL OR s.organization_id = $2)
              AND EXISTS (SELECT 1 FROM sequence_targets t WHERE t.sequence_id = s.id)
              AND NOT EXISTS (SELECT 1 FROM sequence_targets t WHERE t.sequence_id = s.id AND t.done_at IS NULL AND t.status_id <> ALL ($3::smallint[]))
           RETURNING s.id, s.name, s.owner_user_id, s.organization_id
         ), recorded AS (
           INSERT INTO sequence_events (organization_id, sequence_id, type, detail, occurred_at)
           SELECT organization_id, id, 'status_changed', '{"from":2,"to":4}'::jsonb, $1 FROM finished
           RETURNING id
         )
         SELECT id, name, owner_user_id AS "ownerUserId" FROM finished`,
        [now, organizationId, PLANNER_SKIPPED_TARGET_STATUSES],
      );
    },
  };
}
