import type { SequenceStepStatistics } from '@cible/core';
import type { Database } from '../../db/database';
import { STEP_STATISTICS_SQL } from './sequence-statistics-sql';

/** The counters of one step, with what identifies it. */
export interface StepStatisticsRow extends SequenceStepStatistics {
  readonly step_id: number;
  readonly position: number;
  readonly type_id: 1 | 2;
}

/** SQL of the statistics of a sequence's steps (sequence-statistics-sql.ts), scoped by organisation. */
export interface SequenceStatisticsRepository {
  /** The counters of each step of the sequence by position, tasks late at `now`. */
  stepStatistics(organizationId: number, sequenceId: number, now: Date): Promise<StepStatisticsRow[]>;
}

export function createSequenceStatisticsRepository(db: Database): SequenceStatisticsRepository {
  return {
    stepStatistics: (organizationId, sequenceId, now) => db.query<StepStatisticsRow>(STEP_STATISTICS_SQL, [sequenceId, organizationId, now]),
  };
}
