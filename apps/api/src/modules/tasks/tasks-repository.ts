import type { TaskListWindow } from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';

/** A stored task (not deleted). */
export interface TaskRecord {
  readonly id: number;
  readonly typeId: number;
  readonly description: string;
  readonly contactId: number;
  readonly userId: number;
  readonly statusId: 1 | 2;
  readonly dueDate: Date;
  readonly sequenceId: number | null;
  readonly creationDate: Date;
  readonly doneDate: Date | null;
}

export interface NewTask {
  readonly organizationId: number;
  readonly userId: number;
  readonly contactId: number;
  readonly typeId: number;
  readonly description: string;
  readonly dueDate: Date;
  readonly sequenceId: number | null;
}

/** A task due for its reminder, with what the notification names. */
export interface TaskToRemind {
  readonly id: number;
  readonly userId: number;
  readonly description: string;
  readonly contactId: number;
  readonly contactFirstName: string;
  readonly contactLastName: string;
  readonly companyId: number;
  readonly companyName: string;
}

/**
 * SQL of the tasks (migration 0030): the owner's tasks, scoped by organisation and owner; a deletion is soft
 * (`deleted_at`) and a deleted task is never found again. A change of a sequence's task writes its history event
 * (`sequence_events`: task_done, task_deleted) in the same transaction.
 */
export interface TasksRepository {
  insert(task: NewTask): Promise<TaskRecord>;
  /** The owner's tasks in any of the windows, by due date then id, and their count. */
  list(organizationId: number, userId: number, windows: readonly TaskListWindow[], limit: number, offset: number): Promise<{ tasks: TaskRecord[]; total: number }>;
  /** Sets the status (done: done_date = now; to do: none); `null` when not the owner's or deleted. */
  setStatus(organizationId: number, userId: number, id: number, statusId: 1 | 2, now: Date): Promise<TaskRecord | null>;
  /** Marks the task deleted; `false` when not the owner's or already deleted. */
  softDelete(organizationId: number, userId: number, id: number, now: Date): Promise<boolean>;
  /**
   * The reminder of the tasks to do due in [from, to) not reminded yet: inside one transaction, the tasks are locked
   * (a concurrent run skips them), `notify` creates the notifications, and `reminded_at` is set; answers what
   * `notify` answered once committed.
   */
  remindDue<T>(from: Date, to: Date, now: Date, notify: (tx: Transaction, tasks: readonly TaskToRemind[]) => Promise<T>): Promise<T>;
}

interface TaskRow {
  id: number;
  type_id: number;
  description: string;
  contact_id: string | number;
  user_id: number;
  status_id: 1 | 2;
  due_date: Date;
  sequence_id: number | null;
  creation_date: Date;
  done_date: Date | null;
}

const COLUMNS = 'id, type_id, description, contact_id, user_id, status_id, due_date, sequence_id, creation_date, done_date';

const toRecord = (row: TaskRow): TaskRecord => ({
  id: row.id,
  typeId: row.type_id,
  description: row.description,
  contactId: Number(row.contact_id),
  userId: row.user_id,
  statusId: row.status_id,
  dueDate: row.due_date,
  sequenceId: row.sequence_id,
  creationDate: row.creation_date,
  doneDate: row.done_date,
});

