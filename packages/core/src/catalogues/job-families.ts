import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';
import type { JobClassId } from './job-classes';

/** Job family ids 1 to 25 (the spec's "25 job families (id, name, order, job_class)"). */
export type JobFamilyId =
  | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13
  | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25;

export interface JobFamily extends CatalogueEntry<JobFamilyId> {
  /** Display order (1 first), unique across the catalogue. */
  readonly order: number;
  /** The job class the family belongs to. */
  readonly jobClassId: JobClassId;
}

/**
 * The 25 job families, each in one job class, listed in display order: classes 1 to 6 in class order,
 * the "other" class last. The spec gives the shape, not the contents: the names are designed here
 * (docs/rules/catalogues-people-process.md).
 * @rule prospecting §3 · 25 job families with order and job class
 */
export const JOB_FAMILIES: readonly JobFamily[] = labelled<JobFamily>('jobFamilies', [
  { id: 1, order: 1, jobClassId: 1 },
  { id: 2, order: 2, jobClassId: 2 },
  { id: 3, order: 3, jobClassId: 2 },
  { id: 4, order: 4, jobClassId: 3 },
  { id: 5, order: 5, jobClassId: 3 },
  { id: 6, order: 6, jobClassId: 3 },
  { id: 7, order: 7, jobClassId: 3 },
  { id: 8, order: 8, jobClassId: 3 },
  { id: 9, order: 9, jobClassId: 3 },
  { id: 10, order: 10, jobClassId: 4 },
  { id: 11, order: 11, jobClassId: 4 },
  { id: 12, order: 12, jobClassId: 4 },
  { id: 13, order: 13, jobClassId: 4 },
  { id: 14, order: 14, jobClassId: 4 },
  { id: 15, order: 15, jobClassId: 5 },
  { id: 16, order: 16, jobClassId: 5 },
  { id: 17, order: 17, jobClassId: 5 },
  { id: 18, order: 18, jobClassId: 5 },
  { id: 19, order: 19, jobClassId: 5 },
  { id: 20, order: 20, jobClassId: 5 },
  { id: 21, order: 21, jobClassId: 6 },
  { id: 22, order: 22, jobClassId: 6 },
  { id: 23, order: 23, jobClassId: 6 },
  { id: 24, order: 24, jobClassId: 6 },
  { id: 25, order: 25, jobClassId: 0 },
]);

/** The families of a job class, in display order. */
export function jobFamiliesOfClass(jobClassId: JobClassId): JobFamily[] {
  return JOB_FAMILIES.filter((family) => family.jobClassId === jobClassId).sort((a, b) => a.order - b.order);
}
