import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';
import type { JobClassId } from './job-classes';

const JOB_TYPE_ROWS = [
  { id: 1, jobClassId: 1 },
  { id: 2, jobClassId: 2 },
  { id: 3, jobClassId: 3 },
  { id: 4, jobClassId: 3 },
  { id: 5, jobClassId: 3 },
  { id: 6, jobClassId: 3 },
  { id: 7, jobClassId: 3 },
  { id: 8, jobClassId: 3 },
  { id: 9, jobClassId: 4 },
  { id: 10, jobClassId: 4 },
  { id: 11, jobClassId: 4 },
  { id: 12, jobClassId: 4 },
  { id: 13, jobClassId: 4 },
  { id: 14, jobClassId: 5 },
  { id: 15, jobClassId: 5 },
  { id: 16, jobClassId: 5 },
  { id: 17, jobClassId: 5 },
  { id: 18, jobClassId: 5 },
  { id: 19, jobClassId: 5 },
  { id: 20, jobClassId: 5 },
  { id: 21, jobClassId: 5 },
  { id: 22, jobClassId: 6 },
  { id: 23, jobClassId: 6 },
  { id: 24, jobClassId: 6 },
  { id: 25, jobClassId: 6 },
  { id: 26, jobClassId: 6 },
  { id: 27, jobClassId: 6 },
  { id: 28, jobClassId: 6 },
  { id: 29, jobClassId: 0 },
] as const satisfies readonly { id: number; jobClassId: JobClassId }[];

/** Job type ids, 1 to 29 (the spec's "about 29 job types"). */
export type JobTypeId = (typeof JOB_TYPE_ROWS)[number]['id'];

export interface JobType extends CatalogueEntry<JobTypeId> {
  /** The job class the domain belongs to. */
  readonly jobClassId: JobClassId;
}

/**
 * Job types: the functional domain of a position (criterion job_type_id_list; the "job type" of a news item).
 * Coarser than job functions, finer than job classes; each type is in one job class. Contents designed here.
 * @rule prospecting §3 · 29 job types (functional domains), each in an existing job class
 */
export const JOB_TYPES: readonly JobType[] = labelled<JobType>('jobTypes', JOB_TYPE_ROWS);
