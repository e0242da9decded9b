import { TASKS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { TasksService } from './tasks-service';

export interface TasksRoutesOptions {
  readonly service: TasksService;
}

/**
 * The owner's tasks (docs/api.md "Sequence targets and tasks", ADR 028). Tasks belong to the sequences' area: the
 * subject is SEQUENCES, the action what the route does. A task is its owner's (id kind `task`: a colleague's or
 * another organisation's answers 404). The removal comes last (the access suite runs the routes in order).
 */
export const tasksRoutes: FastifyPluginAsyncZod<TasksRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, TASKS_ENDPOINTS, {
    listTaskTypes: {
      access: permission('SEQUENCES', 'read'),
      description: 'The task types: 1 call, 2 LinkedIn, 3 e-mail, 4 other (core’s catalogue, labels in the caller’s language).',
      handle: () => service.types(),
    },
    listTasks: {
      access: permission('SEQUENCES', 'read'),
      description:
        'The caller’s tasks (not deleted) by due date, 20 per page. state_list (todo, late, done; none: all three): to do = due within the next 10 days, late = due before now and not done, done = done. Each task carries its display_state.',
      handle: ({ auth, query }) => service.list(auth, query),
    },
    createTask: {
      access: permission('SEQUENCES', 'create'),
      ids: { body: { contact_id: 'contact', user_id: 'user', sequence_id: 'sequence' } },
      errors: [403],
      description:
        'A task to do on a contact (an unknown one: 404), for the caller, or for a colleague given by an organisation manager (else 403 SEQUENCE.NOT_OWNER); sequence_id ties it to one of the organisation’s sequences.',
      handle: ({ auth, body }) => service.create(auth, body),
    },
    updateTask: {
      access: permission('SEQUENCES', 'update'),
      ids: { params: { id: 'task' } },
      description: 'Marks one of the caller’s tasks done (done_date: now; a sequence’s task records task_done in its history) or to do again.',
      handle: ({ auth, params, body }) => service.update(auth, params.id, body),
    },
    deleteTask: {
      access: permission('SEQUENCES', 'delete'),
      ids: { params: { id: 'task' } },
      description: 'Deletes one of the caller’s tasks: kept as deleted (deleted_at), gone from the lists; a sequence’s task records task_deleted in its history.',
      handle: async ({ auth, params }) => service.remove(auth, params.id),
    },
  });
};
