import { token } from '../../di/token';
import type { TaskListPort } from './taskListPort';

/**
 * The owner's task list calls. Declared and bound with the sequence pages' module (di/modules/sequencesModule.ts),
 * not in the app-wide tokens and gateways: they are part of the first route, which is at its budget.
 */
export const TASK_LIST_GATEWAY = token<TaskListPort>('TaskListGateway');
