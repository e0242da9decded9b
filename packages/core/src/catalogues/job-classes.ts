import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/**
 * Job class ids (docs/rules/catalogues-people-process.md "Job taxonomy"): 0 other, 1 governance, 2 general management,
 * 3 support functions, 4 marketing/sales/communication, 5 technical, 6 specific trades.
 */
export type JobClassId = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Stable code names of the job classes. */
export type JobClassCode =
  | 'other'
  | 'governance'
  | 'general_management'
  | 'support_functions'
  | 'marketing_sales_communication'
  | 'technical'
  | 'specific_trades';

export interface JobClass extends CatalogueEntry<JobClassId> {
  readonly code: JobClassCode;
}

/**
 * Job classes, the top level of the job taxonomy (class → family → title).
 * @rule prospecting §3 · job classes 0 other … 6 specific trades
 */
export const JOB_CLASSES: readonly JobClass[] = labelled<JobClass>('jobClasses', [
  { id: 0, code: 'other' },
  { id: 1, code: 'governance' },
  { id: 2, code: 'general_management' },
  { id: 3, code: 'support_functions' },
  { id: 4, code: 'marketing_sales_communication' },
  { id: 5, code: 'technical' },
  { id: 6, code: 'specific_trades' },
]);

/** Job class id by code. */
export const JOB_CLASS = {
  other: 0,
  governance: 1,
  general_management: 2,
  support_functions: 3,
  marketing_sales_communication: 4,
  technical: 5,
  specific_trades: 6,
} as const satisfies Record<JobClassCode, JobClassId>;

/** Narrows a number to a job class id. */
export function isJobClassId(value: unknown): value is JobClassId {
  return typeof value === 'number' && JOB_CLASSES.some((jobClass) => jobClass.id === value);
}
