import type { Task, TaskDisplayStateCode } from '@cible/core';

/** A task of the owner's list: the contract's task and its displayed state at the time of the answer. */
export type OwnerTask = Task & { readonly display_state: TaskDisplayStateCode };

/**
 * The owner's task list calls (GET /v1/task/tasks with `state_list`, 20 per page; PATCH and DELETE
 * /v1/task/tasks/{id}), as the tasks API of issue 18 declares them in core's TASKS_ENDPOINTS (`listTasks`,
 * `updateTask`, `deleteTask`). Stated here structurally because that contract lands with the tasks API's branch:
 * once merged, this is `Pick<TasksGateway, 'listTasks' | 'updateTask' | 'deleteTask'>`.
 */
export interface TaskListPort {
  listTasks(input: { query: { state_list?: TaskDisplayStateCode[]; limit: number; offset: number } }): Promise<{ task_list: OwnerTask[]; task_count: number }>;
  updateTask(input: { params: { id: number }; body: { status_id: 1 | 2 } }): Promise<OwnerTask>;
  deleteTask(input: { params: { id: number } }): Promise<void>;
}
