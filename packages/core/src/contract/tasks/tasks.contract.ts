import { z } from 'zod';
import { TASK_DESCRIPTION_MAX_LENGTH } from '../../sequences/sequence-steps-rules';
import { ApiDateTimeSchema, ApiIdSchema, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { listOnlyResponse } from '../shared/pagination';

const id = ResponseIdSchema;
const taskTypeId = z.number().int().min(1).max(4);

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
});
export type Task = z.infer<typeof TaskSchema>;

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
} as const;

/** The tasks port. */
export type TasksGateway = EndpointGateway<typeof TASKS_ENDPOINTS>;
