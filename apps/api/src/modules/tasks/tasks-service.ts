import {
  checkSequenceManagement,
  DomainFailure,
  hasManagerAccess,
  SEQUENCE_TIMEZONE,
  TASK_DISPLAY_STATES,
  TASK_TYPES,
  taskDisplayState,
  taskListWindow,
  taskReminderDay,
  translate,
} from '@cible/core';
import type { Task, TaskCreateBody, TaskListQuery, TaskListResponse, TaskTypeListResponse, TaskUpdateBody } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { Notifier } from '../notifications/notifier';
import type { TaskRecord, TasksRepository } from './tasks-repository';

export interface TasksService {
  create(auth: AuthContext, body: TaskCreateBody): Promise<Task>;
  types(): TaskTypeListResponse;
  list(auth: AuthContext, query: TaskListQuery): Promise<TaskListResponse>;
  update(auth: AuthContext, id: number, body: TaskUpdateBody): Promise<Task>;
  remove(auth: AuthContext, id: number): Promise<void>;
  /** The daily reminder: one notification per task to do due today (Europe/Paris), each task once; answers how many. */
  remindDueTasks(): Promise<number>;
}

export interface TasksServiceDependencies {
  readonly repository: TasksRepository;
  /** Whether a contact exists (the shared reference data). */
  readonly contactExists: (contactId: number) => Promise<boolean>;
  readonly notifier: Pick<Notifier, 'notifyManyIn'>;
  /** The clock (tests pass a controllable one). */
  readonly now?: () => Date;
}

const notFound = () => new DomainFailure('NOT_FOUND', 'No such task.');

/**
 * Use cases of the owner's tasks (docs/api.md "Sequence targets and tasks", ADR 028): created by hand or by a task
 * step (the planner), listed by displayed state within core's 10-day window, done / to do again, deleted (soft), each
 * change of a sequence's task recorded in its history; the daily reminder of the tasks due today.
 */
export function createTasksService({ repository, contactExists, notifier, now = () => new Date() }: TasksServiceDependencies): TasksService {
  const toTask = (record: TaskRecord, at: Date): Task => ({
    id: record.id,
    type_id: record.typeId,
    description: record.description,
    contact_id: record.contactId,
    user_id: record.userId,
    status_id: record.statusId,
    due_date: record.dueDate.toISOString(),
    sequence_id: record.sequenceId,
    creation_date: record.creationDate.toISOString(),
    done_date: record.doneDate === null ? null : record.doneDate.toISOString(),
    display_state: taskDisplayState({ stateId: record.statusId, dueDate: record.dueDate }, at),
  });

  return {
    async create(auth, body) {
      const userId = body.user_id ?? auth.user.id;
      // A task for a colleague: an organisation manager only (the tenant hook checked the organisation).
      const management = checkSequenceManagement({ userId: auth.user.id, isManager: hasManagerAccess(auth.ability) }, userId);
      if (!management.ok) throw new DomainFailure(management.error.code, 'Only a manager gives a colleague a task.', { details: { user_id: userId } });
      if (!(await contactExists(body.contact_id))) throw new DomainFailure('NOT_FOUND', 'No such contact.');
      const record = await repository.insert({
        organizationId: auth.user.organizationId,
        userId,
        contactId: body.contact_id,
        typeId: body.type_id,
        description: body.description,
        dueDate: new Date(body.due_date),
        sequenceId: body.sequence_id ?? null,
      });
      return toTask(record, now());
    },
    types() {
      return { task_type_list: TASK_TYPES.map((type) => ({ id: type.id, name: translate(type.label) })) };
    },
    async list(auth, query) {
      const at = now();
      const states = query.state_list === undefined || query.state_list.length === 0 ? TASK_DISPLAY_STATES.map((state) => state.code) : query.state_list;
      const { tasks, total } = await repository.list(
        auth.user.organizationId,
        auth.user.id,
        [...new Set(states)].map((state) => taskListWindow(state, at)),
        query.limit,
        query.offset,
      );
      return { task_list: tasks.map((task) => toTask(task, at)), task_count: total };
    },
    async update(auth, id, body) {
      const at = now();
      const record = await repository.setStatus(auth.user.organizationId, auth.user.id, id, body.status_id, at);
      if (record === null) throw notFound();
      return toTask(record, at);
    },
    async remove(auth, id) {
      if (!(await repository.softDelete(auth.user.organizationId, auth.user.id, id, now()))) throw notFound();
    },
    async remindDueTasks() {
      const at = now();
      const day = taskReminderDay(at, SEQUENCE_TIMEZONE);
      const pending = await repository.remindDue(day.start, day.end, at, (tx, tasks) =>
        notifier.notifyManyIn(
          tx,
          tasks.map((task) => ({
            userId: task.userId,
            type: 'reminder' as const,
            payload: {
              contact: { id: task.contactId, first_name: task.contactFirstName, last_name: task.contactLastName },
              company: { id: task.companyId, name: task.companyName },
              ...(task.description.trim() === '' ? {} : { reminder: { purpose: task.description } }),
              task_id: task.id,
            },
          })),
        ),
      );
      pending.published();
      return pending.created.length;
    },
  };
}
