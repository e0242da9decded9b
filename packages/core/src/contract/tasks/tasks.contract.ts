import { z } from 'zod';
import type { TaskDisplayStateCode } from '../../catalogues/task-states';
import { TASK_DESCRIPTION_MAX_LENGTH } from '../../sequences/sequence-steps-rules';
import { TASK_LIST_PAGE_SIZE } from '../../sequences/task-list-window';
import { ApiDateTimeSchema, ApiIdSchema, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from '../shared/endpoint';
import { listOnlyResponse, pagedList, paginationQuery } from '../shared/pagination';
import { queryEnumList } from '../shared/query-params';

const id = ResponseIdSchema;
const taskTypeId = z.number().int().min(1).max(4);
/** The displayed task states (`TASK_DISPLAY_STATES`' codes). */
const TASK_DISPLAY_STATE_CODES = ['todo', 'late', 'done'] as const satisfies readonly TaskDisplayStateCode[];

/** Task (the spec's fields: type 1–4, description ≤ 255, state to do 1 / done 2). Designed: the other fields. */
export const TaskSchema = z.object({
  id,
  type_id: taskTypeId,
  description: safeString(),
  contact_id: id,
  user_id: id,
  status_id: z.union([z.literal(1), z.literal(2)]),
  due_date: ApiDateTimeSchema,
  sequence_id: id.nullable(),
  creation_date: ApiDateTimeSchema,
  done_date: ApiDateTimeSchema.nullable(),
  /** Designed: the displayed state at the time of the answer (core's `taskDisplayState`: todo, late, done). */
  display_state: z.enum(TASK_DISPLAY_STATE_CODES),
});
export type Task = z.infer<typeof TaskSchema>;

/**
 * The owner's task list (designed): `state_list` filters on the displayed states (to do and late within the 10-day
 * due window, core's `taskListWindow`); none: all three. 20 per page.
 */
export const TaskListQuerySchema = z.object({
  state_list: queryEnumList(TASK_DISPLAY_STATE_CODES, 3).optional(),
  ...paginationQuery(TASK_LIST_PAGE_SIZE, 100),
});
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;

export const TaskListResponseSchema = pagedList(TaskSchema, 'task_list', 'task_count');
export type TaskListResponse = z.infer<typeof TaskListResponseSchema>;

/** A task marked done (2) or to do again (1) (designed). */
export const TaskUpdateBodySchema = z.object({ status_id: z.union([z.literal(1), z.literal(2)]) }).strict();
export type TaskUpdateBody = z.infer<typeof TaskUpdateBodySchema>;

/** New task: type, description (≤ 255), contact, due date; assigned to the caller unless `user_id` says otherwise. */
export const TaskCreateBodySchema = z
  .object({
    type_id: taskTypeId,
    description: safeString().trim().max(TASK_DESCRIPTION_MAX_LENGTH),
    contact_id: ApiIdSchema,
    due_date: ApiDateTimeSchema,
    user_id: ApiIdSchema.optional(),
    sequence_id: ApiIdSchema.optional(),
  })
  .strict();
export type TaskCreateBody = z.infer<typeof TaskCreateBodySchema>;

/** A task type as the API lists it (1 phone, 2 LinkedIn, 3 mail, 4 other; the catalogue is `TASK_TYPES`). */
export const TaskTypeDtoSchema = z.object({ id: taskTypeId, name: safeString() });
export type TaskTypeDto = z.infer<typeof TaskTypeDtoSchema>;

export const TaskTypeListResponseSchema = listOnlyResponse(TaskTypeDtoSchema, 'task_type_list');
export type TaskTypeListResponse = z.infer<typeof TaskTypeListResponseSchema>;

/** Tasks (paths designed under /v1/task: docs/rules/ports.md "tasks"). */
export const TASKS_ENDPOINTS = {
  createTask: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/task/tasks',
    summary: 'Create a task on a contact.',
    designed: true,
    body: TaskCreateBodySchema,
    response: TaskSchema,
  }),
  listTaskTypes: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/task/task-types',
    summary: 'The task types.',
    designed: true,
    response: TaskTypeListResponseSchema,
  }),
  listTasks: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/task/tasks',
    summary: 'The caller’s tasks: to do and late within the 10-day due window, done; 20 per page.',
    designed: true,
    query: TaskListQuerySchema,
    response: TaskListResponseSchema,
  }),
  updateTask: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v1/task/tasks/{id}',
    summary: 'Mark one of the caller’s tasks done, or to do again.',
    designed: true,
    body: TaskUpdateBodySchema,
    response: TaskSchema,
  }),
  deleteTask: defineEndpoint({
    // designed: not in spec
    method: 'DELETE',
    path: '/v1/task/tasks/{id}',
    summary: 'Delete one of the caller’s tasks (kept as deleted in the history).',
    designed: true,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
} as const;

/** The tasks port. */
export type TasksGateway = EndpointGateway<typeof TASKS_ENDPOINTS>;
