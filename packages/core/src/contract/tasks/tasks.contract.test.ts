import { describe, expect, it } from 'vitest';
import { TaskCreateBodySchema, TaskListQuerySchema, TASKS_ENDPOINTS, TaskSchema, TaskTypeListResponseSchema, TaskUpdateBodySchema } from './tasks.contract';

describe('tasks port', () => {
  it('parses a task and the task types', () => {
    const task = {
      id: 1,
      type_id: 1,
      description: 'Rappeler',
      contact_id: 201,
      user_id: 12,
      status_id: 1,
      due_date: '2025-01-15T09:00:00.000Z',
      sequence_id: null,
      creation_date: '2025-01-10T09:00:00.000Z',
      done_date: null,
      display_state: 'late',
    };
    expect(TaskSchema.parse(task)).toEqual(task);
    expect(TaskTypeListResponseSchema.parse({ task_type_list: [{ id: 1, name: 'Appel' }] }).task_type_list).toHaveLength(1);
  });

  it('creates with a type 1–4 and a description of at most 255 characters', () => {
    const body = { type_id: 4, description: 'x'.repeat(255), contact_id: 201, due_date: '2025-01-15T09:00:00.000Z' };
    expect(TaskCreateBodySchema.safeParse(body).success).toBe(true);
    expect(TaskCreateBodySchema.safeParse({ ...body, description: 'x'.repeat(256) }).success).toBe(false);
    expect(TaskCreateBodySchema.safeParse({ ...body, type_id: 5 }).success).toBe(false);
    expect(TaskCreateBodySchema.safeParse({ ...body, status_id: 2 }).success).toBe(false);
  });

  it('has the designed task paths', () => {
    expect(Object.values(TASKS_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /v1/task/tasks',
      'GET /v1/task/task-types',
      'GET /v1/task/tasks',
      'PATCH /v1/task/tasks/{id}',
      'DELETE /v1/task/tasks/{id}',
    ]);
  });

  it('reads the task list filter from the query string and a status change', () => {
    expect(TaskListQuerySchema.parse({ state_list: 'todo,late' })).toEqual({ state_list: ['todo', 'late'], limit: 20, offset: 0 });
    expect(TaskListQuerySchema.safeParse({ state_list: 'soon' }).success).toBe(false);
    expect(TaskUpdateBodySchema.safeParse({ status_id: 2 }).success).toBe(true);
    expect(TaskUpdateBodySchema.safeParse({ status_id: 3 }).success).toBe(false);
  });
});
