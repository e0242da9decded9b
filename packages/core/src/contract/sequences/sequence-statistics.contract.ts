import { z } from 'zod';
import { ApiDateSchema, PORT_LIMITS, ResponseIdSchema } from '../shared/api-primitives';
import { counters } from '../shared/counters';
import { checkDayRange } from '../shared/day-range-query';
import { defineEndpoint } from '../shared/endpoint';
import { listOnlyResponse } from '../shared/pagination';
import { queryInt } from '../shared/query-params';

// Statistics of the steps of a sequence (the spec's entity): emails sent, opened, clicked, replied…, tasks created,
// done, late.

const id = ResponseIdSchema;

/** Counters of one step. */
export const SequenceStepStatisticsSchema = counters([
  'mail_sent',
  'mail_opened',
  'mail_clicked',
  'mail_replied',
  'mail_autoreplied',
  'mail_bounced',
  'task_created',
  'task_done',
  'task_late',
]);
export type SequenceStepStatistics = z.infer<typeof SequenceStepStatisticsSchema>;

/**
 * Rounded rates of an e-mail step, in percent of the mails sent (core's `sequenceMailRates`; designed: the web shows
 * them as they are).
 */
export const SequenceMailRatesSchema = z.object({
  opened: z.number().int().min(0),
  clicked: z.number().int().min(0),
  replied: z.number().int().min(0),
  bounced: z.number().int().min(0),
});

/** Statistics of each step of a sequence, with its rates (designed). */
export const SequenceStepStatisticsEntrySchema = SequenceStepStatisticsSchema.extend({
  step_id: id,
  position: z.number().int().min(0),
  type_id: z.union([z.literal(1), z.literal(2)]),
  rates: SequenceMailRatesSchema,
});
export type SequenceStepStatisticsEntry = z.infer<typeof SequenceStepStatisticsEntrySchema>;

export const SequenceStepStatisticsResponseSchema = listOnlyResponse(SequenceStepStatisticsEntrySchema, 'step_statistics_list');
export type SequenceStepStatisticsResponse = z.infer<typeof SequenceStepStatisticsResponseSchema>;

/** Longest range of the sequence timeline, in days between its bounds (designed: a year, leap day included). */
export const SEQUENCE_TIMELINE_MAX_DAYS = 366;

/** The zone of the timeline's calendar days: an event counts on its day in Europe/Paris (designed). */
export const SEQUENCE_TIMELINE_ZONE = 'Europe/Paris';

/**
 * The sequence timeline's query (designed): a range of calendar days in Europe/Paris (`from` and `to` both included,
 * in order: else DATE_RANGE.START_AFTER_END; at most 366 days apart: else DATE_RANGE.TOO_LONG) and optionally the
 * owner of the sequences counted.
 */
export const SequenceTimelineQuerySchema = z
  .object({ from: ApiDateSchema, to: ApiDateSchema, owner_user_id: queryInt(1, PORT_LIMITS.maxId).optional() })
  .superRefine(checkDayRange(SEQUENCE_TIMELINE_MAX_DAYS));
export type SequenceTimelineQuery = z.infer<typeof SequenceTimelineQuerySchema>;

/** What happened in one period (its first day): e-mails sent, opened, clicked, replied, bounced, tasks done. */
export const SequenceTimelinePointSchema = counters(['mail_sent', 'mail_opened', 'mail_clicked', 'mail_replied', 'mail_bounced', 'task_done']).extend({
  period_start: ApiDateSchema,
});
export type SequenceTimelinePoint = z.infer<typeof SequenceTimelinePointSchema>;

/** The timeline: core's grouping of the range and every period of it in order, zeros included. */
export const SequenceTimelineResponseSchema = z.object({
  grouping: z.enum(['1_day', '1_week', '1_month']),
  period_list: z.array(SequenceTimelinePointSchema),
});
export type SequenceTimelineResponse = z.infer<typeof SequenceTimelineResponseSchema>;

/** Counters of the steps of a sequence; the organisation's sequence activity over time. */
export const SEQUENCE_STATISTICS_ENDPOINTS = {
  getSequenceStepsStatistics: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/sequence/sequences/{id}/steps-statistics',
    summary: 'Counters of each step of a sequence.',
    designed: true,
    response: SequenceStepStatisticsResponseSchema,
  }),
  getSequenceTimeline: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/sequence/statistics/timeline',
    summary: 'What the organisation’s sequences did per period of a range (sent, opened, clicked, replied, bounced, tasks done).',
    designed: true,
    query: SequenceTimelineQuerySchema,
    response: SequenceTimelineResponseSchema,
  }),
} as const;
