import type { Task, TasksGateway } from '@cible/core';

/** A task of the owner's list, with its displayed state at the time of the answer (core's TaskSchema). */
export type OwnerTask = Task;

/** The owner's task list calls (GET /v1/task/tasks with `state_list`, 20 per page; PATCH and DELETE /v1/task/tasks/{id}). */
export type TaskListPort = Pick<TasksGateway, 'listTasks' | 'updateTask' | 'deleteTask'>;
