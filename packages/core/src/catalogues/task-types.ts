import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';
import type { Text } from '../i18n/text';

/**
 * Task type ids (the id catalogue; docs/rules/catalogues-people-process.md "Process catalogues"): 1 phone, 2 LinkedIn,
 * 3 mail, 4 other.
 */
export type TaskTypeId = 1 | 2 | 3 | 4;
export type TaskTypeCode = 'phone' | 'linkedin' | 'mail' | 'other';

export interface TaskType extends CatalogueEntry<TaskTypeId> {
  readonly code: TaskTypeCode;
}

/**
 * The id catalogue of task types: the source of truth for ids (stored on tasks, sent to the API).
 * Its labels are the catalogue's own names; the interface shows TASK_TYPE_LABELS_FR.
 * @rule prospecting §3 · task types 1 phone, 2 LinkedIn, 3 mail, 4 other (the id catalogue)
 */
export const TASK_TYPES: readonly TaskType[] = labelled<TaskType>('taskTypes', [
  { id: 1, code: 'phone' },
  { id: 2, code: 'linkedin' },
  { id: 3, code: 'mail' },
  { id: 4, code: 'other' },
]);

/** Task type id by code. */
export const TASK_TYPE = { phone: 1, linkedin: 2, mail: 3, other: 4 } as const satisfies Record<TaskTypeCode, TaskTypeId>;

/**
 * The French label list of task types, used for display (selectors, task cards), in id order.
 * The spec's prose reads the types as "call, email, LinkedIn, other"; that order is a reading, not ids:
 * ids follow TASK_TYPES (2 is LinkedIn, 3 is email) and both catalogues agree id by id.
 * @rule app-shell §9 · task type labels 1 Appel, 2 LinkedIn, 3 Email, 4 Autre (display catalogue)
 */
export const TASK_TYPE_LABELS_FR: readonly CatalogueEntry<TaskTypeId>[] = labelled<CatalogueEntry<TaskTypeId>>('taskTypeLabels', [
  { id: 1 },
  { id: 2 },
  { id: 3 },
  { id: 4 },
]);

/**
 * The label shown for a task type: from TASK_TYPE_LABELS_FR; `undefined` for an unknown id.
 * @rule app-shell §9 · task types are displayed with the French label list
 */
export function taskTypeDisplayLabel(taskTypeId: number): Text | undefined {
  return TASK_TYPE_LABELS_FR.find((candidate) => candidate.id === taskTypeId)?.label;
}
