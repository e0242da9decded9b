import { DomainFailure, periodTimeline, SEQUENCE_TIMELINE_ZONE, sequenceMailRates } from '@cible/core';
import type {
  SequenceHistoryQuery,
  SequenceHistoryResponse,
  SequenceStepStatisticsResponse,
  SequenceTimelineQuery,
  SequenceTimelineResponse,
} from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { SequenceStatisticsRepository } from './sequence-statistics-repository';
import type { SequencesRepository } from './sequences-repository';

export interface SequenceStatisticsService {
  stepsStatistics(auth: AuthContext, sequenceId: number): Promise<SequenceStepStatisticsResponse>;
  /** The record of a sequence: its events, newest first (designed). */
  history(auth: AuthContext, sequenceId: number, query: SequenceHistoryQuery): Promise<SequenceHistoryResponse>;
  /** What the organisation's sequences did per period of a range of days (designed). */
  timeline(auth: AuthContext, query: SequenceTimelineQuery): Promise<SequenceTimelineResponse>;
}

const TIMELINE_COUNTERS = ['mail_sent', 'mail_opened', 'mail_clicked', 'mail_replied', 'mail_bounced', 'task_done'] as const;

export interface SequenceStatisticsServiceDependencies {
  readonly repository: SequenceStatisticsRepository;
  readonly sequences: Pick<SequencesRepository, 'find'>;
  /** The clock of "late" (tests pass a fixed one). */
  readonly now?: () => Date;
}

/** The statistics of a sequence's steps (ADR 028 "Statistics"): counters from the runner's tables, rates from core. */
export function createSequenceStatisticsService({ repository, sequences, now = () => new Date() }: SequenceStatisticsServiceDependencies): SequenceStatisticsService {
  return {
    async stepsStatistics(auth, sequenceId) {
      const organizationId = auth.user.organizationId;
      if ((await sequences.find(organizationId, sequenceId)) === null) throw new DomainFailure('NOT_FOUND', 'No such sequence.');
      const rows = await repository.stepStatistics(organizationId, sequenceId, now());
      return { step_statistics_list: rows.map((row) => ({ ...row, rates: sequenceMailRates(row) })) };
    },
    async history(auth, sequenceId, query) {
      const organizationId = auth.user.organizationId;
      if ((await sequences.find(organizationId, sequenceId)) === null) throw new DomainFailure('NOT_FOUND', 'No such sequence.');
      const { events, count } = await repository.history(organizationId, sequenceId, {
        types: query.type_list === undefined || query.type_list.length === 0 ? null : query.type_list,
        withBots: query.with_bots === true,
        limit: query.limit,
        offset: query.offset,
      });
      return { event_list: events, event_count: count };
    },
    async timeline(auth, { from, to, owner_user_id }) {
      const days = await repository.timelineDays(auth.user.organizationId, { from, to, ownerUserId: owner_user_id ?? null, zone: SEQUENCE_TIMELINE_ZONE });
      return periodTimeline(from, to, TIMELINE_COUNTERS, days);
    },
  };
}