/** The history event of a sequence's task (none for a task made by hand). */
async function recordEvent(tx: Transaction, taskId: number, type: 'task_done' | 'task_deleted', now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO sequence_events (organization_id, sequence_id, target_id, step_id, type, detail, occurred_at)
     SELECT organization_id, sequence_id, target_id, step_id, $2, jsonb_build_object('task_id', id), $3 FROM tasks WHERE id = $1 AND sequence_id IS NOT NULL`,
    [taskId, type, now],
  );
}

export function createTasksRepository(db: Database): TasksRepository {
  return {
    async insert(task) {
      const [row] = await db.query<TaskRow>(
        `INSERT INTO tasks (organization_id, user_id, contact_id, type_id, description, due_date, sequence_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [task.organizationId, task.userId, task.contactId, task.typeId, task.description, task.dueDate, task.sequenceId],
      );
      return toRecord(row!);
    },
    async list(organizationId, userId, windows, limit, offset) {
      // Each window: a state (or any), a due-date range; a task is kept when in one of them.
      const where = `organization_id = $1 AND user_id = $2 AND deleted_at IS NULL AND EXISTS (
          SELECT 1 FROM unnest($3::int[], $4::timestamptz[], $5::timestamptz[]) AS w(status_id, due_from, due_before)
          WHERE (w.status_id IS NULL OR tasks.status_id = w.status_id)
            AND (w.due_from IS NULL OR tasks.due_date >= w.due_from) AND (w.due_before IS NULL OR tasks.due_date < w.due_before))`;
      const values = [
        organizationId,
        userId,
        windows.map((window) => window.statusId),
        windows.map((window) => window.dueFrom?.toISOString() ?? null),
        windows.map((window) => window.dueBefore?.toISOString() ?? null),
      ];
      const rows = await db.query<TaskRow>(`SELECT ${COLUMNS} FROM tasks WHERE ${where} ORDER BY due_date, id LIMIT $6 OFFSET $7`, [...values, limit, offset]);
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM tasks WHERE ${where}`, values);
      return { tasks: rows.map(toRecord), total: count?.total ?? 0 };
    },
    setStatus: (organizationId, userId, id, statusId, now) =>
      db.transaction(async (tx) => {
        const [before] = await tx.query<{ status_id: number }>(
          'SELECT status_id FROM tasks WHERE id = $1 AND organization_id = $2 AND user_id = $3 AND deleted_at IS NULL FOR UPDATE',
          [id, organizationId, userId],
        );
        if (!before) return null;
        const [row] = await tx.query<TaskRow>(
          `UPDATE tasks SET status_id = $2::smallint, done_date = CASE WHEN $2::smallint = 2 THEN coalesce(done_date, $3) ELSE NULL END WHERE id = $1 RETURNING ${COLUMNS}`,
          [id, statusId, now],
        );
        if (before.status_id !== 2 && statusId === 2) await recordEvent(tx, id, 'task_done', now);
        return toRecord(row!);
      }),
    softDelete: (organizationId, userId, id, now) =>
      db.transaction(async (tx) => {
        const deleted = await tx.query('UPDATE tasks SET deleted_at = $4 WHERE id = $1 AND organization_id = $2 AND user_id = $3 AND deleted_at IS NULL RETURNING id', [
          id,
          organizationId,
          userId,
          now,
        ]);
        if (deleted.length === 0) return false;
        await recordEvent(tx, id, 'task_deleted', now);
        return true;
      }),
    remindDue: (from, to, now, notify) =>
      db.transaction(async (tx) => {
        const rows = await tx.query<{
          id: number;
          user_id: number;
          description: string;
          contact_id: string | number;
          first_name: string;
          last_name: string;
          company_id: string | number;
          company_name: string;
        }>(
          `SELECT k.id, k.user_id, k.description, k.contact_id, c.first_name, c.last_name, c.company_id, co.name AS company_name
           FROM tasks k JOIN contacts c ON c.id = k.contact_id JOIN companies co ON co.id = c.company_id
           JOIN users u ON u.id = k.user_id AND u.status = 1
           WHERE k.status_id = 1 AND k.deleted_at IS NULL AND k.reminded_at IS NULL AND k.due_date >= $1 AND k.due_date < $2
           ORDER BY k.user_id, k.due_date, k.id
           FOR UPDATE OF k SKIP LOCKED`,
          [from, to],
        );
        const tasks = rows.map((row) => ({
          id: row.id,
          userId: row.user_id,
          description: row.description,
          contactId: Number(row.contact_id),
          contactFirstName: row.first_name,
          contactLastName: row.last_name,
          companyId: Number(row.company_id),
          companyName: row.company_name,
        }));
        const result = await notify(tx, tasks);
        if (tasks.length > 0) await tx.query('UPDATE tasks SET reminded_at = $2 WHERE id = ANY($1::int[])', [tasks.map((task) => task.id), now]);
        return result;
      }),
  };
}
